import { z } from 'zod';
import { optionalNumber, optionalText } from './insightiqFields';

/**
 * The part of InsightIQ's public content API that story tracking reads:
 * `POST /v1/social/creators/contents/fetch` with a profile URL and, for Instagram, a content type,
 * answering `{ data: [content] }`. Unknown fields are ignored, missing ones are null. The same
 * request pages through a creator's posts (see insightiqPost.ts).
 */
export const INSIGHTIQ_CONTENTS_FETCH_PATH = '/v1/social/creators/contents/fetch';
/** The content type asked for: the creator's current (unexpired) stories. */
export const INSIGHTIQ_STORIES_CONTENT_TYPE = 'STORIES';
/** Platforms whose creators publish stories the API can fetch. */
export const INSIGHTIQ_STORY_PLATFORMS: ReadonlySet<string> = new Set(['instagram']);

export const insightIqContentsFetchRequestSchema = z.object({
  profile_url: z.string().url(),
  work_platform_id: z.string(),
  content_type: z.string().optional(),
  offset: z.number().int().nonnegative().optional(),
  /** Not in the endpoint's documentation: the page size of InsightIQ's list endpoints, assumed here too. */
  limit: z.number().int().positive().optional(),
});
export type InsightIqContentsFetchRequest = z.infer<typeof insightIqContentsFetchRequestSchema>;

export const insightIqFetchedContentSchema = z.object({
  id: optionalText,
  /** The platform's own id of the content. */
  platform_content_id: optionalText,
  /** `STORY` for stories (also `VIDEO`, `IMAGE`, `REELS`, …). */
  type: optionalText,
  /** `IMAGE`, `VIDEO`, … */
  format: optionalText,
  url: optionalText,
  media_url: optionalText,
  thumbnail_url: optionalText,
  published_at: optionalText,
  engagement: z.object({ view_count: optionalNumber }).nullish(),
});
export type InsightIqFetchedContent = z.infer<typeof insightIqFetchedContentSchema>;

export const insightIqContentsFetchResponseSchema = z.object({ data: z.array(insightIqFetchedContentSchema).nullish() });
export type InsightIqContentsFetchResponse = z.infer<typeof insightIqContentsFetchResponseSchema>;
