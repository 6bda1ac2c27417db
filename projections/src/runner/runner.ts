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

/** Applies one batch of events to one projection's collection (inside the caller's transaction). */
export async function applyBatch(tx: ReadStore, projection: DocumentProjection, events: readonly RecordedEvent[]): Promise<void> {
  const handled = new Set<string>(projection.handles);
  for (const recorded of events) {
    if (!handled.has(recorded.type)) continue;
    const event = toProjected(recorded);
    const { id, orgId } = projection.target(event);
    const collection =
      orgId === null ? tx.global(projection.collection) : tx.tenant(projection.collection).forOrg(orgId);
    const next = projection.evolve(await collection.get(id), event);
    const guard = { revision: event.revision };
    if (next) await collection.upsert(next, guard);
    else await collection.delete(id, guard);
  }
}

/**
 * Keeps every projection caught up with the event store: one catch-up subscription per projection
 * from its stored checkpoint; documents and checkpoint are written in one transaction per batch.
 */
export class ProjectionRunner {
  private readonly checkpoints = new Map<string, Position | null>();
  private readonly errors = new Map<string, string | null>();
  private readonly subscriptions: Subscription[] = [];
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
    for (const projection of this.projections) await this.readStore.ensureCollection(projection.collection);
    for (const projection of this.projections) {
      const from = await this.readStore.getCheckpoint(projection.name);
      this.checkpoints.set(projection.name, from);
      this.errors.set(projection.name, null);
      this.subscriptions.push(
        this.eventStore.subscribe({
          from,
          batchSize: this.batchSize,
          onEvents: (events) => this.handle(projection, events),
          onError: (error) => {
            this.errors.set(projection.name, String(error));
            this.logger.error({ err: error, projection: projection.name }, 'projection failed; retrying the batch');
          },
        }),
      );
    }
    this.running = true;
  }

  private async handle(projection: DocumentProjection, events: RecordedEvent[]): Promise<void> {
    const last = events.at(-1);
    if (!last) return;
    await this.readStore.transaction(async (tx) => {
      await applyBatch(tx, projection, events);
      await tx.setCheckpoint(projection.name, last.position);
    });
    this.checkpoints.set(projection.name, last.position);
    this.errors.set(projection.name, null);
    this.settleWaiters();
  }

  private reached(position: Position): boolean {
    for (const checkpoint of this.checkpoints.values()) {
      if (checkpoint === null || checkpoint < position) return false;
    }
    return true;
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
      lastError: this.errors.get(p.name) ?? null,
    }));
  }

  get healthy(): boolean {
    return this.running && [...this.errors.values()].every((e) => e === null);
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.subscriptions.splice(0).map((s) => s.close()));
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
