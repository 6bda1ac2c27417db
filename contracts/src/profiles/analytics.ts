import { z } from 'zod';
import { followerHistoryPointSchema, profileIdentitySchema, profileStatisticsSchema, socialPostSchema } from '../socialData/snapshot';
import { creatorFiguresSchema } from './figures';

export { explainedFigureSchema, type ExplainedFigure } from './explainedFigure';

/** Analytics of one saved profile: a read model computed when statistics events arrive, never per request. */
export const ANALYTICS_TIME_ZONE = 'Europe/Vienna';
/** The posts a provider adapter asks for when it reads a creator's latest posts beside the profile. */
export const ENGAGEMENT_POSTS = 12;
export const GROWTH_WINDOWS_DAYS = [7, 30, 90] as const;
/** Top hashtags and mentions shown. */
export const TOP_TAGS = 10;
export const HEATMAP_HOURS = 24;
/** Monday first. */
export const HEATMAP_WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

export const growthWindowSchema = z.object({
  days: z.number().int(),
  from: followerHistoryPointSchema.nullable(),
  to: followerHistoryPointSchema.nullable(),
  /** followers(to) − followers(from); null when history does not reach back far enough. */
  change: z.number().nullable(),
  /** change / followers(from) × 100, 2 decimals. */
  percent: z.number().nullable(),
});

export const profileAnalyticsSchema = z.object({
  _id: z.string(),
  orgId: z.string(),
  platform: z.string(),
  username: z.string(),
  dataStatus: z.enum(['pending', 'available', 'unavailable']),
  observedAt: z.string().nullable(),
  identity: profileIdentitySchema.nullable(),
  /** As the provider reported them at the latest observation. */
  statistics: profileStatisticsSchema.nullable(),
  /** The post figures and their window (see ./figures.ts): the same values the saved-profiles list, exports and public pages show. */
  ...creatorFiguresSchema.shape,
  growth: z.array(growthWindowSchema),
  /** One point per day (the last observation of the day), oldest first. */
  followerHistory: z.array(followerHistoryPointSchema),
  heatmap: z.object({
    timeZone: z.string(),
    postsConsidered: z.number().int(),
    /** 24 rows (hour 0–23) × 7 columns (Mon–Sun): the share of posts in each cell, percent with 2 decimals. */
    rows: z.array(z.array(z.number())),
    formula: z.string(),
  }),
  topHashtags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
  topMentions: z.array(z.object({ handle: z.string(), count: z.number().int() })),
  /** Newest first. */
  recentPosts: z.array(socialPostSchema),
  /** The "how computed" text of the figures that carry no formula of their own. */
  formulas: z.object({ growth: z.string(), followerHistory: z.string(), topHashtags: z.string(), topMentions: z.string() }),
  updatedAt: z.string(),
});
export type ProfileAnalyticsView = z.infer<typeof profileAnalyticsSchema>;

/** The same analytics for a creator that is not (or not yet) saved, e.g. the view-report route. */
export const creatorAnalyticsSchema = profileAnalyticsSchema.omit({ _id: true, orgId: true });
export type CreatorAnalytics = z.infer<typeof creatorAnalyticsSchema>;
export type GrowthWindow = z.infer<typeof growthWindowSchema>;
