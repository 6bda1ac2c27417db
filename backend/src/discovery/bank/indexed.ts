import type { DiscoverFilter } from '@scout/contracts/discovery/search';
import type { Logger } from 'pino';
import type { BankCreator } from '@scout/contracts/discovery/bank';
import type { BankPage, Lookalike } from './port';
import { lookalikeOf, lookalikeSeedOf } from './lookalike';
import type { PostgresBankStore } from './postgres';
import { BankIndexBuilder, type BankSearchIndex } from './searchIndex';

export interface IndexedBankStore extends PostgresBankStore {
  /** Resolves once the search index holds the bank as it is now (benchmarks wait for it). */
  indexed(): Promise<void>;
  /** Stops a build under way and waits for it (before the pool ends). */
  close(): Promise<void>;
}

/**
 * The bank store with discover and the profile bank served from an in-memory search index
 * (searchIndex.ts). The index is built from PostgreSQL in the background and used only while the
 * bank's version is the one it was built at: after an import (by any process) the next searches
 * go to SQL, exact and slower, until the index is built again. Everything else is the store's.
 */
export function withSearchIndex(store: PostgresBankStore, logger: Logger): IndexedBankStore {
  let current: { version: string; index: BankSearchIndex } | undefined;
  let building: Promise<void> | undefined;
  let closed = false;
  let failure: unknown;

  async function build(): Promise<void> {
    for (;;) {
      const version = await store.version();
      if (closed || current?.version === version) return;
      const started = performance.now();
      const builder = new BankIndexBuilder();
      const complete = await store.scanForIndex(
        (rows) => {
          for (const row of rows) builder.add(row);
        },
        () => closed,
      );
      if (!complete) return;
      const index = builder.build();
      current = { version, index };
      logger.info({ creators: index.size, ms: Math.round(performance.now() - started) }, 'profile bank search index built');
    }
  }

  /** Starts a build unless one runs (a running one looks at the version again when it ends). */
  function rebuild(): Promise<void> {
    building ??= build()
      .then(() => {
        failure = undefined;
      })
      .catch((error: unknown) => {
        failure = error;
        if (!closed) logger.error({ err: error }, 'building the profile bank search index failed');
      })
      .finally(() => {
        building = undefined;
      });
    return building;
  }

  /** The index when it holds the bank as it is now; else null, with a build started. */
  async function currentIndex(): Promise<BankSearchIndex | null> {
    const version = await store.version();
    const now = current;
    if (now?.version === version) return now.index;
    if (!closed) void rebuild();
    return null;
  }

  async function search(filter: DiscoverFilter, page: { offset: number; limit: number }): Promise<BankPage> {
    const index = await currentIndex();
    if (!index) return store.search(filter, page);
    const found = index.search(filter, page);
    return { total: found.total, entries: await store.getMany(found.ids) };
  }

  async function lookalikes(like: { id: string } | { creator: BankCreator }, limit: number): Promise<Lookalike[]> {
    const index = await currentIndex();
    if (!index) return store.lookalikes(like, limit);
    const seed = await lookalikeSeedOf(store, like);
    if (!seed) return [];
    const found = index.lookalikes(seed, limit);
    const matches = new Map(found.map((hit) => [hit.id, hit.match]));
    return (await store.getMany(found.map((hit) => hit.id))).map((entry) => lookalikeOf(entry, matches.get(entry.id)!));
  }

  return {
    ...store,
    search,
    lookalikes,
    list: (platform, page) => search({ platform, sortBy: 'followers', orderBy: 'desc' }, page),
    async indexed() {
      while (!closed && current?.version !== (await store.version())) {
        await rebuild();
        if (failure) throw failure;
      }
    },
    async close() {
      closed = true;
      await building;
    },
  };
}
