import { z } from 'zod';
import type { EventsOf } from '../platform/events';
import { CAMPAIGN_POST_TYPES, CAMPAIGN_STATUSES, INFLUENCER_STATUSES, PAYMENT_STATUSES, UGC_STATUSES } from './constants';

/**
 * Events of one campaign's stream (`campaign-<id>`). Every change of a campaign is one of these,
 * so its history (who, when, what) is the stream itself. Money is kept in minor units (cents).
 */
const at = z.string();
const id = z.string().uuid();
const campaignId = id;
const currency = z.string().regex(/^[A-Z]{3}$/);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const cents = z.number().int().nonnegative();
const count = z.number().int().nonnegative().nullable();

export const campaignDetailsSchema = z.object({
  name: z.string().min(1).max(200),
  description: z.string().max(5000).optional(),
  brand: z.string().max(200).optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  budgetCents: cents.optional(),
  currency: currency.optional(),
  hashtags: z.array(z.string().max(100)).max(50).optional(),
  /** The owner's choice: the public report shows the campaign's expected totals (the plan, see `./plan.ts`). */
  showPlanInReport: z.boolean().optional(),
});

/** `orgId`: the organisation owning the campaign, so the decider itself answers 404 to any other one. */
export const campaignCreatedSchema = z.object({
  campaignId,
  orgId: z.string().min(1).optional(),
  details: campaignDetailsSchema,
  createdAt: at,
});
export const campaignUpdatedSchema = z.object({ campaignId, changes: campaignDetailsSchema.partial(), updatedAt: at });
export const campaignStatusChangedSchema = z.object({
  campaignId,
  from: z.enum(CAMPAIGN_STATUSES),
  to: z.enum(CAMPAIGN_STATUSES),
  changedAt: at,
});
export const campaignDeletedSchema = z.object({ campaignId, deletedAt: at });

/** An influencer is a saved profile of the organisation taking part (its id is the profile id). */
export const influencerAddedSchema = z.object({ campaignId, influencerId: id, platform: z.string(), username: z.string(), addedAt: at });
export const influencerRemovedSchema = z.object({ campaignId, influencerId: id, removedAt: at });
export const influencerUpdatedSchema = z.object({
  campaignId,
  influencerId: id,
  changes: z.object({
    status: z.enum(INFLUENCER_STATUSES).optional(),
    feeCents: cents.optional(),
    currency: currency.optional(),
    deliverables: z.string().max(2000).optional(),
    notes: z.string().max(5000).optional(),
    /** Posts planned with the influencer in this campaign: what the campaign's expected totals are computed for. */
    plannedPosts: z.number().int().nonnegative().optional(),
  }),
  updatedAt: at,
});

export const campaignPostFieldsSchema = z.object({
  influencerId: id.nullable(),
  url: z.string().url().max(2000),
  platform: z.string(),
  type: z.enum(CAMPAIGN_POST_TYPES),
  caption: z.string().max(5000).optional(),
  publishedAt: z.string().nullable(),
  likes: count,
  comments: count,
  views: count,
  shares: count,
  reach: count,
});
export const campaignPostAddedSchema = z.object({
  campaignId,
  postId: id,
  post: campaignPostFieldsSchema,
  enableTracking: z.boolean(),
  source: z.enum(['manual', 'url']),
  addedAt: at,
});
export const campaignPostEditedSchema = z.object({
  campaignId,
  postId: id,
  changes: campaignPostFieldsSchema.partial().extend({ enableTracking: z.boolean().optional() }),
  editedAt: at,
});
/**
 * Live tracking looked a tracked post up again (every refresh is one): `changes` holds the counts
 * that changed (empty when none did); counts the provider does not give keep their value.
 */
export const campaignPostMetricsRefreshedSchema = z.object({
  campaignId,
  postId: id,
  changes: campaignPostFieldsSchema.pick({ likes: true, comments: true, views: true, shares: true }).partial(),
  refreshedAt: at,
});
/** Live tracking could not look a tracked post up; `failures` since the last success decide the backoff. */
export const campaignPostRefreshFailedSchema = z.object({
  campaignId,
  postId: id,
  reason: z.enum(['provider_error', 'unknown']),
  failures: z.number().int().positive(),
  failedAt: at,
});
export const campaignPostRemovedSchema = z.object({ campaignId, postId: id, removedAt: at });

export const campaignStoryAddedSchema = z.object({
  campaignId,
  storyId: id,
  influencerId: id,
  url: z.string().url().max(2000).nullable(),
  views: count,
  publishedAt: at,
  addedAt: at,
});
export const campaignStoryRemovedSchema = z.object({ campaignId, storyId: id, removedAt: at });

export const campaignActivityAddedSchema = z.object({ campaignId, activityId: id, text: z.string().min(1).max(5000), addedAt: at });
export const campaignActivityRemovedSchema = z.object({ campaignId, activityId: id, removedAt: at });

export const campaignPublicUrlGeneratedSchema = z.object({ campaignId, slug: z.string(), generatedAt: at });
export const campaignShareStatusChangedSchema = z.object({ campaignId, disableShare: z.boolean(), changedAt: at });

