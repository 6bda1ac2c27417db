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

/** "12 Mar 2025" style, in the given UI locale; an empty string for a date that does not parse. */
export function formatDate(value: DateInput, locale = 'en'): string {
  return format(value, locale, { day: 'numeric', month: 'short', year: 'numeric' });
}

export function formatDateTime(value: DateInput, locale = 'en'): string {
  return format(value, locale, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/**
 * A calendar day `YYYY-MM-DD` (a Vienna day, as the server computes them) as "30 Mar", or with
 * `withYear` "30 Mar 25"; noon UTC is the same day in Vienna.
 */
export function formatDay(day: string, locale = 'en', withYear = false): string {
  return format(
    `${day}T12:00:00Z`,
    locale,
    withYear ? { day: 'numeric', month: 'short', year: '2-digit' } : { day: 'numeric', month: 'short' },
  );
}

function format(value: DateInput, locale: string, options: Intl.DateTimeFormatOptions): string {
  const date = parseDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: TIME_ZONE }).format(date);
}
