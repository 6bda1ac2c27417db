import type { Router } from 'express';
import { integrationRoutes } from '@scout/contracts/integrations/routes';
import { integrationsStream } from '@scout/contracts/platform/streams';
import { metadataFor, principalOf } from '../../accounts/principal';
import { accessGuard } from '../../accounts/routeAccess';
import { assertPlanFeature } from '../../billing/planLimits';
import { execute, type AppContext } from '../../runtime/context';
import { NotFoundError } from '@scout/platform/errors';
import { routeMounter } from '@scout/platform/http/route';
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
  const route = routeMounter(router, accessGuard(ctx));

  route(integrationRoutes.connectBitly, async ({ body: { code } }, req, res) => {
    const principal = principalOf(res);
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

  route(integrationRoutes.bitly, async (_input, _req, res) => {
    res.json(bitlyConnectionView(ctx, await loadBitlyConnection(ctx, principalOf(res).orgId)));
  });

  route(integrationRoutes.disconnectBitly, async (_input, req, res) => {
    const principal = principalOf(res);
    const { state } = await execute(
      ctx,
      bitlyDecider,
      integrationsStream(principal.orgId),
      { type: 'DisconnectBitly', now: ctx.clock().toISOString() },
      metadataFor(ctx, req, principal),
    );
    res.json(bitlyConnectionView(ctx, state));
  });
}
