import type { EventStore, Position } from '@scout/platform/eventstore/port';
import type { DatabaseOutage } from '@scout/platform/postgres/databaseUnavailable';
import type { ReadStore } from '@scout/platform/readstore/port';
import { defaultRetryPolicy, type RetryPolicy } from './failures';
import { LeaseKeeper, type LeaseOptions } from './leaseKeeper';
import { Limiter } from '@scout/platform/limiter';
import { SharedReads } from './sharedReads';
import type { RunnerLogger } from './pageApplier';
import type { DocumentProjection } from './projection';
import { ProjectionWorker, type WorkerState } from './worker';

export type { RunnerLogger } from './pageApplier';
export { applyEvents } from './applyEvents';
export { rebuildProjection, replayParked } from './operations';

export interface ProjectionStatus {
  name: string;
  checkpoint: string | null;
  /** `standby`: another process holds the projection's lease (SCOUT_ROLE=projections). */
  state: WorkerState | 'standby';
  /** Events of its types after its checkpoint, counted up to LAG_COUNT_CAP. */
  lag: number;
  behind: boolean;
  parked: number;
  lastError: string | null;
  eventsPerSecond: number;
  appliedTotal: number;
}

export const LAG_COUNT_CAP = 100_000;
/** A live projection this many events behind is reported as behind all the same. */
const BEHIND_LAG = 1000;
/** Page of the shared read that moves idle projections past a waited-for position. */
const SCAN_PAGE = 2000;

export interface RunnerOptions {
  batchSize?: number;
  pollIntervalMs?: number;
  gatherMs?: number;
  /** How many projections apply a page at once (the database and this process share the cores). */
  concurrency?: number;
  retry?: RetryPolicy;
  /**
   * Run each projection only while this process holds its lease (several projections processes:
   * one active per projection, the others standing by). Unset: every projection runs here.
   */
  leases?: LeaseOptions;
  /** Told the projection's name each time it stores a page that changed documents, before waiters are told. */
  onApplied?: (projection: string) => void;
}

export interface WaitOptions {
  /**
   * Read-your-writes: only the events this process appended up to the position. A projection that
   * handles none of the types this process appended after its checkpoint has nothing of them to
   * apply and counts as passed, without reading.
   */
  ownWrites?: boolean;
  /** Read-your-writes: don't wait for a projection that is retrying or working through a long backlog. */
  skipTroubled?: boolean;
  /**
   * Read-your-writes: only the projections writing these collections (what the answer reads), which
   * apply their pages before the others' meanwhile. Unset: every projection.
   */
  collections?: readonly string[];
}

interface Waiter {
  position: Position;
  ownWrites: boolean;
  skipTroubled: boolean;
  collections: ReadonlySet<string> | null;
  resolve: (reached: boolean) => void;
  timer: NodeJS.Timeout;
}

/**
 * Keeps every projection caught up, each on its own (ProjectionWorker): one projection's failure,
 * parked events or slowness never hold another back. Appends of this process wake the projections
 * that handle the appended types; other processes' appends wake all of them.
 */
