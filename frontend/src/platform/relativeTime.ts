import { parseDate, type DateInput } from './dates';

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * How long ago an instant was, in the UI locale: "2 hours ago", "vor 2 Stunden", "yesterday",
 * "now" (under a minute); the largest whole unit, rounded down. An empty string when it does not parse.
 */
export function relativeTime(value: DateInput, locale = 'en', now: Date = new Date()): string {
  const date = parseDate(value);
  if (!date) return '';
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  }
  return format.format(0, 'second');
}
