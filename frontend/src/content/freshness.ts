const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * "2 hours ago" / "vor 2 Stunden" for a timestamp, in the UI locale; "now" under a minute; null for
 * no or an unreadable timestamp. A time slightly ahead (clock skew) counts as now.
 */
export function timeAgo(at: string | null | undefined, now: number, locale = 'en'): string | null {
  if (!at) return null;
  const time = Date.parse(at);
  if (Number.isNaN(time)) return null;
  const elapsed = Math.max(0, now - time);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit);
  }
  return format.format(0, 'second');
}
