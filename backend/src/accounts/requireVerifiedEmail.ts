import type { NextFunction, Request, Response } from 'express';
import { usersCollection, type UserDoc } from '@scout/projections/accounts/users';
import type { AppContext } from '../runtime/context';
import { EmailNotVerifiedError } from '@scout/platform/errors';
import { principalOf, type Principal } from './principal';

/**
 * Actions that need a verified email: 403 EmailNotVerified until the caller verified theirs. An
 * API key acts with the verification of the user who created it.
 */
export async function assertEmailVerified(ctx: AppContext, principal: Principal): Promise<void> {
  const user = principal.userId ? await ctx.readStore.global<UserDoc>(usersCollection).get(principal.userId) : null;
  if (!user?.emailVerified) throw new EmailNotVerifiedError();
}

/** Middleware after `allow(…)`: the same check as `assertEmailVerified`. */
export function requireVerifiedEmail(ctx: AppContext) {
  return async (_req: Request, res: Response, next: NextFunction): Promise<void> => {
    await assertEmailVerified(ctx, principalOf(res));
    next();
  };
}
