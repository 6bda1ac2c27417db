/** Entries written since the last merge; past this many, a change merges them into a new base. */
const OVERLAY_LIMIT = 64;

/**
 * Amounts held per key, immutable, with their total. A change copies only the entries changed since
 * the last merge (at most `OVERLAY_LIMIT`), so folding a stream of n reservations costs about n²/64
 * map writes instead of n²/2: a usage stream holds one event per saved profile, and every command
 * on it evolves its state.
 */
export class HeldAmounts {
  private constructor(
    private readonly base: ReadonlyMap<string, number>,
    /** Changes over `base`; null is a key given back. */
    private readonly overlay: ReadonlyMap<string, number | null>,
    readonly total: number,
  ) {}

  static of(entries: Iterable<readonly [string, number]>): HeldAmounts {
    const base = new Map(entries);
    let total = 0;
    for (const amount of base.values()) total += amount;
    return new HeldAmounts(base, new Map(), total);
  }

  get(key: string): number | undefined {
    const changed = this.overlay.get(key);
    if (changed !== undefined) return changed ?? undefined;
    return this.base.get(key);
  }

  has(key: string): boolean {
    return this.get(key) !== undefined;
  }

  set(key: string, amount: number): HeldAmounts {
    return this.changed(key, amount, this.total - (this.get(key) ?? 0) + amount);
  }

  delete(key: string): HeldAmounts {
    const amount = this.get(key);
    return amount === undefined ? this : this.changed(key, null, this.total - amount);
  }

  private changed(key: string, amount: number | null, total: number): HeldAmounts {
    const overlay = new Map(this.overlay).set(key, amount);
    if (overlay.size <= OVERLAY_LIMIT) return new HeldAmounts(this.base, overlay, total);
    const base = new Map(this.base);
    for (const [k, v] of overlay) {
      if (v === null) base.delete(k);
      else base.set(k, v);
    }
    return new HeldAmounts(base, new Map(), total);
  }
}
