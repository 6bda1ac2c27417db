import { setTimeout as sleep } from 'node:timers/promises';
import { WrongExpectedRevisionError } from './eventstore/port';

/**
 * How a command decides again after another append won the race for its stream's revision: with
 * exponential backoff and full jitter, so writers of one busy stream spread out instead of colliding
 * again, within a number of attempts and a time budget.
 */
export interface ConflictRetry {
  /**
   * Decisions on a freshly read state, at most. Generous: in a burst the first attempts are spent
   * within milliseconds, so the time budget is what ends the retries.
   */
  maxAttempts: number;
  /** The wait before attempt n + 1 is drawn from [0, min(maxDelayMs, baseDelayMs · 2^(n−1))). */
  baseDelayMs: number;
  maxDelayMs: number;
  /** No further attempt once its wait would end later than this after the command began. */
  budgetMs: number;
  sleep: (ms: number) => Promise<unknown>;
  /** In [0, 1). */
  random: () => number;
  /** Milliseconds, monotonic. */
  now: () => number;
}

export const CONFLICT_RETRY: ConflictRetry = {
  maxAttempts: 16,
  baseDelayMs: 5,
  maxDelayMs: 200,
  budgetMs: 3000,
  sleep: (ms) => sleep(ms),
  random: Math.random,
  now: () => performance.now(),
};

/** The wait after failed attempt `attempt` (1-based), full jitter under the capped exponential. */
export function backoffDelay(retry: ConflictRetry, attempt: number): number {
  const ceiling = Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** (attempt - 1));
  return Math.floor(retry.random() * ceiling);
}

/**
 * Runs `attempt` (read, decide, append at the revision read) until it is not refused for a stale
 * revision, waiting {@link backoffDelay} between attempts; past the attempts or the budget the last
 * refusal is thrown. Any other error is thrown at once.
 */
export async function retriedOnConflict<T>(attempt: () => Promise<T>, retry: ConflictRetry = CONFLICT_RETRY): Promise<T> {
  const began = retry.now();
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || n >= retry.maxAttempts) throw error;
      const delay = backoffDelay(retry, n);
      if (retry.now() - began + delay > retry.budgetMs) throw error;
      await retry.sleep(delay);
    }
  }
}
