import type { PublicCampaign } from '@scout/contracts/campaigns/publicReport';
import type { CampaignPlan } from '@scout/contracts/campaigns/plan';
import { campaignsCollection, type CampaignDoc } from '@scout/projections/campaigns/campaigns';
import { publicCampaignsCollection, type PublicCampaignDoc } from '@scout/projections/campaigns/publicCampaigns';
import type { AppContext } from '../runtime/context';
import { NotFoundError } from '@scout/platform/errors';
import { campaignMetrics, getCampaign } from './queries';

/**
 * The campaign a public slug opens and its organisation. 404 when the slug was never generated, was
 * replaced, sharing is off, or the campaign is gone.
 */
export async function sharedCampaign(ctx: AppContext, slug: string): Promise<{ orgId: string; doc: CampaignDoc }> {
  const share = await ctx.readStore.global<PublicCampaignDoc>(publicCampaignsCollection).findOne({ slug, shared: true });
  const doc = share && (await ctx.readStore.tenant<CampaignDoc>(campaignsCollection).forOrg(share.orgId).get(share._id));
  if (!share || !doc || doc.publicSlug !== slug || doc.disableShare) throw new NotFoundError('Campaign not found');
  return { orgId: share.orgId, doc };
}

/** The plan as the client sees it: the expected totals, never the fees or the costs computed from them. */
const publicPlan = ({ feesCents: _f, feesCurrency: _c, cpm: _cpm, cpe: _cpe, costReason: _r, ...plan }: CampaignPlan) => plan;

/**
 * The client report a public slug opens (404 as `sharedCampaign`): details, influencers' handles,
 * posts, stories, links with clicks and the metrics without costs.
 */
export async function publicCampaign(ctx: AppContext, slug: string): Promise<PublicCampaign> {
  const { orgId, doc } = await sharedCampaign(ctx, slug);
  const { costs: _costs, ...metrics } = await campaignMetrics(ctx, orgId, doc._id);
  const plan = doc.showPlanInReport ? (await getCampaign(ctx, orgId, doc._id)).plan : undefined;
  return {
    name: doc.name,
    ...(doc.description === undefined ? {} : { description: doc.description }),
    ...(doc.brand === undefined ? {} : { brand: doc.brand }),
    ...(doc.startDate === undefined ? {} : { startDate: doc.startDate }),
    ...(doc.endDate === undefined ? {} : { endDate: doc.endDate }),
    ...(doc.currency === undefined ? {} : { currency: doc.currency }),
    ...(doc.hashtags === undefined ? {} : { hashtags: doc.hashtags }),
    status: doc.status,
    influencers: doc.influencers.map(({ influencerId, platform, username }) => ({ influencerId, platform, username })),
    posts: doc.posts.map(({ enableTracking: _t, source: _s, updatedAt: _u, refreshFailures: _f, refreshFailedAt: _fa, ...post }) => post),
    stories: doc.stories,
    links: doc.links.map(({ linkId, linkText, url, shortUrl, clicks, influencerId }) => ({
      linkId,
      linkText,
      url,
      shortUrl,
      clicks,
      influencerId,
    })),
    metrics,
    plan: plan ? publicPlan(plan) : null,
    updatedAt: doc.updatedAt,
  };
}
