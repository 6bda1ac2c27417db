import { z } from 'zod';
import { optionalNumber, optionalText } from './insightiqFields';

/**
 * The parts of InsightIQ's (formerly Phyllo) Connect and Engagement API that creator connect reads:
 * `POST /v1/users`, `GET /v1/users/external_id/{id}`, `POST /v1/sdk-tokens`, `GET /v1/accounts`,
 * `GET /v1/profiles`, `GET /v1/social/contents`, `GET /v1/audience` and
 * `POST /v1/accounts/{id}/disconnect`. Unknown fields are ignored, missing ones are null.
 */

export const insightIqUserSchema = z.object({ id: z.string().min(1), external_id: optionalText, name: optionalText });
export type InsightIqUser = z.infer<typeof insightIqUserSchema>;
export const insightIqCreateUserRequestSchema = z.object({ name: z.string(), external_id: z.string() });

/** What the Connect SDK may read: identity, engagement (content metrics) and the audience. */
export const INSIGHTIQ_CONNECT_PRODUCTS = ['IDENTITY', 'ENGAGEMENT', 'ENGAGEMENT.AUDIENCE'] as const;
export const insightIqSdkTokenRequestSchema = z.object({ user_id: z.string(), products: z.array(z.string()) });
export const insightIqSdkTokenSchema = z.object({ sdk_token: z.string().min(1), expires_at: optionalText });

export const insightIqAccountSchema = z.object({
  id: z.string().min(1),
  /** CONNECTED, NOT_CONNECTED or SESSION_EXPIRED */
  status: optionalText,
  platform_username: optionalText,
  work_platform: z.object({ id: z.string(), name: optionalText }).nullish(),
  user: z.object({ id: z.string() }).nullish(),
});
export type InsightIqAccount = z.infer<typeof insightIqAccountSchema>;
export const insightIqAccountListSchema = z.object({ data: z.array(insightIqAccountSchema) });

export const insightIqAccountProfileSchema = z.object({
  platform_username: optionalText,
  reputation: z.object({ follower_count: optionalNumber, subscriber_count: optionalNumber, content_count: optionalNumber }).nullish(),
});
export const insightIqAccountProfileListSchema = z.object({ data: z.array(insightIqAccountProfileSchema) });

export const insightIqAccountContentSchema = z.object({
  published_at: optionalText,
  engagement: z.object({ reach_organic_count: optionalNumber, impression_organic_count: optionalNumber }).nullish(),
});
export const insightIqAccountContentListSchema = z.object({ data: z.array(insightIqAccountContentSchema) });

const shareValue = z.number().min(0).max(100);
export const insightIqAudienceSchema = z.object({
  countries: z.array(z.object({ code: z.string(), value: shareValue })).nullish(),
  cities: z.array(z.object({ name: z.string(), value: shareValue })).nullish(),
  gender_age_distribution: z.array(z.object({ gender: z.string(), age_range: z.string(), value: shareValue })).nullish(),
});
export type InsightIqAudience = z.infer<typeof insightIqAudienceSchema>;
