import { randomBytes } from 'node:crypto';
import type { Router } from 'express';
import { apiKeysCollection, type ApiKeyDoc } from '@scout/projections/accounts/apiKeys';
import { execute, type AppContext } from '../runtime/context';
import { newId } from '@scout/platform/ids';
import { apiKeyDecider } from './apiKey';
import { allow, metadataFor, principalOf } from './principal';
import { hashToken } from './tokens';
import { apiKeysStream } from '@scout/contracts/platform/streams';

const KEY_PREFIX = 'sk_scout_';

const view = (doc: ApiKeyDoc) => ({ keyId: doc._id, prefix: doc.prefix, createdAt: doc.createdAt, createdBy: doc.createdBy });

/** `POST`, `GET`, `DELETE /customer/account/api-key`: one key per organisation, shown once, stored as a hash. */
export function mountApiKeys(router: Router, ctx: AppContext): void {
  const manage = allow(ctx, 'apiKeys:manage');
  const keys = ctx.readStore.global<ApiKeyDoc>(apiKeysCollection);

  router.post('/customer/account/api-key', manage, async (req, res) => {
    const principal = principalOf(res);
    const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    const command = { type: 'CreateApiKey' as const, keyId: newId(), prefix: key.slice(0, KEY_PREFIX.length + 4), keyHash: hashToken(key), now: ctx.clock().toISOString() };
    const metadata = metadataFor(ctx, req, principal);
    await execute(ctx, apiKeyDecider, apiKeysStream(principal.orgId), command, metadata);
    // Answered from the command, not the read model: a DELETE racing this POST may already have revoked the key.
    const created = { keyId: command.keyId, prefix: command.prefix, createdAt: command.now, createdBy: metadata.actor.userId };
    res.status(201).json({ apiKey: { ...created, key } });
  });

  router.get('/customer/account/api-key', manage, async (_req, res) => {
    const doc = await keys.findOne({ orgId: principalOf(res).orgId });
    res.json({ apiKey: doc ? view(doc) : null });
  });

  router.delete('/customer/account/api-key', manage, async (req, res) => {
    const principal = principalOf(res);
    await execute(ctx, apiKeyDecider, apiKeysStream(principal.orgId), { type: 'RevokeApiKey', now: ctx.clock().toISOString() }, metadataFor(ctx, req, principal));
    res.json({ revoked: true });
  });
}
