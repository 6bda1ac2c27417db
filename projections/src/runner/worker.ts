import { SubscriptionControl } from '@scout/platform/eventstore/delivery';
import type { Appended, Position } from '@scout/platform/eventstore/port';
import { databaseOutageOf, type DatabaseOutage } from '@scout/platform/postgres/databaseUnavailable';
import type { ReadStore } from '@scout/platform/readstore/port';
import { CheckpointMovedError, describeError, isTransient, retryDelayMs, type RetryPolicy } from './failures';
import type { Limiter } from '@scout/platform/limiter';
import { PageApplier, type RunnerLogger } from './pageApplier';
import type { SharedReads } from './sharedReads';
import type { DocumentProjection } from './projection';

export type WorkerState = 'catching-up' | 'live' | 'retrying' | 'stopped';

export interface WorkerOptions {
  /** Longest wait for new events when nothing woke the worker (appends of other processes without NOTIFY). */
  pollIntervalMs: number;
  /** How long a live worker waits after a wake-up before it reads. */
  gatherMs: number;
  /** Shared by the runner's workers: how many apply a page at once. */
  limiter: Limiter;
  /** Shared by the runner's workers: reads of the same moment go to the store together. */
  reads: SharedReads;
  policy: RetryPolicy;
  logger: RunnerLogger;
  /** Called whenever the worker's checkpoint moved. */
  onAdvance(): void;
  /** A page that changed documents is stored. */
  onApplied?(projection: string): void;
  /** Whether a command waits for this projection now: its pages go before the others'. */
  urgent?(worker: ProjectionWorker): boolean;
}

/** How often a checkpoint moved only by reads (no event of this projection) is stored. */
const idleCheckpointPersistMs = 5000;
/** A page this full says appends come in fast: gather longer, up to MAX_GATHER_MS. */
const BUSY_PAGE = 8;
const MAX_GATHER_MS = 6;
/** How long a projection catching up still makes commands wait for it. */
const BACKLOG_GRACE_MS = 2000;
/** Window over which events/s is measured. */
const rateWindowMs = 10_000;

/**
 * Keeps one projection caught up on its own: its own reads (only the event types it handles, sent
 * together with other projections' reads of the same moment), its own transactions and checkpoint,
 * its own retries. Nothing it does waits for another projection.
 */
export class ProjectionWorker {
  readonly types: ReadonlySet<string>;
  private readonly control = new SubscriptionControl();
  private readonly applier: PageApplier;
  private checkpoint: Position | null = null;
  /** Position of the last event of its types this process appended. */
  private ownAppended: Position | null = null;
  /** The checkpoint as stored; every write checks the stored one still equals it. */
  private persisted: Position | null = null;
  private persistedAt = 0;
  private loop: Promise<void> | undefined;
  private lastError: string | null = null;
  private retrying = false;
  /** Held only because the database did not answer: once a command got through, so will this projection. */
  private waitingForDatabase = false;
  /** What of the database holds it (a full disk, a restart), when the error says so. */
  private outage: DatabaseOutage | null = null;
  private caughtUp = false;
  private gatherMs: number;
  /** When the worker last fell behind (a full page after being caught up), or started. */
  private behindSince = Date.now();
  private running = false;
  private applied = 0;
  private readonly recent: Array<{ at: number; count: number }> = [];

  constructor(
    private readonly readStore: ReadStore,
    readonly projection: DocumentProjection,
    private readonly options: WorkerOptions,
  ) {
    this.types = new Set(projection.handles);
    this.gatherMs = options.gatherMs;
    this.applier = new PageApplier(
      readStore,
      { projection, spec: projection.collection, checkpoint: projection.name },
      {
        policy: options.policy,
        logger: options.logger,
        sleep: (ms) => this.control.sleep(ms),
        stopped: () => this.control.closed,
        // The last error stays for status (with the parked count); `retrying` says whether it still holds the projection.
        onFailure: (error, retrying, cause) => {
          if (error !== null) this.lastError = error;
          this.retrying = retrying;
          this.holdFor(retrying ? cause : undefined);
        },
      },
    );
  }

  get name(): string {
    return this.projection.name;
  }

  get position(): Position | null {
    return this.checkpoint;
  }

  async start(): Promise<void> {
    await this.readStore.ensureCollection(this.projection.collection);
    this.checkpoint = this.persisted = await this.readStore.getCheckpoint(this.projection.name);
    this.persistedAt = Date.now();
    this.running = true;
    this.loop = this.run();
  }

  /**
   * Someone read the store up to `through` and found no event of this projection after its
   * checkpoint: it may move there without reading.
   */
  observe(through: Position | null): void {
    if (through !== null && (this.checkpoint === null || through > this.checkpoint)) this.advance(through, false);
  }

  /** New events may be there: this process's append, or null when unknown. */
  wake(appended: Appended | null): void {
    if (appended === null) {
      this.control.wake();
    } else if (appended.types.some((type) => this.types.has(type))) {
      if (this.ownAppended === null || appended.position > this.ownAppended) this.ownAppended = appended.position;
      this.control.wake();
    }
  }

  /**
   * Whether it applied every event of its types up to `position`; with `ownWrites`, every such
   * event this process appended (it may not have read that far when it has none of them to apply).
   */
  passed(position: Position, ownWrites: boolean): boolean {
    if (this.checkpoint !== null && this.checkpoint >= position) return true;
    return ownWrites && (this.ownAppended === null || (this.checkpoint !== null && this.ownAppended <= this.checkpoint));
  }

