import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LeaseStore } from './port';

export interface LeaseStoreUnderTest {
  store: LeaseStore;
  teardown(): Promise<void>;
}

let leases = 0;
/** A fresh lease name per test, so tests share one store without seeing each other's leases. */
const fresh = (): string => {
  leases += 1;
  return `projection-${leases}-${Date.now()}`;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The lease port's contract, run against every adapter that is available. */
export function leaseStoreContract(adapter: string, open: () => Promise<LeaseStoreUnderTest>): void {
  describe(`lease store contract: ${adapter}`, () => {
    let under: LeaseStoreUnderTest;
    beforeAll(async () => {
      under = await open();
    });
    afterAll(async () => {
      await under.teardown();
    });

    it('gives a free lease to the first process and refuses it to a second while it holds', async () => {
      const name = fresh();
      expect(await under.store.acquire(name, 'a', 60_000)).toBe(true);
      expect(await under.store.acquire(name, 'b', 60_000)).toBe(false);
      const held = (await under.store.holdings()).find((h) => h.name === name);
      expect(held?.holder).toBe('a');
      expect(held?.remainingMs).toBeGreaterThan(0);
    });

    it('lets the holder renew its lease', async () => {
      const name = fresh();
      expect(await under.store.acquire(name, 'a', 60_000)).toBe(true);
      expect(await under.store.acquire(name, 'a', 60_000)).toBe(true);
      expect((await under.store.holdings()).find((h) => h.name === name)?.holder).toBe('a');
    });

    it('gives a lease that ran out to another process, and the old holder cannot renew it', async () => {
      const name = fresh();
      expect(await under.store.acquire(name, 'a', 1)).toBe(true);
      await sleep(20);
      expect(await under.store.acquire(name, 'b', 60_000)).toBe(true);
      expect(await under.store.acquire(name, 'a', 60_000)).toBe(false);
      expect((await under.store.holdings()).find((h) => h.name === name)?.holder).toBe('b');
    });

    it('frees a released lease at once, and ignores a release by a process that does not hold it', async () => {
      const name = fresh();
      expect(await under.store.acquire(name, 'a', 60_000)).toBe(true);
      await under.store.release(name, 'b');
      expect(await under.store.acquire(name, 'b', 60_000)).toBe(false);
      await under.store.release(name, 'a');
      expect(await under.store.acquire(name, 'b', 60_000)).toBe(true);
    });

    it('gives a contested lease to exactly one of many processes asking at once', async () => {
      const name = fresh();
      const holders = Array.from({ length: 12 }, (_, i) => `p${i}`);
      const outcomes = await Promise.all(holders.map((holder) => under.store.acquire(name, holder, 60_000)));
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      const winner = holders[outcomes.indexOf(true)];
      expect((await under.store.holdings()).find((h) => h.name === name)?.holder).toBe(winner);
    });

    it('keeps leases of different names apart', async () => {
      const first = fresh();
      const second = fresh();
      expect(await under.store.acquire(first, 'a', 60_000)).toBe(true);
      expect(await under.store.acquire(second, 'b', 60_000)).toBe(true);
      const holdings = await under.store.holdings();
      expect(holdings.find((h) => h.name === first)?.holder).toBe('a');
      expect(holdings.find((h) => h.name === second)?.holder).toBe('b');
    });
  });
}
