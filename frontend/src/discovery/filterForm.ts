import type { AccountType, BankPlatform } from '@scout/contracts/discovery/bank';
import type { DiscoverFilter, DiscoverSortField } from '@scout/contracts/discovery/search';
import { editableNumber, typedNumber } from '../platform/numbers';

/** A range as typed: either end may be empty. Counts may be written as 10k, 1.5M or 2B. */
export interface RangeText {
  min: string;
  max: string;
}

/** Yes, no, or either. */
export type TriState = boolean | null;

/** The filter panel's values, as the inputs hold them. */
export interface DiscoverForm {
  platform: BankPlatform | '';
  followers: RangeText;
  engagementRate: RangeText;
  averageLikes: RangeText;
  averageViews: RangeText;
  followerGrowth: RangeText;
  /** ISO codes, upper case. */
  country: string[];
  city: string;
  audienceCountry: string[];
  /** ISO 639-1 codes. */
  language: string[];
  categories: string[];
  keywords: string;
  hashtags: string[];
  mentions: string[];
  verified: TriState;
  hasContacts: TriState;
  accountType: AccountType[];
  /** YYYY-MM-DD, or empty. */
  lastPostAfter: string;
  sortBy: DiscoverSortField;
  orderBy: 'asc' | 'desc';
}

export const RANGE_KEYS = ['followers', 'engagementRate', 'averageLikes', 'averageViews', 'followerGrowth'] as const;
export type RangeKey = (typeof RANGE_KEYS)[number];

/** Which ranges take counts (with K/M/B) and which take percentages. */
export const PERCENT_RANGES: ReadonlySet<RangeKey> = new Set(['engagementRate', 'followerGrowth']);

const emptyRange = (): RangeText => ({ min: '', max: '' });

export function emptyDiscoverForm(): DiscoverForm {
  return {
    platform: '',
    followers: emptyRange(),
    engagementRate: emptyRange(),
    averageLikes: emptyRange(),
    averageViews: emptyRange(),
    followerGrowth: emptyRange(),
    country: [],
    city: '',
    audienceCountry: [],
    language: [],
    categories: [],
    keywords: '',
    hashtags: [],
    mentions: [],
    verified: null,
    hasContacts: null,
    accountType: [],
    lastPostAfter: '',
    sortBy: 'followers',
    orderBy: 'desc',
  };
}

/**
 * Reset keeps the platform and the sort (spec section 4: resetting a filter keeps the platform and
 * the sort); everything else is cleared.
 */
export function resetDiscoverForm(form: DiscoverForm): DiscoverForm {
  return { ...emptyDiscoverForm(), platform: form.platform, sortBy: form.sortBy, orderBy: form.orderBy };
}

/** What is wrong with a field, as a translation key (`scout.discover.errors.*`). */
export type FormErrors = Partial<Record<RangeKey | 'lastPostAfter', string>>;

export type FormResult = { ok: true; filter: DiscoverFilter } | { ok: false; errors: FormErrors };

const LIST_MAX = { country: 50, audienceCountry: 50, language: 20, categories: 20, hashtags: 20, mentions: 20 } as const;
const RANGE_LIMITS: Record<RangeKey, { min: number; max: number }> = {
  followers: { min: 0, max: 1e13 },
  engagementRate: { min: 0, max: 10_000 },
  averageLikes: { min: 0, max: 1e13 },
  averageViews: { min: 0, max: 1e13 },
  followerGrowth: { min: -100, max: 100_000 },
};

/**
 * The request's `filter` from the panel: only what the user set is sent (no empty keys, no empty
 * lists, no "either" booleans), since the API refuses unknown keys and an empty one would narrow
 * nothing. Counts accept K/M/B suffixes and are read in the UI language (`locale`); a range with min
 * above max or a value out of bounds is an error, and nothing is sent then.
 */
export function toDiscoverFilter(form: DiscoverForm, locale: string): FormResult {
  const errors: FormErrors = {};
  const filter: DiscoverFilter = { sortBy: form.sortBy, orderBy: form.orderBy };
  if (form.platform) filter.platform = form.platform;

  for (const key of RANGE_KEYS) {
    const parsed = parseRange(form[key], PERCENT_RANGES.has(key), RANGE_LIMITS[key], locale);
    if (typeof parsed === 'string') errors[key] = parsed;
    else if (parsed) filter[key] = parsed;
  }

  const country = codes(form.country, 'upper', LIST_MAX.country);
  if (country.length) filter.country = country;
  const audienceCountry = codes(form.audienceCountry, 'upper', LIST_MAX.audienceCountry);
  if (audienceCountry.length) filter.audienceCountry = audienceCountry;
  const language = codes(form.language, 'lower', LIST_MAX.language);
  if (language.length) filter.language = language;
  const categories = unique(form.categories.map((value) => value.trim()).filter(Boolean)).slice(0, LIST_MAX.categories);
  if (categories.length) filter.categories = categories;

  const city = form.city.trim();
  if (city) filter.city = city.slice(0, 100);
  const keywords = form.keywords.trim();
  if (keywords) filter.keywords = keywords.slice(0, 200);

  const hashtags = tags(form.hashtags);
  if (hashtags.length) filter.hashtags = hashtags;
  const mentions = tags(form.mentions);
  if (mentions.length) filter.mentions = mentions;

  if (form.verified !== null) filter.verified = form.verified;
  if (form.hasContacts !== null) filter.hasContacts = form.hasContacts;
  const accountType = unique(form.accountType);
  if (accountType.length) filter.accountType = accountType;

  const lastPostAfter = form.lastPostAfter.trim();
  if (lastPostAfter) {
    if (isDay(lastPostAfter)) filter.lastPostAfter = lastPostAfter;
    else errors.lastPostAfter = 'invalidDate';
  }

  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, filter };
}

