import type { Router } from 'express';
import { campaignHistoryQuerySchema } from '@scout/contracts/campaigns/history';
import { campaignListQuerySchema, campaignReadParamsSchema } from '@scout/contracts/campaigns/listQuery';
import { allow, principalOf } from '../accounts/principal';
import type { AppContext } from '../platform/context';
import { parseParams, parseQuery } from '../platform/http/validate';
import { campaignHistory, campaignMetrics, getCampaign, listCampaigns } from './queries';

/**
 * Reading campaigns: the list, one campaign with its metrics, and its history. The history is the
 * organisation's audit trail: not for guests (`campaigns:read`).
 */
export function mountCampaignReads(router: Router, ctx: AppContext): void {
  const read = allow(ctx, 'campaigns:read');

  router.get('/customer/campaigns', read, async (req, res) => {
    const { orgId } = principalOf(res);
    res.json(await listCampaigns(ctx, orgId, parseQuery(req, campaignListQuerySchema)));
  });

  router.get('/customer/campaign/:id/history', read, async (req, res) => {
    const { orgId } = principalOf(res);
    const { id } = parseParams(req, campaignReadParamsSchema);
    const { page, limit } = parseQuery(req, campaignHistoryQuerySchema);
    res.json(await campaignHistory(ctx, orgId, id, page, limit));
  });

  router.get('/customer/campaign/:id', read, async (req, res) => {
    const { orgId } = principalOf(res);
    const { id } = parseParams(req, campaignReadParamsSchema);
    const campaign = await getCampaign(ctx, orgId, id);
    res.json({ campaign, metrics: await campaignMetrics(ctx, orgId, id) });
  });
}
