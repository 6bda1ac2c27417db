import { describe, expect, it } from '@jest/globals';
import { FORECAST_MIN_POSTS } from '@scout/contracts/profiles/forecasts';
import { backtest, median } from './backtest';
import { forecastNext, normalQuantile, studentTQuantile } from './method';

/** A seeded generator (mulberry32) and standard normal draws from it (Box–Muller). */
function random(seed: number) {
  let state = seed >>> 0;
  const uniform = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
  return { uniform, normal };
}

const DRAWS = 10_000;
const MEDIAN_VIEWS = 20_000;
const SIGMA = 0.8;

/** Counts of a creator whose posts bring lognormal views: median MEDIAN_VIEWS, log spread SIGMA. */
const lognormal = (normal: () => number) => Math.round(MEDIAN_VIEWS * Math.exp(SIGMA * normal()));

describe('the forecast method on synthetic series', () => {
  it('has the textbook quantiles', () => {
    expect(normalQuantile(0.9)).toBeCloseTo(1.281552, 5);
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 5);
    expect(studentTQuantile(0.9, 5)).toBeCloseTo(1.475884, 2);
    expect(studentTQuantile(0.9, 10)).toBeCloseTo(1.372184, 3);
    expect(studentTQuantile(0.9, 29)).toBeCloseTo(1.311434, 4);
  });

  it('gives no forecast with fewer than 12 posts', () => {
    expect(forecastNext(Array(FORECAST_MIN_POSTS - 1).fill(100))).toBeNull();
    const flat = forecastNext(Array(FORECAST_MIN_POSTS).fill(100))!;
    for (const value of [flat.median, flat.low, flat.high]) expect(value).toBeCloseTo(100, 6);
  });

  for (const history of [12, 20, 60]) {
    it(`covers 78–82 % of 10,000 next posts with its 80 % interval, and its median errs as the generator's (${history} earlier posts)`, () => {
      const { normal } = random(history);
      let inside = 0;
      const forecastErrors: number[] = [];
      const generatorErrors: number[] = [];
      const medians: number[] = [];
      for (let draw = 0; draw < DRAWS; draw++) {
        const series = Array.from({ length: history }, () => lognormal(normal));
        const next = lognormal(normal);
        const forecast = forecastNext(series)!;
        if (forecast.low <= next && next <= forecast.high) inside += 1;
        medians.push(forecast.median);
        forecastErrors.push(Math.abs(forecast.median - next) / next);
        generatorErrors.push(Math.abs(MEDIAN_VIEWS - next) / next);
      }
      const coverage = (inside / DRAWS) * 100;
      const ratio = median(forecastErrors) / median(generatorErrors);
      console.info(`${history} earlier posts: coverage ${coverage.toFixed(2)} %, median error ÷ generator's ${ratio.toFixed(3)}`);
      expect(coverage).toBeGreaterThanOrEqual(78);
      expect(coverage).toBeLessThanOrEqual(82);
      // The forecast median is the generator's median (within 2 %), and errs about as much as knowing it would.
      expect(Math.abs(median(medians) / MEDIAN_VIEWS - 1)).toBeLessThan(0.02);
      expect(ratio).toBeGreaterThan(0.95);
      expect(ratio).toBeLessThan(history === 12 ? 1.2 : 1.1);
    });
  }

  it('follows a creator whose level changed: recent posts weigh more', () => {
    const { normal } = random(7);
    const series = [
      ...Array.from({ length: 30 }, () => Math.round(5_000 * Math.exp(0.3 * normal()))),
      ...Array.from({ length: 15 }, () => Math.round(50_000 * Math.exp(0.3 * normal()))),
    ];
    const forecast = forecastNext(series)!;
    expect(forecast.median).toBeGreaterThan(25_000);
    expect(forecast.high).toBeGreaterThan(50_000);
  });

  it('backtests walk-forward: the newest posts, each from the posts before it', () => {
    const { normal } = random(11);
    const series = Array.from({ length: 400 }, () => lognormal(normal));
    const figures = backtest(series, 388);
    expect(figures.posts).toBe(388);
    expect(figures.coverage).toBeGreaterThan(74);
    expect(figures.coverage).toBeLessThan(86);
    // |e^(σZ) − 1| has median ≈ 0.53 for σ = 0.8 (per cent of the actual count, against the true median).
    expect(figures.mdape).toBeGreaterThan(40);
    expect(figures.mdape).toBeLessThan(70);
    expect(backtest(series.slice(0, 12))).toEqual({ posts: 0, mdape: null, coverage: null });
    expect(backtest(series.slice(0, 15)).posts).toBe(3);
  });
});
