import { ANALYTICS_TIME_ZONE, HEATMAP_HOURS, HEATMAP_WEEKDAYS, type ProfileAnalyticsView } from '@scout/contracts/profiles';
import { roundHalfUp } from '@scout/contracts/platform/rounding';
import { FORMULAS } from './formulas';

export type Heatmap = ProfileAnalyticsView['heatmap'];

const viennaClock = new Intl.DateTimeFormat('en-US', {
  timeZone: ANALYTICS_TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The weekday (0 = Monday … 6 = Sunday) and hour (0–23) of an instant on a clock in Vienna. */
export function viennaSlot(instant: string): { weekday: number; hour: number } {
  const parts = viennaClock.formatToParts(new Date(instant));
  const weekday = HEATMAP_WEEKDAYS.indexOf(parts.find((part) => part.type === 'weekday')!.value as (typeof HEATMAP_WEEKDAYS)[number]);
  const hour = Number(parts.find((part) => part.type === 'hour')!.value);
  return { weekday, hour };
}

/**
 * 24 rows (hours) × 7 columns (Monday first): the share of the posts published in each cell, percent
 * rounded half up to 2 decimals cell by cell. No posts: every cell 0 and `postsConsidered` 0.
 */
export function postingHeatmap(publishedAt: readonly string[]): Heatmap {
  const counts = Array.from({ length: HEATMAP_HOURS }, () => new Array<number>(HEATMAP_WEEKDAYS.length).fill(0));
  for (const instant of publishedAt) {
    const { weekday, hour } = viennaSlot(instant);
    counts[hour]![weekday]! += 1;
  }
  const total = publishedAt.length;
  return {
    timeZone: ANALYTICS_TIME_ZONE,
    postsConsidered: total,
    rows: counts.map((row) => row.map((count) => (total === 0 ? 0 : roundHalfUp((count * 100) / total, 2)))),
    formula: FORMULAS.heatmap,
  };
}