export const campaignUploadSchema = z.object({
  uploadId: id,
  blobId: id,
  fileName: z.string().max(255),
  contentType: z.string().max(200),
  size: z.number().int().nonnegative(),
});
export const campaignUploadsAddedSchema = z.object({
  campaignId,
  uploads: z.array(campaignUploadSchema).min(1).max(20),
  description: z.string().max(2000).optional(),
  addedAt: at,
});
export const campaignUploadsRemovedSchema = z.object({ campaignId, uploadIds: z.array(id).min(1), removedAt: at });

export const campaignLinkAddedSchema = z.object({
  campaignId,
  linkId: id,
  url: z.string().url().max(2000),
  linkText: z.string().min(1).max(200),
  influencerId: id.nullable(),
  /** Set when the organisation connected Bitly and the link was shortened. */
  bitlyLinkId: z.string().max(200).nullable(),
  shortUrl: z.string().url().max(500).nullable(),
  addedAt: at,
});
export const campaignLinkRemovedSchema = z.object({ campaignId, linkId: id, removedAt: at });
export const campaignLinkClicksCollectedSchema = z.object({
  campaignId,
  linkId: id,
  clicks: z.number().int().nonnegative(),
  collectedAt: at,
});

/** Campaign lists: named groups of the campaign's influencers (e.g. "Wave 1"). */
export const campaignListAddedSchema = z.object({
  campaignId,
  listId: id,
  name: z.string().min(1).max(100),
  influencerIds: z.array(id).max(1000),
  addedAt: at,
});
export const campaignListRenamedSchema = z.object({ campaignId, listId: id, name: z.string().min(1).max(100), renamedAt: at });
export const campaignListRemovedSchema = z.object({ campaignId, listId: id, removedAt: at });

export const paymentFieldsSchema = z.object({
  amountCents: cents,
  currency,
  status: z.enum(PAYMENT_STATUSES),
  dueDate: isoDate.nullable(),
  paidDate: isoDate.nullable(),
  note: z.string().max(2000).optional(),
});
export const paymentAddedSchema = z.object({ campaignId, paymentId: id, influencerId: id, payment: paymentFieldsSchema, addedAt: at });
export const paymentEditedSchema = z.object({ campaignId, paymentId: id, changes: paymentFieldsSchema.partial(), editedAt: at });
export const paymentRemovedSchema = z.object({ campaignId, paymentId: id, removedAt: at });

/** User-generated content collected for the campaign, by creators who need not be saved profiles. */
export const ugcContentUpdatedSchema = z.object({
  campaignId,
  contentId: id,
  username: z.string().min(1).max(100),
  platform: z.string(),
  url: z.string().url().max(2000),
  status: z.enum(UGC_STATUSES),
  note: z.string().max(2000).optional(),
  updatedAt: at,
});
export const ugcContentRemovedSchema = z.object({ campaignId, contentId: id, removedAt: at });
export const ugcUserRemovedSchema = z.object({ campaignId, username: z.string(), platform: z.string(), removedAt: at });

export const campaignEventSchemas = {
  CampaignCreated: campaignCreatedSchema,
  CampaignUpdated: campaignUpdatedSchema,
  CampaignStatusChanged: campaignStatusChangedSchema,
  CampaignDeleted: campaignDeletedSchema,
  InfluencerAdded: influencerAddedSchema,
  InfluencerRemoved: influencerRemovedSchema,
  InfluencerUpdated: influencerUpdatedSchema,
  CampaignPostAdded: campaignPostAddedSchema,
  CampaignPostEdited: campaignPostEditedSchema,
  CampaignPostRemoved: campaignPostRemovedSchema,
  CampaignPostMetricsRefreshed: campaignPostMetricsRefreshedSchema,
  CampaignPostRefreshFailed: campaignPostRefreshFailedSchema,
  CampaignStoryAdded: campaignStoryAddedSchema,
  CampaignStoryRemoved: campaignStoryRemovedSchema,
  CampaignActivityAdded: campaignActivityAddedSchema,
  CampaignActivityRemoved: campaignActivityRemovedSchema,
  CampaignPublicUrlGenerated: campaignPublicUrlGeneratedSchema,
  CampaignShareStatusChanged: campaignShareStatusChangedSchema,
  CampaignUploadsAdded: campaignUploadsAddedSchema,
  CampaignUploadsRemoved: campaignUploadsRemovedSchema,
  CampaignLinkAdded: campaignLinkAddedSchema,
  CampaignLinkRemoved: campaignLinkRemovedSchema,
  CampaignLinkClicksCollected: campaignLinkClicksCollectedSchema,
  CampaignListAdded: campaignListAddedSchema,
  CampaignListRenamed: campaignListRenamedSchema,
  CampaignListRemoved: campaignListRemovedSchema,
  PaymentAdded: paymentAddedSchema,
  PaymentEdited: paymentEditedSchema,
  PaymentRemoved: paymentRemovedSchema,
  UGCContentUpdated: ugcContentUpdatedSchema,
  UGCContentRemoved: ugcContentRemovedSchema,
  UGCUserRemoved: ugcUserRemovedSchema,
} as const;

export type CampaignEvent = EventsOf<typeof campaignEventSchemas>;
export type CampaignEventType = CampaignEvent['type'];
export type CampaignEventOf<T extends CampaignEventType> = Extract<CampaignEvent, { type: T }>;
