import { describe, expect, it } from '@jest/globals';
import { changeText, countText, percentText } from './figures';

describe('figures as the profile screens show them', () => {
  it('abbreviates counts and shows a dash where there is no figure', () => {
    expect(countText(10_200_000)).toBe('10.2M');
    expect(countText(1_278)).toBe('1.3K');
    expect(countText(null)).toBe('–');
    expect(countText(undefined)).toBe('–');
  });

  it('shows percentages with 2 decimals in the UI language', () => {
    expect(percentText(0.52)).toBe('0.52 %');
    expect(percentText(12.5, 'de')).toBe('12,50 %');
    expect(percentText(null)).toBe('–');
    expect(percentText(Number.NaN)).toBe('–');
  });

  it('signs a growth change', () => {
    expect(changeText(1500)).toBe('+1.5K');
    expect(changeText(-200)).toBe('-200');
    expect(changeText(0)).toBe('0');
    expect(changeText(null)).toBe('–');
  });
});
