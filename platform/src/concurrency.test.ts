import { describe, expect, it } from '@jest/globals';
import { inTurn, mapWithLimit } from './concurrency';

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

describe('inTurn', () => {
  it('runs the tasks of one key one after another, in order, whatever their outcome, and other keys alongside', async () => {
    const log: string[] = [];
    const task =
      (name: string, fail = false) =>
      async () => {
        log.push(`start ${name}`);
        await new Promise((resolve) => setImmediate(resolve));
        log.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      inTurn('stream', task('a', true)),
      inTurn('stream', task('b')),
      inTurn('other', task('x')),
      inTurn('stream', task('c')),
    ]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual(['a', 'b', 'x', 'c']);
    const ofStream = log.filter((line) => !line.endsWith(' x'));
    expect(ofStream).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(log.indexOf('start x')).toBeLessThan(log.indexOf('end a'));
  });
});
