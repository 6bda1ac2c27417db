import { describe, expect, it } from '@jest/globals';
import type { CreatorForecast, MetricForecast } from '@scout/contracts/profiles/forecasts';
import { toCsv } from '../../platform/csv';
import type { ProfileRecord } from '../types';
import { forecastCsvColumns } from './forecastCsvColumns';

const forecastOf = (views: MetricForecast, none: MetricForecast): CreatorForecast => ({
  method: 'recency-weighted-log-t',
  level: 80,
  minPosts: 12,
  windowPosts: 30,
  halfLifePosts: 10,
  backtestPosts: 20,
  grownDays: 7,
  asOf: '2026-03-01T12:00:00.000Z',
  byType: [{ contentType: 'all', metrics: { views, likes: none, comments: none, engagements: none } }],
});
const views: MetricForecast = {
  next: { median: 20_150.5, low: 9_000, high: 41_000 },
  reason: null,
  postsAvailable: 40,
  postsUsed: 30,
  from: null,
  to: null,
  backtest: { posts: 20, mdape: 38.5, coverage: 80 },
};
const none: MetricForecast = {
  next: null,
  reason: 'not_counted',
  postsAvailable: 0,
  postsUsed: 0,
  from: null,
  to: null,
  backtest: { posts: 0, mdape: null, coverage: null },
};

describe('the forecast columns of the saved-profile export', () => {
  it('write each count’s median, interval, reason and backtest as numbers', () => {
    const profile = { forecast: forecastOf(views, none) } as unknown as ProfileRecord;
    const [header, row] = toCsv([profile], forecastCsvColumns).split('\r\n');
    expect(header!.split(',').slice(0, 8)).toEqual([
      'nextViewsMedian',
      'nextViewsLow80',
      'nextViewsHigh80',
      'nextViewsNoForecastReason',
      'nextViewsBacktestPosts',
      'nextViewsBacktestErrorPercent',
      'nextViewsBacktestCoveragePercent',
      'nextLikesMedian',
    ]);
    expect(header!.split(',').at(-1)).toBe('forecastAsOf');
    expect(row!.split(',').slice(0, 11)).toEqual(['20150.5', '9000', '41000', '', '20', '38.5', '80', '', '', '', 'not_counted']);
    expect(row!.split(',').at(-1)).toBe('2026-03-01T12:00:00.000Z');
  });

  it('leaves every cell empty while the forecast is not computed', () => {
    const [, row] = toCsv([{ forecast: null } as unknown as ProfileRecord], forecastCsvColumns).split('\r\n');
    expect(row!.split(',').every((cell) => cell === '')).toBe(true);
  });
});
