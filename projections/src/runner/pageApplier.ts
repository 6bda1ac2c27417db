import type { Position, RecordedEvent } from '@scout/platform/eventstore/port';
import type { CollectionSpec, PageWriter, ReadStore } from '@scout/platform/readstore/port';
import { applyEvents } from './applyEvents';
import { CheckpointMovedError, describeError, isTransient, retryDelayMs, type RetryPolicy } from './failures';
import type { DocumentProjection } from './projection';

export interface RunnerLogger {
  info(obj: object, msg?: string): void;
  warn?(obj: object, msg?: string): void;
  debug?(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** Where a page goes: a projection's live collection and checkpoint, or a rebuild's staging copy. */
export interface PageTarget {
  projection: DocumentProjection;
  spec: CollectionSpec;
  /** Name of the checkpoint, and of the projection in parked events. */
  checkpoint: string;
}

export interface ApplierHooks {
  policy: RetryPolicy;
  logger: RunnerLogger;
  /** Waits, ending early when the caller stops. */
  sleep(ms: number): Promise<void>;
  stopped(): boolean;
  /** Told of each failure (for status), and of recovery with null. */
  /** `cause`: the error itself, to tell the database's state (isTransient) from the event's. */
  onFailure(error: string | null, retrying: boolean, cause?: unknown): void;
}

export interface PageOutcome {
  applied: number;
  parked: number;
}

/**
 * Applies pages of one projection, each stored together with its checkpoint (ReadStore.applyPage),
 * only while the stored checkpoint is the one this applier wrote last: otherwise another process
 * moved it (a rebuild's swap) and CheckpointMovedError tells the caller to read again from there.
 * A page that fails is applied event by event; an event that keeps failing is retried with
 * backoff, then parked with its error, and the projection goes on. Database outages are waited
 * out, never parked.
 */
export class PageApplier {
  constructor(
    private readonly readStore: ReadStore,
    private readonly target: PageTarget,
    private readonly hooks: ApplierHooks,
  ) {}

  /** Stores `through` as the checkpoint with what `write` does, if the checkpoint is still `expected`. */
  async commit(expected: Position | null, through: Position | null, write: (page: PageWriter) => Promise<number>): Promise<number> {
    return this.readStore.applyPage({ name: this.target.checkpoint, expected, through }, write);
  }

  /** Applies `events` and stores `through`; answers what was applied and parked. Throws CheckpointMovedError. */
  async apply(events: readonly RecordedEvent[], expected: Position | null, through: Position | null): Promise<PageOutcome> {
    for (;;) {
      try {
        const applied = await this.commit(expected, through, (tx) => applyEvents(tx, this.target.projection, events, this.target.spec));
        this.hooks.onFailure(null, false);
        return { applied, parked: 0 };
      } catch (error) {
        if (error instanceof CheckpointMovedError || this.hooks.stopped()) throw error;
        if (isTransient(error)) {
          await this.waitOut(error, 1);
          continue;
        }
        if (events.length === 1) return this.applyOneByOne(events, expected, through);
        this.hooks.logger.warn?.(
          { projection: this.target.checkpoint, err: describeError(error) },
          'a page failed; applying it event by event',
        );
        return this.applyOneByOne(events, expected, through);
      }
    }
  }

  private async waitOut(error: unknown, attempt: number): Promise<void> {
    this.hooks.onFailure(describeError(error), true, error);
    await this.hooks.sleep(retryDelayMs(this.hooks.policy, attempt));
  }

  private async applyOneByOne(events: readonly RecordedEvent[], expected: Position | null, through: Position | null): Promise<PageOutcome> {
    let stored = expected;
    const outcome: PageOutcome = { applied: 0, parked: 0 };
    for (const [n, event] of events.entries()) {
      const last = n === events.length - 1;
      const position = last ? through : event.position;
      const done = await this.applyOne(event, stored, position);
      outcome.applied += done === 'applied' ? 1 : 0;
      outcome.parked += done === 'parked' ? 1 : 0;
      stored = position;
    }
    return outcome;
  }

  private async applyOne(event: RecordedEvent, expected: Position | null, through: Position | null): Promise<'applied' | 'parked'> {
    let failures = 0;
    let transientWaits = 0;
    for (;;) {
      if (this.hooks.stopped()) throw new Error('stopped');
      try {
        await this.commit(expected, through, (tx) => applyEvents(tx, this.target.projection, [event], this.target.spec));
        this.hooks.onFailure(null, false);
        return 'applied';
      } catch (error) {
        if (error instanceof CheckpointMovedError) throw error;
        if (isTransient(error)) {
          transientWaits += 1;
          await this.waitOut(error, transientWaits);
          continue;
        }
        failures += 1;
        if (failures < this.hooks.policy.attempts) {
          await this.waitOut(error, failures);
          continue;
        }
        if (await this.park(event, error, failures, expected, through)) return 'parked';
      }
    }
  }

  /** Sets the event aside with its error and moves past it; false when even that failed (retry). */
  private async park(
    event: RecordedEvent,
    error: unknown,
    attempts: number,
    expected: Position | null,
    through: Position | null,
  ): Promise<boolean> {
    const reason = describeError(error);
    try {
      await this.commit(expected, through, async (tx) => {
        await tx.parkEvent({
          projection: this.target.checkpoint,
          eventId: event.id,
          streamId: event.streamId,
          revision: event.revision,
          position: event.position,
          type: event.type,
          error: reason,
          attempts,
          parkedAt: new Date().toISOString(),
        });
        return 0;
      });
    } catch (parkError) {
      if (parkError instanceof CheckpointMovedError) throw parkError;
      await this.waitOut(parkError, attempts);
      return false;
    }
    this.hooks.logger.error(
      {
        projection: this.target.checkpoint,
        eventId: event.id,
        type: event.type,
        streamId: event.streamId,
        position: event.position,
        err: reason,
      },
      'parked an event the projection cannot apply; the projection goes on',
    );
    this.hooks.onFailure(reason, false);
    return true;
  }
}
