import { describe, expect, it } from '@jest/globals';
import { abbreviate, NO_NUMBER } from './abbreviate';

describe('abbreviate', () => {
  it('leaves numbers below a thousand unabbreviated, with at most one decimal', () => {
    expect(abbreviate(0)).toBe('0');
    expect(abbreviate(7)).toBe('7');
    expect(abbreviate(999)).toBe('999');
    expect(abbreviate(812.34)).toBe('812.3');
  });

  it('abbreviates from 1e3 with K, from 1e6 with M and from 1e9 with B, one decimal without trailing zeros', () => {
    expect(abbreviate(1000)).toBe('1K');
    expect(abbreviate(1234)).toBe('1.2K');
    expect(abbreviate(353_100)).toBe('353.1K');
    expect(abbreviate(1_000_000)).toBe('1M');
    expect(abbreviate(48_500_000)).toBe('48.5M');
    expect(abbreviate(2_560_000)).toBe('2.6M');
    expect(abbreviate(1_000_000_000)).toBe('1B');
    expect(abbreviate(7_250_000_000_000)).toBe('7,250B');
  });

  it('rounds halves up, also where binary floating point would round them down', () => {
    expect(abbreviate(1050)).toBe('1.1K');
    expect(abbreviate(1049)).toBe('1K');
    expect(abbreviate(2_350_000)).toBe('2.4M');
  });

  it('moves to the next unit when rounding reaches a thousand of the current one', () => {
    expect(abbreviate(999.96)).toBe('1K');
    expect(abbreviate(999_960)).toBe('1M');
    expect(abbreviate(999_960_000)).toBe('1B');
  });

  it('keeps the sign of negative numbers (follower losses)', () => {
    expect(abbreviate(-1500)).toBe('-1.5K');
    expect(abbreviate(-42)).toBe('-42');
    expect(abbreviate(-0.01)).toBe('0');
  });

  it('takes another number of decimals', () => {
    expect(abbreviate(1234, 2)).toBe('1.23K');
    expect(abbreviate(1234, 0)).toBe('1K');
  });

  it('writes decimals and groups in the given language, with the same letters', () => {
    expect(abbreviate(13_500_000, 1, 'de')).toBe('13,5M');
    expect(abbreviate(90_400, 1, 'de')).toBe('90,4K');
    expect(abbreviate(-1500, 1, 'de')).toBe('-1,5K');
    expect(abbreviate(812.34, 1, 'de')).toBe('812,3');
    expect(abbreviate(7_250_000_000_000, 1, 'de')).toBe('7.250B');
    expect(abbreviate(null, 1, 'de')).toBe('–');
  });

  it('shows a dash for a missing number', () => {
    expect(NO_NUMBER).toBe('–');
    expect(abbreviate(null)).toBe('–');
    expect(abbreviate(undefined)).toBe('–');
    expect(abbreviate(Number.NaN)).toBe('–');
    expect(abbreviate(Number.POSITIVE_INFINITY)).toBe('–');
  });
});
