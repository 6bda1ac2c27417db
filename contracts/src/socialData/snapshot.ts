import { z } from 'zod';

/**
 * What Scout knows of a creator at one moment, whichever provider answered: the shape every
 * social-data adapter returns and the data of `ProfileStatisticsObserved`. Numbers the provider
 * does not give are null, never guessed.
 */
export const SOCIAL_POST_TYPES = ['image', 'video', 'carousel', 'reel', 'short', 'story', 'other'] as const;

const count = z.number().int().nonnegative().nullable();
const average = z.number().nonnegative().nullable();

export const socialPostSchema = z.object({
  postId: z.string().min(1).max(200),
  url: z.string().url().max(2000).nullable(),
  type: z.enum(SOCIAL_POST_TYPES),
  /** ISO 8601 instant (UTC); the heatmap turns it into Europe/Vienna time. */
  publishedAt: z.string().datetime({ offset: true }),
  caption: z.string().max(5000),
  likes: count,
  comments: count,
  views: count,
  shares: count,
  saves: count,
  /** Lower-case, without the leading '#'. */
  hashtags: z.array(z.string().max(200)).max(100),
  /** Lower-case handles, without the leading '@'. */
  mentions: z.array(z.string().max(200)).max(100),
});
export type SocialPost = z.infer<typeof socialPostSchema>;

export const profileIdentitySchema = z.object({
  fullName: z.string().max(300).nullable(),
  imageUrl: z.string().url().max(2000).nullable(),
  bio: z.string().max(5000).nullable(),
  category: z.string().max(200).nullable(),
  /** The creator's country (ISO 3166 alpha-2 where known, else the provider's text). */
  country: z.string().max(100).nullable(),
  city: z.string().max(200).nullable(),
  verified: z.boolean().nullable(),
  profileUrl: z.string().url().max(2000).nullable(),
});
export type ProfileIdentity = z.infer<typeof profileIdentitySchema>;

export const profileStatisticsSchema = z.object({
  followers: count,
  following: count,
  /** Number of posts on the account. */
  posts: count,
  averageLikes: average,
  averageComments: average,
  averageViews: average,
  /** The provider's own figure (a fraction, 0.034 = 3.4 %); Scout shows its own computed rate beside it. */
  providerEngagementRate: z.number().nonnegative().nullable(),
});
export type ProfileStatistics = z.infer<typeof profileStatisticsSchema>;

/** Statistics of a creator the data source gives no figures for. */
export const noStatistics: ProfileStatistics = {
  followers: null,
  following: null,
  posts: null,
  averageLikes: null,
  averageComments: null,
  averageViews: null,
  providerEngagementRate: null,
};

/** Monthly follower counts the provider remembers (InsightIQ's `reputation_history`). */
export const followerHistoryPointSchema = z.object({
  /** The day the count was taken, YYYY-MM-DD. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  followers: z.number().int().nonnegative(),
});
export type FollowerHistoryPoint = z.infer<typeof followerHistoryPointSchema>;

export const CONTACT_TYPES = ['email', 'phone', 'website', 'whatsapp', 'other'] as const;
export const profileContactSchema = z.object({ type: z.enum(CONTACT_TYPES), value: z.string().min(1).max(500) });
export type ProfileContact = z.infer<typeof profileContactSchema>;

export const profileSnapshotSchema = z.object({
  platform: z.string(),
  username: z.string(),
  identity: profileIdentitySchema,
  statistics: profileStatisticsSchema,
  /** Newest first, at most 50. */
  recentPosts: z.array(socialPostSchema).max(50),
  followerHistory: z.array(followerHistoryPointSchema).max(120),
});
export type ProfileSnapshot = z.infer<typeof profileSnapshotSchema>;

/** A creator the provider suggests as similar; enough to show and save it. */
export const relatedProfileSchema = z.object({
  platform: z.string(),
  username: z.string(),
  fullName: z.string().nullable(),
  imageUrl: z.string().nullable(),
  followers: count,
});
export type RelatedProfile = z.infer<typeof relatedProfileSchema>;
