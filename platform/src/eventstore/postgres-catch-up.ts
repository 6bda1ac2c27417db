import { deliverUntilAccepted, firstRetryDelayMs, nextRetryDelayMs, reportError, type SubscriptionControl } from './delivery';
import type { EventStore, SubscribeOptions } from './port';

const defaultBatchSize = 500;
/** Catches events whose commit woke nobody: a lost LISTEN connection, an append outside this store. */
const pollIntervalMs = 500;
/**
 * Least time between two reads that were not full. Under load, appends wake a subscription far more
 * often than it can usefully read; waiting a little gathers their events into one batch.
 */
const gatherMs = 1;

/**
 * A catch-up subscription over `readAll`: reads batches until it is caught up, then waits for a
 * wake-up (or the poll interval) and reads again, until `control` closes.
 */
export async function followAll(readAll: EventStore['readAll'], options: SubscribeOptions, control: SubscriptionControl): Promise<void> {
  const batchSize = options.batchSize ?? defaultBatchSize;
  let after = options.from;
  let retryDelayMs = firstRetryDelayMs;
  let lastReadAt = 0;
  while (!control.closed) {
    const sinceLastRead = Date.now() - lastReadAt;
    if (sinceLastRead < gatherMs) await control.sleep(gatherMs - sinceLastRead);
    lastReadAt = Date.now();
    control.clearWakeUps();
    let batch: Awaited<ReturnType<EventStore['readAll']>>;
    try {
      batch = await readAll({ after, limit: batchSize });
      retryDelayMs = firstRetryDelayMs;
    } catch (error) {
      reportError(options, error);
      await control.sleep(retryDelayMs);
      retryDelayMs = nextRetryDelayMs(retryDelayMs);
      continue;
    }
    const last = batch.at(-1);
    if (last) {
      if (!(await deliverUntilAccepted(batch, options, control))) return;
      after = last.position;
    }
    if (batch.length === batchSize) lastReadAt = 0;
    else await control.waitForWakeUp(pollIntervalMs);
  }
}
