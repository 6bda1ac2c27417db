/**
 * Writes into the bank that an answer did not wait for (creators found at the provider), per bank
 * store of this process: whoever reads those creators by id next (unlock, save, lookalikes) waits
 * for them first, so the answer is not slowed by the write and nothing reads before it.
 */
const pending = new WeakMap<object, Set<Promise<unknown>>>();

export function trackBankWrite(bank: object, write: Promise<unknown>): void {
  let writes = pending.get(bank);
  if (!writes) {
    writes = new Set();
    pending.set(bank, writes);
  }
  const kept = write.finally(() => writes.delete(kept));
  writes.add(kept);
}

/** Resolves once the writes under way on the bank ended (a failed one is the writer's to log). */
export async function bankWritesDone(bank: object): Promise<void> {
  const writes = pending.get(bank);
  if (writes && writes.size > 0) await Promise.allSettled([...writes]);
}
