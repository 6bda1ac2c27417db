import type { EventStore, Position } from '@scout/backend/platform/eventstore/port';
import type { ReadStore } from '@scout/backend/platform/readstore/port';
import { defaultRetryPolicy, type RetryPolicy } from './failures';
import type { RunnerLogger } from './pageApplier';
import type { DocumentProjection } from './projection';
import { ProjectionWorker, type WorkerState } from './worker';

export type { RunnerLogger } from './pageApplier';
export { applyEvents } from './applyEvents';
export { rebuildProjection, replayParked } from './operations';

export interface ProjectionStatus {
  name: string;
  checkpoint: string | null;
  state: WorkerState;
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

export interface RunnerOptions {
  batchSize?: number;
  pollIntervalMs?: number;
  retry?: RetryPolicy;
}

interface Waiter {
  position: Position;
  workers: readonly ProjectionWorker[];
  resolve: (reached: boolean) => void;
  timer: NodeJS.Timeout;
}

const handlesAny = (worker: ProjectionWorker, types: readonly string[]) => types.some((type) => worker.types.has(type));

/**
 * Keeps every projection caught up, each on its own (ProjectionWorker): one projection's failure,
 * parked events or slowness never hold another back. Appends of this process wake the projections
 * that handle the appended types; other processes' appends wake all of them.
 */
export class ProjectionRunner {
  private readonly workers: ProjectionWorker[];
  private waiters: Waiter[] = [];
  private unwatch: (() => void) | undefined;

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    projections: readonly DocumentProjection[],
    private readonly logger: RunnerLogger,
    options: RunnerOptions = {},
  ) {
    this.workers = projections.map(
      (projection) =>
        new ProjectionWorker(eventStore, readStore, projection, {
          batchSize: options.batchSize ?? 1000,
          pollIntervalMs: options.pollIntervalMs ?? 1000,
          policy: options.retry ?? defaultRetryPolicy,
          logger,
          onAdvance: () => this.settleWaiters(),
        }),
    );
  }

  /** Starts every projection; never waits for them to catch up. */
  async start(): Promise<void> {
    this.unwatch = this.eventStore.watch((types) => {
      for (const worker of this.workers) worker.wake(types);
    });
    await Promise.all(this.workers.map((worker) => worker.start()));
  }

  private reached(waiter: Pick<Waiter, 'position' | 'workers'>): boolean {
    return waiter.workers.every((worker) => worker.position !== null && worker.position >= waiter.position);
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
   * Resolves true once every projection that handles one of `types` (all projections without
   * `types`) has passed `position`, false after `timeoutMs`. A parked event counts as passed.
   */
  waitFor(position: Position, timeoutMs: number, types?: readonly string[]): Promise<boolean> {
    const workers = types ? this.workers.filter((worker) => handlesAny(worker, types)) : this.workers;
    if (this.reached({ position, workers })) return Promise.resolve(true);
    // A projection the append did not wake has nothing to apply, but must read to move past it.
    for (const worker of workers) if (worker.position === null || worker.position < position) worker.wake(null);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        position,
        workers,
        resolve,
        timer: setTimeout(() => {
          this.waiters = this.waiters.filter((w) => w !== waiter);
          resolve(false);
        }, timeoutMs),
      };
      this.waiters.push(waiter);
    });
  }

  async status(): Promise<ProjectionStatus[]> {
    const parked = await this.readStore.parkedCounts();
    return Promise.all(
      this.workers.map(async (worker) => {
        const lag = await this.eventStore.countAfter({ after: worker.position, types: [...worker.types], max: LAG_COUNT_CAP });
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

  async stop(): Promise<void> {
    this.unwatch?.();
    this.unwatch = undefined;
    await Promise.all(this.workers.map((worker) => worker.stop()));
    for (const waiter of this.waiters.splice(0)) {
      clearTimeout(waiter.timer);
      waiter.resolve(false);
    }
  }
}
