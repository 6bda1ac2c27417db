import type { EventStore, Position } from '@scout/platform/eventstore/port';
import type { ReadStore } from '@scout/platform/readstore/port';
import type { WaitOptions } from './runner';
import type { DocumentProjection } from './projection';

interface Waiter {
  /** Per projection to wait for: the position its stored checkpoint must reach. */
  targets: Map<string, Position>;
  resolve: (reached: boolean) => void;
  timer: NodeJS.Timeout;
}

export interface CheckpointWaiterOptions {
  /** Pause between two looks at the stored checkpoints while someone waits. */
  pollMs?: number;
}

/**
 * Read-your-writes for a process that runs no projection (SCOUT_ROLE=api): it waits until the
 * stored checkpoints of the projections that handle what this process appended have passed the
 * command's position, read from the store it reads documents from. On a streaming replica a
 * checkpoint arrives in the same transaction as the documents it covers, so once it shows, so do
 * they. All waiters share one look at a time.
 */
export class CheckpointWaiter {
  /** Per projection: the last position of an event of its types that this process appended. */
  private readonly ownAppended = new Map<string, Position>();
  /** Per projection: the highest stored checkpoint seen. */
  private readonly seen = new Map<string, Position>();
  /**
   * Projections a wait timed out on, with the position they did not reach: not waited for again
   * (skipTroubled) until they are seen past it, so one stuck projection does not slow every command.
   */
  private readonly troubled = new Map<string, Position>();
  private waiters: Waiter[] = [];
  private readonly unwatch: () => void;
  private looking: Promise<void> | undefined;
  private closed = false;
  /** Per event type: the projections that handle it. */
  private readonly byType = new Map<string, string[]>();
  private readonly names: string[];
  private readonly collectionOf = new Map<string, string>();

  constructor(
    eventStore: EventStore,
    private readonly readStore: ReadStore,
    projections: readonly DocumentProjection[],
    private readonly options: CheckpointWaiterOptions = {},
  ) {
    for (const projection of projections) {
      for (const type of projection.handles) this.byType.set(type, [...(this.byType.get(type) ?? []), projection.name]);
    }
    this.names = projections.map((projection) => projection.name);
    for (const projection of projections) this.collectionOf.set(projection.name, projection.collection.name);
    this.unwatch = eventStore.watch((appended) => {
      if (appended === null) return;
      for (const type of appended.types) {
        for (const name of this.byType.get(type) ?? []) {
          const known = this.ownAppended.get(name);
          if (known === undefined || appended.position > known) this.ownAppended.set(name, appended.position);
        }
      }
    });
  }

  /**
   * Resolves true once the projections passed `position`, false after `timeoutMs`. With
   * `ownWrites`, only the projections that handle events this process appended, up to the last of
   * those; without, every projection (whose idle checkpoints are stored only now and then).
   */
  async waitFor(position: Position, timeoutMs: number, options: WaitOptions = {}): Promise<boolean> {
    // One look first, so a projection that recovered is waited for again right away.
    if (options.skipTroubled && this.troubled.size > 0) await this.refresh();
    const targets = new Map<string, Position>();
    for (const name of this.names) {
      if (options.collections && !options.collections.includes(this.collectionOf.get(name) ?? '')) continue;
      let target: Position = position;
      if (options.ownWrites) {
        const own = this.ownAppended.get(name);
        if (own === undefined) continue;
        if (own < target) target = own;
      }
      if (options.skipTroubled) {
        const stuck = this.troubled.get(name);
        if (stuck !== undefined && !this.passed(name, stuck)) continue;
      }
      if (!this.passed(name, target)) targets.set(name, target);
    }
    if (targets.size === 0 || this.closed) return Promise.resolve(targets.size === 0);
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        targets,
        resolve,
        timer: setTimeout(() => {
          this.waiters = this.waiters.filter((w) => w !== waiter);
          for (const [name, target] of waiter.targets) if (!this.passed(name, target)) this.troubled.set(name, target);
          resolve(false);
        }, timeoutMs),
      };
      this.waiters.push(waiter);
      this.look();
    });
  }

  private passed(name: string, target: Position): boolean {
    const seen = this.seen.get(name);
    return seen !== undefined && seen >= target;
  }

  private async refresh(): Promise<void> {
    if (this.looking) await this.looking;
    else await this.lookOnce();
  }

  private look(): void {
    if (this.looking || this.closed) return;
    this.looking = this.lookOnce().finally(() => {
      this.looking = undefined;
      if (this.waiters.length > 0 && !this.closed) setTimeout(() => this.look(), this.options.pollMs ?? 8);
    });
  }

  private async lookOnce(): Promise<void> {
    const wanted = new Set<string>();
    for (const waiter of this.waiters) for (const name of waiter.targets.keys()) wanted.add(name);
    for (const name of this.troubled.keys()) wanted.add(name);
    if (wanted.size === 0) return;
    let stored: Record<string, string | null>;
    try {
      stored = await this.readStore.getCheckpoints([...wanted]);
    } catch {
      return; // The store does not answer now; the waiters time out if it stays so.
    }
    for (const [name, position] of Object.entries(stored)) {
      if (position === null) continue;
      const seen = this.seen.get(name);
      if (seen === undefined || position > seen) this.seen.set(name, position);
      const stuck = this.troubled.get(name);
      if (stuck !== undefined && position >= stuck) this.troubled.delete(name);
    }
    this.waiters = this.waiters.filter((waiter) => {
      for (const [name, target] of waiter.targets) if (!this.passed(name, target)) return true;
      clearTimeout(waiter.timer);
      waiter.resolve(true);
      return false;
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.unwatch();
    for (const waiter of this.waiters.splice(0)) {
      clearTimeout(waiter.timer);
      waiter.resolve(false);
    }
    await this.looking;
  }
}
