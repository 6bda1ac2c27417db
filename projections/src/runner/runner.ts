import { parseEvent } from '@scout/contracts/events';
import type { EventStore, Position, RecordedEvent, Subscription } from '@scout/backend/platform/eventstore/port';
import type { ReadStore } from '@scout/backend/platform/readstore/port';
import type { DocumentProjection, ProjectedEvent } from './projection';

export interface RunnerLogger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface ProjectionStatus {
  name: string;
  checkpoint: Position | null;
  running: boolean;
  lastError: string | null;
}

const CHECKPOINT_PERSIST_INTERVAL_MS = 5000;

interface Waiter {
  position: Position;
  resolve: (reached: boolean) => void;
  timer: NodeJS.Timeout;
}

const toProjected = (event: RecordedEvent): ProjectedEvent =>
  ({
    ...parseEvent(event.type, event.data),
    streamId: event.streamId,
    revision: event.revision,
    position: event.position,
    metadata: event.metadata,
  }) as ProjectedEvent;

/**
 * Applies one batch of events to one projection's collection (inside the caller's transaction);
 * answers how many events the projection handled.
 */
export async function applyBatch(tx: ReadStore, projection: DocumentProjection, events: readonly RecordedEvent[]): Promise<number> {
  const handled = new Set<string>(projection.handles);
  let applied = 0;
  for (const recorded of events) {
    if (!handled.has(recorded.type)) continue;
    const event = toProjected(recorded);
    const target = projection.target(event);
    if (!target) continue;
    const { id, orgId } = target;
    const collection =
      orgId === null ? tx.global(projection.collection) : tx.tenant(projection.collection).forOrg(orgId);
    const next = projection.evolve(await collection.get(id), event);
    const guard = { revision: event.revision };
    if (next) await collection.upsert(next, guard);
    else await collection.delete(id, guard);
    applied += 1;
  }
  return applied;
}

/**
 * Keeps every projection caught up with the event store through one catch-up subscription that
 * starts at the oldest checkpoint. Each batch is applied to every projection that has not seen it
 * yet, and all documents and checkpoints of the batch are written in one transaction.
 */
export class ProjectionRunner {
  private readonly checkpoints = new Map<string, Position | null>();
  /** When each projection's checkpoint was last written; see `handle`. */
  private readonly persistedAt = new Map<string, number>();
  private subscription: Subscription | undefined;
  private lastError: string | null = null;
  private waiters: Waiter[] = [];
  private running = false;

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    private readonly projections: readonly DocumentProjection[],
    private readonly logger: RunnerLogger,
    private readonly batchSize = 500,
  ) {}

  async start(): Promise<void> {
    for (const projection of this.projections) {
      await this.readStore.ensureCollection(projection.collection);
      this.checkpoints.set(projection.name, await this.readStore.getCheckpoint(projection.name));
    }
    this.subscription = this.eventStore.subscribe({
      from: this.oldestCheckpoint(),
      batchSize: this.batchSize,
      onEvents: (events) => this.handle(events),
      onError: (error) => {
        this.lastError = String(error);
        this.logger.error({ err: error }, 'projection batch failed; retrying it');
      },
    });
    this.running = true;
  }

  private oldestCheckpoint(): Position | null {
    let oldest: Position | undefined;
    for (const checkpoint of this.checkpoints.values()) {
      if (checkpoint === null) return null;
      if (oldest === undefined || checkpoint < oldest) oldest = checkpoint;
    }
    return oldest ?? null;
  }

  private async handle(events: RecordedEvent[]): Promise<void> {
    const last = events.at(-1);
    if (!last) return;
    await this.readStore.transaction(
      async (tx) => {
        for (const projection of this.projections) {
          const checkpoint = this.checkpoints.get(projection.name) ?? null;
          if (checkpoint !== null && checkpoint >= last.position) continue;
          const unseen = checkpoint === null ? events : events.filter((e) => e.position > checkpoint);
          const applied = await applyBatch(tx, projection, unseen);
          // A batch the projection ignored need not move its stored checkpoint every time: after a
          // restart it would only skip those events again. Writing it now and then bounds that replay.
          const persistedAt = this.persistedAt.get(projection.name) ?? 0;
          if (applied > 0 || Date.now() - persistedAt > CHECKPOINT_PERSIST_INTERVAL_MS) {
            await tx.setCheckpoint(projection.name, last.position);
            this.persistedAt.set(projection.name, Date.now());
          }
        }
      },
      { relaxedDurability: true },
    );
    for (const projection of this.projections) {
      const checkpoint = this.checkpoints.get(projection.name) ?? null;
      if (checkpoint === null || checkpoint < last.position) this.checkpoints.set(projection.name, last.position);
    }
    this.lastError = null;
    this.settleWaiters();
  }

  private reached(position: Position): boolean {
    const oldest = this.oldestCheckpoint();
    return oldest !== null && oldest >= position;
  }

  private settleWaiters(): void {
    this.waiters = this.waiters.filter((waiter) => {
      if (!this.reached(waiter.position)) return true;
      clearTimeout(waiter.timer);
      waiter.resolve(true);
      return false;
    });
  }

  /** Resolves true once every projection has passed `position`, false after `timeoutMs`. */
  waitFor(position: Position, timeoutMs: number): Promise<boolean> {
    if (this.reached(position)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        position,
        resolve,
        timer: setTimeout(() => {
          this.waiters = this.waiters.filter((w) => w !== waiter);
          resolve(false);
        }, timeoutMs),
      };
      this.waiters.push(waiter);
    });
  }

  status(): ProjectionStatus[] {
    return this.projections.map((p) => ({
      name: p.name,
      checkpoint: this.checkpoints.get(p.name) ?? null,
      running: this.running,
      lastError: this.lastError,
    }));
  }

  get healthy(): boolean {
    return this.running && this.lastError === null;
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.subscription?.close();
    this.subscription = undefined;
    for (const waiter of this.waiters.splice(0)) {
      clearTimeout(waiter.timer);
      waiter.resolve(false);
    }
  }
}

/**
 * Rebuilds one projection from the first event: empties its collection, forgets its checkpoint and
 * replays every event up to the current head. Run it while Scout is stopped.
 */
export async function rebuildProjection(
  eventStore: EventStore,
  readStore: ReadStore,
  projection: DocumentProjection,
  batchSize = 1000,
): Promise<{ events: number }> {
  await readStore.ensureCollection(projection.collection);
  await readStore.transaction(async (tx) => {
    await tx.clear(projection.collection);
    await tx.setCheckpoint(projection.name, null);
  });
  let after: Position | null = null;
  let count = 0;
  for (;;) {
    const events = await eventStore.readAll({ after, limit: batchSize });
    const last = events.at(-1);
    if (!last) break;
    await readStore.transaction(async (tx) => {
      await applyBatch(tx, projection, events);
      await tx.setCheckpoint(projection.name, last.position);
    });
    after = last.position;
    count += events.length;
  }
  return { events: count };
}
