import type { Router } from 'express';
import { setCpmValuesRequestSchema } from '@scout/contracts/campaigns/settings';
import { campaignSettingsStream } from '@scout/contracts/platform/streams';
import { allow, metadataFor, principalOf } from '../accounts/principal';
import { execute, type AppContext } from '../platform/context';
import { parseBody } from '../platform/http/validate';
import { cpmSettingsDecider } from './cpmSettings';
import { cpmValuesOf } from './queries';

/**
 * The CPM values behind the earned media value (beyond the spec): everyone who reads campaigns
 * sees them; owners and admins change them for the whole organisation.
 */
export function mountCampaignSettings(router: Router, ctx: AppContext): void {
  router.get('/customer/campaign-settings/emv', allow(ctx, 'campaigns:read'), async (_req, res) => {
    res.json({ emv: await cpmValuesOf(ctx, principalOf(res).orgId) });
  });

  router.put('/customer/campaign-settings/emv', allow(ctx, 'organization:manage'), async (req, res) => {
    const principal = principalOf(res);
    const { currency, values } = parseBody(req, setCpmValuesRequestSchema);
    const command = { type: 'SetCpmValues' as const, currency, valuesCents: values, now: ctx.clock().toISOString() };
    await execute(ctx, cpmSettingsDecider, campaignSettingsStream(principal.orgId), command, metadataFor(ctx, req, principal));
    res.json({ emv: await cpmValuesOf(ctx, principal.orgId) });
  });
}
