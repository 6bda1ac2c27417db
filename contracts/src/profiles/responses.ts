import { z } from 'zod';
import { profileContactSchema } from '../socialData/snapshot';
import { profileAnalyticsSchema } from './analytics';
import { creatorFigureValuesSchema } from './figures';
import { creatorForecastSchema } from './forecasts';
import { connectRequestViewSchema, creatorConnectionViewSchema, privateMetricsViewSchema, sourcedFigureSchema } from '../connect/responses';
import {
  AUDIT_REPORT_STATUSES,
  customFieldValueSchema,
  PROFILE_ACTIVITY_KINDS,
  profileContactDetailsSchema,
  profileInfoSchema,
} from './events';

export const profileActivityViewSchema = z.object({
  activityId: z.string(),
  kind: z.enum(PROFILE_ACTIVITY_KINDS),
  text: z.string(),
  addedAt: z.string(),
  /** The team member who wrote it (null for API keys without a user, or the system). */
  addedBy: z.string().nullable(),
});

export const profileAttachmentViewSchema = z.object({
  attachmentId: z.string(),
  kind: z.enum(['file', 'link']),
  title: z.string(),
  description: z.string().optional(),
  url: z.string().optional(),
  blobId: z.string().optional(),
  fileName: z.string().optional(),
  contentType: z.string().optional(),
  size: z.number().optional(),
  addedAt: z.string(),
  addedBy: z.string().nullable(),
});

export const profileCouponViewSchema = z.object({
  couponId: z.string(),
  code: z.string(),
  description: z.string().optional(),
  addedAt: z.string(),
});

export const profileConnectionViewSchema = z.object({
  connected: z.boolean(),
  via: z.enum(['direct', 'thirdparty']),
  readComments: z.boolean(),
  changedAt: z.string(),
});

export const PROFILE_DATA_STATUSES = ['pending', 'available', 'unavailable'] as const;

export const savedProfileSchema = z.object({
  _id: z.string(),
  orgId: z.string(),
  platform: z.string(),
  username: z.string(),
  slug: z.string(),
  favourite: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  savedBy: z.string().nullable(),
  /** The team's `info.fullName` when set, else the provider's name. */
  fullName: z.string().nullable(),
  imageUrl: z.string().nullable(),
  followers: z.number().nullable(),
  /** `figures.engagementRate.value`: what the list sorts by. */
  engagementRate: z.number().nullable(),
  /** The creator's post figures, each with its source and date: the same values its analytics explain. */
  figures: creatorFigureValuesSchema,
  /** The next post's forecast per content type with its backtest, computed with the figures; null until the read model computed it. */
  forecast: creatorForecastSchema.nullable(),
  dataStatus: z.enum(PROFILE_DATA_STATUSES),
  /** When the statistics shown were observed. */
  observedAt: z.string().nullable(),
  info: profileInfoSchema,
  contact: profileContactDetailsSchema,
  /** Contacts found on the creator's public profile (collect-contacts). */
  collectedContacts: z.array(profileContactSchema),
  /** Newest first. */
  activities: z.array(profileActivityViewSchema),
  attachments: z.array(profileAttachmentViewSchema),
  coupons: z.array(profileCouponViewSchema),
  /** Custom field id → value. */
  customFields: z.record(z.string(), customFieldValueSchema),
  enableLiveTracking: z.boolean(),
  enableStoryTracking: z.boolean(),
  disableShare: z.boolean(),
  /** With the slug, the public address (`publicProfileAddress`); null or absent until sharing is turned on with a key. */
  shareKey: z.string().nullable().optional(),
  auditReportStatus: z.enum(AUDIT_REPORT_STATUSES),
  connection: profileConnectionViewSchema.nullable(),
  /** Creator connect (see docs/content.md, "Creator connect"): the linked account, a pending link, its private metrics. */
  connected: creatorConnectionViewSchema.nullable(),
  connectRequest: connectRequestViewSchema.nullable(),
  privateMetrics: privateMetricsViewSchema.nullable(),
  /** Reach and impressions per post: the connected account's own figures when there are any, else the public estimate. */
  reach: sourcedFigureSchema,
  impressions: sourcedFigureSchema,
});
export type SavedProfileView = z.infer<typeof savedProfileSchema>;

/**
 * How many items each platform holds under the list's other filters (its platform filter aside): the
 * figures of the platform tabs; a platform without items is absent. Their sum is what "all" shows.
 */
export const platformCountsSchema = z.record(z.string(), z.number().int().nonnegative());
export type PlatformCounts = z.infer<typeof platformCountsSchema>;

export const profileListResponseSchema = z.object({
  profiles: z.array(savedProfileSchema),
  currentPage: z.number(),
  totalPages: z.number(),
  totalProfiles: z.number(),
  platformCounts: platformCountsSchema,
});
export type ProfileListResponse = z.infer<typeof profileListResponseSchema>;

/** `GET /customer/socialProfile/{id}` and `/slug/{slug}`: the profile and its analytics (null until computed). */
export const profileResponseSchema = z.object({ profile: savedProfileSchema, analytics: profileAnalyticsSchema.nullable().optional() });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** `GET /customer/socialProfile/all`: every profile of the organisation, enough for a picker. */
export const profilePickerItemSchema = savedProfileSchema.pick({
  _id: true,
  platform: true,
  username: true,
  slug: true,
  fullName: true,
  imageUrl: true,
});
export const profilePickerResponseSchema = z.object({ profiles: z.array(profilePickerItemSchema), truncated: z.boolean() });
export type ProfilePickerResponse = z.infer<typeof profilePickerResponseSchema>;

/** `GET /misc/socialProfile/{slug}-{shareKey}`: what anyone with the link sees; never the team's notes, contacts, coupons, files or fields. */
export const publicProfileSchema = savedProfileSchema
  .pick({
    platform: true,
    username: true,
    slug: true,
    fullName: true,
    imageUrl: true,
    followers: true,
    engagementRate: true,
    figures: true,
    dataStatus: true,
    observedAt: true,
  })
  .extend({ info: profileInfoSchema.omit({ notes: true }) });
export type PublicProfileView = z.infer<typeof publicProfileSchema>;
export const publicProfileResponseSchema = z.object({
  profile: publicProfileSchema,
  analytics: profileAnalyticsSchema.omit({ orgId: true }).nullable(),
});
export type PublicProfileResponse = z.infer<typeof publicProfileResponseSchema>;
