import type { NextFunction, Request, Response } from 'express';
import type { EventMetadata } from '@scout/contracts/platform/events';
import { sessionsCollection, type SessionDoc } from '@scout/projections/accounts/sessions';
import { usersCollection, type UserDoc } from '@scout/projections/accounts/users';
import type { AppContext } from '../platform/context';
import { UnauthorizedError } from '../platform/errors';
import { hashToken } from './tokens';

export interface Principal {
  userId: string;
  orgId: string;
  role: UserDoc['role'];
  via: 'session' | 'apiKey';
  sessionId: string | null;
}

const PRINCIPAL = Symbol('principal');
type WithPrincipal = Response & { locals: { [PRINCIPAL]?: Principal } };

/** Resolves `X-Access-Token` to the signed-in user; anything else is 401. */
export function requireSession(ctx: AppContext) {
  const sessions = ctx.readStore.global<SessionDoc>(sessionsCollection);
  const users = ctx.readStore.global<UserDoc>(usersCollection);
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const token = req.get('x-access-token');
    if (!token || token.length > 200) throw new UnauthorizedError();
    const session = await sessions.findOne({ tokenHash: hashToken(token) });
    if (!session || session.expiresAt <= ctx.clock().toISOString()) throw new UnauthorizedError();
    const user = await users.get(session.userId);
    if (!user) throw new UnauthorizedError();
    (res as WithPrincipal).locals[PRINCIPAL] = {
      userId: user._id,
      orgId: user.orgId,
      role: user.role,
      via: 'session',
      sessionId: session._id,
    };
    next();
  };
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
      ? { userId: principal.userId, role: principal.role, via: principal.via }
      : { userId: null, role: null, via: 'session' },
    correlationId: String(req.id ?? ''),
    causationId: null,
    occurredAt: ctx.clock().toISOString(),
  };
}
