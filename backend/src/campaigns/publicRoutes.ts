import type { Router } from 'express';
import { campaignRoutes } from '@scout/contracts/campaigns/routes';
import { accessGuard } from '../accounts/routeAccess';
import type { AppContext } from '../runtime/context';
import { routeMounter } from '@scout/platform/http/route';
import { publicCampaign } from './publicReport';

/** `GET /misc/campaign/:slug`: the read-only client report, without login. */
export function mountPublicCampaigns(router: Router, ctx: AppContext): void {
  routeMounter(router, accessGuard(ctx))(campaignRoutes.publicCampaign, async ({ params: { slug } }, _req, res) => {
    res.json({ campaign: await publicCampaign(ctx, slug) });
  });
}
