import { createHash } from 'node:crypto';
import type { Config } from '@scout/contracts/config';
import { TooManyRequestsError } from '@scout/platform/errors';
import type { RateLimiter } from '@scout/platform/http/rateLimit';

type ThrottleConfig = Pick<
  Config,
  'LOGIN_FAILURES_BEFORE_DELAY' | 'LOGIN_DELAY_MAX_SECONDS' | 'LOGIN_FAILURES_BEFORE_PAUSE' | 'LOGIN_PAUSE_SECONDS'
>;

/** An account's password login waits: the answer is the same for a right and a wrong password. */
export class LoginSlowedError extends TooManyRequestsError {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds);
    this.message = `Too many failed logins to this account, please retry in ${this.retryAfterSeconds} seconds`;
  }
}

/** An account's password login is paused at every address; the reset mail is the way in before it ends. */
export class LoginPausedError extends TooManyRequestsError {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds);
    this.message = `Too many failed logins to this account: logging in with its password is paused for ${Math.ceil(this.retryAfterSeconds / 60)} minutes, or reset your password by mail to log in at once`;
  }
}

/**
 * How long an account's next login waits once `failures` attempts (this one included) failed: nothing
 * up to the delay threshold, then 1 s doubling up to the longest delay, then the whole pause.
 */
export function loginHoldSeconds(config: ThrottleConfig, failures: number): number {
  if (failures >= config.LOGIN_FAILURES_BEFORE_PAUSE) return config.LOGIN_PAUSE_SECONDS;
  if (failures < config.LOGIN_FAILURES_BEFORE_DELAY) return 0;
  return Math.min(2 ** (failures - config.LOGIN_FAILURES_BEFORE_DELAY), config.LOGIN_DELAY_MAX_SECONDS);
}

/**
 * The throttle's key of an account: the lower-cased email and a digest of its current password hash
 * (none for an unknown email), so a new password set from the reset mail starts afresh.
 */
export function accountThrottleKey(email: string, passwordHash: string | undefined): string {
  const generation = passwordHash ? createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16) : '-';
  return `${email.trim().toLowerCase()}|${generation}`;
}

/** The account's failures (a counter) and its hold (a hold) share one key, so one statement forgets both. */
const accountKey = (account: string) => `loginFailuresPerAccount:${account}`;

/**
 * Before any password work, whatever the address: refuses while the account's hold is on, holds it
 * for as long as its next failure calls for, and counts the attempt as a failure until
 * `forgiveAccountFailures` says otherwise (so concurrent guesses cannot overshoot the pause).
 */
export async function throttleAccountLogin(limiter: RateLimiter, config: ThrottleConfig, account: string): Promise<void> {
  const policy = { limit: config.LOGIN_FAILURES_BEFORE_PAUSE, windowSeconds: config.LOGIN_PAUSE_SECONDS };
  // The hold this attempt leaves, by the failures counted before it.
  const holds = Array.from({ length: config.LOGIN_FAILURES_BEFORE_PAUSE }, (_, before) => loginHoldSeconds(config, before + 1));
  const turn = await limiter.paceAndHit(accountKey(account), policy, holds);
  const paused = (seconds: number) => new LoginPausedError(seconds);
  if (turn.refusedBy === 'hold') {
    const pausing = turn.before >= config.LOGIN_FAILURES_BEFORE_PAUSE || turn.retryAfterSeconds > config.LOGIN_DELAY_MAX_SECONDS;
    throw pausing ? paused(turn.retryAfterSeconds) : new LoginSlowedError(turn.retryAfterSeconds);
  }
  if (turn.refusedBy === 'limit') throw paused(Math.max(turn.retryAfterSeconds, config.LOGIN_PAUSE_SECONDS));
}

/** After a successful login: the account's failures and hold are forgotten. */
export async function forgiveAccountFailures(limiter: RateLimiter, account: string): Promise<void> {
  await limiter.reset(accountKey(account));
}
