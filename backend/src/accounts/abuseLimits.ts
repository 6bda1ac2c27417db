import type { AppContext } from '../platform/context';
import { TooManyRequestsError } from '../platform/errors';
import { clientAddress, type AddressedRequest } from '../platform/http/clientAddress';
import type { RatePolicy } from '../platform/http/rateLimit';

const HOUR = 60 * 60;

/** Every abuse limit of the accounts API, documented in the README ("Abuse limits"). */
export const ABUSE_LIMITS = {
  /** Failed logins per account (the lower-cased email, whatever the client address); a successful login clears them. */
  loginFailuresPerAccount: { limit: 100, windowSeconds: HOUR },
  /** Login attempts, failed or not, per client address. */
  loginAttemptsPerAddress: { limit: 300, windowSeconds: HOUR },
  /** Sign-ups per client address. */
  signupsPerAddress: { limit: 20, windowSeconds: HOUR },
  /** Password-reset requests per email, whether or not an account has it. */
  forgotPasswordPerEmail: { limit: 5, windowSeconds: HOUR },
  /** Password-reset requests per client address. */
  forgotPasswordPerAddress: { limit: 50, windowSeconds: HOUR },
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
 * Before any password work: counts the attempt against the client address and, as a failure until
 * `forgiveLoginFailures` says otherwise, against the account. The account's key never depends on
 * the address, so rotating X-Forwarded-For does not escape it; counting before the hash means a
 * blocked account costs no hash and concurrent guesses cannot overshoot the limit.
 */
export async function limitLoginAttempt(ctx: AppContext, req: AddressedRequest, email: string): Promise<void> {
  await enforce(ctx, 'loginAttemptsPerAddress', addressOf(ctx, req));
  await enforce(ctx, 'loginFailuresPerAccount', accountOf(email));
}

/** After a successful login: the account's failure count starts again from zero. */
export async function forgiveLoginFailures(ctx: AppContext, email: string): Promise<void> {
  await ctx.rateLimiter.reset(`loginFailuresPerAccount:${accountOf(email)}`);
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
