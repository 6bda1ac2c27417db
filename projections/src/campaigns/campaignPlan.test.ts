import { describe, expect, it } from '@jest/globals';
import type { CreatorForecast, MetricForecast } from '@scout/contracts/profiles/forecasts';
import { normalQuantile } from '../profiles/forecasts/method';
import { campaignPlan } from './campaignPlan';

const backtest = { posts: 8, mdape: 40, coverage: 87.5 };
const metric = (median: number, low: number, high: number): MetricForecast => ({
  next: { median, low, high },
  reason: null,
  postsAvailable: 40,
  postsUsed: 30,
  from: '2026-01-01T00:00:00.000Z',
  to: '2026-03-01T00:00:00.000Z',
  backtest,
});
const none: MetricForecast = {
  next: null,
  reason: 'too_few_posts',
  postsAvailable: 5,
  postsUsed: 0,
  from: null,
  to: null,
  backtest: { posts: 0, mdape: null, coverage: null },
};

function forecast(views: MetricForecast, engagements: MetricForecast): CreatorForecast {
  return {
    method: 'recency-weighted-log-t',
    level: 80,
    minPosts: 12,
    windowPosts: 30,
    halfLifePosts: 10,
    backtestPosts: 20,
    grownDays: 7,
    asOf: '2026-03-09T00:00:00.000Z',
    byType: [{ contentType: 'all', metrics: { views, engagements, likes: engagements, comments: none } }],
  };
}

const cpm = { currency: 'EUR', values: { instagram: 8, tiktok: 6 }, isDefault: true };
const anna = { influencerId: 'anna', platform: 'instagram', username: 'anna', plannedPosts: 2, feeCents: 100_000, currency: 'EUR' };
const ben = { influencerId: 'ben', platform: 'tiktok', username: 'ben', plannedPosts: 3, feeCents: 50_000, currency: 'EUR' };
const forecasts = new Map([
  ['anna', forecast(metric(10_000, 4_000, 25_000), metric(500, 200, 1_000))],
  ['ben', forecast(metric(20_000, 5_000, 80_000), metric(1_000, 300, 4_000))],
]);

describe('a campaign plan from its influencers’ forecasts', () => {
  it('sums planned posts × each forecast percentile by percentile, and derives EMV, CPM and CPE', () => {
    const plan = campaignPlan([anna, ben, { ...ben, influencerId: 'cleo', plannedPosts: undefined }], forecasts, cpm);
    expect(plan.plannedPosts).toBe(5);
    expect(plan.influencers.map((i) => i.influencerId)).toEqual(['anna', 'ben']);
    expect(plan.influencers[0]).toMatchObject({ views: { median: 20_000, low: 8_000, high: 50_000 }, viewsBacktest: backtest });
    expect(plan.views).toEqual({ median: 80_000, low: 23_000, high: 290_000 });
    expect(plan.engagements).toEqual({ median: 4_000, low: 1_300, high: 14_000 });
    // 20,000 × 8 ÷ 1,000 + 60,000 × 6 ÷ 1,000
    expect(plan.earnedMediaValue).toEqual({ median: 520, low: 64 + 90, high: 400 + 1_440 });
    expect(plan.feesCents).toBe(150_000);
    expect(plan.cpm).toEqual({ median: 18.75, low: 5.17, high: 65.22 });
    expect(plan.cpe).toEqual({ median: 0.38, low: 0.11, high: 1.15 });
    expect(plan.costReason).toBeNull();
  });

  it('leaves out what it cannot know, and says why', () => {
    const withoutForecast = campaignPlan([anna, { ...ben, influencerId: 'gone' }], forecasts, cpm);
    expect(withoutForecast.influencers[1]).toMatchObject({ views: null, viewsReason: 'no_profile' });
    expect(withoutForecast).toMatchObject({ viewsInfluencers: 1, views: { median: 20_000 }, cpm: null, costReason: 'incomplete_forecast' });
    const young = new Map([...forecasts, ['ben', forecast(none, none)]]);
    expect(campaignPlan([anna, ben], young, cpm).influencers[1]).toMatchObject({
      viewsReason: 'too_few_posts',
      viewsBacktest: none.backtest,
    });
    const { feeCents: _fee, ...unpaid } = ben;
    expect(campaignPlan([anna, unpaid], forecasts, cpm)).toMatchObject({ costReason: 'fees_missing', feesCents: null, cpe: null });
    expect(campaignPlan([anna, { ...ben, currency: 'USD' }], forecasts, cpm)).toMatchObject({ costReason: 'mixed_currencies', cpm: null });
    expect(campaignPlan([], forecasts, cpm)).toMatchObject({ plannedPosts: 0, views: null, earnedMediaValue: null });
  });

  it('is conservative: with each creator’s posts sharing one draw and creators independent, its 80 % interval covers at least 80 % of totals', () => {
    // Lognormal creators whose forecast is exact: median e^μ, 80 % interval e^(μ ± 1.2816 σ).
    const creators = [
      { mu: Math.log(10_000), sigma: 0.8, posts: 3 },
      { mu: Math.log(50_000), sigma: 1.1, posts: 2 },
      { mu: Math.log(2_000), sigma: 0.5, posts: 5 },
    ];
    const z = normalQuantile(0.9);
    const exact = new Map(
      creators.map((c, i) => [
        `c${i}`,
        forecast(metric(Math.exp(c.mu), Math.exp(c.mu - z * c.sigma), Math.exp(c.mu + z * c.sigma)), metric(1, 1, 1)),
      ]),
    );
    const plan = campaignPlan(
      creators.map((c, i) => ({ influencerId: `c${i}`, platform: 'tiktok', username: `c${i}`, plannedPosts: c.posts })),
      exact,
      cpm,
    );
    let seed = 42;
    const uniform = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return (seed + 0.5) / 2 ** 31;
    };
    const normal = () => normalQuantile(uniform());
    let inside = 0;
    const draws = 10_000;
    for (let draw = 0; draw < draws; draw++) {
      const total = creators.reduce((sum, c) => sum + c.posts * Math.exp(c.mu + c.sigma * normal()), 0);
      if (plan.views!.low <= total && total <= plan.views!.high) inside += 1;
    }
    console.info(`comonotone 80 % interval of the total covers ${((inside / draws) * 100).toFixed(2)} % of ${draws} simulated campaigns`);
    expect(inside / draws).toBeGreaterThanOrEqual(0.8);
  });
});
