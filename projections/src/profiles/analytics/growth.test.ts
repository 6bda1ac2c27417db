import { describe, expect, it } from '@jest/globals';
import { dayOf, followerGrowth, mergeFollowerHistory } from './growth';

const point = (date: string, followers: number) => ({ date, followers });

describe('mergeFollowerHistory', () => {
  it('keeps one point per day, oldest first, the later list winning on the same day', () => {
    expect(
      mergeFollowerHistory([point('2025-06-02', 100), point('2025-06-01', 90)], [point('2025-06-02', 110), point('2025-05-01', 50)]),
    ).toEqual([point('2025-05-01', 50), point('2025-06-01', 90), point('2025-06-02', 110)]);
  });

  it('keeps only the newest 730 days', () => {
    const days = Array.from({ length: 800 }, (_, i) => point(dayOf(new Date(Date.UTC(2023, 0, 1) + i * 86_400_000).toISOString()), i));
    const merged = mergeFollowerHistory(days);
    expect(merged).toHaveLength(730);
    expect(merged[0]).toEqual(days[70]);
  });
});

describe('followerGrowth', () => {
  it('compares the latest point with the newest point at least N days before it, percent with 2 decimals', () => {
    const history = [point('2025-03-01', 1000), point('2025-05-01', 1200), point('2025-05-25', 1400), point('2025-06-01', 1500)];
    expect(followerGrowth(history)).toEqual([
      { days: 7, from: point('2025-05-25', 1400), to: point('2025-06-01', 1500), change: 100, percent: 7.14 },
      { days: 30, from: point('2025-05-01', 1200), to: point('2025-06-01', 1500), change: 300, percent: 25 },
      { days: 90, from: point('2025-03-01', 1000), to: point('2025-06-01', 1500), change: 500, percent: 50 },
    ]);
  });

  it('leaves a window empty when the history does not reach back far enough, or only much further', () => {
    const history = [point('2025-02-01', 900), point('2025-05-28', 1400), point('2025-06-01', 1500)];
    expect(followerGrowth(history)).toEqual([
      { days: 7, from: null, to: point('2025-06-01', 1500), change: null, percent: null },
      { days: 30, from: null, to: point('2025-06-01', 1500), change: null, percent: null },
      { days: 90, from: point('2025-02-01', 900), to: point('2025-06-01', 1500), change: 600, percent: 66.67 },
    ]);
  });

  it('gives a negative change for a loss, and no percent from zero followers', () => {
    expect(followerGrowth([point('2025-05-01', 0), point('2025-05-25', 2000), point('2025-06-01', 1500)]).slice(0, 2)).toEqual([
      { days: 7, from: point('2025-05-25', 2000), to: point('2025-06-01', 1500), change: -500, percent: -25 },
      { days: 30, from: point('2025-05-01', 0), to: point('2025-06-01', 1500), change: 1500, percent: null },
    ]);
  });

  it('without history every window is empty', () => {
    expect(followerGrowth([]).map((window) => [window.days, window.to, window.change])).toEqual([
      [7, null, null],
      [30, null, null],
      [90, null, null],
    ]);
  });
});
