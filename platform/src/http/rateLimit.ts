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

export interface RateLimiter {
  /** Counts one hit of `key`; a refused hit is not counted. */
  hit(key: string, limit: number, windowSeconds: number): Promise<RateDecision>;
  /** The hits of `key` counted in the current window of `windowSeconds`, without counting one. */
  count(key: string, windowSeconds: number): Promise<number>;
  /**
   * Lets one hit of `key` through unless the hold an earlier one left is still on; the hit let
   * through holds `key` for `holdSeconds` (0: no hold). Concurrent hits never pass the same hold.
   */
  pace(key: string, holdSeconds: number): Promise<RateDecision>;
  /** Forgets the hits of `key` in every window, and its hold. */
  reset(key: string): Promise<void>;
  /** Deletes the counters of windows that are over; `hit` also does it every few minutes. */
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

  return {
    async hit(key, limit, windowSeconds) {
      assertPolicy(limit, windowSeconds);
      const now = options.clock();
      const nowMs = now.getTime();
      if (nowMs - lastPruneMs >= pruneEveryMs) await prune();
      const windowMs = windowSeconds * 1000;
      const windowStartMs = Math.floor(nowMs / windowMs) * windowMs;
      const windowEndMs = windowStartMs + windowMs;
      const count = await store.increment(storedKey(key), new Date(windowStartMs), new Date(windowEndMs), limit);
      if (count !== null) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEndMs - nowMs) / 1000)) };
    },
    async count(key, windowSeconds) {
      assertPolicy(1, windowSeconds);
      const windowMs = windowSeconds * 1000;
      return store.count(storedKey(key), new Date(Math.floor(options.clock().getTime() / windowMs) * windowMs));
    },
    async pace(key, holdSeconds) {
      if (!Number.isFinite(holdSeconds) || holdSeconds < 0)
        throw new Error(`rate limit: holdSeconds must be 0 or more, got ${holdSeconds}`);
      const now = options.clock();
      const heldUntil = await store.claim(storedKey(key), new Date(now.getTime() + holdSeconds * 1000), now);
      if (heldUntil === null) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((heldUntil.getTime() - now.getTime()) / 1000)) };
    },
    async reset(key) {
      await store.reset(storedKey(key));
    },
    prune,
  };
}
