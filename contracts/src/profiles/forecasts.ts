import { z } from 'zod';
import type { FormulaLanguage } from './formulaTexts';

/**
 * A creator's forecast of its next post: computed on the read side from the posts Scout recorded of
 * the creator (the same record as the post figures), per content type and count, as a median and
 * an 80 % interval, each with a walk-forward backtest on the creator's own posts.
 *
 * Method (see docs/forecasts.md): the newest FORECAST_WINDOW_POSTS grown posts, on a log scale
 * (ln(1 + count)), weighted by recency (a post's weight halves every FORECAST_HALF_LIFE_POSTS
 * newer posts); median = e^(weighted median) − 1; interval = e^(weighted mean ± t × s × √(1 + 1/n)) − 1,
 * with s the weighted spread, n the effective number of posts and t the Student-t quantile.
 */
export const FORECAST_MIN_POSTS = 12;
export const FORECAST_WINDOW_POSTS = 30;
export const FORECAST_HALF_LIFE_POSTS = 10;
/** The backtest forecasts each of the creator's newest posts (up to this many) from the posts before it. */
export const FORECAST_BACKTEST_POSTS = 20;
/** Interval level, percent. */
export const FORECAST_LEVEL = 80;
/** A post counts once its counts were observed at least this many days after it was published: younger ones are still growing. */
export const FORECAST_GROWN_DAYS = 7;
export const FORECAST_METHOD = 'recency-weighted-log-t';
/**
 * The forecasts read the creator's newest this many grown posts: a content type rare among them has
 * too few posts. Keeps each recomputation small (the read model recomputes it on every count observed).
 */
export const FORECAST_SCAN_POSTS = 200;

/** `engagements` = likes + comments of the same post. Public post counts carry no reach: no provider gives it per post. */
export const FORECAST_METRICS = ['views', 'likes', 'comments', 'engagements'] as const;
export type ForecastMetric = (typeof FORECAST_METRICS)[number];
/** `all`: every post whatever its type; the others: posts of that type only (stories are no posts). */
export const FORECAST_CONTENT_TYPES = ['all', 'post', 'video', 'reel'] as const;
export type ForecastContentType = (typeof FORECAST_CONTENT_TYPES)[number];
/** Why there is no forecast: fewer grown posts with the count than FORECAST_MIN_POSTS, or no post shows the count at all. */
export const FORECAST_REASONS = ['too_few_posts', 'not_counted'] as const;
export type ForecastReason = (typeof FORECAST_REASONS)[number];

export const forecastIntervalSchema = z.object({ median: z.number(), low: z.number(), high: z.number() });
export type ForecastInterval = z.infer<typeof forecastIntervalSchema>;

export const forecastBacktestSchema = z.object({
  /** Posts forecast from the posts before them. */
  posts: z.number().int(),
  /** Median of |forecast median − actual| ÷ actual × 100 (posts with actual 0 left out); null without such posts. */
  mdape: z.number().nullable(),
  /** Share of those posts whose actual count fell inside the 80 % interval, percent; null without posts. */
  coverage: z.number().nullable(),
});
export type ForecastBacktest = z.infer<typeof forecastBacktestSchema>;

export const metricForecastSchema = z.object({
  /** Null with a `reason` when there is no forecast. */
  next: forecastIntervalSchema.nullable(),
  reason: z.enum(FORECAST_REASONS).nullable(),
  /** Grown posts showing the count (what the forecast may use). */
  postsAvailable: z.number().int(),
  /** Posts the forecast used (the newest FORECAST_WINDOW_POSTS of them) and when they were published. */
  postsUsed: z.number().int(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  backtest: forecastBacktestSchema,
});
export type MetricForecast = z.infer<typeof metricForecastSchema>;

export const typeForecastSchema = z.object({
  contentType: z.enum(FORECAST_CONTENT_TYPES),
  metrics: z.object({
    views: metricForecastSchema,
    likes: metricForecastSchema,
    comments: metricForecastSchema,
    engagements: metricForecastSchema,
  }),
});
export type TypeForecast = z.infer<typeof typeForecastSchema>;

export const creatorForecastSchema = z.object({
  method: z.literal(FORECAST_METHOD),
  level: z.number(),
  minPosts: z.number().int(),
  windowPosts: z.number().int(),
  halfLifePosts: z.number().int(),
  backtestPosts: z.number().int(),
  grownDays: z.number().int(),
  /** When the latest post counts were observed. */
  asOf: z.string().nullable(),
  /** `all` first, then each content type the creator has grown posts of. */
  byType: z.array(typeForecastSchema),
});
export type CreatorForecast = z.infer<typeof creatorForecastSchema>;

/** What the forecast's "how computed" text says, per language (method, window, backtest). */
export const FORECAST_FORMULA: Readonly<Record<FormulaLanguage, string>> = {
  en:
    `Among the creator's newest ${FORECAST_SCAN_POSTS} posts whose counts were observed at least ${FORECAST_GROWN_DAYS} days after publishing, those of the same content type (or all), newest first; ` +
    `the newest ${FORECAST_WINDOW_POSTS} on a log scale, ln(1 + count), each weighted ½^(k ÷ ${FORECAST_HALF_LIFE_POSTS}) for the k-th newest; ` +
    'median = e^(weighted median) − 1, kept inside the interval; 80 % interval = e^(weighted mean ± t × s × √(1 + 1/n)) − 1, with s the weighted standard deviation, ' +
    'n the effective number of posts and t the 90th percentile of Student’s t with n − 1 degrees of freedom; ' +
    `no forecast with fewer than ${FORECAST_MIN_POSTS} posts. Backtest: each of the newest ${FORECAST_BACKTEST_POSTS} posts forecast from the posts before it ` +
    `(at least ${FORECAST_MIN_POSTS}); error = median of |forecast − actual| ÷ actual × 100; coverage = share of actual counts inside the interval`,
  de:
    `Unter den neuesten ${FORECAST_SCAN_POSTS} Beiträgen des Creators, deren Zahlen mindestens ${FORECAST_GROWN_DAYS} Tage nach der Veröffentlichung beobachtet wurden, jene desselben Inhaltstyps (oder alle), neueste zuerst; ` +
    `die neuesten ${FORECAST_WINDOW_POSTS} auf logarithmischer Skala, ln(1 + Zahl), der k-neueste gewichtet mit ½^(k ÷ ${FORECAST_HALF_LIFE_POSTS}); ` +
    'Median = e^(gewichteter Median) − 1, innerhalb des Intervalls gehalten; 80-%-Intervall = e^(gewichteter Mittelwert ± t × s × √(1 + 1/n)) − 1, mit s der gewichteten Standardabweichung, ' +
    'n der effektiven Anzahl der Beiträge und t dem 90. Perzentil der Student-t-Verteilung mit n − 1 Freiheitsgraden; ' +
    `keine Prognose mit weniger als ${FORECAST_MIN_POSTS} Beiträgen. Rückrechnung: jeder der neuesten ${FORECAST_BACKTEST_POSTS} Beiträge aus den Beiträgen davor prognostiziert ` +
    `(mindestens ${FORECAST_MIN_POSTS}); Fehler = Median von |Prognose − tatsächlich| ÷ tatsächlich × 100; Abdeckung = Anteil der tatsächlichen Zahlen im Intervall`,
};
