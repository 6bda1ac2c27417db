import { z } from 'zod';
import { campaignDetailsSchema } from './events';
import { campaignMetricsSchema } from './metrics';
import { campaignLinkViewSchema, campaignPostViewSchema, campaignStoryViewSchema } from './views';
import { CAMPAIGN_STATUSES } from './constants';
import { campaignPlanSchema } from './plan';

/**
 * What `GET /misc/campaign/:slug` shows a client without login: the campaign's details, the
 * influencers' public handles, the posts and stories with their numbers, the links with clicks,
 * and the metrics. Never payments, fees, notes, deliverables, uploads, UGC, activities or history;
 * the metrics leave out the costs (they come from the payments).
 */
export const publicCampaignSchema = campaignDetailsSchema.omit({ budgetCents: true }).extend({
  status: z.enum(CAMPAIGN_STATUSES),
  influencers: z.array(z.object({ influencerId: z.string(), platform: z.string(), username: z.string() })),
  posts: z.array(
    campaignPostViewSchema.omit({ enableTracking: true, source: true, updatedAt: true, refreshFailures: true, refreshFailedAt: true }),
  ),
  stories: z.array(campaignStoryViewSchema),
  links: z.array(
    campaignLinkViewSchema.pick({ linkId: true, linkText: true, url: true, shortUrl: true, clicks: true, influencerId: true }),
  ),
  metrics: campaignMetricsSchema.omit({ costs: true }),
  /** The expected totals when the owner chose to show them (`showPlanInReport`), without fees and the costs from them. */
  plan: campaignPlanSchema.omit({ feesCents: true, feesCurrency: true, cpm: true, cpe: true, costReason: true }).nullable().optional(),
  updatedAt: z.string(),
});
export type PublicCampaign = z.infer<typeof publicCampaignSchema>;
