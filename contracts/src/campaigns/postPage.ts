import { z } from 'zod';

/**
 * What Scout reads from the page of a post a user pasted (`addPostFromUrl`): OpenGraph and
 * schema.org JSON-LD. Every piece is checked on its own; anything that does not fit is ignored,
 * never guessed.
 */
const nonNegativeCount = z
  .union([z.number(), z.string().regex(/^\d+$/)])
  .transform(Number)
  .pipe(z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER));

export const interactionStatisticSchema = z.object({
  interactionType: z.union([z.string(), z.object({ '@type': z.string() })]),
  userInteractionCount: nonNegativeCount,
});

/** The fields of a JSON-LD object (VideoObject, SocialMediaPosting, …) Scout reads. */
export const jsonLdPostSchema = z.object({
  caption: z.string().optional(),
  description: z.string().optional(),
  articleBody: z.string().optional(),
  uploadDate: z.string().optional(),
  datePublished: z.string().optional(),
  interactionStatistic: z.unknown().optional(),
});

/** A date a page states, as an ISO instant; anything unparseable is no date. */
export const pageDateSchema = z
  .string()
  .trim()
  .refine((text) => !Number.isNaN(Date.parse(text)))
  .transform((text) => new Date(text).toISOString());

export const pageCaptionSchema = z
  .string()
  .trim()
  .min(1)
  .transform((text) => text.slice(0, 5000));
