import { GROWTH_WINDOWS_DAYS, type GrowthWindow } from '@scout/contracts/profiles';
import type { FollowerHistoryPoint } from '@scout/contracts/socialData';
import { roundHalfUp } from '@scout/contracts/platform/rounding';

/** Days of follower history a document keeps: enough for a two-year chart. */
export const FOLLOWER_HISTORY_DAYS = 730;
const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** The day (UTC) of an instant, YYYY-MM-DD. */
export const dayOf = (instant: string) => new Date(instant).toISOString().slice(0, 10);

/**
 * One point per day, oldest first, the newest `FOLLOWER_HISTORY_DAYS` days. Later lists win on the
 * same day, so pass the older knowledge first (stored history, then the provider's, then the
 * observation's own count).
 */
export function mergeFollowerHistory(...lists: ReadonlyArray<readonly FollowerHistoryPoint[]>): FollowerHistoryPoint[] {
  const byDay = new Map<string, number>();
  for (const list of lists) for (const point of list) byDay.set(point.date, point.followers);
  return [...byDay]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .slice(-FOLLOWER_HISTORY_DAYS)
    .map(([date, followers]) => ({ date, followers }));
}

/**
 * For each window of N days: from the newest point at least N and less than 2 × N days before the
 * latest point, to the latest point. Without such a point (history too short or too sparse) the
 * window is empty: `from`, `change` and `percent` null.
 */
export function followerGrowth(history: readonly FollowerHistoryPoint[]): GrowthWindow[] {
  const to = history.at(-1) ?? null;
  return GROWTH_WINDOWS_DAYS.map((days) => {
    if (!to) return { days, from: null, to: null, change: null, percent: null };
    const latest = dayNumber(to.date);
    const from =
      history.findLast((point) => {
        const age = latest - dayNumber(point.date);
        return age >= days && age < 2 * days;
      }) ?? null;
    if (!from) return { days, from: null, to, change: null, percent: null };
    const change = to.followers - from.followers;
    return { days, from, to, change, percent: from.followers === 0 ? null : roundHalfUp((change / from.followers) * 100, 2) };
  });
}
