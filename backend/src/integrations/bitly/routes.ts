import type { Router } from 'express';
import { connectBitlyRequestSchema } from '@scout/contracts/integrations';
import { integrationsStream } from '@scout/contracts/platform/streams';
import { allow, metadataFor, principalOf } from '../../accounts/principal';
import { assertPlanFeature } from '../../billing/planLimits';
import { execute, type AppContext } from '../../runtime/context';
import { NotFoundError } from '@scout/platform/errors';
import { parseBody } from '@scout/platform/http/validate';
import { encryptSecret } from '@scout/platform/secrets/secretBox';
import { secretsKeyOf } from '@scout/platform/secrets/secretsKey';
import { exchangeBitlyCode } from './client';
import { bitlyDecider } from './connection';
import { bitlyAuthorizeUrl, bitlyConnectionView, loadBitlyConnection } from './service';

/**
 * `POST`, `GET`, `DELETE /customer/bitly`: the organisation connects Bitly (OAuth code from the
 * `/bitly/callback/` page, plan feature `bitly`), sees whether it is connected, disconnects it.
 */
export function mountBitly(router: Router, ctx: AppContext): void {
  const manage = allow(ctx, 'organization:manage');
  const read = allow(ctx, 'campaigns:read');

  router.post('/customer/bitly', manage, async (req, res) => {
    const principal = principalOf(res);
    const { code } = parseBody(req, connectBitlyRequestSchema);
    if (!bitlyAuthorizeUrl(ctx)) throw new NotFoundError('Bitly is not set up on this server');
    // Bitly is an integration: the plan needs both (spec section 6 names the two gates).
    await assertPlanFeature(ctx, principal.orgId, 'integrations');
    await assertPlanFeature(ctx, principal.orgId, 'bitly');
    const { accessToken, login } = await exchangeBitlyCode(ctx.config, code);
    const tokenCiphertext = encryptSecret(secretsKeyOf(ctx.config), accessToken);
    const { state } = await execute(
      ctx,
      bitlyDecider,
      integrationsStream(principal.orgId),
      { type: 'ConnectBitly', login, tokenCiphertext, now: ctx.clock().toISOString() },
      metadataFor(ctx, req, principal),
    );
    res.status(201).json(bitlyConnectionView(ctx, state));
  });

  router.get('/customer/bitly', read, async (_req, res) => {
    res.json(bitlyConnectionView(ctx, await loadBitlyConnection(ctx, principalOf(res).orgId)));
  });

  router.delete('/customer/bitly', manage, async (req, res) => {
    const principal = principalOf(res);
    const { state } = await execute(ctx, bitlyDecider, integrationsStream(principal.orgId), { type: 'DisconnectBitly', now: ctx.clock().toISOString() }, metadataFor(ctx, req, principal));
    res.json(bitlyConnectionView(ctx, state));
  });
}
