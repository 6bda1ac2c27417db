import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { Logger } from 'pino';
import { bankCreatorSchema, type BankCreator } from '@scout/contracts/discovery/bank';
import type { BankStore } from './port';
import { BANK_LOAD_LOCK, UPSERT_BATCH, type PostgresBankStore } from './postgres';

/** The bank Scout ships: public creators of the shared data folder (`../shared/data`) (see sample/SOURCE.md). */
export const SHIPPED_BANK = new URL('./sample/bank.jsonl.gz', import.meta.url);

/** The creators of a gzip JSON Lines file, a batch at a time, each row checked by bankCreatorSchema. */
export async function* readBankJsonlGz(file: URL | string, batchSize = UPSERT_BATCH): AsyncGenerator<BankCreator[]> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  let batch: BankCreator[] = [];
  for await (const line of lines) {
    if (line.trim() === '') continue;
    batch.push(bankCreatorSchema.parse(JSON.parse(line)));
    if (batch.length >= batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * Loads the shipped bank when the bank is empty; a bank that holds anything (an earlier load, an
 * import) is left as it is. Two processes starting at once take turns on an advisory lock, and the
 * second finds the bank loaded. Returns how many creators it stored (0 when it had nothing to do).
 */
export async function ensureBankLoaded(
  store: Pick<PostgresBankStore, 'exclusively'> & BankStore,
  logger: Logger,
  file: URL | string = SHIPPED_BANK,
): Promise<number> {
  if ((await store.count()) > 0) return 0;
  return store.exclusively(BANK_LOAD_LOCK, async () => {
    if ((await store.count()) > 0) return 0;
    const started = performance.now();
    let stored = 0;
    // Two batches written at once (the store orders each batch's rows, so they cannot deadlock).
    const writing: Array<Promise<void>> = [];
    try {
      for await (const batch of readBankJsonlGz(file)) {
        if (writing.length >= 2) await writing.shift();
        const write = store.upsert(batch).then((outcome) => {
          stored += outcome.stored;
        });
        write.catch(() => undefined);
        writing.push(write);
      }
      while (writing.length > 0) await writing.shift();
    } finally {
      await Promise.allSettled(writing);
    }
    logger.info({ creators: stored, ms: Math.round(performance.now() - started) }, 'profile bank loaded from the shipped sample');
    return stored;
  });
}
