import { creatorFigureValuesSchema } from '../profiles/figures';
import { z } from 'zod';
import { CAMPAIGN_STATUSES, INFLUENCER_STATUSES } from './constants';
import { campaignPlanSchema } from './plan';
import {
  campaignDetailsSchema,
  campaignPostFieldsSchema,
  campaignUploadSchema,
  paymentFieldsSchema,
  ugcContentUpdatedSchema,
} from './events';

/**
 * A campaign as the campaign page shows it (the `campaigns` read model, one document per
 * campaign). Money in cents, dates as ISO strings.
 */
export const campaignInfluencerViewSchema = z.object({
  influencerId: z.string(),
  platform: z.string(),
  username: z.string(),
  status: z.enum(INFLUENCER_STATUSES),
  feeCents: z.number().int().optional(),
  currency: z.string().optional(),
  deliverables: z.string().optional(),
  notes: z.string().optional(),
  plannedPosts: z.number().int().optional(),
  addedAt: z.string(),
  /** Filled when read: the saved profile's current display data and post figures (null once the profile was removed). */
  profile: z
    .object({
      slug: z.string(),
      fullName: z.string().nullable(),
      imageUrl: z.string().nullable(),
      followers: z.number().nullable(),
      figures: creatorFigureValuesSchema,
    })
    .nullable()
    .optional(),
});
export const campaignPostViewSchema = campaignPostFieldsSchema.extend({
  postId: z.string(),
  enableTracking: z.boolean(),
  source: z.enum(['manual', 'url']),
  addedAt: z.string(),
  updatedAt: z.string(),
  /** Live tracking: when the counts were last looked up (changed or not); null before the first refresh. */
  refreshedAt: z.string().nullable().optional(),
  /** Live tracking: failed refreshes in a row (0 after a success) and when the latest failed. */
  refreshFailures: z.number().int().nonnegative().optional(),
  refreshFailedAt: z.string().nullable().optional(),
});
export const campaignStoryViewSchema = z.object({
  storyId: z.string(),
  influencerId: z.string(),
  url: z.string().nullable(),
  views: z.number().nullable(),
  publishedAt: z.string(),
  addedAt: z.string(),
});
export const campaignPaymentViewSchema = paymentFieldsSchema.extend({
  paymentId: z.string(),
  influencerId: z.string(),
  addedAt: z.string(),
  updatedAt: z.string(),
});
export const campaignLinkViewSchema = z.object({
  linkId: z.string(),
  url: z.string(),
  linkText: z.string(),
  influencerId: z.string().nullable(),
  bitlyLinkId: z.string().nullable(),
  shortUrl: z.string().nullable(),
  /** Null until collectLinkData ran for the link. */
  clicks: z.number().int().nullable(),
  clicksCollectedAt: z.string().nullable(),
  addedAt: z.string(),
});
export const campaignListViewSchema = z.object({
  listId: z.string(),
  name: z.string(),
  influencerIds: z.array(z.string()),
  addedAt: z.string(),
});
export const campaignUploadViewSchema = campaignUploadSchema.extend({ description: z.string().optional(), addedAt: z.string() });
export const campaignUgcContentViewSchema = ugcContentUpdatedSchema.omit({ campaignId: true });
export const campaignActivityViewSchema = z.object({
  activityId: z.string(),
  text: z.string(),
  addedAt: z.string(),
  userId: z.string().nullable(),
});

/** Payments of one currency: `paid` (status paid), `pending` (pending or scheduled), `total` = paid + pending; cancelled ones count nowhere. */
export const paymentTotalSchema = z.object({
  currency: z.string(),
  paidCents: z.number().int(),
  pendingCents: z.number().int(),
  totalCents: z.number().int(),
});

export const campaignTotalsSchema = z.object({
  payments: z.array(paymentTotalSchema),
  influencers: z.number().int(),
  posts: z.number().int(),
  stories: z.number().int(),
  links: z.number().int(),
  /** Clicks of every link whose clicks were collected. */
  clicks: z.number().int(),
  paymentCount: z.number().int(),
  ugcContents: z.number().int(),
  uploads: z.number().int(),
});

export const campaignViewSchema = campaignDetailsSchema.extend({
  _id: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  influencers: z.array(campaignInfluencerViewSchema),
  posts: z.array(campaignPostViewSchema),
  stories: z.array(campaignStoryViewSchema),
  payments: z.array(campaignPaymentViewSchema),
  links: z.array(campaignLinkViewSchema),
  lists: z.array(campaignListViewSchema),
  uploads: z.array(campaignUploadViewSchema),
  ugcContents: z.array(campaignUgcContentViewSchema),
  activities: z.array(campaignActivityViewSchema),
  publicSlug: z.string().nullable(),
  disableShare: z.boolean(),
  totals: campaignTotalsSchema,
  /** Filled when read: the expected totals of the influencers' planned posts (`./plan.ts`). */
  plan: campaignPlanSchema.optional(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CampaignView = z.infer<typeof campaignViewSchema>;
export type CampaignInfluencerView = z.infer<typeof campaignInfluencerViewSchema>;
export type CampaignPostView = z.infer<typeof campaignPostViewSchema>;
export type CampaignPaymentView = z.infer<typeof campaignPaymentViewSchema>;
export type CampaignLinkView = z.infer<typeof campaignLinkViewSchema>;
export type CampaignTotals = z.infer<typeof campaignTotalsSchema>;
export type PaymentTotal = z.infer<typeof paymentTotalSchema>;

/** One row of `GET /customer/campaigns`: the details, status and totals, without the collections. */
export const campaignSummarySchema = campaignViewSchema.omit({
  plan: true,
  influencers: true,
  posts: true,
  stories: true,
  payments: true,
  links: true,
  lists: true,
  uploads: true,
  ugcContents: true,
  activities: true,
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;
