import { describe, expect, it } from '@jest/globals';
import { distinctLabels } from './distinctLabels';

describe('distinctLabels', () => {
  it('keeps the first tick of each label and drops the ones repeating it', () => {
    const label = (value: number) => `${Math.round(value / 100_000) / 10}M`;
    expect(distinctLabels([13_500_000, 13_520_000, 13_540_000, 13_600_000], label)).toEqual([13_500_000, 13_600_000]);
    expect(distinctLabels([1, 2, 3], String)).toEqual([1, 2, 3]);
    expect(distinctLabels([], String)).toEqual([]);
  });
});
