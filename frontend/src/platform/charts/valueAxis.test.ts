import { describe, expect, it } from '@jest/globals';
import { valueAxis } from './valueAxis';

const labels = (values: number[], locale = 'en', options = {}) => {
  const axis = valueAxis(values, locale, options);
  return axis.ticks.map(axis.label);
};

describe('valueAxis', () => {
  it('gives one value room around it, so its ticks are not one label five times', () => {
    const axis = valueAxis([13_500_000], 'en');
    expect(axis.ticks).toEqual([12_000_000, 13_000_000, 14_000_000, 15_000_000]);
    expect(axis.domain).toEqual([12_000_000, 15_000_000]);
    expect(axis.ticks.map(axis.label)).toEqual(['12M', '13M', '14M', '15M']);
  });

  it('pads a flat line the same way, and never below zero for counts', () => {
    expect(labels([13_500_000, 13_500_000, 13_500_000])).toEqual(['12M', '13M', '14M', '15M']);
    expect(labels([0, 0])).toEqual(['0', '1']);
    expect(labels([3])).toEqual(['2', '3', '4']);
    expect(valueAxis([2], 'en').domain[0]).toBeGreaterThanOrEqual(0);
  });

  it('takes as many decimals as the ticks need to differ, and no more', () => {
    expect(labels([13_450_000, 13_550_000])).toEqual(['13.45M', '13.5M', '13.55M']);
    expect(labels([1_000, 90_400])).toEqual(['0', '50K', '100K']);
    expect(labels([0, 1_475])).toEqual(['0', '500', '1K', '1.5K']);
    expect(labels([13_450_000, 13_550_000], 'de')).toEqual(['13,45M', '13,5M', '13,55M']);
  });

  it('keeps a nearly flat line nearly flat, with steps its labels can still tell apart', () => {
    expect(labels([13_500_000, 13_500_100])).toEqual(['13.5M', '13.52M']);
    expect(labels([1_000_000_000, 1_000_000_001])).toEqual(['1B', '1.002B']);
  });

  it('has no two equal labels and no more ticks than asked for, whatever the values', () => {
    const series = [
      [1],
      [0.5],
      [999_999, 1_000_001],
      [12, 12, 13],
      [5_000_000_000],
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      [7_250, 7_251],
      [13_500_000, 13_500_001, 13_499_999],
    ];
    for (const values of series) {
      const axis = valueAxis(values, 'en', { maxTicks: 5 });
      const texts = axis.ticks.map(axis.label);
      expect(new Set(texts).size).toBe(texts.length);
      expect(axis.ticks.length).toBeGreaterThanOrEqual(2);
      expect(axis.ticks.length).toBeLessThanOrEqual(5);
      expect(axis.domain[0]).toBeLessThanOrEqual(Math.min(...values));
      expect(axis.domain[1]).toBeGreaterThanOrEqual(Math.max(...values));
    }
  });

  it('counts in whole numbers', () => {
    expect(valueAxis([0, 1, 2], 'en', { fromZero: true }).ticks).toEqual([0, 1, 2]);
    for (const tick of valueAxis([1, 3], 'en').ticks) expect(Number.isInteger(tick)).toBe(true);
  });

  it('starts bars at zero', () => {
    expect(valueAxis([40, 70], 'en', { fromZero: true }).ticks).toEqual([0, 20, 40, 60, 80]);
    expect(valueAxis([0, 0, 0], 'en', { fromZero: true }).ticks).toEqual([0, 1]);
  });
});
