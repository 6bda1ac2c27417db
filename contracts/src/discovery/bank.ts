import { z } from 'zod';

/**
 * The profile bank: creators every organisation can discover. It is reference data, the same for
 * every organisation, and nothing an organisation does changes it. An entry's id is
 * `profileBankId(platform, username)` (backend/src/socialData/embedded.ts), stable across imports.
 */

export const BANK_PLATFORMS = ['instagram', 'tiktok', 'youtube'] as const;
export type BankPlatform = (typeof BANK_PLATFORMS)[number];

export const ACCOUNT_TYPES = ['personal', 'creator', 'business'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** ISO 3166-1 alpha-2, upper case. */
export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Country must be a two-letter ISO code such as AT');

/** ISO 639-1, lower case. */
export const languageCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}$/, 'Language must be a two-letter ISO code such as de');

const count = z.number().int().min(0).max(1e13);
const text = (max: number) => z.string().trim().max(max);

export const bankContactSchema = z.object({
  type: z.enum(['email', 'phone', 'website', 'other']),
  value: text(300).min(1),
});
export type BankContact = z.infer<typeof bankContactSchema>;

export const followerPointSchema = z.object({
  /** YYYY-MM-DD */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  followers: count,
});

/**
 * One creator of the bank, as stored and as imported (JSON Lines rows have this shape; CSV columns
 * carry the same names). Figures a source does not give are null, never guessed.
 */
export const bankCreatorSchema = z.object({
  platform: z.enum(BANK_PLATFORMS),
  /** Lower case, without a leading @. */
  username: z
    .string()
    .trim()
    .transform((v) => v.replace(/^@+/, '').toLowerCase())
    .pipe(
      z
        .string()
        .min(1)
        .max(100)
        .regex(/^[\p{L}\p{N}._-]+$/u, 'Username may hold letters, digits, dots, underscores and hyphens'),
    ),
  fullName: text(200).nullable().default(null),
  bio: text(2000).nullable().default(null),
  imageUrl: z.string().url().max(2000).nullable().default(null),
  /** The main category first. */
  categories: z.array(text(100).min(1)).max(20).default([]),
  /** Where the creator is. */
  country: countryCodeSchema.nullable().default(null),
  city: text(100).nullable().default(null),
  /** The audience's main country (the "audience filter" of plans that include it). */
  audienceCountry: countryCodeSchema.nullable().default(null),
  language: languageCodeSchema.nullable().default(null),
  accountType: z.enum(ACCOUNT_TYPES).nullable().default(null),
  verified: z.boolean().nullable().default(null),
  followers: count.nullable().default(null),
  following: count.nullable().default(null),
  posts: count.nullable().default(null),
  /** Percent of followers interacting with an average post, 2 decimals (3.25 is 3.25 %). */
  engagementRate: z.number().min(0).max(10_000).nullable().default(null),
  averageLikes: count.nullable().default(null),
  averageComments: count.nullable().default(null),
  averageViews: count.nullable().default(null),
  /** Dated follower counts, oldest first; growth is computed from them. */
  followerHistory: z.array(followerPointSchema).max(120).default([]),
  hashtags: z.array(text(100).min(1)).max(100).default([]),
  mentions: z.array(text(100).min(1)).max(100).default([]),
  /** ISO date-time of the newest post known. */
  lastPostAt: z.string().datetime({ offset: true }).nullable().default(null),
  /** Hidden until an organisation unlocks them. */
  contacts: z.array(bankContactSchema).max(20).default([]),
  /**
   * The data provider holds contact details of the creator that the bank does not have yet: an
   * unlock reads them from the provider (creators found by the provider's creator search).
   */
  providerContacts: z.boolean().default(false),
  /** The datasets the figures come from (shown as attribution). */
  sources: z.array(text(200).min(1)).min(1).max(20),
  /** Made by the benchmark generator: never shown to users as real. */
  synthetic: z.boolean().default(false),
});
export type BankCreatorInput = z.input<typeof bankCreatorSchema>;
export type BankCreator = z.output<typeof bankCreatorSchema>;
