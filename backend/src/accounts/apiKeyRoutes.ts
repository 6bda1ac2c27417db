import { randomBytes } from 'node:crypto';
import type { Router } from 'express';
import { apiKeysCollection, type ApiKeyDoc } from '@scout/projections/accounts/apiKeys';
import { execute, type AppContext } from '../runtime/context';
import { newId } from '@scout/platform/ids';
import { apiKeyDecider } from './apiKey';
import { metadataFor, principalOf } from './principal';
import { accessGuard } from './routeAccess';
import { hashToken } from './tokens';
import { apiKeysStream } from '@scout/contracts/platform/streams';
import { accountRoutes } from '@scout/contracts/accounts/routes';
import { routeMounter } from '@scout/platform/http/route';

const KEY_PREFIX = 'sk_scout_';

const view = (doc: ApiKeyDoc) => ({ keyId: doc._id, prefix: doc.prefix, createdAt: doc.createdAt, createdBy: doc.createdBy });

/** `POST`, `GET`, `DELETE /customer/account/api-key`: one key per organisation, shown once, stored as a hash. */
export function mountApiKeys(router: Router, ctx: AppContext): void {
  const route = routeMounter(router, accessGuard(ctx));
  const keys = ctx.readStore.global<ApiKeyDoc>(apiKeysCollection);

  route(accountRoutes.createApiKey, async (_input, req, res) => {
    const principal = principalOf(res);
    const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    const command = {
      type: 'CreateApiKey' as const,
      keyId: newId(),
      prefix: key.slice(0, KEY_PREFIX.length + 4),
      keyHash: hashToken(key),
      now: ctx.clock().toISOString(),
    };
    const metadata = metadataFor(ctx, req, principal);
    await execute(ctx, apiKeyDecider, apiKeysStream(principal.orgId), command, metadata);
    // Answered from the command, not the read model: a DELETE racing this POST may already have revoked the key.
    const created = { keyId: command.keyId, prefix: command.prefix, createdAt: command.now, createdBy: metadata.actor.userId };
    res.status(201).json({ apiKey: { ...created, key } });
  });

  route(accountRoutes.apiKey, async (_input, _req, res) => {
    const doc = await keys.findOne({ orgId: principalOf(res).orgId });
    res.json({ apiKey: doc ? view(doc) : null });
  });

  route(accountRoutes.revokeApiKey, async (_input, req, res) => {
    const principal = principalOf(res);
    await execute(
      ctx,
      apiKeyDecider,
      apiKeysStream(principal.orgId),
      { type: 'RevokeApiKey', now: ctx.clock().toISOString() },
      metadataFor(ctx, req, principal),
    );
    res.json({ revoked: true });
  });
}
