/** Spec: every date is shown in the Europe/Vienna time zone. */
export const TIME_ZONE = 'Europe/Vienna';

export type DateInput = string | number | Date | null | undefined;

/** Spec section 5: a date is valid if it can be parsed. */
export function parseDate(value: DateInput): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function isValidDate(value: DateInput): boolean {
  return parseDate(value) !== undefined;
}

/**
 * The one date style of the web app, in text and in tables alike: day, short month, four-digit year
 * ("28 Nov 2026", "28. Nov. 2026"), times on the 24-hour clock. English is written the British way
 * so that no screen mixes "Nov 28, 2026" with "28 Nov 2026" or "11/28/2026".
 */
const STYLES = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  dateTimeSeconds: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' },
  dayMonth: { day: 'numeric', month: 'short' },
  dayMonthTime: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  time: { hour: '2-digit', minute: '2-digit' },
  monthYear: { month: 'short', year: 'numeric' },
  month: { month: 'short' },
  year: { year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

/** The UI language as dates are written in it: English dates the British way (day before month). */
function dateLocale(locale: string): string {
  return locale === 'en' ? 'en-GB' : locale;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** A date in Vienna in one of the app's styles; an empty string for a date that does not parse. */
export function formatDateAs(value: DateInput, locale: string, style: DateStyle): string {
  const date = parseDate(value);
  if (!date) return '';
  const key = `${locale}/${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocale(locale), { ...STYLES[style], hourCycle: 'h23', timeZone: TIME_ZONE });
    formats.set(key, format);
  }
  return format.format(date);
}

/** "28 Nov 2026" ("28. Nov. 2026" in German); an empty string for a date that does not parse. */
export function formatDate(value: DateInput, locale = 'en'): string {
  return formatDateAs(value, locale, 'date');
}

/** "28 Nov 2026, 14:05" ("28. Nov. 2026, 14:05" in German). */
export function formatDateTime(value: DateInput, locale = 'en'): string {
  return formatDateAs(value, locale, 'dateTime');
}

/** A Vienna wall-clock time; months count from 0 as in `Date`. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const wallClockParts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** What the clocks in Vienna show at an instant. */
export function viennaWallClock(instant: number): WallClock & { second: number } {
  const parts = Object.fromEntries(wallClockParts.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return {
    year: parts.year!,
    month: parts.month! - 1,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/**
 * The instant the clocks in Vienna show a wall-clock time (fields may overflow: day 32 is the next
 * month's first). A time skipped by the spring change counts from the hour before it.
 */
export function viennaInstant(wall: WallClock): number {
  const asUtc = Date.UTC(wall.year, wall.month, wall.day, wall.hour, wall.minute);
  const offsetAt = (instant: number) => {
    const shown = viennaWallClock(instant);
    return Date.UTC(shown.year, shown.month, shown.day, shown.hour, shown.minute, shown.second) - instant;
  };
  const guess = asUtc - offsetAt(asUtc);
  // Near a change of summer time the offset at the guess can differ from the one at the answer.
  return asUtc - offsetAt(guess);
}

/** The instant a Vienna calendar day `YYYY-MM-DD` (as the server counts days) begins. */
export function dayStart(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return viennaInstant({ year: year!, month: month! - 1, day: date!, hour: 0, minute: 0 });
}
