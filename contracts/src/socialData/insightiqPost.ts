import { z } from 'zod';
import { insightIqContentSchema } from './insightiq';

/**
 * The part of InsightIQ's public content API live tracking reads: one post by its address,
 * `POST /v1/social/creators/contents/fetch {content_url, work_platform_id}`, answering
 * `{ data: [content] }` with the same content fields as a profile's `recent_contents`; 404 or no
 * item when the API does not know the post.
 */
export const INSIGHTIQ_CONTENT_BY_URL_PATH = '/v1/social/creators/contents/fetch';

export const insightIqContentByUrlRequestSchema = z.object({ content_url: z.string().url(), work_platform_id: z.string() });
export type InsightIqContentByUrlRequest = z.infer<typeof insightIqContentByUrlRequestSchema>;

export const insightIqContentByUrlResponseSchema = z.object({ data: z.array(insightIqContentSchema).nullish() });
export type InsightIqContentByUrlResponse = z.infer<typeof insightIqContentByUrlResponseSchema>;
