import {
  FORECAST_HALF_LIFE_POSTS,
  FORECAST_LEVEL,
  FORECAST_MIN_POSTS,
  FORECAST_WINDOW_POSTS,
  type ForecastInterval,
} from '@scout/contracts/profiles/forecasts';

/** Standard normal quantile (Acklam's rational approximation, relative error below 1.2e-9). */
export function normalQuantile(p: number): number {
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const tail = (q: number) =>
    (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) / ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  if (p < 0.02425) return tail(Math.sqrt(-2 * Math.log(p)));
  if (p > 1 - 0.02425) return -tail(Math.sqrt(-2 * Math.log(1 - p)));
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) /
    (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1)
  );
}

/**
 * Student-t quantile for `df` degrees of freedom (not necessarily whole), by the Cornish–Fisher
 * expansion around the normal quantile (Abramowitz & Stegun 26.7.5): within 0.002 of the exact
 * value at the 90th percentile from 3 degrees of freedom on.
 */
export function studentTQuantile(p: number, df: number): number {
  const z = normalQuantile(p);
  const z2 = z * z;
  const g1 = ((z2 + 1) * z) / 4;
  const g2 = (((5 * z2 + 16) * z2 + 3) * z) / 96;
  const g3 = ((((3 * z2 + 19) * z2 + 17) * z2 - 15) * z) / 384;
  const g4 = (((((79 * z2 + 776) * z2 + 1482) * z2 - 1920) * z2 - 945) * z) / 92160;
  return z + g1 / df + g2 / df ** 2 + g3 / df ** 3 + g4 / df ** 4;
}

/** Recency weight of the k-th newest post (k = 0: the newest), for k below FORECAST_WINDOW_POSTS. */
const WEIGHTS = Array.from({ length: FORECAST_WINDOW_POSTS }, (_, k) => 0.5 ** (k / FORECAST_HALF_LIFE_POSTS));
const UPPER = 1 - (1 - FORECAST_LEVEL / 100) / 2;
const back = (x: number) => Math.max(0, Math.expm1(x));

/**
 * The next value of a series of counts (oldest first) as a median and an 80 % interval, from its
 * newest FORECAST_WINDOW_POSTS values on the scale ln(1 + count), weighted by recency; null with
 * fewer than FORECAST_MIN_POSTS values. The median is the recency-weighted median of those values
 * (robust to a viral outlier; on real TikTok creators it erred less than e^m − 1, see
 * docs/forecasts.md), kept inside the interval.
 *
 * With weights w: m = Σw·x ÷ Σw; s² = Σw·(x − m)² ÷ (Σw − Σw² ÷ Σw) (unbiased for reliability
 * weights); n = (Σw)² ÷ Σw² (effective posts, m's variance is σ²/n); a new value x differs from m
 * by σ²·(1 + 1/n) in variance, so the interval is m ± t(0.9, n − 1)·s·√(1 + 1/n): exactly the
 * textbook prediction interval when the weights are equal and the logs normal.
 */
export function forecastNext(series: readonly number[]): ForecastInterval | null {
  return forecastFromLogs(
    series.map((count) => Math.log1p(count)),
    series.length,
  );
}

/** `forecastNext` of the first `end` values, given as ln(1 + count): the backtest takes the logs once. */
export function forecastFromLogs(logs: readonly number[], end: number): ForecastInterval | null {
  if (end < FORECAST_MIN_POSTS) return null;
  const start = Math.max(0, end - FORECAST_WINDOW_POSTS);
  let sumW = 0;
  let sumW2 = 0;
  let sumWX = 0;
  for (let i = start; i < end; i++) {
    const w = WEIGHTS[end - 1 - i]!;
    sumW += w;
    sumW2 += w * w;
    sumWX += w * logs[i]!;
  }
  const mean = sumWX / sumW;
  let squares = 0;
  for (let i = start; i < end; i++) squares += WEIGHTS[end - 1 - i]! * (logs[i]! - mean) ** 2;
  const spread = Math.sqrt(squares / (sumW - sumW2 / sumW));
  const effective = (sumW * sumW) / sumW2;
  const half = studentTQuantile(UPPER, effective - 1) * spread * Math.sqrt(1 + 1 / effective);
  const low = mean - half;
  const high = mean + half;
  const centre = Math.min(high, Math.max(low, weightedMedian(logs, start, end)));
  return { median: back(centre), low: back(low), high: back(high) };
}

/** Positions of the window's values, sorted by value in place (a window holds at most FORECAST_WINDOW_POSTS). */
const order = new Int32Array(FORECAST_WINDOW_POSTS);

/** The recency-weighted median of logs[start, end): the smallest value whose weight, with the smaller ones', reaches half the total. */
function weightedMedian(logs: readonly number[], start: number, end: number): number {
  const n = end - start;
  let total = 0;
  for (let k = 0; k < n; k++) {
    const i = start + k;
    total += WEIGHTS[end - 1 - i]!;
    // Insertion sort: a window is small.
    let j = k;
    while (j > 0 && logs[order[j - 1]!]! > logs[i]!) {
      order[j] = order[j - 1]!;
      j--;
    }
    order[j] = i;
  }
  let reached = 0;
  for (let k = 0; k < n; k++) {
    reached += WEIGHTS[end - 1 - order[k]!]!;
    if (reached >= total / 2) return logs[order[k]!]!;
  }
  return logs[order[n - 1]!]!;
}
