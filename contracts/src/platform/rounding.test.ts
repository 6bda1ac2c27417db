import { describe, expect, it } from '@jest/globals';
import { roundHalfUp } from './rounding';

describe('roundHalfUp', () => {
  it('rounds to 2 decimals by default, halves away from zero', () => {
    expect(roundHalfUp(4.14159)).toBe(4.14);
    expect(roundHalfUp(2.675)).toBe(2.68);
    expect(roundHalfUp(1.005)).toBe(1.01);
    expect(roundHalfUp(-1.005)).toBe(-1.01);
    expect(roundHalfUp(0.004)).toBe(0);
  });

  it('takes another number of decimals', () => {
    expect(roundHalfUp(1.25, 1)).toBe(1.3);
    expect(roundHalfUp(12.5, 0)).toBe(13);
  });

  it('never answers minus zero', () => {
    expect(Object.is(roundHalfUp(-0.001), 0)).toBe(true);
  });
});
