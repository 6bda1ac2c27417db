import { z } from 'zod';
import { ACCOUNT_TYPES, BANK_PLATFORMS, countryCodeSchema, languageCodeSchema } from './bank';

/** Results per discover page, and the most one request may ask for. */
export const DISCOVER_PAGE_SIZE = 20;
export const DISCOVER_PAGE_SIZE_MAX = 50;
/** Offsets past this answer 400: nobody pages through ten thousand creators, and deep offsets are slow. */
export const DISCOVER_OFFSET_MAX = 10_000;
/**
 * Without the plan's `loadMoreResults` feature only the first results are answered: a page starting
 * at or past this offset is 423 with field `loadMoreResults`, and a first page is cut to this many.
 */
export const DISCOVER_FREE_RESULTS = DISCOVER_PAGE_SIZE;

export const DISCOVER_SORT_FIELDS = ['followers', 'engagementRate', 'averageLikes', 'averageViews', 'followerGrowth'] as const;
export type DiscoverSortField = (typeof DISCOVER_SORT_FIELDS)[number];

/** An inclusive range; either end may be left out, and min may not pass max. */
const range = (max: number) =>
  z
    .object({ min: z.number().min(0).max(max).optional(), max: z.number().min(0).max(max).optional() })
    .strict()
    .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, 'min must not be greater than max');

/** Growth may shrink: a percent change, -100 to 100,000. */
const growthRange = z
  .object({ min: z.number().min(-100).max(100_000).optional(), max: z.number().min(-100).max(100_000).optional() })
  .strict()
  .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, 'min must not be greater than max');

