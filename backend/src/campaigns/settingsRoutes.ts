import type { Router } from 'express';
import { campaignRoutes } from '@scout/contracts/campaigns/routes';
import { campaignSettingsStream } from '@scout/contracts/platform/streams';
import { metadataFor, principalOf } from '../accounts/principal';
import { accessGuard } from '../accounts/routeAccess';
import { execute, type AppContext } from '../runtime/context';
import { routeMounter } from '@scout/platform/http/route';
import { cpmSettingsDecider } from './cpmSettings';
import { cpmValuesOf } from './queries';

/**
 * The CPM values behind the earned media value (beyond the spec): everyone who reads campaigns
 * sees them; owners and admins change them for the whole organisation.
 */
export function mountCampaignSettings(router: Router, ctx: AppContext): void {
  const route = routeMounter(router, accessGuard(ctx));

  route(campaignRoutes.emvSettings, async (_input, _req, res) => {
    res.json({ emv: await cpmValuesOf(ctx, principalOf(res).orgId) });
  });

  route(campaignRoutes.setEmvSettings, async ({ body: { currency, valuesCents } }, req, res) => {
    const principal = principalOf(res);
    const command = { type: 'SetCpmValues' as const, currency, valuesCents, now: ctx.clock().toISOString() };
    await execute(ctx, cpmSettingsDecider, campaignSettingsStream(principal.orgId), command, metadataFor(ctx, req, principal));
    res.json({ emv: await cpmValuesOf(ctx, principal.orgId) });
  });
}
