import { describe, expect, it } from '@jest/globals';
import { HeldAmounts } from './heldAmounts';

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

const contentOf = (held: HeldAmounts, keys: string[]) => keys.filter((k) => held.has(k)).map((k) => [k, held.get(k)]);

describe('HeldAmounts', () => {
  it('answers what a plain map answers after any mix of sets and deletes, across many merges', () => {
    const next = random(7);
    const keys = Array.from({ length: 300 }, (_, i) => `key-${i}`);
    const model = new Map<string, number>([['key-0', 5]]);
    let held = HeldAmounts.of(model);
    for (let step = 0; step < 3000; step += 1) {
      const key = keys[Math.floor(next() * keys.length)] ?? 'key-0';
      if (next() < 0.3) {
        model.delete(key);
        held = held.delete(key);
      } else {
        const amount = 1 + Math.floor(next() * 1000);
        model.set(key, amount);
        held = held.set(key, amount);
      }
    }
    expect(contentOf(held, keys)).toEqual(keys.filter((k) => model.has(k)).map((k) => [k, model.get(k)]));
    expect(held.total).toBe([...model.values()].reduce((a, b) => a + b, 0));
  });

  it('never changes an earlier version: every change answers a new one', () => {
    const keys = Array.from({ length: 100 }, (_, i) => `k${i}`);
    const versions = [HeldAmounts.of([['k0', 1]])];
    for (const key of keys) versions.push((versions.at(-1) as HeldAmounts).set(key, 2));
    const gone = (versions.at(-1) as HeldAmounts).delete('k50');

    expect(versions[0]?.total).toBe(1);
    expect(versions[0]?.get('k0')).toBe(1);
    expect(versions[10]?.has('k10')).toBe(false);
    expect(versions[10]?.has('k9')).toBe(true);
    expect(versions.at(-1)?.has('k50')).toBe(true);
    expect(versions.at(-1)?.total).toBe(200);
    expect(gone.has('k50')).toBe(false);
    expect(gone.total).toBe(198);
    expect(gone.delete('missing')).toBe(gone);
  });
});