const tags = z
  .array(
    z
      .string()
      .trim()
      .transform((v) => v.replace(/^[#@]+/, '').toLowerCase())
      .pipe(z.string().min(1).max(100)),
  )
  .max(20);

/**
 * `POST /customer/discoverProfiles`: the filters of the discover search. Every key is optional;
 * an unknown key is refused (a filter dropped in silence would answer everybody).
 */
export const discoverFilterSchema = z
  .object({
    platform: z.enum(BANK_PLATFORMS).optional(),
    followers: range(1e13).optional(),
    /** Percent, as the bank stores it. */
    engagementRate: range(10_000).optional(),
    averageLikes: range(1e13).optional(),
    averageViews: range(1e13).optional(),
    /** Creator's country, any of. */
    country: z.array(countryCodeSchema).min(1).max(50).optional(),
    /** Creator's city, case- and accent-insensitive. */
    city: z.string().trim().min(1).max(100).optional(),
    /** Audience's main country, any of: plan-gated (423 with field audienceFilter). */
    audienceCountry: z.array(countryCodeSchema).min(1).max(50).optional(),
    language: z.array(languageCodeSchema).min(1).max(20).optional(),
    /** Any of these categories (case-insensitive). */
    categories: z.array(z.string().trim().min(1).max(100)).min(1).max(20).optional(),
    /** Words that must all appear in the name, handle or bio (case- and accent-insensitive). */
    keywords: z.string().trim().min(1).max(200).optional(),
    /** All of these hashtags / mentions, without # or @. */
    hashtags: tags.optional(),
    mentions: tags.optional(),
    verified: z.boolean().optional(),
    hasContacts: z.boolean().optional(),
    accountType: z.array(z.enum(ACCOUNT_TYPES)).min(1).max(3).optional(),
    /** Percent change of followers over the creator's history. */
    followerGrowth: growthRange.optional(),
    /** Posted at or after this day (YYYY-MM-DD or an ISO date-time). */
    lastPostAfter: z.union([z.string().date(), z.string().datetime({ offset: true })]).optional(),
    sortBy: z.enum(DISCOVER_SORT_FIELDS).default('followers'),
    orderBy: z.enum(['asc', 'desc']).default('desc'),
  })
  .strict();
export type DiscoverFilter = z.output<typeof discoverFilterSchema>;

export const discoverRequestSchema = z
  .object({
    filter: discoverFilterSchema.default({ sortBy: 'followers', orderBy: 'desc' }),
    /** 0 unless a `nextPageToken` is sent; with one, it may be left out and must otherwise equal the token's offset. */
    offset: z.number().int().min(0).max(DISCOVER_OFFSET_MAX).optional(),
    limit: z.number().int().min(1).max(DISCOVER_PAGE_SIZE_MAX).default(DISCOVER_PAGE_SIZE),
    /**
     * The `nextPageToken` of the previous page: the next page of the same search. The token is signed
     * by the server, holds the next offset and a hash of the filter, and is good only for the
     * organisation it was made for and with the same `filter` (anything else is 400).
     */
    nextPageToken: z.string().min(1).max(500).optional(),
  })
  .strict();
export type DiscoverRequest = z.output<typeof discoverRequestSchema>;

/** `work_platform` of a discover answer: the InsightIQ-style ids, the same for good. */
export const WORK_PLATFORMS: Readonly<Record<(typeof BANK_PLATFORMS)[number], { id: string; name: string }>> = {
  instagram: { id: '9bb8913b-ddd9-430b-a66a-d74d846e6c66', name: 'Instagram' },
  youtube: { id: '14d9ddf5-51c6-415e-bde6-f8ed36ad7054', name: 'YouTube' },
  tiktok: { id: 'de55aeec-0dc8-4119-bf90-16b3d1f0c987', name: 'TikTok' },
};

/** One creator of a discover page or of the profile bank, as InsightIQ-style clients read it. */
export interface DiscoverProfile {
  /** The profile bank id: `POST /customer/socialProfile/profile-bank {profileBankId}` saves it. */
  _id: string;
  platform_username: string;
  full_name: string | null;
  image_url: string | null;
  work_platform: { id: string; name: string };
  follower_count: number | null;
  engagement_rate: number | null;
  average_likes: number | null;
  average_views: number | null;
  follower_growth: number | null;
  country: string | null;
  city: string | null;
  categories: string[];
  is_verified: boolean | null;
  last_post_at: string | null;
  /** The creator has contact details in the bank. */
  contacts: boolean;
  /** This organisation unlocked them: then `contact_details` holds them (never for guests, never another organisation's unlocks). */
  contacts_unlocked: boolean;
  contact_details: Array<{ type: string; value: string }>;
  /** Made by the benchmark generator. */
  synthetic: boolean;
}

/**
 * Where a discover page was searched: Scout's own profile bank, or the data provider's creator
 * database (whose creators are then written into the bank).
 */
export const DISCOVER_SOURCES = ['profileBank', 'provider'] as const;
export type DiscoverSource = (typeof DISCOVER_SOURCES)[number];

export interface DiscoverResponse {
  profiles: DiscoverProfile[];
  metadata: { offset: number; limit: number; total_results: number };
  source: DiscoverSource;
  /** Null on the last page. */
  nextPageToken: string | null;
}

/** `GET /customer/discover/lookalikes`: like a bank entry or like a saved profile of this organisation. */
export const LOOKALIKES_DEFAULT = 10;
export const LOOKALIKES_MAX = 50;
export const lookalikesQuerySchema = z
  .object({
    profileBankId: z.string().uuid('Unknown profile bank id').optional(),
    profileId: z.string().uuid('Unknown profile id').optional(),
    limit: z.coerce.number().int().min(1).max(LOOKALIKES_MAX).default(LOOKALIKES_DEFAULT),
  })
  .strict()
  .refine((q) => (q.profileBankId === undefined) !== (q.profileId === undefined), {
    message: 'Give either profileBankId or profileId',
    path: ['profileBankId'],
  });
export type LookalikesQuery = z.output<typeof lookalikesQuerySchema>;

export type LookalikeProfile = DiscoverProfile & {
  /** What the two creators share: "same category and country, similar engagement". */
  reason: string;
  /** 0..1, higher is more alike. */
  score: number;
};
export interface LookalikesResponse {
  profiles: LookalikeProfile[];
}
