import { z } from 'zod';
import { insightIqLocationSchema } from './insightiq';
import { optionalNumber, optionalText } from './insightiqFields';

/**
 * InsightIQ's creator search, `POST /v1/social/creators/profiles/search`: one platform's creators
 * matching the filters, sorted, paged by `offset` and `limit`, with `metadata.total_results`.
 * Locations are the ids of its location dictionary, `GET /v1/social/creators/dictionary/locations`.
 * Unknown answer fields are ignored, missing ones are null.
 */
export const INSIGHTIQ_SEARCH_PATH = '/v1/social/creators/profiles/search';
export const INSIGHTIQ_LOCATIONS_PATH = '/v1/social/creators/dictionary/locations';
/** The most results one search request may ask for (assumed: Scout asks for at most 50 anyway). */
export const INSIGHTIQ_SEARCH_LIMIT_MAX = 100;

export const INSIGHTIQ_SORT_FIELDS = ['FOLLOWER_COUNT', 'ENGAGEMENT_RATE', 'AVERAGE_LIKES', 'AVERAGE_VIEWS', 'FOLLOWER_GROWTH'] as const;
export const INSIGHTIQ_ACCOUNT_TYPES = ['PERSONAL', 'CREATOR', 'BUSINESS'] as const;

export interface InsightIqRange {
  min?: number;
  max?: number;
}

export interface InsightIqSearchRequest {
  work_platform_id: string;
  follower_count?: InsightIqRange;
  /** A minimum only, as a fraction in text ("0.025" is 2.5 %). */
  engagement_rate?: { percentage_value: string };
  average_likes?: InsightIqRange;
  average_views?: InsightIqRange;
  /** Location ids of the dictionary, any of. */
  creator_locations?: string[];
  audience_locations?: Array<{ location_id: string; percentage_value: number; operator: 'GT' }>;
  creator_language?: { code: string };
  creator_interests?: string[];
  bio_phrase?: string;
  hashtags?: Array<{ name: string }>;
  mentions?: Array<{ name: string }>;
  is_verified?: boolean;
  has_contact_details?: boolean;
  creator_account_type?: Array<(typeof INSIGHTIQ_ACCOUNT_TYPES)[number]>;
  follower_growth?: { interval: number; interval_unit: 'MONTH'; percentage_value: number };
  last_post_timestamp?: string;
  sort_by: { field: (typeof INSIGHTIQ_SORT_FIELDS)[number]; order: 'ASCENDING' | 'DESCENDING' };
  offset: number;
  limit: number;
}

export const insightIqSearchProfileSchema = z.object({
  platform_username: z.string().min(1),
  full_name: optionalText,
  image_url: optionalText,
  introduction: optionalText,
  is_verified: z.boolean().nullish(),
  follower_count: optionalNumber,
  subscriber_count: optionalNumber,
  /** A fraction (0.0412 is 4.12 %), as in the analytics answer. */
  engagement_rate: optionalNumber,
  average_likes: optionalNumber,
  average_views: optionalNumber,
  creator_location: insightIqLocationSchema.nullish(),
  category: optionalText,
  language: optionalText,
  platform_account_type: optionalText,
  /** Which contact details the provider holds (types; values may be left out until asked for by analytics). */
  contact_details: z.array(z.object({ type: z.string(), value: z.string().nullish() })).nullish(),
  /** Not an InsightIQ field: the test fake marks its generated creators with it. */
  synthetic: z.boolean().nullish(),
});
export type InsightIqSearchProfile = z.output<typeof insightIqSearchProfileSchema>;

export const insightIqSearchResponseSchema = z.object({
  data: z.array(insightIqSearchProfileSchema),
  metadata: z.object({ offset: z.number().int().min(0), limit: z.number().int().min(0), total_results: z.number().int().min(0).nullish() }),
});
export type InsightIqSearchResponse = z.output<typeof insightIqSearchResponseSchema>;

/** An entry of the location dictionary (assumed shape: id, name, display name and type). */
export const insightIqLocationsResponseSchema = z.object({
  data: z.array(
    z.object({
      id: z.string().min(1),
      name: z.string(),
      display_name: optionalText,
      type: optionalText,
    }),
  ),
});
export type InsightIqLocationEntry = z.output<typeof insightIqLocationsResponseSchema>['data'][number];
