import type { AppContext } from '../runtime/context';
import { TooManyRequestsError } from '@scout/platform/errors';
import { clientAddress, type AddressedRequest } from '@scout/platform/http/clientAddress';
import type { RatePolicy } from '@scout/platform/http/rateLimit';
import { accountThrottleKey, forgiveAccountFailures, throttleAccountLogin } from './loginThrottle';

const HOUR = 60 * 60;

/** Every abuse limit of the accounts API, documented in docs/security.md ("Abuse limits"). */
export const ABUSE_LIMITS = {
  /** Login attempts, failed or not, per client address. */
  loginAttemptsPerAddress: { limit: 300, windowSeconds: HOUR },
  /** Sign-ups per client address. */
  signupsPerAddress: { limit: 20, windowSeconds: HOUR },
  /** Password-reset requests per email, whether or not an account has it. */
  forgotPasswordPerEmail: { limit: 5, windowSeconds: HOUR },
  /** Password-reset requests per client address. */
  forgotPasswordPerAddress: { limit: 50, windowSeconds: HOUR },
  /** Invitations per organisation, guests included (they take no seat of the plan, but each is a mail). */
  invitationsPerOrganization: { limit: 30, windowSeconds: HOUR },
  /** Mails Scout sends on behalf of an organisation: invitations, verification mails, support tickets and requests. */
  mailsPerOrganization: { limit: 60, windowSeconds: HOUR },
} as const satisfies Record<string, RatePolicy>;

export type AbusePolicyName = keyof typeof ABUSE_LIMITS;

/** Counts one hit of `subject` under `policy`; throws 429 with Retry-After when the window is full. */
async function enforce(ctx: AppContext, policy: AbusePolicyName, subject: string): Promise<void> {
  const { limit, windowSeconds } = ABUSE_LIMITS[policy];
  const decision = await ctx.rateLimiter.hit(`${policy}:${subject}`, limit, windowSeconds);
  if (!decision.allowed) throw new TooManyRequestsError(decision.retryAfterSeconds);
}

const addressOf = (ctx: AppContext, req: AddressedRequest) => clientAddress(req, ctx.config.TRUST_PROXY_HOPS);
const accountOf = (email: string) => email.trim().toLowerCase();

/**
 * Before any password work: counts the attempt against the client address, then throttles the
 * account at every address (`loginThrottle.ts`). Refusals come before the hash, so they cost none
 * and say nothing of the password; unknown emails are limited exactly like known ones. The account's
 * password hash (its throttle key) may still be on its way: it is looked up while the address counts.
 */
export async function limitLoginAttempt(
  ctx: AppContext,
  req: AddressedRequest,
  email: string,
  passwordHash: string | undefined | Promise<string | undefined>,
): Promise<void> {
  const [, hash] = await Promise.all([enforce(ctx, 'loginAttemptsPerAddress', addressOf(ctx, req)), passwordHash]);
  await throttleAccountLogin(ctx.rateLimiter, ctx.config, accountThrottleKey(email, hash));
}

/** After a successful login: the account's failures start again from zero. */
export async function forgiveLoginFailures(ctx: AppContext, email: string, passwordHash: string): Promise<void> {
  await forgiveAccountFailures(ctx.rateLimiter, accountThrottleKey(email, passwordHash));
}

/** Before a sign-up's password hash (per email, the reservation allows one sign-up at all). */
export async function limitSignup(ctx: AppContext, req: AddressedRequest): Promise<void> {
  await enforce(ctx, 'signupsPerAddress', addressOf(ctx, req));
}

/**
 * Before a `forgot-password` request does any work: per client address, then per email. The answer
 * is the same whether or not an account has the email.
 */
export async function limitForgotPassword(ctx: AppContext, req: AddressedRequest, email: string): Promise<void> {
  await enforce(ctx, 'forgotPasswordPerAddress', addressOf(ctx, req));
  await enforce(ctx, 'forgotPasswordPerEmail', accountOf(email));
}

/**
 * Before a mail Scout sends on behalf of an organisation is recorded or sent: 429 when the
 * organisation sent its hour's share, so no team can use Scout to flood inboxes.
 */
export async function limitOrganizationMail(ctx: AppContext, orgId: string): Promise<void> {
  await enforce(ctx, 'mailsPerOrganization', orgId);
}

/** Before an invitation reserves anything: per organisation, then as one of its mails. */
export async function limitInvitation(ctx: AppContext, orgId: string): Promise<void> {
  await enforce(ctx, 'invitationsPerOrganization', orgId);
  await limitOrganizationMail(ctx, orgId);
}
