import { describe, expect, it } from '@jest/globals';
import { formatNumber } from './formatNumber';

describe('formatNumber', () => {
  it('leaves numbers below a thousand as they are', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(12.345)).toBe('12.3');
  });

  it('abbreviates thousands, millions and billions', () => {
    expect(formatNumber(1000)).toBe('1K');
    expect(formatNumber(1234)).toBe('1.2K');
    expect(formatNumber(1_000_000)).toBe('1M');
    expect(formatNumber(2_560_000)).toBe('2.6M');
    expect(formatNumber(1_000_000_000)).toBe('1B');
    expect(formatNumber(7_250_000_000_000)).toBe('7250B');
  });

  it('moves to the next unit when rounding reaches a thousand', () => {
    expect(formatNumber(999.96)).toBe('1K');
    expect(formatNumber(999_960)).toBe('1M');
    expect(formatNumber(999_960_000)).toBe('1B');
  });

  it('keeps the sign and honours the number of decimals', () => {
    expect(formatNumber(-1500)).toBe('-1.5K');
    expect(formatNumber(1234, 2)).toBe('1.23K');
    expect(formatNumber(1234, 0)).toBe('1K');
  });

  it('shows a dash for missing values', () => {
    expect(formatNumber(null)).toBe('-');
    expect(formatNumber(undefined)).toBe('-');
    expect(formatNumber(Number.NaN)).toBe('-');
  });
});
