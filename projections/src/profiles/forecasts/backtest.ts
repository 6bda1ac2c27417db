import { FORECAST_BACKTEST_POSTS, FORECAST_MIN_POSTS, type ForecastBacktest } from '@scout/contracts/profiles/forecasts';
import { roundHalfUp } from '@scout/contracts/platform/rounding';
import { forecastFromLogs } from './method';

/** Median of a non-empty list. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** One backtested post: the forecast from the posts before it and what the post brought. */
export interface BacktestOutcome {
  actual: number;
  median: number;
  inside: boolean;
}

/**
 * Walk-forward: each of the newest `posts` values of the series (oldest first) that has at least
 * FORECAST_MIN_POSTS values before it, forecast from those values alone.
 */
export function walkForward(series: readonly number[], posts = FORECAST_BACKTEST_POSTS): BacktestOutcome[] {
  const outcomes: BacktestOutcome[] = [];
  const logs = series.map((count) => Math.log1p(count));
  for (let i = Math.max(FORECAST_MIN_POSTS, series.length - posts); i < series.length; i++) {
    const forecast = forecastFromLogs(logs, i)!;
    const actual = series[i]!;
    outcomes.push({ actual, median: forecast.median, inside: forecast.low <= actual && actual <= forecast.high });
  }
  return outcomes;
}

/** The backtest's figures: median absolute percentage error and coverage, percent with 2 decimals. */
export function backtestFigures(outcomes: readonly BacktestOutcome[]): ForecastBacktest {
  const errors = outcomes.filter((o) => o.actual > 0).map((o) => (Math.abs(o.median - o.actual) / o.actual) * 100);
  const inside = outcomes.filter((o) => o.inside).length;
  return {
    posts: outcomes.length,
    mdape: errors.length ? roundHalfUp(median(errors), 2) : null,
    coverage: outcomes.length ? roundHalfUp((inside / outcomes.length) * 100, 2) : null,
  };
}

export const backtest = (series: readonly number[], posts = FORECAST_BACKTEST_POSTS): ForecastBacktest =>
  backtestFigures(walkForward(series, posts));
