import { FORECAST_METRICS, type ForecastMetric, type MetricForecast } from '@scout/contracts/profiles/forecasts';
import type { CsvColumn } from '../../platform/csv';
import type { ProfileRecord } from '../types';

/** The forecast of the next post of any type for one count; undefined when not computed. */
const allPosts = (profile: ProfileRecord, metric: ForecastMetric): MetricForecast | undefined =>
  profile.forecast?.byType.find((t) => t.contentType === 'all')?.metrics[metric];

/**
 * The saved-profile export's forecast columns, after the list's: per count (views, likes, comments,
 * engagements) of the next post, all types together, its median, 80 % interval, why there is none,
 * and its backtest (posts tested, median absolute percentage error, coverage); then the date of the counts.
 */
export const forecastCsvColumns: readonly CsvColumn<ProfileRecord>[] = [
  ...FORECAST_METRICS.flatMap((metric): CsvColumn<ProfileRecord>[] => [
    { header: `next${capital(metric)}Median`, value: (profile) => allPosts(profile, metric)?.next?.median ?? null },
    { header: `next${capital(metric)}Low80`, value: (profile) => allPosts(profile, metric)?.next?.low ?? null },
    { header: `next${capital(metric)}High80`, value: (profile) => allPosts(profile, metric)?.next?.high ?? null },
    { header: `next${capital(metric)}NoForecastReason`, value: (profile) => allPosts(profile, metric)?.reason ?? null },
    { header: `next${capital(metric)}BacktestPosts`, value: (profile) => allPosts(profile, metric)?.backtest.posts ?? null },
    { header: `next${capital(metric)}BacktestErrorPercent`, value: (profile) => allPosts(profile, metric)?.backtest.mdape ?? null },
    { header: `next${capital(metric)}BacktestCoveragePercent`, value: (profile) => allPosts(profile, metric)?.backtest.coverage ?? null },
  ]),
  { header: 'forecastAsOf', value: (profile) => profile.forecast?.asOf ?? null },
];

function capital(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
