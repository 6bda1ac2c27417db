import { z } from 'zod';

/**
 * A story the social-data provider shows for a creator now (it disappears from the platform 24 h
 * after it was published). `mediaUrl` is the provider's address of the image or video: Scout
 * downloads it through its guarded fetcher and keeps it, and never shows this address to anyone.
 */
export const providerStorySchema = z.object({
  /** The story's id at the provider; with the organisation and platform it decides the content id. */
  storyId: z.string().min(1).max(200),
  /** The story's own page at the platform, when the provider gives one. */
  url: z.string().url().max(2000).nullable(),
  mediaUrl: z.string().url().max(4000),
  mediaType: z.enum(['image', 'video']),
  /** ISO 8601 instant (UTC). */
  publishedAt: z.string().datetime({ offset: true }),
  views: z.number().int().nonnegative().nullable(),
});
export type ProviderStory = z.infer<typeof providerStorySchema>;
