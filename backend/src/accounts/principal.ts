import type { NextFunction, Request, Response } from 'express';
import type { EventMetadata } from '@scout/contracts/platform/events';
import { apiKeysCollection, type ApiKeyDoc } from '@scout/projections/accounts/apiKeys';
import { sessionsCollection, type SessionDoc } from '@scout/projections/accounts/sessions';
import { usersCollection, type UserDoc } from '@scout/projections/accounts/users';
import type { AppContext } from '../runtime/context';
import { ForbiddenError, UnauthorizedError } from '@scout/platform/errors';
import { assertAccessNotBlocked } from '../plans/accessBlocking';
import { can, type Actor, type Capability } from './permissions';
import type { Principal } from './principalType';
import { hashToken } from './tokens';

export type { Principal };

const PRINCIPAL = Symbol('principal');
type WithPrincipal = Response & { locals: { [PRINCIPAL]?: Principal } };
type Middleware = (req: Request, res: Response, next: NextFunction) => Promise<void>;

async function sessionPrincipal(ctx: AppContext, token: string): Promise<Principal | null> {
  if (token.length > 200) return null;
  const session = await ctx.readStore.global<SessionDoc>(sessionsCollection).findOne({ tokenHash: hashToken(token) });
  if (!session || session.expiresAt <= ctx.clock().toISOString()) return null;
  const user = await ctx.readStore.global<UserDoc>(usersCollection).get(session.userId);
  if (!user) return null;
  return { userId: user._id, orgId: user.orgId, role: user.role, via: 'session', sessionId: session._id, apiKeyId: null };
}

async function apiKeyPrincipal(ctx: AppContext, key: string): Promise<Principal | null> {
  if (key.length > 200) return null;
  const apiKey = await ctx.readStore.global<ApiKeyDoc>(apiKeysCollection).findOne({ keyHash: hashToken(key) });
  if (!apiKey) return null;
  // A key lives only while its creator is a member of its organisation who may hold keys: removed,
  // gone or demoted, the key stops at once (the team command also revokes it, see teamService).
  const creator = apiKey.createdBy ? await ctx.readStore.global<UserDoc>(usersCollection).get(apiKey.createdBy) : null;
  if (!creator || creator.orgId !== apiKey.orgId || !can(creator.role, 'apiKeys:manage')) return null;
  return { userId: apiKey.createdBy ?? '', orgId: apiKey.orgId, role: 'owner', via: 'apiKey', sessionId: null, apiKeyId: apiKey._id };
}

/** What a blocked organisation (trial over, unpaid) may still do: its own account (me, logout…) and billing. */
export const OPEN_WHEN_BLOCKED: ReadonlySet<Capability> = new Set(['account:self', 'billing:manage']);

/**
 * Resolves the caller: a session (`X-Access-Token`) or an API key (`X-Api-Key`), and lets the
 * request through only when the permission table grants `capability`. No or unknown credentials:
 * 401; known but not allowed: 403; an organisation whose access is blocked: 402 (except OPEN_WHEN_BLOCKED).
 */
export function allow(ctx: AppContext, capability: Capability): Middleware {
  return async (req, res, next) => {
    const token = req.get('x-access-token');
    const key = req.get('x-api-key');
    const principal = token ? await sessionPrincipal(ctx, token) : key ? await apiKeyPrincipal(ctx, key) : null;
    if (!principal) throw new UnauthorizedError();
    if (!can(actorOf(principal), capability)) throw new ForbiddenError();
    if (!OPEN_WHEN_BLOCKED.has(capability)) await assertAccessNotBlocked(ctx, principal.orgId);
    (res as WithPrincipal).locals[PRINCIPAL] = principal;
    next();
  };
}

export const actorOf = (principal: Principal): Actor => (principal.via === 'apiKey' ? 'apiKey' : principal.role);

/** A signed-in user acting on their own account (me, logout, password): sessions only. */
export function requireSession(ctx: AppContext): Middleware {
  return allow(ctx, 'account:self');
}

export function principalOf(res: Response): Principal {
  const principal = (res as WithPrincipal).locals[PRINCIPAL];
  if (!principal) throw new UnauthorizedError();
  return principal;
}

/** Event metadata for a command issued by this request. */
export function metadataFor(ctx: AppContext, req: Request, principal: Principal | null, orgId = principal?.orgId ?? null): EventMetadata {
  return {
    orgId,
    actor: principal
      ? { userId: principal.userId || null, role: actorOf(principal), via: principal.via }
      : { userId: null, role: null, via: 'session' },
    correlationId: String(req.id ?? ''),
    causationId: null,
    occurredAt: ctx.clock().toISOString(),
  };
}
