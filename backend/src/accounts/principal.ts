import type { NextFunction, Request, Response } from 'express';
import type { EventMetadata } from '@scout/contracts/platform/events';
import { apiKeysCollection, type ApiKeyDoc } from '@scout/projections/accounts/apiKeys';
import { sessionsCollection, type SessionDoc } from '@scout/projections/accounts/sessions';
import { usersCollection, type UserDoc } from '@scout/projections/accounts/users';
import type { AppContext } from '../runtime/context';
import { AccessBlockedError, ForbiddenError, UnauthorizedError } from '@scout/platform/errors';
import { isAccessBlocked } from '../plans/accessBlocking';
import { organizationDoc } from '../plans/plans';
import type { ResolvedCaller } from './principalCache';
import { can, type Actor, type Capability } from './permissions';
import type { Principal } from './principalType';
import { hashToken } from './tokens';

export type { Principal };

const PRINCIPAL = Symbol('principal');
type WithPrincipal = Response & { locals: { [PRINCIPAL]?: Principal } };
type Middleware = (req: Request, res: Response, next: NextFunction) => Promise<void>;

async function sessionCaller(ctx: AppContext, tokenHash: string): Promise<ResolvedCaller | null> {
  const session = await ctx.readStore.global<SessionDoc>(sessionsCollection).findOne({ tokenHash });
  if (!session) return null;
  const user = await ctx.readStore.global<UserDoc>(usersCollection).get(session.userId);
  if (!user) return null;
  return {
    principal: { userId: user._id, orgId: user.orgId, role: user.role, via: 'session', sessionId: session._id, apiKeyId: null },
    expiresAt: session.expiresAt,
    access: await accessFieldsOf(ctx, user.orgId),
  };
}

async function apiKeyCaller(ctx: AppContext, keyHash: string): Promise<ResolvedCaller | null> {
  const apiKey = await ctx.readStore.global<ApiKeyDoc>(apiKeysCollection).findOne({ keyHash });
  if (!apiKey) return null;
  // A key lives only while its creator is a member of its organisation who may hold keys: removed,
  // gone or demoted, the key stops at once (the team command also revokes it, see teamService).
  const [creator, access] = await Promise.all([
    apiKey.createdBy ? ctx.readStore.global<UserDoc>(usersCollection).get(apiKey.createdBy) : null,
    accessFieldsOf(ctx, apiKey.orgId),
  ]);
  if (!creator || creator.orgId !== apiKey.orgId || !can(creator.role, 'apiKeys:manage')) return null;
  return {
    principal: { userId: apiKey.createdBy ?? '', orgId: apiKey.orgId, role: 'owner', via: 'apiKey', sessionId: null, apiKeyId: apiKey._id },
    expiresAt: null,
    access,
  };
}

async function accessFieldsOf(ctx: AppContext, orgId: string): Promise<ResolvedCaller['access']> {
  const org = await organizationDoc(ctx, orgId);
  return org ? { package: org.package, trialEndsAt: org.trialEndsAt } : null;
}

/** The caller a credential names (from the process's cache while fresh), or null for an unknown or ended one. */
async function callerOf(ctx: AppContext, kind: 'session' | 'apiKey', credential: string): Promise<ResolvedCaller | null> {
  if (credential.length > 200) return null;
  const hash = hashToken(credential);
  const key = `${kind}:${hash}`;
  const cached = ctx.principals.get(key);
  const caller = cached ?? (await (kind === 'session' ? sessionCaller(ctx, hash) : apiKeyCaller(ctx, hash)));
  if (!caller || (caller.expiresAt !== null && caller.expiresAt <= ctx.clock().toISOString())) return null;
  if (!cached) ctx.principals.set(key, caller);
  return caller;
}

/** The caller's writes whose answer did not wait for every read model: shown before this request reads. */
async function pendingWritesShown(ctx: AppContext, userId: string): Promise<void> {
  const pending = ctx.pendingWrites?.of(userId);
  if (pending === undefined) return;
  await ctx.projections.waitFor(pending, ctx.config.READ_YOUR_WRITES_TIMEOUT_MS, { ownWrites: true, skipTroubled: true });
  ctx.pendingWrites?.shown(userId, pending);
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
    const caller = token ? await callerOf(ctx, 'session', token) : key ? await callerOf(ctx, 'apiKey', key) : null;
    if (!caller) throw new UnauthorizedError();
    const { principal } = caller;
    if (!can(actorOf(principal), capability)) throw new ForbiddenError();
    if (!OPEN_WHEN_BLOCKED.has(capability) && caller.access && isAccessBlocked(ctx.config, caller.access, ctx.clock()))
      throw new AccessBlockedError();
    await pendingWritesShown(ctx, principal.userId);
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
