import type { EventStore, Position, RecordedEvent } from '@scout/platform/eventstore/port';

/** A projection's page: the events of its types after its checkpoint, and how far they reach. */
export interface Page {
  events: RecordedEvent[];
  through: Position | null;
  /** More may follow at once: read again without waiting. */
  full: boolean;
}

interface Request {
  after: Position | null;
  types: ReadonlySet<string>;
  resolve(page: Page): void;
  reject(error: unknown): void;
}

/**
 * Reads of live projections that come in the same turn of the event loop (those one append woke)
 * share one read of the store over all their types, from the earliest of their checkpoints; each
 * gets the events of its own types after its own checkpoint. A projection catching up reads on its
 * own, and a shared page that came back full is read again by each projection on its own, so none
 * is held back to another's checkpoint.
 */
export class SharedReads {
  private pending: Request[] = [];

  constructor(
    private readonly eventStore: EventStore,
    private readonly limit: number,
  ) {}

  read(after: Position | null, types: ReadonlySet<string>, live: boolean): Promise<Page> {
    return new Promise((resolve, reject) => {
      const request = { after, types, resolve, reject };
      if (!live) return void this.readAlone(request);
      this.pending.push(request);
      if (this.pending.length === 1) setImmediate(() => void this.flush());
    });
  }

  private async flush(): Promise<void> {
    const requests = this.pending;
    this.pending = [];
    if (requests.length === 1) return this.readAlone(requests[0]!);
    const after = requests.reduce<Position | null>(
      (min, r) => (min === null || r.after === null ? null : r.after < min ? r.after : min),
      requests[0]!.after,
    );
    const types = [...new Set(requests.flatMap((r) => [...r.types]))];
    let shared: Awaited<ReturnType<EventStore['readFiltered']>>;
    try {
      shared = await this.eventStore.readFiltered({ after, limit: this.limit, types });
    } catch (error) {
      for (const r of requests) r.reject(error);
      return;
    }
    for (const r of requests) {
      if (shared.events.length === this.limit) {
        void this.readAlone(r);
        continue;
      }
      const through = r.after !== null && (shared.through === null || shared.through < r.after) ? r.after : shared.through;
      const events = shared.events.filter((event) => r.types.has(event.type) && (r.after === null || event.position > r.after));
      r.resolve({ events, through, full: false });
    }
  }

  private async readAlone(r: Request): Promise<void> {
    try {
      const page = await this.eventStore.readFiltered({ after: r.after, limit: this.limit, types: [...r.types] });
      r.resolve({ ...page, full: page.events.length === this.limit });
    } catch (error) {
      r.reject(error);
    }
  }
}
