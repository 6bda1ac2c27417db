/**
 * Writes into the bank that an answer did not wait for (creators found at the provider), per bank
 * store of this process, with the ids they write: whoever reads those creators by id next (unlock,
 * save, lookalikes, the next page) waits for them first, so the answer is not slowed by the write
 * and nothing reads before it.
 */
const pending = new WeakMap<object, Map<Promise<unknown>, ReadonlySet<string>>>();

export function trackBankWrite(bank: object, write: Promise<unknown>, ids: readonly string[]): void {
  let writes = pending.get(bank);
  if (!writes) {
    writes = new Map();
    pending.set(bank, writes);
  }
  const kept = write.finally(() => writes.delete(kept));
  writes.set(kept, new Set(ids));
}

/**
 * Resolves once the writes under way on the bank ended, or only those writing one of `ids` (a page
 * of other creators need not wait). A failed write is the writer's to log.
 */
export async function bankWritesDone(bank: object, ids?: readonly string[]): Promise<void> {
  const writes = pending.get(bank);
  if (!writes || writes.size === 0) return;
  const waited = [...writes].filter(([, written]) => !ids || ids.some((id) => written.has(id))).map(([write]) => write);
  if (waited.length > 0) await Promise.allSettled(waited);
}
