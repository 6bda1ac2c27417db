import { describe, expect, it } from '@jest/globals';
import { mapWithLimit } from './concurrency';

describe('mapWithLimit', () => {
  it('runs at most `limit` at once and answers in the items order', async () => {
    let running = 0;
    let most = 0;
    const results = await mapWithLimit([5, 1, 4, 2, 3], 2, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, n));
      running -= 1;
      return n * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30]);
    expect(most).toBe(2);
  });

  it('leaves the items after a stop to `skipped`, without starting them', async () => {
    const started: number[] = [];
    let stop = false;
    const results = await mapWithLimit(
      [1, 2, 3, 4],
      1,
      async (n) => {
        started.push(n);
        if (n === 2) stop = true;
        return `done ${n}`;
      },
      { next: () => !stop, skipped: (n) => `skipped ${n}` },
    );
    expect(started).toEqual([1, 2]);
    expect(results).toEqual(['done 1', 'done 2', 'skipped 3', 'skipped 4']);
  });
});
