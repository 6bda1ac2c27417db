import { z } from 'zod';
import { defineRoute, defineRoutes } from '../platform/routes';
import { ATTACHMENT_MAX_BYTES } from '../profiles/attachments';
import { campaignHistoryQuerySchema } from './history';
import { campaignMetricsSchema } from './metrics';
import { resourceListAnswerSchema, resourcePath } from '../platform/resourceLists';
import {
  CAMPAIGNS_RESOURCE,
  campaignListQuerySchema,
  campaignReadParamsSchema,
  campaignsResourceQuerySchema,
  campaignUploadParamsSchema,
  publicCampaignParamsSchema,
} from './listQuery';
import { campaignSummarySchema } from './views';
import {
  addPostFromUrlRequestSchema,
  CAMPAIGN_UPLOAD_FILE_FIELD,
  CAMPAIGN_UPLOAD_MAX_FILES,
  campaignIdParamsSchema,
  campaignUploadFieldsSchema,
  createCampaignRequestSchema,
  updateCampaignRequestSchema,
} from './requests';
import { cpmSettingsViewSchema, setCpmValuesRequestSchema } from './settings';
import { shortLinkQuerySchema } from './shortLink';
import {
  campaignAnswerSchema,
  campaignUpdateAnswerSchema,
  campaignHistoryAnswerSchema,
  campaignListAnswerSchema,
  campaignPostAnswerSchema,
  campaignUploadAnswerSchema,
  publicCampaignAnswerSchema,
  shortLinkAnswerSchema,
} from './answers';

const tags = ['Campaigns'];

export const campaignRoutes = defineRoutes({
  list: defineRoute({
    method: 'get',
    path: '/customer/campaigns',
    access: 'campaigns:read',
    tags,
    summary: 'Campaigns of the organisation, paged, filtered and sorted',
    query: campaignListQuerySchema,
    answer: campaignListAnswerSchema,
  }),
  resource: defineRoute({
    method: 'get',
    path: resourcePath(CAMPAIGNS_RESOURCE),
    access: 'campaigns:read',
    tags,
    summary:
      "The campaigns of GET /customer/campaigns in react-admin's list protocol: `range`, `sort` and `filter` as JSON, the total in `Content-Range`",
    query: campaignsResourceQuerySchema,
    answer: resourceListAnswerSchema(campaignSummarySchema),
  }),
  get: defineRoute({
    method: 'get',
    path: '/customer/campaign/:id',
    access: 'campaigns:read',
    tags,
    summary: 'One campaign with its influencers, posts, payments, links and metrics',
    params: campaignReadParamsSchema,
    answer: campaignAnswerSchema.extend({ metrics: campaignMetricsSchema }),
  }),
  history: defineRoute({
    method: 'get',
    path: '/customer/campaign/:id/history',
    access: 'campaigns:read',
    tags,
    summary: 'What happened to a campaign, newest first, as data (event type and facts)',
    params: campaignReadParamsSchema,
    query: campaignHistoryQuerySchema,
    answer: campaignHistoryAnswerSchema,
  }),
  download: defineRoute({
    method: 'get',
    path: '/customer/campaign/:id/upload/:uploadId',
    access: 'campaigns:read',
    tags,
    summary: 'A file uploaded to a campaign, as an attachment',
    params: campaignUploadParamsSchema,
    answerType: 'file',
  }),
  create: defineRoute({
    method: 'post',
    path: '/customer/campaign',
    access: 'campaigns:write',
    tags,
    summary: 'Creates a campaign',
    body: createCampaignRequestSchema,
    answer: campaignAnswerSchema,
    status: 201,
  }),
  upload: defineRoute({
    method: 'put',
    path: '/customer/campaign/upload',
    access: 'campaigns:write',
    tags,
    summary: 'Uploads files to a campaign (multipart: campaignId and description before the files)',
    body: campaignUploadFieldsSchema,
    bodyType: 'multipart',
    form: {
      files: {
        [CAMPAIGN_UPLOAD_FILE_FIELD]: {
          required: true,
          maxCount: CAMPAIGN_UPLOAD_MAX_FILES,
          description: `The images, videos or documents (each at most ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB)`,
        },
      },
    },
    errors: ['NotFound', 'PlanLimit'],
    status: 201,
    answer: campaignUploadAnswerSchema,
  }),
  addPostFromUrl: defineRoute({
    method: 'put',
    path: '/customer/campaign/addPostFromUrl',
    access: 'campaigns:write',
    tags,
    summary: 'Adds a post to a campaign read from its address',
    body: addPostFromUrlRequestSchema,
    status: 201,
    answer: campaignPostAnswerSchema,
  }),
  update: defineRoute({
    method: 'put',
    path: '/customer/campaign/:id',
    access: 'campaigns:write',
    planFeature: 'ugcCampaigns',
    tags,
    summary:
      'Changes a campaign: one `action` (influencers, posts, payments, links, lists, UGC content, status, sharing); the UGC actions need the ugcCampaigns feature',
    params: campaignIdParamsSchema,
    body: updateCampaignRequestSchema,
    answer: campaignUpdateAnswerSchema,
    otherStatuses: [202],
  }),
  delete: defineRoute({
    method: 'delete',
    path: '/customer/campaign/:id',
    access: 'campaigns:write',
    tags,
    summary: 'Deletes a campaign',
    params: campaignIdParamsSchema,
    answer: z.object({ deleted: z.literal(true), campaignId: z.string() }),
  }),
  emvSettings: defineRoute({
    method: 'get',
    path: '/customer/campaign-settings/emv',
    access: 'campaigns:read',
    tags,
    summary: 'The CPM values the EMV of posts is computed with',
    answer: z.object({ emv: cpmSettingsViewSchema }),
  }),
  setEmvSettings: defineRoute({
    method: 'put',
    path: '/customer/campaign-settings/emv',
    access: 'organization:manage',
    tags,
    summary: 'Sets the CPM values per platform',
    body: setCpmValuesRequestSchema,
    answer: z.object({ emv: cpmSettingsViewSchema }),
  }),
  publicCampaign: defineRoute({
    method: 'get',
    path: '/misc/campaign/:slug',
    access: 'public',
    tags,
    summary: 'The public report of a shared campaign',
    params: publicCampaignParamsSchema,
    answer: publicCampaignAnswerSchema,
  }),
  shortLink: defineRoute({
    method: 'get',
    path: '/misc/shortLink',
    access: 'public',
    tags,
    summary: 'Resolves a campaign link of a shared campaign: JSON, or a 302 to a verified domain or a page showing the address',
    query: shortLinkQuerySchema,
    answer: shortLinkAnswerSchema,
    otherStatuses: [302],
  }),
});
