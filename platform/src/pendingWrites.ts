import type { Position } from './eventstore/port';

/** Callers remembered at most; past it the oldest are forgotten (their next request then waits for nothing). */
const MAX_CALLERS = 100_000;

/**
 * Writes whose answer waited only for the read models it read (see `execute`'s `reads`): the
 * caller's next request first waits for every read model to show them, so whatever it reads next
 * shows its own writes, while the answer itself did not wait for read models it does not show.
 */
export class PendingWrites {
  private readonly byCaller = new Map<string, Position>();

  record(caller: string, position: Position): void {
    const known = this.byCaller.get(caller);
    if (known !== undefined && known >= position) return;
    this.byCaller.delete(caller);
    if (this.byCaller.size >= MAX_CALLERS) this.byCaller.delete(this.byCaller.keys().next().value as string);
    this.byCaller.set(caller, position);
  }

  /** The position the caller's next request waits for, if any. */
  of(caller: string): Position | undefined {
    return this.byCaller.get(caller);
  }

  /** The caller's writes up to `position` are shown everywhere. */
  shown(caller: string, position: Position): void {
    if (this.byCaller.get(caller) === position) this.byCaller.delete(caller);
  }
}
