import { describe, expect, it } from '@jest/globals';
import { dayStart, formatDate, formatDateAs, formatDateTime, isValidDate, viennaInstant, viennaWallClock } from './dates';

describe('dates', () => {
  it('shows the calendar day in Vienna, not in UTC', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Vienna (UTC+1 in winter).
    expect(formatDate('2024-12-31T23:30:00Z', 'en')).toBe('1 Jan 2025');
    expect(formatDate('2024-12-31T23:30:00Z', 'de')).toBe('1. Jan. 2025');
  });

  it('writes every date in one style, day before month with a four-digit year, in English and German', () => {
    const at = '2026-11-28T13:05:00Z';
    expect(formatDate(at, 'en')).toBe('28 Nov 2026');
    expect(formatDate(at, 'de')).toBe('28. Nov. 2026');
    expect(formatDateTime(at, 'en')).toBe('28 Nov 2026, 14:05');
    expect(formatDateTime(at, 'de')).toBe('28. Nov. 2026, 14:05');
    expect(formatDateAs(at, 'en', 'dayMonth')).toBe('28 Nov');
    expect(formatDateAs(at, 'en', 'monthYear')).toBe('Nov 2026');
    expect(formatDateAs(at, 'de', 'monthYear')).toBe('Nov. 2026');
    expect(formatDateAs(at, 'en', 'year')).toBe('2026');
    expect(formatDateAs(at, 'en', 'time')).toBe('14:05');
    for (const style of ['date', 'dateTime', 'monthYear'] as const) expect(formatDateAs(at, 'en', style)).not.toMatch(/\b26\b|\//);
  });

  it('shows the time in Vienna, summer time included', () => {
    expect(formatDateTime('2025-07-01T10:00:00Z', 'en')).toBe('1 Jul 2025, 12:00');
    expect(formatDateTime('2025-07-01T22:00:00Z', 'en')).toBe('2 Jul 2025, 00:00');
  });

  it('returns an empty text for dates that do not parse', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(isValidDate('2025-01-01')).toBe(true);
    expect(isValidDate('tomorrow-ish')).toBe(false);
    expect(isValidDate(null)).toBe(false);
  });

  it('turns Vienna wall-clock times into instants and back, across the changes of summer time', () => {
    expect(new Date(dayStart('2026-01-15')).toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(new Date(dayStart('2026-07-15')).toISOString()).toBe('2026-07-14T22:00:00.000Z');
    // Summer time begins on 29 Mar 2026 at 02:00 and ends on 25 Oct 2026 at 03:00.
    expect(new Date(dayStart('2026-03-29')).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(new Date(dayStart('2026-03-30')).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(new Date(dayStart('2026-10-26')).toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(new Date(viennaInstant({ year: 2026, month: 2, day: 29, hour: 4, minute: 0 })).toISOString()).toBe('2026-03-29T02:00:00.000Z');
    expect(viennaInstant({ year: 2026, month: 0, day: 32, hour: 0, minute: 0 })).toBe(dayStart('2026-02-01'));
    expect(viennaWallClock(Date.parse('2026-12-31T23:30:00Z'))).toEqual({ year: 2027, month: 0, day: 1, hour: 0, minute: 30, second: 0 });
  });
});
