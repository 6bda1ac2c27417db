import {
  FORECAST_BACKTEST_POSTS,
  FORECAST_CONTENT_TYPES,
  FORECAST_GROWN_DAYS,
  FORECAST_HALF_LIFE_POSTS,
  FORECAST_LEVEL,
  FORECAST_METHOD,
  FORECAST_METRICS,
  FORECAST_MIN_POSTS,
  FORECAST_SCAN_POSTS,
  FORECAST_WINDOW_POSTS,
  type CreatorForecast,
  type ForecastContentType,
  type ForecastMetric,
  type MetricForecast,
  type TypeForecast,
} from '@scout/contracts/profiles/forecasts';
import { roundHalfUp } from '@scout/contracts/platform/rounding';
import type { FigureFacts } from '../figures/figureFacts';
import type { PostRow } from '../figures/postWindow';
import { backtest } from './backtest';
import { forecastNext } from './method';

const DAY_MS = 86_400_000;
/** The posts a type's forecasts and backtests read: the backtest's oldest post still has a full window before it. */
const POSTS_READ = FORECAST_WINDOW_POSTS + FORECAST_BACKTEST_POSTS;

/** A post's counts are grown when they were observed FORECAST_GROWN_DAYS or more after it was published. */
const grown = (row: PostRow) => row[5] !== null && Date.parse(row[5]) - Date.parse(row[0]) >= FORECAST_GROWN_DAYS * DAY_MS;

function countOf(row: PostRow, metric: ForecastMetric): number | null {
  const [, , likes, comments, views] = row;
  switch (metric) {
    case 'views':
      return views;
    case 'likes':
      return likes;
    case 'comments':
      return comments;
    case 'engagements':
      return likes === null || comments === null ? null : likes + comments;
  }
}

const rounded = (value: number) => roundHalfUp(value, 2);

/** One count's forecast and backtest over a type's grown posts, newest first. */
function metricForecast(rows: readonly PostRow[], metric: ForecastMetric): MetricForecast {
  // Newest first: the counts read, and the rows they came from.
  const series: number[] = [];
  const read: PostRow[] = [];
  let available = 0;
  for (const row of rows) {
    const count = countOf(row, metric);
    if (count === null) continue;
    available += 1;
    if (series.length < POSTS_READ) {
      series.push(count);
      read.push(row);
    }
  }
  series.reverse();
  const next = forecastNext(series);
  const used = Math.min(read.length, FORECAST_WINDOW_POSTS);
  return {
    next: next && { median: rounded(next.median), low: rounded(next.low), high: rounded(next.high) },
    reason: next ? null : available === 0 && rows.length > 0 ? 'not_counted' : 'too_few_posts',
    postsAvailable: available,
    postsUsed: next ? used : 0,
    from: next ? read[used - 1]![0] : null,
    to: next ? read[0]![0] : null,
    backtest: backtest(series),
  };
}

function typeForecast(contentType: ForecastContentType, rows: readonly PostRow[]): TypeForecast {
  const metrics = Object.fromEntries(FORECAST_METRICS.map((metric) => [metric, metricForecast(rows, metric)]));
  return { contentType, metrics: metrics as TypeForecast['metrics'] };
}

/** The creator's forecasts: its newest FORECAST_SCAN_POSTS grown posts, all together and per content type. */
export function creatorForecast(facts: FigureFacts): CreatorForecast {
  const byType = new Map<ForecastContentType, PostRow[]>(FORECAST_CONTENT_TYPES.map((type) => [type, []]));
  const all = byType.get('all')!;
  for (const id of facts.window.order) {
    const row = facts.window.posts[id]!;
    if (!grown(row)) continue;
    all.push(row);
    const type = row[6];
    if (type && type !== 'story') byType.get(type)!.push(row);
    if (all.length === FORECAST_SCAN_POSTS) break;
  }
  return {
    method: FORECAST_METHOD,
    level: FORECAST_LEVEL,
    minPosts: FORECAST_MIN_POSTS,
    windowPosts: FORECAST_WINDOW_POSTS,
    halfLifePosts: FORECAST_HALF_LIFE_POSTS,
    backtestPosts: FORECAST_BACKTEST_POSTS,
    grownDays: FORECAST_GROWN_DAYS,
    asOf: facts.countsAt,
    byType: FORECAST_CONTENT_TYPES.filter((type) => type === 'all' || byType.get(type)!.length > 0).map((type) =>
      typeForecast(type, byType.get(type)!),
    ),
  };
}
