/** How a projection retries an event it cannot apply before parking it. */
export interface RetryPolicy {
  /** Attempts before the event is parked. */
  attempts: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

export const defaultRetryPolicy: RetryPolicy = { attempts: 5, firstDelayMs: 100, maxDelayMs: 5000 };

export const retryDelayMs = (policy: RetryPolicy, attempt: number): number =>
  Math.min(policy.firstDelayMs * 2 ** Math.max(0, attempt - 1), policy.maxDelayMs);

/** PostgreSQL error classes that say nothing about the event: connection, resources, operator, rollback, locks, system. */
const transientSqlState = /^(08|53|57|40|55P03|58|XX)/;
const transientNodeCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
const transientMessage =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Cannot use a pool after calling end|topology was destroyed|server selection/i;

/**
 * Whether a failure comes from the database's state rather than from the event: those are retried
 * without end (the projection waits), never counted towards parking a valid event.
 */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (transientSqlState.test(code) || transientNodeCodes.has(code))) return true;
  return transientMessage.test(error.message);
}

export { CheckpointMovedError } from '@scout/platform/readstore/port';

export const describeError = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 2000) : String(error).slice(0, 2000);
