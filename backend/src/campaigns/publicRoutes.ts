import type { Router } from 'express';
import { publicCampaignParamsSchema } from '@scout/contracts/campaigns/listQuery';
import type { AppContext } from '../platform/context';
import { parseParams } from '../platform/http/validate';
import { publicCampaign } from './publicReport';

/** `GET /misc/campaign/:slug`: the read-only client report, without login. */
export function mountPublicCampaigns(router: Router, ctx: AppContext): void {
  router.get('/misc/campaign/:slug', async (req, res) => {
    const { slug } = parseParams(req, publicCampaignParamsSchema);
    res.json({ campaign: await publicCampaign(ctx, slug) });
  });
}
