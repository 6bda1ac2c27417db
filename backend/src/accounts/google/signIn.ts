import type { Request } from 'express';
import { usersCollection, type UserDoc } from '@scout/projections/accounts/users';
import type { AppContext } from '../../runtime/context';
import { ConflictError } from '@scout/platform/errors';
import { signup, startSession } from '../service';
import { newToken } from '../tokens';
import type { GoogleIdentity } from './identity';

const findByEmail = (ctx: AppContext, email: string) => ctx.readStore.global<UserDoc>(usersCollection).findOne({ email });

/**
 * Signs in the account with Google's verified email, or signs up a new owner with a new
 * organisation named after the user (its email verified: Google proved it). Google users sign in
 * without a password, so the account gets a random one nobody knows (256 bits); they can set their
 * own through forgot-password. An existing account opens only when its email is verified (409
 * otherwise, nothing recorded): someone may have signed up with the address without owning it.
 */
export async function signInWithGoogle(
  ctx: AppContext,
  req: Request,
  identity: GoogleIdentity,
  options: { newsletter?: boolean | undefined } = {},
): Promise<{ token: string; userId: string }> {
  const existing = await findByEmail(ctx, identity.email);
  if (existing) return startSession(ctx, req, existing, 'google');
  try {
    return await signup(
      ctx,
      req,
      {
        email: identity.email,
        password: newToken(),
        fullName: identity.fullName,
        ...(options.newsletter !== undefined ? { newsletter: options.newsletter } : {}),
      },
      { emailVerified: true },
    );
  } catch (error) {
    // A concurrent sign-in with the same email won the sign-up: sign in to the account it made.
    const winner = error instanceof ConflictError ? await findByEmail(ctx, identity.email) : null;
    if (!winner) throw error;
    return startSession(ctx, req, winner, 'google');
  }
}
