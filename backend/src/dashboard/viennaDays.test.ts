import { describe, expect, it } from '@jest/globals';
import { lastViennaDays, viennaDay, viennaDayStart } from './viennaDays';

describe('Vienna days', () => {
  it('puts an instant on the day Vienna sees (UTC+1 in winter, UTC+2 in summer)', () => {
    expect(viennaDay(new Date('2026-01-10T23:30:00Z'))).toBe('2026-01-11');
    expect(viennaDay(new Date('2026-01-10T22:59:59Z'))).toBe('2026-01-10');
    expect(viennaDay(new Date('2026-07-10T22:00:00Z'))).toBe('2026-07-11');
  });

  it('starts a day at Vienna midnight, also on the days the clocks change', () => {
    expect(viennaDayStart('2026-01-11').toISOString()).toBe('2026-01-10T23:00:00.000Z');
    expect(viennaDayStart('2026-07-11').toISOString()).toBe('2026-07-10T22:00:00.000Z');
    expect(viennaDayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(viennaDayStart('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(viennaDayStart('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(viennaDayStart('2026-10-26').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('lists the last days oldest first, ending today, each ending where the next begins', () => {
    const days = lastViennaDays(new Date('2026-03-30T21:59:00Z'), 3);
    expect(days.map((d) => d.day)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(days[1]?.start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(days[1]?.end.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(days[2]?.end.toISOString()).toBe('2026-03-30T22:00:00.000Z');
  });
});
