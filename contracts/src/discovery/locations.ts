import { z } from 'zod';

/** What `GET /misc/locations` can look for; both when `type` is absent. */
export const LOCATION_TYPES = ['country', 'city'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export const LOCATIONS_DEFAULT_LIMIT = 10;
export const LOCATIONS_MAX_LIMIT = 50;
export const LOCATIONS_MAX_TEXT = 100;

/** `GET /misc/locations?text&type&limit`: unknown parameters are refused. */
export const locationsQuerySchema = z
  .object({
    text: z.string().trim().min(1).max(LOCATIONS_MAX_TEXT),
    type: z.enum(LOCATION_TYPES).optional(),
    limit: z.coerce.number().int().min(1).max(LOCATIONS_MAX_LIMIT).default(LOCATIONS_DEFAULT_LIMIT),
  })
  .strict();
export type LocationsQuery = z.output<typeof locationsQuerySchema>;
/** What a client sends. */
export interface LocationsQueryInput {
  text: string;
  type?: LocationType;
  limit?: number;
}

/** One country or city of `GET /misc/locations` (not the DOM's `Location`). */
export interface LocationMatch {
  type: LocationType;
  /** ISO 3166-1 alpha-2 for a country; the GeoNames id (a stable number, as text) for a city. */
  code: string;
  /** English name. */
  name: string;
  /** German name; for a city the data has no language tags, so it is the GeoNames name (see docs/profile-bank.md). */
  nameDe: string;
  /** ISO 3166-1 alpha-2 of the country (the code itself for a country). */
  country: string;
  /** English name of the country. */
  countryName: string;
  /** Inhabitants, for cities. */
  population?: number;
  /** The other name the text matched when it was neither `name` nor `nameDe` (e.g. `Wien` for Vienna). */
  matchedName?: string;
}

export interface LocationsResponse {
  locations: LocationMatch[];
}