/** The panel showing a filter again (a stored search, a shared link), numbers as `locale` writes them. Unknown or malformed parts are left empty. */
export function toDiscoverForm(filter: Partial<DiscoverFilter>, locale: string): DiscoverForm {
  const form = emptyDiscoverForm();
  if (filter.platform) form.platform = filter.platform;
  for (const key of RANGE_KEYS) {
    const range = filter[key];
    if (range)
      form[key] = {
        min: range.min === undefined ? '' : editableNumber(range.min, locale),
        max: range.max === undefined ? '' : editableNumber(range.max, locale),
      };
  }
  form.country = filter.country ?? [];
  form.audienceCountry = filter.audienceCountry ?? [];
  form.language = filter.language ?? [];
  form.categories = filter.categories ?? [];
  form.city = filter.city ?? '';
  form.keywords = filter.keywords ?? '';
  form.hashtags = filter.hashtags ?? [];
  form.mentions = filter.mentions ?? [];
  form.verified = filter.verified ?? null;
  form.hasContacts = filter.hasContacts ?? null;
  form.accountType = filter.accountType ?? [];
  form.lastPostAfter = filter.lastPostAfter?.slice(0, 10) ?? '';
  if (filter.sortBy) form.sortBy = filter.sortBy;
  if (filter.orderBy) form.orderBy = filter.orderBy;
  return form;
}

/** How many filters are set besides the sort (the panel's badge). */
export function activeFilterCount(filter: DiscoverFilter): number {
  return Object.keys(filter).filter((key) => key !== 'sortBy' && key !== 'orderBy').length;
}

/**
 * A count or percentage as typed in the UI language (`typedNumber`): "12,500" or "12.500", "10k",
 * "1.5M" or "1,5M", "2B", "3.5", "-20". Answers NaN for anything else. Percent values take no suffix.
 */
export function parseAmount(text: string, locale: string, percent = false): number {
  const cleaned = text.trim().replace(/[\s_']/g, '');
  const match = /^(-?)([\d.,]+)([kmb]?)(%?)$/i.exec(cleaned);
  if (!match) return Number.NaN;
  const [, sign = '', number = '', suffix = '', percentSign = ''] = match;
  if ((suffix && percent) || (percentSign && !percent)) return Number.NaN;
  const digits = typedNumber(number, locale);
  if (digits === undefined) return Number.NaN;
  const factor = { k: 1e3, m: 1e6, b: 1e9 }[suffix.toLowerCase() as 'k' | 'm' | 'b'] ?? 1;
  const value = Math.round(digits * factor * 100) / 100;
  return sign ? -value : value;
}

function parseRange(
  range: RangeText,
  percent: boolean,
  limits: { min: number; max: number },
  locale: string,
): { min?: number; max?: number } | undefined | string {
  const result: { min?: number; max?: number } = {};
  for (const end of ['min', 'max'] as const) {
    const text = range[end].trim();
    if (!text) continue;
    const value = parseAmount(text, locale, percent);
    if (Number.isNaN(value)) return 'invalidNumber';
    if (value < limits.min || value > limits.max) return 'outOfRange';
    result[end] = percent ? value : Math.round(value);
  }
  if (result.min !== undefined && result.max !== undefined && result.min > result.max) return 'minAboveMax';
  return result.min === undefined && result.max === undefined ? undefined : result;
}

function codes(values: string[], letterCase: 'upper' | 'lower', max: number): string[] {
  const cleaned = values.map((value) => value.trim()).map((value) => (letterCase === 'upper' ? value.toUpperCase() : value.toLowerCase()));
  return unique(cleaned.filter((value) => /^[a-zA-Z]{2}$/.test(value))).slice(0, max);
}

/** Hashtags and mentions without # or @, lower case, each once. */
function tags(values: string[]): string[] {
  return unique(
    values
      .map((value) =>
        value
          .trim()
          .replace(/^[#@]+/, '')
          .toLowerCase(),
      )
      .filter((value) => value.length > 0 && value.length <= 100),
  ).slice(0, 20);
}

function isDay(text: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(text) &&
    !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
    new Date(`${text}T00:00:00Z`).toISOString().startsWith(text)
  );
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}
