import { z } from 'zod';
import { optionalNumber, optionalText } from './insightiqFields';

/**
 * The parts of InsightIQ's (formerly Phyllo) public creator analytics API that Scout reads:
 * `POST /v1/social/creators/profiles/analytics`. Unknown fields are ignored, missing ones are null.
 */

export const insightIqWorkPlatformSchema = z.object({ id: z.string(), name: z.string() });

export const insightIqLocationSchema = z.object({ city: optionalText, state: optionalText, country: optionalText });

export const insightIqContentSchema = z.object({
  id: optionalText,
  type: optionalText,
  format: optionalText,
  url: optionalText,
  title: optionalText,
  description: optionalText,
  published_at: optionalText,
  engagement: z
    .object({
      like_count: optionalNumber,
      comment_count: optionalNumber,
      view_count: optionalNumber,
      share_count: optionalNumber,
      save_count: optionalNumber,
    })
    .nullish(),
  hashtags: z.array(z.string()).nullish(),
  mentions: z.array(z.string()).nullish(),
});
export type InsightIqContent = z.infer<typeof insightIqContentSchema>;

export const insightIqReputationPointSchema = z.object({
  /** YYYY-MM */
  month: z.string(),
  follower_count: optionalNumber,
});

export const insightIqContactSchema = z.object({ type: z.string(), value: z.string() });

export const insightIqLookalikeSchema = z.object({
  platform_username: z.string(),
  full_name: optionalText,
  image_url: optionalText,
  follower_count: optionalNumber,
});

export const insightIqProfileSchema = z.object({
  platform_username: z.string(),
  full_name: optionalText,
  url: optionalText,
  image_url: optionalText,
  introduction: optionalText,
  category: optionalText,
  is_verified: z
    .boolean()
    .nullish()
    .transform((v) => v ?? null),
  follower_count: optionalNumber,
  following_count: optionalNumber,
  content_count: optionalNumber,
  engagement_rate: optionalNumber,
  average_likes: optionalNumber,
  average_comments: optionalNumber,
  average_views: optionalNumber,
  creator_location: insightIqLocationSchema.nullish(),
  contact_details: z.array(insightIqContactSchema).nullish(),
  reputation_history: z.array(insightIqReputationPointSchema).nullish(),
  top_contents: z.array(insightIqContentSchema).nullish(),
  recent_contents: z.array(insightIqContentSchema).nullish(),
  lookalikes: z.array(insightIqLookalikeSchema).nullish(),
});
export type InsightIqProfile = z.infer<typeof insightIqProfileSchema>;

export const insightIqAnalyticsResponseSchema = z.object({
  work_platform: insightIqWorkPlatformSchema,
  profile: insightIqProfileSchema,
});
export type InsightIqAnalyticsResponse = z.infer<typeof insightIqAnalyticsResponseSchema>;

export const insightIqAnalyticsRequestSchema = z.object({ identifier: z.string(), work_platform_id: z.string() });
export type InsightIqAnalyticsRequest = z.infer<typeof insightIqAnalyticsRequestSchema>;

/** InsightIQ's ids of the work platforms Scout supports. */
export const INSIGHTIQ_WORK_PLATFORM_IDS: Readonly<Record<string, string>> = {
  instagram: '9bb8913b-ddd9-430b-a66a-d74d846e6c66',
  youtube: '14d9ddf5-51c6-415e-bde6-f8ed36ad7054',
  tiktok: 'de55aeec-0dc8-4119-bf90-16b3d1f0c987',
};
