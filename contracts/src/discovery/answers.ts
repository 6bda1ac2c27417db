import { z } from 'zod';
import { sameShape } from '../platform/sameShape';
import { SEARCH_EXPORT_STATUSES, type SearchExportView } from './exports';
import { LOCATION_TYPES, type LocationsResponse } from './locations';
import type { ProfileBankMeta, ProfileBankResponse, UnlockContactsResponse } from './profileBank';
import { DISCOVER_SOURCES, type DiscoverProfile, type DiscoverResponse, type LookalikesResponse } from './search';

/** The answer schemas of the discovery calls (the route table's `answer`): the interfaces of the discovery contracts as zod. */
const contactDetails = z.array(z.object({ type: z.string(), value: z.string() }));

export const discoverProfileSchema = z.object({
  _id: z.string(),
  platform_username: z.string(),
  full_name: z.string().nullable(),
  image_url: z.string().nullable(),
  work_platform: z.object({ id: z.string(), name: z.string() }),
  follower_count: z.number().nullable(),
  engagement_rate: z.number().nullable(),
  average_likes: z.number().nullable(),
  average_views: z.number().nullable(),
  follower_growth: z.number().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  categories: z.array(z.string()),
  is_verified: z.boolean().nullable(),
  last_post_at: z.string().nullable(),
  contacts: z.boolean(),
  contacts_unlocked: z.boolean(),
  contact_details: contactDetails,
  synthetic: z.boolean(),
});
sameShape<z.infer<typeof discoverProfileSchema>, DiscoverProfile>(true);

export const discoverAnswerSchema = z.object({
  profiles: z.array(discoverProfileSchema),
  metadata: z.object({ offset: z.number().int(), limit: z.number().int(), total_results: z.number().int() }),
  source: z.enum(DISCOVER_SOURCES),
  nextPageToken: z.string().nullable(),
});
sameShape<z.infer<typeof discoverAnswerSchema>, DiscoverResponse>(true);

export const profileBankAnswerSchema = z.object({
  profiles: z.array(discoverProfileSchema),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
sameShape<z.infer<typeof profileBankAnswerSchema>, ProfileBankResponse>(true);

const facets = z.array(z.object({ value: z.string(), count: z.number().int() }));
const range = z.object({ min: z.number().nullable(), max: z.number().nullable() });
export const profileBankMetaAnswerSchema = z.object({
  total: z.number().int(),
  platforms: facets,
  categories: facets,
  countries: facets,
  audienceCountries: facets,
  languages: facets,
  accountTypes: facets,
  followers: range,
  engagementRate: range,
  sources: z.array(z.string()),
});
sameShape<z.infer<typeof profileBankMetaAnswerSchema>, ProfileBankMeta>(true);

export const lookalikesAnswerSchema = z.object({
  profiles: z.array(discoverProfileSchema.extend({ reason: z.string(), score: z.number().min(0).max(1) })),
});
sameShape<z.infer<typeof lookalikesAnswerSchema>, LookalikesResponse>(true);

export const unlockContactsAnswerSchema = z.object({
  unlocked: z.array(z.object({ profileBankId: z.string(), contact_details: contactDetails })),
  creditsSpent: z.number().int(),
  creditsLeft: z.union([z.number(), z.literal('Infinity')]),
});
sameShape<z.infer<typeof unlockContactsAnswerSchema>, UnlockContactsResponse>(true);

export const searchExportViewSchema = z.object({
  _id: z.string(),
  status: z.enum(SEARCH_EXPORT_STATUSES),
  profileCount: z.number().int(),
  processed: z.number().int(),
  progress: z.number().min(0).max(100),
  downloadUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  reason: z.string().nullable(),
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
});
sameShape<z.infer<typeof searchExportViewSchema>, SearchExportView>(true);

/** `POST /customer/account/search-export` (202): the export started, and its progress so far. */
export const searchExportStartedAnswerSchema = z.object({
  exportId: z.string(),
  status: z.enum(SEARCH_EXPORT_STATUSES),
  export: searchExportViewSchema,
});

export const locationsAnswerSchema = z.object({
  locations: z.array(
    z.object({
      type: z.enum(LOCATION_TYPES),
      code: z.string(),
      name: z.string(),
      nameDe: z.string(),
      country: z.string(),
      countryName: z.string(),
      population: z.number().int().optional(),
      matchedName: z.string().optional(),
    }),
  ),
});
sameShape<z.infer<typeof locationsAnswerSchema>, LocationsResponse>(true);
