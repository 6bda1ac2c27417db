import { ACCOUNT_TYPES, bankCreatorSchema, type BankCreator } from '@scout/contracts/discovery/bank';
import type { DiscoverFilter, DiscoverSortField } from '@scout/contracts/discovery/search';
import { INSIGHTIQ_WORK_PLATFORM_IDS } from '@scout/contracts/socialData/insightiq';
import type { InsightIqLocationEntry, InsightIqSearchProfile, InsightIqSearchRequest } from '@scout/contracts/socialData/insightiqSearch';
import { ValidationError } from '@scout/platform/errors';

/** Where creators found by the provider's search say they come from (the bank's attribution). */
export const PROVIDER_SEARCH_SOURCE = 'InsightIQ creator search';

/**
 * Assumed (the documentation names no threshold for Scout's "audience's main country"): an
 * audience location counts from this share of the audience, in percent.
 */
const AUDIENCE_SHARE_PERCENT = 20;
/** Assumed: Scout's growth is over the creator's history; the provider's over this many months. */
const GROWTH_MONTHS = 6;

const SORT_FIELDS: Record<DiscoverSortField, InsightIqSearchRequest['sort_by']['field']> = {
  followers: 'FOLLOWER_COUNT',
  engagementRate: 'ENGAGEMENT_RATE',
  averageLikes: 'AVERAGE_LIKES',
  averageViews: 'AVERAGE_VIEWS',
  followerGrowth: 'FOLLOWER_GROWTH',
};

/** 400 naming the discover filter the provider cannot apply. */
export function unmappable(path: string, message: string): ValidationError {
  return new ValidationError(`filter.${path}: ${message}`, [{ path: `filter.${path}`, message }]);
}

const englishCountryNames = new Intl.DisplayNames(['en'], { type: 'region' });
export const countryNameOf = (code: string): string => englishCountryNames.of(code) ?? code;

/** Looks up the provider's location dictionary (cached by the adapter). */
export type LocationLookup = (searchString: string) => Promise<InsightIqLocationEntry[]>;

const isType = (entry: InsightIqLocationEntry, type: string) => entry.type?.toLowerCase() === type;
const same = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

async function countryIds(codes: readonly string[], lookup: LocationLookup, path: string): Promise<string[]> {
  const ids: string[] = [];
  for (const code of codes) {
    const name = countryNameOf(code);
    const entry = (await lookup(name)).find((candidate) => isType(candidate, 'country') && same(candidate.name, name));
    if (!entry) throw unmappable(path, `The data provider does not know the country ${code}`);
    ids.push(entry.id);
  }
  return ids;
}

/**
 * The city's dictionary entries, within the filter's countries when it names some. Assumed: a city's
 * `display_name` ends with its country's English name ("Berlin, Germany").
 */
async function cityIds(city: string, countries: readonly string[] | undefined, lookup: LocationLookup): Promise<string[]> {
  const names = (countries ?? []).map(countryNameOf);
  const entries = (await lookup(city)).filter(
    (entry) =>
      isType(entry, 'city') &&
      same(entry.name, city) &&
      (names.length === 0 || names.some((name) => (entry.display_name ?? '').toLowerCase().endsWith(name.toLowerCase()))),
  );
  if (entries.length === 0) throw unmappable('city', `The data provider does not know the city ${city}`);
  return entries.map((entry) => entry.id);
}

const range = (r: { min?: number; max?: number } | undefined) =>
  r && (r.min !== undefined || r.max !== undefined)
    ? { ...(r.min === undefined ? {} : { min: r.min }), ...(r.max === undefined ? {} : { max: r.max }) }
    : undefined;

/**
 * The provider's search request for a discover filter and page. Every filter is mapped to the
 * field InsightIQ's documentation names, or refused (400 naming it): nothing is dropped.
 */
