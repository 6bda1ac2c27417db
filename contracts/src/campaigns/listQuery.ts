import { z } from 'zod';
import { resourceListQuerySchema, type ResourceListQuery } from '../platform/resourceLists';
import { CAMPAIGN_STATUSES, type CampaignStatus } from './constants';

export const CAMPAIGN_SORT_FIELDS = ['updatedAt', 'createdAt', 'name'] as const;
export const CAMPAIGN_PAGE_SIZE = 50;
export const CAMPAIGN_PAGE_SIZE_MAX = 200;

/** `GET /customer/campaigns`: status filter, name search, sort and page. */
export const campaignListQuerySchema = z.object({
  status: z.enum(CAMPAIGN_STATUSES).optional(),
  search: z.string().trim().max(200).optional(),
  sortBy: z.enum(CAMPAIGN_SORT_FIELDS).default('updatedAt'),
  orderBy: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(CAMPAIGN_PAGE_SIZE_MAX).default(CAMPAIGN_PAGE_SIZE),
});
export type CampaignListQuery = z.infer<typeof campaignListQuerySchema>;

/** The campaigns' Resource: its list is the campaigns page, at `/campaigns`. */
export const CAMPAIGNS_RESOURCE = 'campaigns';

/** `GET /customer/resources/campaigns` (react-admin's list protocol, see resourceLists): `q` is the name search. */
export const campaignsResourceQuerySchema = resourceListQuerySchema(
  { q: z.string().trim().max(200).optional(), status: z.enum(CAMPAIGN_STATUSES).optional() },
  CAMPAIGN_SORT_FIELDS,
);
export type CampaignsResourceQuery = ResourceListQuery<{ q?: string; status?: CampaignStatus }, (typeof CAMPAIGN_SORT_FIELDS)[number]>;

export const campaignReadParamsSchema = z.object({ id: z.string().uuid() });
/** `GET /customer/campaign/:id/upload/:uploadId`: one uploaded file of a campaign. */
export const campaignUploadParamsSchema = z.object({ id: z.string().uuid(), uploadId: z.string().uuid() });
export const publicCampaignParamsSchema = z.object({ slug: z.string().min(1).max(100) });
