import type { LeaseHolding, LeaseStore } from '@scout/platform/leases/port';
import type { RunnerLogger } from './pageApplier';
import type { DocumentProjection } from './projection';

export interface LeaseOptions {
  store: LeaseStore;
  /** This process's name among the holders (host and pid, say); unique per process. */
  holder: string;
  ttlMs: number;
}

/** What the keeper starts and stops: the runner's projections in this process. */
export interface LeasedWork {
  running(): ReadonlySet<string>;
  start(projection: DocumentProjection): Promise<void>;
  stop(name: string): Promise<void>;
}

/** Each projections process holds a lease of this name while it lives: how many share the work. */
const MEMBER_PREFIX = 'member:';

/**
 * Keeps the leases of the projections a process runs. Every third of the lease's life it renews
 * its leases and its membership, and takes free projections up to its share (the projections
 * divided among the live processes, rounded up); a process holding more than its share gives the
 * surplus up while the others have room, so two processes end up running half each and one alone
 * runs them all. A lease it cannot renew in time stops its projection before another may take it.
 */
export class LeaseKeeper {
  private loop: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private wake: (() => void) | undefined;
  private stopping = false;
  /** When this process last renewed each lease it holds (its own clock, for giving up in time). */
  private readonly renewedAt = new Map<string, number>();

  constructor(
    private readonly options: LeaseOptions,
    private readonly projections: readonly DocumentProjection[],
    private readonly work: LeasedWork,
    private readonly logger: RunnerLogger,
  ) {}

  private get member(): string {
    return `${MEMBER_PREFIX}${this.options.holder}`;
  }

  /** Takes its first share, then keeps tending in the background. */
  async start(): Promise<void> {
    await this.tend();
    this.loop = (async () => {
      while (!this.stopping) {
        await new Promise<void>((resolve) => {
          this.wake = resolve;
          this.timer = setTimeout(resolve, Math.max(100, Math.floor(this.options.ttlMs / 3)));
        });
        if (this.stopping) break;
        await this.tend().catch((error: unknown) => this.logger.warn?.({ err: String(error) }, 'tending the projection leases failed'));
      }
    })();
  }

  /** The projections this process may run now: its share of those among the live processes. */
  private share(holdings: readonly LeaseHolding[]): { share: number; roomElsewhere: number } {
    const members = Math.max(1, holdings.filter((h) => h.name.startsWith(MEMBER_PREFIX) && h.remainingMs > 0).length);
    const share = Math.ceil(this.projections.length / members);
    const names = new Set(this.projections.map((p) => p.name));
    const heldElsewhere = holdings.filter((h) => names.has(h.name) && h.holder !== this.options.holder && h.remainingMs > 0).length;
    return { share, roomElsewhere: Math.max(0, (members - 1) * share - heldElsewhere) };
  }

  async tend(): Promise<void> {
    const { store, holder, ttlMs } = this.options;
    let fair = { share: this.projections.length, roomElsewhere: 0 };
    try {
      await store.acquire(this.member, holder, ttlMs);
      fair = this.share(await store.holdings());
    } catch {
      // The store does not answer: the renewals below find out, and stop what they cannot renew.
    }
    for (const projection of this.projections) {
      if (this.stopping) return;
      const { name } = projection;
      const running = this.work.running().has(name);
      if (!running && this.work.running().size >= fair.share) continue;
      const asked = Date.now();
      let held: boolean;
      try {
        held = await store.acquire(name, holder, ttlMs);
      } catch (error) {
        // The store does not answer: the lease may run out unseen, so stop before it can.
        const renewed = this.renewedAt.get(name);
        if (running && renewed !== undefined && Date.now() - renewed > ttlMs / 2) {
          this.logger.warn?.({ projection: name, err: String(error) }, 'cannot renew the projection lease; stopping the projection');
          await this.giveUp(name, false);
        }
        continue;
      }
      if (held) {
        this.renewedAt.set(name, asked);
        if (!running) {
          this.logger.info({ projection: name, holder }, 'took the projection lease');
          await this.work.start(projection);
        }
      } else if (running) {
        this.logger.warn?.({ projection: name }, 'lost the projection lease to another process');
        await this.giveUp(name, false);
      }
    }
    // More than its share while others have room: hand the surplus over (the last ones first).
    const surplus = Math.min(this.work.running().size - fair.share, fair.roomElsewhere);
    if (surplus > 0 && !this.stopping) {
      const handed = [...this.work.running()].slice(-surplus);
      this.logger.info({ projections: handed, holder }, 'handing projections over to share the work');
      for (const name of handed) await this.giveUp(name, true);
    }
  }

  /** Stops the projection here; with `release`, gives its lease up at once for another process. */
  private async giveUp(name: string, release: boolean): Promise<void> {
    this.renewedAt.delete(name);
    await this.work.stop(name);
    if (release) await this.options.store.release(name, this.options.holder);
  }

  /** Stops tending (the runner then stops its projections and calls `releaseAll`). */
  async stopTending(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    this.wake?.();
    await this.loop;
  }

  /** Gives these leases and the membership up at once, so the others take over without waiting. */
  async releaseAll(names: readonly string[]): Promise<void> {
    const { store, holder } = this.options;
    await Promise.all(
      [...names, this.member].map((name) =>
        store.release(name, holder).catch((error: unknown) => {
          this.logger.warn?.({ lease: name, err: String(error) }, 'could not release the lease');
        }),
      ),
    );
  }
}
