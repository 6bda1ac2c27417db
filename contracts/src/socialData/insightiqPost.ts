import { z } from 'zod';
import { insightIqContentSchema } from './insightiq';
import { optionalNumber } from './insightiqFields';

/**
 * The parts of InsightIQ's public content API that content reads. Live tracking: one post by its address,
 * `POST /v1/social/creators/contents/fetch {content_url, work_platform_id}`, answering
 * `{ data: [content] }` with the same content fields as a profile's `recent_contents`; 404 or no
 * item when the API does not know the post.
 */
export const INSIGHTIQ_CONTENT_BY_URL_PATH = '/v1/social/creators/contents/fetch';

export const insightIqContentByUrlRequestSchema = z.object({ content_url: z.string().url(), work_platform_id: z.string() });
export type InsightIqContentByUrlRequest = z.infer<typeof insightIqContentByUrlRequestSchema>;

export const insightIqContentByUrlResponseSchema = z.object({ data: z.array(insightIqContentSchema).nullish() });
export type InsightIqContentByUrlResponse = z.infer<typeof insightIqContentByUrlResponseSchema>;

/**
 * A page of a creator's posts: the same call with `profile_url` and `offset` ("increase sequentially
 * from 0", the documentation says) instead of `content_url`, answering `{ data: [content] }`. The
 * documentation is silent on the rest, assumed as on InsightIQ's list endpoints: `offset` counts
 * posts, `limit` is the page size, `metadata {offset, limit}` echoes them, and posts come newest first.
 */
export const insightIqContentsPageSchema = insightIqContentByUrlResponseSchema.extend({
  metadata: z.object({ offset: optionalNumber, limit: optionalNumber }).nullish(),
});
export type InsightIqContentsPage = z.infer<typeof insightIqContentsPageSchema>;
