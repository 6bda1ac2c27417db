import { describe, expect, it } from '@jest/globals';
import { relativeTime } from './relativeTime';

const now = new Date('2026-03-02T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('relativeTime', () => {
  it('says how long ago, in the largest whole unit, in English and German', () => {
    expect(relativeTime(before(2 * 3_600_000 + 59 * 60_000), 'en', now)).toBe('2 hours ago');
    expect(relativeTime(before(2 * 3_600_000), 'de', now)).toBe('vor 2 Stunden');
    expect(relativeTime(before(5 * 60_000), 'en', now)).toBe('5 minutes ago');
    expect(relativeTime(before(26 * 3_600_000), 'en', now)).toBe('yesterday');
    expect(relativeTime(before(3 * 86_400_000), 'de', now)).toBe('vor 3 Tagen');
  });

  it('says now under a minute (and for a clock slightly ahead), nothing for no date', () => {
    expect(relativeTime(before(20_000), 'en', now)).toBe('now');
    expect(relativeTime(before(-5_000), 'en', now)).toBe('now');
    expect(relativeTime(null, 'en', now)).toBe('');
    expect(relativeTime('not a date', 'en', now)).toBe('');
  });
});
