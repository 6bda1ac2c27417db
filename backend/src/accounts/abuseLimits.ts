import { createHash } from 'node:crypto';
import type { AppContext } from '../runtime/context';
import { TooManyRequestsError } from '@scout/platform/errors';
import { clientAddress, type AddressedRequest } from '@scout/platform/http/clientAddress';
import type { RatePolicy } from '@scout/platform/http/rateLimit';

const HOUR = 60 * 60;

/** Every abuse limit of the accounts API, documented in the README ("Abuse limits"). */
export const ABUSE_LIMITS = {
  /**
   * Failed logins per client address and account (the lower-cased email) together, so a guesser
   * elsewhere cannot lock the owner out; a successful login clears them, a new password (reset by
   * mail) starts every address afresh.
   */
  loginFailuresPerAddressAndAccount: { limit: 20, windowSeconds: HOUR },
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

/** The 429 of a locked (address, account) pair: it says how the owner gets in before the hour is over. */
export class LoginLockedError extends TooManyRequestsError {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds);
    this.message = `Too many failed logins, please retry in ${this.retryAfterSeconds} seconds, or reset your password by mail to log in at once`;
  }
}

/** Counts one hit of `subject` under `policy`; throws 429 with Retry-After when the window is full. */
async function enforce(
  ctx: AppContext,
  policy: AbusePolicyName,
  subject: string,
  refusal: (retryAfterSeconds: number) => TooManyRequestsError = (seconds) => new TooManyRequestsError(seconds),
): Promise<void> {
  const { limit, windowSeconds } = ABUSE_LIMITS[policy];
  const decision = await ctx.rateLimiter.hit(`${policy}:${subject}`, limit, windowSeconds);
  if (!decision.allowed) throw refusal(decision.retryAfterSeconds);
}

const addressOf = (ctx: AppContext, req: AddressedRequest) => clientAddress(req, ctx.config.TRUST_PROXY_HOPS);
const accountOf = (email: string) => email.trim().toLowerCase();

/**
 * The failures key of an address and an account. `passwordHash` (the account's current one, none for
 * an unknown email) makes a new password start a new count at every address: the password reset
 * mailed to the owner is the way out of a lock.
 */
function addressAndAccount(ctx: AppContext, req: AddressedRequest, email: string, passwordHash: string | undefined): string {
  const generation = passwordHash ? createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16) : '-';
  return `${addressOf(ctx, req)}|${accountOf(email)}|${generation}`;
}

/**
 * Before any password work: counts the attempt against the client address and, as a failure until
 * `forgiveLoginFailures` says otherwise, against the (address, account) pair. Failures from other
 * addresses never lock the owner out; counting before the hash means a locked pair costs no hash
 * and concurrent guesses cannot overshoot the limit. Unknown emails are counted like known ones.
 */
export async function limitLoginAttempt(
  ctx: AppContext,
  req: AddressedRequest,
  email: string,
  passwordHash: string | undefined,
): Promise<void> {
  await enforce(ctx, 'loginAttemptsPerAddress', addressOf(ctx, req));
  const pair = addressAndAccount(ctx, req, email, passwordHash);
  await enforce(ctx, 'loginFailuresPerAddressAndAccount', pair, (seconds) => new LoginLockedError(seconds));
}

/** After a successful login: the pair's failure count starts again from zero. */
export async function forgiveLoginFailures(ctx: AppContext, req: AddressedRequest, email: string, passwordHash: string): Promise<void> {
  await ctx.rateLimiter.reset(`loginFailuresPerAddressAndAccount:${addressAndAccount(ctx, req, email, passwordHash)}`);
}

/** Before a sign-up's password hash. */
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