  private async run(): Promise<void> {
    let readFailures = 0;
    while (!this.control.closed) {
      // Live, a wake-up comes with each append: waiting a moment gathers concurrent appends into
      // one page, a little longer while pages come in busy.
      if (this.caughtUp && this.gatherMs > 0) await this.control.sleep(this.gatherMs);
      this.control.clearWakeUps();
      let page: Awaited<ReturnType<SharedReads['read']>>;
      try {
        page = await this.options.reads.read(this.checkpoint, this.types, this.caughtUp);
        // The database is back: commands wait for this projection again (read-your-writes).
        if (readFailures > 0) {
          this.retrying = false;
          this.holdFor(undefined);
        }
        readFailures = 0;
      } catch (error) {
        readFailures += 1;
        this.lastError = describeError(error);
        this.retrying = true;
        this.holdFor(error, true);
        // The events listener reconnecting (the database back) wakes it before the delay is over.
        await this.control.waitForWakeUp(retryDelayMs(this.options.policy, readFailures));
        continue;
      }
      const { full } = page;
      this.gatherMs = page.events.length >= BUSY_PAGE ? Math.min(this.gatherMs * 2, MAX_GATHER_MS) : this.options.gatherMs;
      try {
        if (page.events.length > 0)
          await this.options.limiter.run(() => this.applyPage(page.events, page.through), this.options.urgent?.(this) ?? false);
        else await this.moveIdle(page.through);
      } catch (error) {
        if (error instanceof CheckpointMovedError) {
          this.options.logger.info(
            { projection: this.name, position: error.position },
            'checkpoint moved by another process; reading from there',
          );
          this.checkpoint = this.persisted = error.position;
          continue;
        }
        if (this.control.closed) break;
        this.lastError = describeError(error);
        this.retrying = true;
        this.holdFor(error);
        await this.control.sleep(retryDelayMs(this.options.policy, isTransient(error) ? 1 : this.options.policy.attempts));
        continue;
      }
      if (full && this.caughtUp) this.behindSince = Date.now();
      this.caughtUp = !full;
      if (!full) await this.control.waitForWakeUp(this.options.pollIntervalMs);
    }
  }

  /** Records whether `cause` (undefined: nothing holds it) is the database's state; a failed read always is. */
  private holdFor(cause: unknown, read = false): void {
    this.waitingForDatabase = cause !== undefined && (read || isTransient(cause));
    this.outage = this.waitingForDatabase ? databaseOutageOf(cause) : null;
  }

  /** The outage that holds this projection (its writes fail for it), or null. */
  get heldBy(): DatabaseOutage | null {
    return this.outage;
  }

  private async applyPage(events: Parameters<PageApplier['apply']>[0], through: Position | null): Promise<void> {
    const from = this.persisted;
    const outcome = await this.applier.apply(events, from, through);
    // Each stored page moved the checkpoint from where it was read: no two stored pages overlap.
    this.options.logger.debug?.({ projection: this.name, from, through, applied: outcome.applied }, 'page stored');
    this.advance(through, true);
    if (outcome.applied > 0) this.options.onApplied?.(this.name);
    this.applied += outcome.applied;
    this.recent.push({ at: Date.now(), count: outcome.applied });
  }

  /** Reads that found no event of this projection still move its checkpoint; it is stored now and then. */
  private async moveIdle(through: Position | null): Promise<void> {
    if (through === null || through === this.checkpoint) return;
    if (Date.now() - this.persistedAt > idleCheckpointPersistMs) {
      await this.applier.commit(this.persisted, through, async () => 0);
      this.advance(through, true);
    } else {
      this.advance(through, false);
    }
  }

  private advance(through: Position | null, stored: boolean): void {
    if (through !== null && (this.checkpoint === null || through > this.checkpoint)) this.checkpoint = through;
    if (stored) {
      this.persisted = through;
      this.persistedAt = Date.now();
    }
    this.options.onAdvance();
  }

  /**
   * Whether a command should wait for this projection: not while it waits out a failure, nor while
   * it works through a long backlog (after a rebuild, say) — a wait could only time out, and every
   * command would pay for one projection's trouble.
   */
  get waitable(): boolean {
    // A projection held by the database's absence is waited for: a command that got through means the
    // database is back, and its answer would read a read model that has not seen it (a 404 for a
    // write just stored). One held by an event it cannot apply is not: that could last.
    if (!this.running || (this.retrying && !this.waitingForDatabase)) return false;
    return this.caughtUp || Date.now() - this.behindSince < BACKLOG_GRACE_MS;
  }

  state(): WorkerState {
    if (!this.running) return 'stopped';
    if (this.retrying) return 'retrying';
    return this.caughtUp ? 'live' : 'catching-up';
  }

  get error(): string | null {
    return this.lastError;
  }

  get appliedTotal(): number {
    return this.applied;
  }

  eventsPerSecond(): number {
    const since = Date.now() - rateWindowMs;
    while (this.recent.length > 0 && this.recent[0]!.at < since) this.recent.shift();
    return this.recent.reduce((sum, entry) => sum + entry.count, 0) / (rateWindowMs / 1000);
  }

  async stop(): Promise<void> {
    this.control.close();
    await this.loop;
    this.running = false;
  }
}