export class ProjectionRunner {
  /** The projections running in this process: all of them, or those whose lease it holds. */
  private readonly running = new Map<string, ProjectionWorker>();
  private readonly makeWorker: (projection: DocumentProjection) => ProjectionWorker;
  private waiters: Waiter[] = [];
  private unwatch: (() => void) | undefined;
  private scanning: Promise<void> | undefined;
  private rescanTimer: NodeJS.Timeout | undefined;
  /** With leases: what decides which projections run here. */
  private readonly keeper: LeaseKeeper | undefined;

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    private readonly projections: readonly DocumentProjection[],
    private readonly logger: RunnerLogger,
    options: RunnerOptions = {},
  ) {
    const limiter = new Limiter(options.concurrency ?? 2);
    const reads = new SharedReads(eventStore, options.batchSize ?? 1000);
    this.makeWorker = (projection) =>
      new ProjectionWorker(readStore, projection, {
        pollIntervalMs: options.pollIntervalMs ?? 1000,
        gatherMs: options.gatherMs ?? 3,
        limiter,
        reads,
        policy: options.retry ?? defaultRetryPolicy,
        logger,
        onAdvance: () => this.settleWaiters(),
        urgent: (worker) => this.waiters.some((waiter) => waiter.collections?.has(worker.projection.collection.name)),
        ...(options.onApplied ? { onApplied: options.onApplied } : {}),
      });
    this.keeper = options.leases
      ? new LeaseKeeper(
          options.leases,
          projections,
          {
            running: () => new Set(this.running.keys()),
            start: (projection) => this.startWorker(projection),
            stop: (name) => this.stopWorker(name),
          },
          logger,
        )
      : undefined;
  }

  private get workers(): ProjectionWorker[] {
    return [...this.running.values()];
  }

  /** Starts every projection (with leases: those it can take); never waits for them to catch up. */
  async start(): Promise<void> {
    this.unwatch = this.eventStore.watch((appended) => {
      for (const worker of this.running.values()) worker.wake(appended);
    });
    if (this.keeper) return this.keeper.start();
    await Promise.all(this.projections.map((projection) => this.startWorker(projection)));
  }

  private async startWorker(projection: DocumentProjection): Promise<void> {
    const worker = this.makeWorker(projection);
    this.running.set(projection.name, worker);
    await worker.start();
  }

  private async stopWorker(name: string): Promise<void> {
    const worker = this.running.get(name);
    if (!worker) return;
    this.running.delete(name);
    await worker.stop();
  }

  private reached(waiter: Pick<Waiter, 'position' | 'ownWrites' | 'skipTroubled' | 'collections'>): boolean {
    return this.workers.every(
      (worker) =>
        (waiter.collections !== null && !waiter.collections.has(worker.projection.collection.name)) ||
        (waiter.skipTroubled && !worker.waitable) ||
        worker.passed(waiter.position, waiter.ownWrites),
    );
  }

  /** Waiters that need the shared scan: those for every event, not only this process's. */
  private scanned(): Waiter[] {
    return this.waiters.filter((waiter) => !waiter.ownWrites);
  }

  private settleWaiters(): void {
    if (this.waiters.length === 0) return;
    this.waiters = this.waiters.filter((waiter) => {
      if (!this.reached(waiter)) return true;
      clearTimeout(waiter.timer);
      waiter.resolve(true);
      return false;
    });
  }

  /**
   * Resolves true once every projection has passed `position` (see `options`), false after
   * `timeoutMs`. A parked event counts as passed.
   */
  waitFor(position: Position, timeoutMs: number, options: WaitOptions = {}): Promise<boolean> {
    const ownWrites = options.ownWrites ?? false;
    const skipTroubled = options.skipTroubled ?? false;
    const collections = options.collections ? new Set(options.collections) : null;
    if (this.reached({ position, ownWrites, skipTroubled, collections })) return Promise.resolve(true);
    const promise = new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        position,
        ownWrites,
        skipTroubled,
        collections,
        resolve,
        timer: setTimeout(() => {
          this.waiters = this.waiters.filter((w) => w !== waiter);
          resolve(false);
        }, timeoutMs),
      };
      this.waiters.push(waiter);
    });
    // Own writes need no scan: a projection with some of them to apply was woken by their append.
    if (!ownWrites) this.demandScan();
    return promise;
  }

  /**
   * Projections nothing woke may still have events of other processes to apply, and must move
   * past the position for `waitFor` of every event. One shared read over all types moves every
   * such projection at once, and wakes a projection only when the read shows events of its own.
   */
  private demandScan(): void {
    // A scan under way looks again when it ends while someone waits.
    if (this.scanning) return;
    this.scanning = this.scan()
      .catch((error: unknown) => this.logger.error({ err: String(error) }, 'scanning for waiters failed'))
      .finally(() => {
        this.scanning = undefined;
        // Positions become readable once older transactions end: look again shortly while someone waits.
        if (this.scanned().length > 0) this.rescanTimer = setTimeout(() => this.demandScan(), 2);
      });
  }

  private async scan(): Promise<void> {
    const target = this.scanned().reduce<Position | null>((max, w) => (max === null || w.position > max ? w.position : max), null);
    if (target === null) return;
    let lagging = this.workers.filter((worker) => worker.position === null || worker.position < target);
    let after = lagging.reduce<Position | null | undefined>(
      (min, worker) => (min === undefined || worker.position === null || (min !== null && worker.position < min) ? worker.position : min),
      undefined,
    );
    while (lagging.length > 0 && after !== undefined) {
      const page = await this.eventStore.readFiltered({ after, limit: SCAN_PAGE });
      lagging = lagging.filter((worker) => {
        const own = page.events.some(
          (event) => worker.types.has(event.type) && (worker.position === null || event.position > worker.position),
        );
        if (own) worker.wake(null);
        else worker.observe(page.through);
        return !own && page.events.length === SCAN_PAGE;
      });
      if (page.events.length < SCAN_PAGE || page.through === after) break;
      after = page.through;
    }
    this.settleWaiters();
  }

  async status(): Promise<ProjectionStatus[]> {
    const parked = await this.readStore.parkedCounts();
    return Promise.all(
      this.projections.map(async (projection) => {
        const worker = this.running.get(projection.name);
        const types = [...projection.handles];
        if (!worker) {
          // Held by another process: what the store says of it.
          const checkpoint = await this.readStore.getCheckpoint(projection.name);
          return {
            name: projection.name,
            checkpoint,
            state: 'standby' as const,
            lag: await this.eventStore.countAfter({ after: checkpoint, types, max: LAG_COUNT_CAP }),
            behind: false,
            parked: parked[projection.name] ?? 0,
            lastError: null,
            eventsPerSecond: 0,
            appliedTotal: 0,
          };
        }
        const lag = await this.eventStore.countAfter({ after: worker.position, types, max: LAG_COUNT_CAP });
        const state = worker.state();
        return {
          name: worker.name,
          checkpoint: worker.position,
          state,
          lag,
          behind: state === 'catching-up' || state === 'retrying' || lag >= BEHIND_LAG,
          parked: parked[worker.name] ?? 0,
          lastError: worker.error,
          eventsPerSecond: worker.eventsPerSecond(),
          appliedTotal: worker.appliedTotal,
        };
      }),
    );
  }

  /** An outage of the database that holds one of the projections now (its read model takes no change), or null. */
  heldBy(): DatabaseOutage | null {
    return this.workers.map((worker) => worker.heldBy).find((outage) => outage !== null) ?? null;
  }

  /** The projections this process runs now (with leases: those whose lease it holds). */
  runningNames(): string[] {
    return [...this.running.keys()];
  }

  async stop(): Promise<void> {
    await this.keeper?.stopTending();
    clearTimeout(this.rescanTimer);
    this.unwatch?.();
    this.unwatch = undefined;
    const names = [...this.running.keys()];
    await Promise.all(names.map((name) => this.stopWorker(name)));
    // Given up at once, so a standby takes over without waiting for the leases to run out.
    await this.keeper?.releaseAll(names);
    for (const waiter of this.waiters.splice(0)) {
      clearTimeout(waiter.timer);
      waiter.resolve(false);
    }
    await this.scanning;
    clearTimeout(this.rescanTimer);
  }
}
