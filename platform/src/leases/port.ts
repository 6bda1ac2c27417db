/**
 * Leases: a named piece of work (one projection) held by at most one process at a time. A holder
 * renews its lease before it runs out; when the holder dies, the lease runs out and another process
 * takes it. Expiry is measured by the store's own clock, so the processes' clocks never matter.
 */
export interface LeaseHolding {
  name: string;
  holder: string;
  /** Milliseconds until the lease runs out, by the store's clock (negative: ran out). */
  remainingMs: number;
}

export interface LeaseStore {
  /**
   * Takes the lease for `ttlMs` when it is free, ran out or is already `holder`'s (a renewal).
   * Answers whether `holder` holds it now.
   */
  acquire(name: string, holder: string, ttlMs: number): Promise<boolean>;
  /** Gives the lease up at once if `holder` has it, so a standby takes over without waiting. */
  release(name: string, holder: string): Promise<void>;
  /** Every lease with its holder. */
  holdings(): Promise<LeaseHolding[]>;
}
