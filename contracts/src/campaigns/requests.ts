import { z } from 'zod';
import { centsSchema } from '../platform/money';
import { platformSchema } from '../profiles/requests';
import {
  CAMPAIGN_POST_TYPES,
  CAMPAIGN_STATUSES,
  DEFAULT_LINK_TEXT,
  INFLUENCER_STATUSES,
  PAYMENT_STATUSES,
  UGC_STATUSES,
} from './constants';
import { campaignDatesInOrder } from './dates';
import { PLANNED_POSTS_MAX } from './plan';

/** Requests of the campaign write API: POST and PUT /customer/campaign…, the upload and add-post-from-URL. */
const entityId = (what: string) => z.string().uuid(`Unknown ${what} id`);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2026-05-31');
const currency = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code such as EUR');
const count = z.number().int().nonnegative().max(1e12);
const platform = platformSchema;
export const campaignHttpUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .url('Enter a full address such as https://example.com')
  .refine((url) => /^https?:\/\//i.test(url), 'Only http and https links are allowed');

const hashtags = z.array(z.string().trim().min(1).max(100)).max(50);

const detailsFields = {
  name: z.string().trim().min(1, 'Give the campaign a name').max(200),
  description: z.string().trim().max(5000).optional(),
  brand: z.string().trim().max(200).optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  budgetCents: centsSchema.optional(),
  currency: currency.optional(),
  hashtags: hashtags.optional(),
  showPlanInReport: z.boolean().optional(),
};
const DATES_MESSAGE = { message: 'The end date is before the start date', path: ['endDate'] };

/** `POST /customer/campaign`. */
export const createCampaignRequestSchema = z.object(detailsFields).refine(campaignDatesInOrder, DATES_MESSAGE);
export type CreateCampaignRequest = z.infer<typeof createCampaignRequestSchema>;

export const campaignIdParamsSchema = z.object({ id: entityId('campaign') });

const influencerChanges = z
  .object({
    status: z.enum(INFLUENCER_STATUSES).optional(),
    feeCents: centsSchema.optional(),
    currency: currency.optional(),
    deliverables: z.string().trim().max(2000).optional(),
    notes: z.string().trim().max(5000).optional(),
    plannedPosts: z.number().int('Planned posts are a whole number').nonnegative().max(PLANNED_POSTS_MAX).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Say what changes');

const postFields = {
  influencerId: entityId('influencer').optional(),
  url: campaignHttpUrlSchema,
  platform,
  type: z.enum(CAMPAIGN_POST_TYPES).default('post'),
  caption: z.string().trim().max(5000).optional(),
  publishedAt: z.string().datetime({ offset: true }).optional(),
  likes: count.optional(),
  comments: count.optional(),
  views: count.optional(),
  shares: count.optional(),
  reach: count.optional(),
};

const paymentFields = {
  amountCents: centsSchema,
  currency,
  status: z.enum(PAYMENT_STATUSES).default('pending'),
  dueDate: isoDate.optional(),
  paidDate: isoDate.optional(),
  note: z.string().trim().max(2000).optional(),
};

const listName = z.string().trim().min(1, 'Give the list a name').max(100);

/** `PUT /customer/campaign/{id}`: one command per action (spec section 7). */
export const updateCampaignRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('addProfile'), profileIds: z.array(entityId('profile')).min(1).max(100) }),
  z.object({ action: z.literal('removeProfile'), influencerId: entityId('influencer') }),
  z.object({
    action: z.literal('updateCampaign'),
    changes: z
      .object({ ...detailsFields, name: detailsFields.name.optional() })
      .refine((v) => Object.keys(v).length > 0, 'Say what changes')
      .refine(campaignDatesInOrder, DATES_MESSAGE),
  }),
  z.object({ action: z.literal('updateInfluencer'), influencerId: entityId('influencer'), changes: influencerChanges }),
  z.object({ action: z.literal('updateStatus'), status: z.enum(CAMPAIGN_STATUSES) }),
  z.object({ action: z.literal('removePost'), postId: entityId('post') }),
  z.object({ action: z.literal('removeUGCContent'), contentId: entityId('content') }),
  z.object({ action: z.literal('removeUGCUser'), username: z.string().trim().toLowerCase().min(1).max(100), platform }),
  z.object({ action: z.literal('addActivity'), text: z.string().trim().min(1, 'Write what happened').max(5000) }),
  z.object({ action: z.literal('removeActivity'), activityId: entityId('activity') }),
  z.object({ action: z.literal('addPost'), ...postFields, enableTracking: z.boolean().default(false) }),
  z.object({
    action: z.literal('editPost'),
    postId: entityId('post'),
    changes: z
      .object({
        influencerId: entityId('influencer').optional(),
        url: campaignHttpUrlSchema.optional(),
        platform: platform.optional(),
        type: z.enum(CAMPAIGN_POST_TYPES).optional(),
        caption: postFields.caption,
        publishedAt: postFields.publishedAt,
        likes: postFields.likes,
        comments: postFields.comments,
        views: postFields.views,
        shares: postFields.shares,
        reach: postFields.reach,
        enableTracking: z.boolean().optional(),
      })
      .refine((v) => Object.keys(v).length > 0, 'Say what changes'),
  }),
  z.object({
    action: z.literal('addStory'),
    influencerId: entityId('influencer'),
    url: campaignHttpUrlSchema.optional(),
    views: count.optional(),
    publishedAt: z.string().datetime({ offset: true }),
  }),
  z.object({ action: z.literal('removeStory'), storyId: entityId('story') }),
  z.object({ action: z.literal('generatePublicUrl') }),
  z.object({ action: z.literal('removeUploads'), uploadIds: z.array(entityId('upload')).min(1).max(100) }),
  z.object({
    action: z.literal('addLink'),
    url: campaignHttpUrlSchema,
    linkText: z
      .string()
      .trim()
      .max(200)
      .default(DEFAULT_LINK_TEXT)
      .transform((v) => v || DEFAULT_LINK_TEXT),
    influencerId: entityId('influencer').optional(),
  }),
  z.object({ action: z.literal('removeLink'), linkId: entityId('link') }),
  z.object({ action: z.literal('addList'), name: listName, influencerIds: z.array(entityId('influencer')).max(1000).default([]) }),
  z.object({ action: z.literal('renameList'), listId: entityId('list'), name: listName }),
  z.object({ action: z.literal('removeList'), listId: entityId('list') }),
  z.object({ action: z.literal('collectLinkData') }),
  z.object({ action: z.literal('updateShareStatus'), disableShare: z.boolean() }),
  z.object({ action: z.literal('addPayment'), influencerId: entityId('influencer'), ...paymentFields }),
  z.object({
    action: z.literal('editPayment'),
    paymentId: entityId('payment'),
    changes: z
      .object({
        amountCents: centsSchema.optional(),
        currency: currency.optional(),
        status: z.enum(PAYMENT_STATUSES).optional(),
        dueDate: isoDate.optional(),
        paidDate: isoDate.optional(),
        note: paymentFields.note,
      })
      .refine((v) => Object.keys(v).length > 0, 'Say what changes'),
  }),
  z.object({ action: z.literal('removePayment'), paymentId: entityId('payment') }),
  z.object({
    action: z.literal('updateUGCContent'),
    /** Absent: new content; present: that content changes. */
    contentId: entityId('content').optional(),
    username: z
      .string()
      .trim()
      .transform((v) => v.replace(/^@+/, '').toLowerCase())
      .pipe(z.string().min(1).max(100)),
    platform,
    url: campaignHttpUrlSchema,
    status: z.enum(UGC_STATUSES).default('pending'),
    note: z.string().trim().max(2000).optional(),
  }),
]);
export type UpdateCampaignRequest = z.infer<typeof updateCampaignRequestSchema>;
export type CampaignAction = UpdateCampaignRequest['action'];

/** The actions that need the plan feature `ugcCampaigns`. */
export const UGC_ACTIONS: readonly CampaignAction[] = ['updateUGCContent', 'removeUGCContent', 'removeUGCUser'];

/** `PUT /customer/campaign/addPostFromUrl`. */
export const addPostFromUrlRequestSchema = z.object({
  campaignId: entityId('campaign'),
  url: campaignHttpUrlSchema,
  liveTrack: z.boolean().default(false),
  influencerId: entityId('influencer').optional(),
});
export type AddPostFromUrlRequest = z.infer<typeof addPostFromUrlRequestSchema>;

/** `PUT /customer/campaign/upload` (multipart): the text fields; the files come in `files`. */
export const CAMPAIGN_UPLOAD_FILE_FIELD = 'files';
export const CAMPAIGN_UPLOAD_MAX_FILES = 20;
export const campaignUploadFieldsSchema = z.object({
  campaignId: entityId('campaign'),
  description: z.string().trim().max(2000).optional(),
});
