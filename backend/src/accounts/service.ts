import type { Request } from 'express';
import { SESSION_TTL_SECONDS, type LoginRequest, type SignupRequest, type UserView } from '@scout/contracts/accounts';
import { usersCollection, type UserDoc } from '@scout/projections/accounts/users';
import { execute, type AppContext } from '../runtime/context';
import { handleCommand } from '@scout/platform/commandHandler';
import { UnauthorizedError } from '@scout/platform/errors';
import { trialEndFrom } from '../plans/accessBlocking';
import { organizationPlanAtSignup } from './appSumo';
import { clientCountry } from '@scout/platform/http/clientCountry';
import { newId } from '@scout/platform/ids';
import { forgiveLoginFailures, limitLoginAttempt, limitSignup } from './abuseLimits';
import { organizationDecider } from './organization';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import { metadataFor, type Principal } from './principal';
import { userViewOf } from './queries';
import { emailStream, withReservedEmail } from './reservedEmail';
import { hashToken, newToken } from './tokens';
import { userDecider } from './user';
import { organizationStream, userStream } from '@scout/contracts/platform/streams';

export { organizationStream, userStream };
export { emailStream };

export const DEFAULT_PACKAGE = 'free';

function newSession(ctx: AppContext) {
  const token = newToken();
  const now = ctx.clock();
  return {
    token,
    session: {
      sessionId: newId(),
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000).toISOString(),
      now: now.toISOString(),
    },
  };
}

/**
 * Sign-up always creates an owner and a new organisation. `emailVerified`: the address is proven
 * already (a Google sign-up).
 */
export async function signup(
  ctx: AppContext,
  req: Request,
  input: SignupRequest,
  options: { emailVerified?: boolean } = {},
): Promise<{ token: string; userId: string }> {
  const userId = newId();
  const orgId = newId();
  const now = ctx.clock().toISOString();
  const actor: Principal = { userId, orgId, role: 'owner', via: 'session', sessionId: null };
  const ipCountry = clientCountry(req, ctx.config);
  await limitSignup(ctx, req);
  const passwordHash = await hashPassword(input.password);

  // The email is reserved before anything else is written; a sign-up that fails after it gives it back.
  return withReservedEmail(ctx, { email: input.email, userId, metadata: metadataFor(ctx, req, actor, null) }, async () => {
    // An AppSumo code is redeemed before the organisation exists: a used or unknown code creates nothing.
    const plan = await organizationPlanAtSignup(
      ctx,
      input.invoice_item_uuid,
      { orgId, userId, metadata: metadataFor(ctx, req, actor) },
      {
        package: DEFAULT_PACKAGE,
        trialEndsAt: trialEndFrom(ctx.config, ctx.clock()),
      },
    );
    await handleCommand(
      ctx.eventStore,
      organizationDecider,
      organizationStream(orgId),
      {
        type: 'CreateOrganization',
        data: {
          orgId,
          name: input.orgName ?? `${input.fullName}'s organisation`,
          ownerId: userId,
          ...plan,
          createdAt: now,
          ...(input.jobRole ? { jobRole: input.jobRole } : {}),
          ...(input.phone ? { phone: input.phone } : {}),
          ...(ipCountry ? { ipCountry } : {}),
        },
      },
      metadataFor(ctx, req, actor),
    );
    const { token, session } = newSession(ctx);
    await execute(
      ctx,
      userDecider,
      userStream(userId),
      {
        type: 'RegisterUser',
        data: {
          userId,
          orgId,
          email: input.email,
          fullName: input.fullName,
          role: 'owner',
          passwordHash,
          newsletter: input.newsletter ?? false,
          registeredAt: now,
        },
        session,
        emailVerified: options.emailVerified ?? false,
      },
      metadataFor(ctx, req, actor),
    );
    return { token, userId };
  });
}

/**
 * The same answer, and the same work, whether the email is unknown or the password wrong. Once the
 * password is right, the session starts while the failures are forgiven and the answer's user is
 * read: none of them depends on another, and the answer leaves only once the session is usable.
 */
export async function login(ctx: AppContext, req: Request, input: LoginRequest): Promise<{ token: string; user: UserView }> {
  const found = ctx.readStore.global<UserDoc>(usersCollection).findOne({ email: input.email });
  await limitLoginAttempt(
    ctx,
    req,
    input.email,
    found.then((u) => u?.passwordHash),
  );
  const user = await found;
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), input.password);
  // The guest variant of login (`guest: true`) only lets guests in; without it, guests log in like anyone.
  if (!user || !valid || (input.guest === true && user.role !== 'guest')) throw new UnauthorizedError('Invalid email or password');
  const [{ token }, view] = await Promise.all([
    startSession(ctx, req, user),
    userViewOf(ctx, user),
    forgiveLoginFailures(ctx, input.email, user.passwordHash),
  ]);
  return { token, user: view };
}

/**
 * Opens a new session for a user whose identity is already proven: by the password, or by Google
 * (`google`: only into an account whose email is verified, decided on the user's stream).
 */
export async function startSession(
  ctx: AppContext,
  req: Request,
  user: UserDoc,
  proof: 'password' | 'google' = 'password',
): Promise<{ token: string; userId: string }> {
  const { token, session } = newSession(ctx);
  const actor: Principal = { userId: user._id, orgId: user.orgId, role: user.role, via: 'session', sessionId: session.sessionId };
  const type = proof === 'google' ? 'LogInWithGoogle' : 'LogIn';
  await execute(ctx, userDecider, userStream(user._id), { type, ...session }, metadataFor(ctx, req, actor));
  return { token, userId: user._id };
}

export async function logout(ctx: AppContext, req: Request, principal: Principal): Promise<void> {
  if (!principal.sessionId) return;
  await execute(
    ctx,
    userDecider,
    userStream(principal.userId),
    { type: 'LogOut', sessionId: principal.sessionId, now: ctx.clock().toISOString() },
    metadataFor(ctx, req, principal),
  );
}
