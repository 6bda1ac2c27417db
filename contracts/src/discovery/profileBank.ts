import { z } from 'zod';
import { BANK_PLATFORMS } from './bank';
import type { DiscoverProfile } from './search';

/** Spec section 9: the profile bank's page size, and its platform unless asked otherwise. */
export const PROFILE_BANK_PAGE_SIZE = 20;
export const PROFILE_BANK_DEFAULT_PLATFORM = 'instagram';

/** `GET /customer/profileBank`: unknown parameters are refused. */
export const profileBankQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(500).default(1),
    limit: z.coerce.number().int().min(1).max(50).default(PROFILE_BANK_PAGE_SIZE),
    platform: z.enum(BANK_PLATFORMS).default(PROFILE_BANK_DEFAULT_PLATFORM),
  })
  .strict();
export type ProfileBankQuery = z.output<typeof profileBankQuerySchema>;

/** `GET /customer/profileBank/meta` takes no parameters. */
export const profileBankMetaQuerySchema = z.object({}).strict();

export interface ProfileBankResponse {
  profiles: DiscoverProfile[];
  currentPage: number;
  totalPages: number;
  total: number;
}

/** A filter value that exists in the bank, with how many creators have it. */
export interface FacetValue {
  value: string;
  count: number;
}

/** `GET /customer/profileBank/meta`: what the filters can take, from the bank itself. */
export interface ProfileBankMeta {
  total: number;
  platforms: FacetValue[];
  categories: FacetValue[];
  countries: FacetValue[];
  audienceCountries: FacetValue[];
  languages: FacetValue[];
  accountTypes: FacetValue[];
  followers: { min: number | null; max: number | null };
  engagementRate: { min: number | null; max: number | null };
  sources: string[];
}

/**
 * `POST /customer/discover/unlockContacts`: plan feature `unlockContacts`. Credits are the plan's
 * monthly `searchCount`: unlocking a creator the organisation has not unlocked before spends one
 * (recorded as `searchCount` usage, in the same append as the unlock); unlocking again is free.
 * When the month's credits cannot pay for every new creator of the request, nothing is unlocked
 * (423 with field `searchCount`).
 */
export const UNLOCK_CONTACTS_MAX = 50;
export const unlockContactsRequestSchema = z
  .object({ profileBankIds: z.array(z.string().uuid('Unknown profile bank id')).min(1).max(UNLOCK_CONTACTS_MAX) })
  .strict();
export interface UnlockContactsResponse {
  /** Every asked creator with its contacts (an empty list when the bank has none). */
  unlocked: Array<{ profileBankId: string; contact_details: Array<{ type: string; value: string }> }>;
  /** Search credits spent by this request (creators unlocked before cost nothing). */
  creditsSpent: number;
  creditsLeft: number | 'Infinity';
}
