import type { Request } from 'express';
import {
  EMAIL_VERIFICATION_TTL_SECONDS,
  PASSWORD_RESET_TTL_SECONDS,
  type ChangePasswordRequest,
  type EmailVerificationStatus,
} from '@scout/contracts/accounts';
import { usersCollection, type UserDoc } from '@scout/projections/accounts/users';
import { userTokensCollection, type TokenPurpose, type UserTokenDoc } from '@scout/projections/accounts/userTokens';
import { execute, type AppContext } from '../runtime/context';
import { UnauthorizedError, ValidationError } from '@scout/platform/errors';
import { limitOrganizationMail } from './abuseLimits';
import { passwordResetMail, verificationMail } from './credentialMails';
import { assertUsable } from './linkTokens';
import { hashPassword, verifyPassword } from './passwords';
import { metadataFor, type Principal } from './principal';
import { userStream } from './service';
import { hashToken, newToken } from './tokens';
import { userDecider } from './user';

const users = (ctx: AppContext) => ctx.readStore.global<UserDoc>(usersCollection);

async function existingUser(ctx: AppContext, userId: string): Promise<UserDoc> {
  const user = await users(ctx).get(userId);
  if (!user) throw new UnauthorizedError();
  return user;
}

/** The user themself, as the author of events they cause through a mailed link. */
const asUser = (user: UserDoc): Principal => ({ userId: user._id, orgId: user.orgId, role: user.role, via: 'session', sessionId: null });

/** Links point at `PUBLIC_URL`, never at the Host the request came with. */
const linkTo = (ctx: AppContext, page: string, token: string) => `${ctx.config.PUBLIC_URL.replace(/\/+$/, '')}/${page}?token=${token}`;

function issueToken(ctx: AppContext, ttlSeconds: number) {
  const token = newToken();
  const now = ctx.clock();
  return {
    token,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000).toISOString(),
    now: now.toISOString(),
  };
}

/** The user a mailed token belongs to; throws the link's problem (unknown, used, expired). */
async function tokenOwner(
  ctx: AppContext,
  token: string,
  purpose: TokenPurpose,
): Promise<{ user: UserDoc; tokenHash: string; now: string }> {
  const tokenHash = hashToken(token);
  const now = ctx.clock().toISOString();
  const doc = await ctx.readStore.global<UserTokenDoc>(userTokensCollection).findOne({ tokenHash });
  const issued = doc?.purpose === purpose ? doc : null;
  assertUsable(issued, tokenHash, now);
  const user = await existingUser(ctx, issued.userId);
  return { user, tokenHash, now };
}

export async function sendEmailVerification(ctx: AppContext, req: Request, userId: string): Promise<void> {
  const user = await existingUser(ctx, userId);
  await limitOrganizationMail(ctx, user.orgId);
  const { token, ...issued } = issueToken(ctx, EMAIL_VERIFICATION_TTL_SECONDS);
  await execute(ctx, userDecider, userStream(userId), { type: 'RequestEmailVerification', ...issued }, metadataFor(ctx, req, asUser(user)));
  await ctx.mailer.send(verificationMail(user.email, user.fullName, linkTo(ctx, 'verify-email', token)));
}

/** After sign-up a mail that cannot go out must not fail the sign-up: the user can ask again. */
export async function sendEmailVerificationAfterSignUp(ctx: AppContext, req: Request, userId: string): Promise<void> {
  try {
    await sendEmailVerification(ctx, req, userId);
  } catch (err) {
    ctx.logger.warn({ err, userId }, 'the verification mail after sign-up failed');
  }
}

export async function verifyEmail(ctx: AppContext, req: Request, token: string): Promise<void> {
  const { user, tokenHash, now } = await tokenOwner(ctx, token, 'verifyEmail');
  await execute(ctx, userDecider, userStream(user._id), { type: 'VerifyEmail', tokenHash, now }, metadataFor(ctx, req, asUser(user)));
}

export async function emailVerificationStatus(ctx: AppContext, userId: string): Promise<EmailVerificationStatus> {
  return (await existingUser(ctx, userId)).emailVerified ? 'verified' : 'unverified';
}

/**
 * Answers at once, the same way whether or not the email has an account: recording the request
 * and sending the mail happen after the answer, so its timing tells nothing either.
 */
export async function requestPasswordReset(ctx: AppContext, req: Request, email: string): Promise<void> {
  const user = await users(ctx).findOne({ email });
  const { token, ...issued } = issueToken(ctx, PASSWORD_RESET_TTL_SECONDS);
  if (!user) return;
  const deliver = async () => {
    await execute(ctx, userDecider, userStream(user._id), { type: 'RequestPasswordReset', ...issued }, metadataFor(ctx, req, asUser(user)));
    await ctx.mailer.send(passwordResetMail(user.email, user.fullName, linkTo(ctx, 'reset-password', token)));
  };
  deliver().catch((err: unknown) => ctx.logger.error({ err, userId: user._id }, 'the password reset mail failed'));
}

export async function checkPasswordResetToken(ctx: AppContext, token: string): Promise<void> {
  await tokenOwner(ctx, token, 'resetPassword');
}

/** Sets the new password, spends the token and ends every session of the user. */
export async function resetPassword(ctx: AppContext, req: Request, token: string, password: string): Promise<void> {
  const { user, tokenHash } = await tokenOwner(ctx, token, 'resetPassword');
  const passwordHash = await hashPassword(password);
  const now = ctx.clock().toISOString();
  await execute(
    ctx,
    userDecider,
    userStream(user._id),
    { type: 'ResetPassword', tokenHash, passwordHash, now },
    metadataFor(ctx, req, asUser(user)),
  );
}

/** Needs the current password; every session but the caller's ends. */
export async function changePassword(ctx: AppContext, req: Request, principal: Principal, input: ChangePasswordRequest): Promise<void> {
  const user = await existingUser(ctx, principal.userId);
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
    const message = 'The current password is not correct';
    throw new ValidationError(message, [{ path: 'oldPassword', message }]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await execute(
    ctx,
    userDecider,
    userStream(user._id),
    { type: 'ChangePassword', passwordHash, keepSessionId: principal.sessionId, now: ctx.clock().toISOString() },
    metadataFor(ctx, req, principal),
  );
}
