import { describe, expect, it } from '@jest/globals';
import { formatDate, formatDateTime, formatDay, isValidDate } from './dates';

describe('dates', () => {
  it('shows the calendar day in Vienna, not in UTC', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Vienna (UTC+1 in winter).
    expect(formatDate('2024-12-31T23:30:00Z', 'en')).toBe('Jan 1, 2025');
    expect(formatDate('2024-12-31T23:30:00Z', 'de')).toBe('1. Jan. 2025');
  });

  it('shows a calendar day as the same day, with the year when asked', () => {
    expect(formatDay('2025-03-30', 'en-GB')).toBe('30 Mar');
    expect(formatDay('2025-03-30', 'en-GB', true)).toBe('30 Mar 25');
    expect(formatDay('2025-01-01', 'en-GB')).toBe('1 Jan');
  });

  it('shows the time in Vienna, summer time included', () => {
    expect(formatDateTime('2025-07-01T10:00:00Z', 'en-GB')).toBe('1 Jul 2025, 12:00');
  });

  it('returns an empty text for dates that do not parse', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(isValidDate('2025-01-01')).toBe(true);
    expect(isValidDate('tomorrow-ish')).toBe(false);
    expect(isValidDate(null)).toBe(false);
  });
});
