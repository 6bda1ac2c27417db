/** A bounded map that forgets the least recently used entry first. */
export class StateCache<State> {
  private readonly entries = new Map<string, { state: State; revision: number }>();

  constructor(private readonly capacity: number) {}

  get(key: string): { state: State; revision: number } | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: { state: State; revision: number }): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }
}
