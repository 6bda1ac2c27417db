import { PLAN_COMBINATION, PLAN_LEVEL, type CampaignPlan, type PlanInfluencer } from '@scout/contracts/campaigns/plan';
import type { CampaignInfluencerView } from '@scout/contracts/campaigns/views';
import type { CreatorForecast, ForecastInterval, MetricForecast } from '@scout/contracts/profiles/forecasts';
import { roundHalfUp } from '@scout/contracts/platform/rounding';
import type { CpmValues } from './metricsFormulas';

type Influencer = Pick<CampaignInfluencerView, 'influencerId' | 'platform' | 'username' | 'plannedPosts' | 'feeCents' | 'currency'>;

const QUANTILES = ['median', 'low', 'high'] as const;
const rounded = (value: ForecastInterval): ForecastInterval => ({
  median: roundHalfUp(value.median, 2),
  low: roundHalfUp(value.low, 2),
  high: roundHalfUp(value.high, 2),
});
const times = (value: ForecastInterval, factor: number): ForecastInterval => ({
  median: value.median * factor,
  low: value.low * factor,
  high: value.high * factor,
});
/** Comonotone sum: percentile by percentile. */
const plus = (a: ForecastInterval, b: ForecastInterval): ForecastInterval => ({
  median: a.median + b.median,
  low: a.low + b.low,
  high: a.high + b.high,
});
/** cost ÷ an amount, per `per`: decreasing in the amount, so the low end comes from its high end; null when an end is 0. */
function costPer(cost: number, amount: ForecastInterval, per: number): ForecastInterval | null {
  if (QUANTILES.some((q) => amount[q] <= 0)) return null;
  return { median: (cost / amount.median) * per, low: (cost / amount.high) * per, high: (cost / amount.low) * per };
}

/** Planned posts × one post's forecast of a count, or why there is none. */
function expected(metric: MetricForecast | null, posts: number) {
  if (!metric) return { value: null, reason: 'no_profile' as const, backtest: null };
  if (!metric.next) return { value: null, reason: metric.reason ?? ('too_few_posts' as const), backtest: metric.backtest };
  return { value: times(metric.next, posts), reason: null, backtest: metric.backtest };
}

/**
 * The campaign's plan from its influencers' planned posts and fees, each creator's stored forecast
 * (`forecasts` by influencer id; absent: the saved profile is gone, null: not computed yet) and the
 * organisation's CPM values. Arithmetic on stored figures only: the forecasts are computed on the
 * read side as content events arrive.
 */
export function campaignPlan(
  influencers: readonly Influencer[],
  forecasts: ReadonlyMap<string, CreatorForecast | null>,
  cpm: CpmValues,
): CampaignPlan {
  const planned = influencers.filter((i) => (i.plannedPosts ?? 0) > 0);
  const rows: PlanInfluencer[] = [];
  let views: ForecastInterval | null = null;
  let engagements: ForecastInterval | null = null;
  let emv: ForecastInterval | null = null;
  let viewsInfluencers = 0;
  let engagementsInfluencers = 0;
  for (const influencer of planned) {
    const posts = influencer.plannedPosts!;
    const all = forecasts.get(influencer.influencerId)?.byType.find((t) => t.contentType === 'all') ?? null;
    const v = expected(all?.metrics.views ?? null, posts);
    const e = expected(all?.metrics.engagements ?? null, posts);
    if (v.value) {
      views = views ? plus(views, v.value) : v.value;
      viewsInfluencers += 1;
      const value = Object.hasOwn(cpm.values, influencer.platform) ? cpm.values[influencer.platform]! : 0;
      const earned = times(v.value, value / 1000);
      emv = emv ? plus(emv, earned) : earned;
    }
    if (e.value) {
      engagements = engagements ? plus(engagements, e.value) : e.value;
      engagementsInfluencers += 1;
    }
    const { influencerId, platform, username } = influencer;
    rows.push({
      influencerId,
      platform,
      username,
      plannedPosts: posts,
      views: v.value && rounded(v.value),
      engagements: e.value && rounded(e.value),
      viewsReason: v.reason,
      engagementsReason: e.reason,
      viewsBacktest: v.backtest,
      engagementsBacktest: e.backtest,
    });
  }
  const currencies = new Set(planned.map((i) => i.currency));
  const feesKnown = planned.length > 0 && planned.every((i) => i.feeCents !== undefined && i.currency !== undefined);
  const costReason =
    viewsInfluencers < planned.length || engagementsInfluencers < planned.length
      ? ('incomplete_forecast' as const)
      : !feesKnown
        ? ('fees_missing' as const)
        : currencies.size > 1
          ? ('mixed_currencies' as const)
          : null;
  const feesCents = feesKnown && currencies.size === 1 ? planned.reduce((sum, i) => sum + i.feeCents!, 0) : null;
  const fees = feesCents === null ? null : feesCents / 100;
  const cost = (amount: ForecastInterval | null, per: number) => {
    const value = costReason === null && fees !== null && amount ? costPer(fees, amount, per) : null;
    return value && rounded(value);
  };
  return {
    combination: PLAN_COMBINATION,
    level: PLAN_LEVEL,
    influencers: rows,
    plannedPosts: planned.reduce((sum, i) => sum + i.plannedPosts!, 0),
    views: views && rounded(views),
    viewsInfluencers,
    engagements: engagements && rounded(engagements),
    engagementsInfluencers,
    earnedMediaValue: emv && rounded(emv),
    emvCurrency: cpm.currency,
    feesCents,
    feesCurrency: feesCents === null ? null : [...currencies][0]!,
    cpm: cost(views, 1000),
    cpe: cost(engagements, 1),
    costReason,
  };
}
