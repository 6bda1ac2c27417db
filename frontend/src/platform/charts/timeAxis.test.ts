import { describe, expect, it } from '@jest/globals';
import { dayStart } from '../dates';
import { timeAxis } from './timeAxis';

const at = (iso: string) => Date.parse(iso);
const iso = (instants: number[]) => instants.map((instant) => new Date(instant).toISOString());
const labels = (instants: number[], locale = 'en', options = {}) => {
  const axis = timeAxis(instants, locale, options);
  return axis.ticks.map(axis.label);
};

describe('timeAxis', () => {
  it('spans a day in whole hours of Vienna time', () => {
    const axis = timeAxis([at('2026-11-28T07:10:00Z'), at('2026-11-28T19:40:00Z')], 'en');
    expect(axis.domain).toEqual([at('2026-11-28T07:10:00Z'), at('2026-11-28T19:40:00Z')]);
    expect(axis.ticks.map(axis.label)).toEqual(['09:00', '12:00', '15:00', '18:00']);
    expect(iso(axis.ticks)).toEqual([
      '2026-11-28T08:00:00.000Z',
      '2026-11-28T11:00:00.000Z',
      '2026-11-28T14:00:00.000Z',
      '2026-11-28T17:00:00.000Z',
    ]);
  });

  it('names the day with the hour when the hours run over midnight', () => {
    expect(labels([at('2026-11-28T16:00:00Z'), at('2026-11-29T10:00:00Z')])).toEqual([
      '28 Nov, 18:00',
      '28 Nov, 21:00',
      '29 Nov, 00:00',
      '29 Nov, 03:00',
      '29 Nov, 06:00',
      '29 Nov, 09:00',
    ]);
  });

  it('spans a few weeks in days or Mondays, starting at midnight in Vienna', () => {
    const week = timeAxis([dayStart('2026-11-02'), dayStart('2026-11-07')], 'en');
    expect(week.ticks.map(week.label)).toEqual(['2 Nov', '3 Nov', '4 Nov', '5 Nov', '6 Nov', '7 Nov']);
    expect(week.ticks[0]).toBe(dayStart('2026-11-02'));
    const month = timeAxis([dayStart('2026-11-01'), dayStart('2026-11-30')], 'en');
    expect(month.ticks.map(month.label)).toEqual(['2 Nov', '9 Nov', '16 Nov', '23 Nov', '30 Nov']);
  });

  it('spans months in whole months and years in whole years, with four-digit years or none', () => {
    expect(labels([dayStart('2026-02-10'), dayStart('2026-11-28')])).toEqual(['Mar', 'May', 'Jul', 'Sept', 'Nov']);
    expect(labels([dayStart('2025-10-10'), dayStart('2026-03-28')])).toEqual(['Nov 2025', 'Dec 2025', 'Jan 2026', 'Feb 2026', 'Mar 2026']);
    expect(labels([dayStart('2022-06-22'), dayStart('2026-11-26')])).toEqual(['2023', '2024', '2025', '2026']);
    expect(labels([dayStart('2022-06-22'), dayStart('2026-11-26')], 'de')).toEqual(['2023', '2024', '2025', '2026']);
    expect(labels([dayStart('2025-10-10'), dayStart('2026-03-28')], 'de')).toEqual([
      'Nov. 2025',
      'Dez. 2025',
      'Jan. 2026',
      'Feb. 2026',
      'März 2026',
    ]);
  });

  it('never writes a two-digit year', () => {
    const spans: Array<[string, string]> = [
      ['2026-11-20', '2026-11-28'],
      ['2025-12-20', '2026-01-10'],
      ['2025-06-01', '2026-11-28'],
      ['1999-01-01', '2026-01-01'],
    ];
    for (const [from, to] of spans)
      for (const text of labels([dayStart(from), dayStart(to)])) expect(text).not.toMatch(/(^|[^\d])\d{2}$|\d{2}['’]/);
  });

  it('keeps ticks inside the domain, at most as many as asked for, every label its own', () => {
    const start = at('2026-01-01T00:00:00Z');
    for (const span of [30_000, 3_600_000, 86_400_000, 40 * 86_400_000, 400 * 86_400_000, 30 * 365 * 86_400_000]) {
      for (const maxTicks of [3, 6, 8]) {
        const axis = timeAxis([start, start + span / 3, start + span], 'de', { maxTicks });
        expect(axis.ticks.length).toBeLessThanOrEqual(maxTicks);
        expect(axis.ticks.length).toBeGreaterThanOrEqual(2);
        for (const tick of axis.ticks) expect(tick >= axis.domain[0] && tick <= axis.domain[1]).toBe(true);
        const texts = axis.ticks.map(axis.label);
        expect(new Set(texts).size).toBe(texts.length);
      }
    }
  });

  it('steps at least a day for a series of calendar days', () => {
    expect(labels([dayStart('2026-11-27'), dayStart('2026-11-28')], 'en', { days: true })).toEqual(['27 Nov', '28 Nov']);
    expect(labels([dayStart('2026-11-27'), dayStart('2026-11-28')], 'de', { days: true })).toEqual(['27. Nov.', '28. Nov.']);
  });

  it('widens the domain by the padding, as bars of a day need', () => {
    const axis = timeAxis([dayStart('2026-11-01'), dayStart('2026-11-30')], 'en', { padding: 43_200_000 });
    expect(axis.domain).toEqual([dayStart('2026-11-01') - 43_200_000, dayStart('2026-11-30') + 43_200_000]);
  });

  it('labels observations seconds apart so that they still differ', () => {
    const texts = labels([at('2026-11-28T13:05:01Z'), at('2026-11-28T13:05:09Z')]);
    expect(texts).toEqual(['28 Nov 2026, 14:05:01', '28 Nov 2026, 14:05:09']);
  });
});
