import { createHash } from 'node:crypto';
import type { Pool } from '../postgres/pool';
import { createRateLimitStore, migrateRateLimitSchema } from './rateLimitStore';

/** A limit on how often one key may be hit: at most `limit` times per window of `windowSeconds`. */
export interface RatePolicy {
  limit: number;
  windowSeconds: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the current window ends (when a refused key is allowed again); 0 when allowed. */
  retryAfterSeconds: number;
}

/** What `paceAndHit` decided. */
export interface PacedHit {
  /** Hits counted in the window before this call. */
  before: number;
  /** Refused by the hold an earlier call left, or by the limit (not counted), or neither. */
  refusedBy: 'hold' | 'limit' | null;
  /** Seconds until the hold or the window in the way ends; 0 when let through. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit of `key`; a refused hit is not counted. */
  hit(key: string, limit: number, windowSeconds: number): Promise<RateDecision>;
  /**
   * In one round trip: lets one call for `key` through unless the hold an earlier one left is still
   * on, and counts it as a hit of `policy` (a hit refused by the limit is not counted). The call let
   * through holds `key` for `holdSeconds[n]`, n being the hits counted in the window before it (the
   * last entry for any more). Concurrent calls never pass the same hold.
   */
  paceAndHit(key: string, policy: RatePolicy, holdSeconds: readonly number[]): Promise<PacedHit>;
  /** Forgets the hits of `key` in every window, and its hold. */
  reset(key: string): Promise<void>;
  /** Deletes the counters of windows and the holds that are over; `hit` and `paceAndHit` also do it every few minutes. */
  prune(): Promise<number>;
}

export interface RateLimiterOptions {
  pool: Pool;
  clock: () => Date;
  /** How often (by `clock`) a hit also deletes the windows that are over. */
  pruneEveryMs?: number;
}

const DEFAULT_PRUNE_EVERY_MS = 10 * 60 * 1000;

/** Keys hold emails and addresses: the table keeps only their digests. */
function storedKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

function assertPolicy(limit: number, windowSeconds: number): void {
  if (!Number.isSafeInteger(limit) || limit < 1) throw new Error(`rate limit: limit must be a positive integer, got ${limit}`);
  if (!Number.isSafeInteger(windowSeconds) || windowSeconds < 1) {
    throw new Error(`rate limit: windowSeconds must be a positive integer, got ${windowSeconds}`);
  }
}

/** The fixed window of `windowSeconds` that `nowMs` falls in, and the whole seconds from `nowMs` to a time. */
function windowAt(nowMs: number, windowSeconds: number) {
  const windowMs = windowSeconds * 1000;
  const startMs = Math.floor(nowMs / windowMs) * windowMs;
  return {
    start: new Date(startMs),
    end: new Date(startMs + windowMs),
    secondsUntil: (ms: number) => Math.max(1, Math.ceil((ms - nowMs) / 1000)),
  };
}

/**
 * Fixed windows aligned to multiples of `windowSeconds` since the epoch, counted in PostgreSQL so
 * that every process of Scout shares them and a restart keeps them.
 */
export async function createRateLimiter(options: RateLimiterOptions): Promise<RateLimiter> {
  await migrateRateLimitSchema(options.pool);
  const store = createRateLimitStore(options.pool);
  const pruneEveryMs = options.pruneEveryMs ?? DEFAULT_PRUNE_EVERY_MS;
  let lastPruneMs = Number.NEGATIVE_INFINITY;

  const prune = async () => {
    const now = options.clock();
    lastPruneMs = now.getTime();
    return store.prune(now);
  };
  const pruneWhenDue = async (nowMs: number) => {
    if (nowMs - lastPruneMs >= pruneEveryMs) await prune();
  };

  return {
    async hit(key, limit, windowSeconds) {
      assertPolicy(limit, windowSeconds);
      const now = options.clock();
      const nowMs = now.getTime();
      await pruneWhenDue(nowMs);
      const window = windowAt(nowMs, windowSeconds);
      const count = await store.increment(storedKey(key), window.start, window.end, limit);
      if (count !== null) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: window.secondsUntil(window.end.getTime()) };
    },
    async paceAndHit(key, policy, holdSeconds) {
      assertPolicy(policy.limit, policy.windowSeconds);
      if (holdSeconds.length === 0 || !holdSeconds.every((hold) => Number.isSafeInteger(hold) && hold >= 0))
        throw new Error(`rate limit: holdSeconds must be whole seconds, 0 or more, got ${holdSeconds.join(', ')}`);
      const now = options.clock();
      await pruneWhenDue(now.getTime());
      const window = windowAt(now.getTime(), policy.windowSeconds);
      const decided = await store.paceAndHit(
        storedKey(key),
        { start: window.start, expiresAt: window.end, limit: policy.limit },
        holdSeconds,
        now,
      );
      const { before } = decided;
      if (decided.heldUntil !== null)
        return { before, refusedBy: 'hold', retryAfterSeconds: window.secondsUntil(decided.heldUntil.getTime()) };
      if (decided.count === null) return { before, refusedBy: 'limit', retryAfterSeconds: window.secondsUntil(window.end.getTime()) };
      return { before, refusedBy: null, retryAfterSeconds: 0 };
    },
    async reset(key) {
      await store.reset(storedKey(key));
    },
    prune,
  };
}