export async function insightIqSearchRequestOf(
  filter: DiscoverFilter,
  page: { offset: number; limit: number },
  lookup: LocationLookup,
): Promise<InsightIqSearchRequest> {
  if (!filter.platform) throw unmappable('platform', 'The data provider searches one platform at a time: choose a platform');
  const request: InsightIqSearchRequest = {
    work_platform_id: INSIGHTIQ_WORK_PLATFORM_IDS[filter.platform]!,
    sort_by: { field: SORT_FIELDS[filter.sortBy], order: filter.orderBy === 'asc' ? 'ASCENDING' : 'DESCENDING' },
    offset: page.offset,
    limit: page.limit,
  };
  const followers = range(filter.followers);
  if (followers) request.follower_count = followers;
  if (filter.engagementRate?.max !== undefined)
    throw unmappable('engagementRate.max', 'The data provider searches a minimum engagement rate only');
  // Scout's rate is a percent, the provider's a fraction in text.
  if (filter.engagementRate?.min !== undefined) request.engagement_rate = { percentage_value: String(filter.engagementRate.min / 100) };
  const likes = range(filter.averageLikes);
  if (likes) request.average_likes = likes;
  const views = range(filter.averageViews);
  if (views) request.average_views = views;
  if (filter.city) request.creator_locations = await cityIds(filter.city, filter.country, lookup);
  else if (filter.country) request.creator_locations = await countryIds(filter.country, lookup, 'country');
  if (filter.audienceCountry) {
    const ids = await countryIds(filter.audienceCountry, lookup, 'audienceCountry');
    request.audience_locations = ids.map((id) => ({ location_id: id, percentage_value: AUDIENCE_SHARE_PERCENT, operator: 'GT' }));
  }
  if (filter.language) {
    if (filter.language.length > 1) throw unmappable('language', 'The data provider searches one language at a time');
    request.creator_language = { code: filter.language[0]! };
  }
  // Assumed: the provider's interests carry the names of Scout's categories.
  if (filter.categories) request.creator_interests = [...filter.categories];
  // The provider matches a phrase in the bio (Scout's bank also looks at the name and handle).
  if (filter.keywords) request.bio_phrase = filter.keywords;
  if (filter.hashtags?.length) request.hashtags = filter.hashtags.map((name) => ({ name }));
  if (filter.mentions?.length) request.mentions = filter.mentions.map((name) => ({ name }));
  if (filter.verified !== undefined) request.is_verified = filter.verified;
  if (filter.hasContacts === false)
    throw unmappable('hasContacts', 'The data provider searches for creators with contact details, not without');
  if (filter.hasContacts) request.has_contact_details = true;
  if (filter.accountType) request.creator_account_type = filter.accountType.map((type) => type.toUpperCase() as 'PERSONAL');
  if (filter.followerGrowth?.max !== undefined)
    throw unmappable('followerGrowth.max', 'The data provider searches a minimum follower growth only');
  if (filter.followerGrowth?.min !== undefined)
    request.follower_growth = { interval: GROWTH_MONTHS, interval_unit: 'MONTH', percentage_value: filter.followerGrowth.min };
  if (filter.lastPostAfter) request.last_post_timestamp = new Date(filter.lastPostAfter).toISOString();
  return request;
}

const whole = (value: number | null) => (value === null || value < 0 ? null : Math.round(value));
const code = (value: string | null, length: number) => (value && value.length === length ? value : null);

/**
 * A creator of the provider's search as a bank creator: its public figures, whether the provider
 * holds contact details (their values come with an unlock), never the values themselves. null when
 * the answer does not make a valid bank creator.
 */
export function bankCreatorOfInsightIq(platform: string, profile: InsightIqSearchProfile): BankCreator | null {
  const accountType = profile.platform_account_type?.toLowerCase();
  const parsed = bankCreatorSchema.safeParse({
    platform,
    username: profile.platform_username,
    fullName: profile.full_name?.slice(0, 200) ?? null,
    bio: profile.introduction?.slice(0, 2000) ?? null,
    imageUrl: profile.image_url && /^https?:\/\//.test(profile.image_url) ? profile.image_url : null,
    categories: profile.category ? [profile.category.slice(0, 100)] : [],
    country: code(profile.creator_location?.country?.toUpperCase() ?? null, 2),
    city: profile.creator_location?.city?.slice(0, 100) ?? null,
    language: code(profile.language?.toLowerCase() ?? null, 2),
    accountType: (ACCOUNT_TYPES as readonly string[]).includes(accountType ?? '') ? accountType : null,
    verified: profile.is_verified ?? null,
    followers: whole(profile.follower_count ?? profile.subscriber_count),
    engagementRate: profile.engagement_rate === null ? null : Math.round(profile.engagement_rate * 10_000) / 100,
    averageLikes: whole(profile.average_likes),
    averageViews: whole(profile.average_views),
    providerContacts: (profile.contact_details?.length ?? 0) > 0,
    sources: [PROVIDER_SEARCH_SOURCE],
    synthetic: profile.synthetic === true,
  });
  return parsed.success ? parsed.data : null;
}
