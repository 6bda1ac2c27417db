import { ANALYTICS_TIME_ZONE, HEATMAP_WEEKDAYS } from '@scout/contracts/profiles';

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
