import { describe, expect, it } from '@jest/globals';
import { changeText, countText, editableNumber, exactTitle, numberText, percentText, typedNumber, typedNumberParts } from './numbers';

describe('figures in the UI language', () => {
  it("abbreviates counts with K, M and B and the language's decimal mark", () => {
    expect(countText(13_500_000, 'en')).toBe('13.5M');
    expect(countText(13_500_000, 'de')).toBe('13,5M');
    expect(countText(90_400, 'en')).toBe('90.4K');
    expect(countText(90_400, 'de')).toBe('90,4K');
    expect(countText(1_278, 'de')).toBe('1,3K');
    expect(countText(2_500_000_000, 'de')).toBe('2,5B');
    expect(countText(999, 'de')).toBe('999');
    expect(countText(null, 'de')).toBe('–');
    expect(countText(undefined, 'en')).toBe('–');
    expect(countText(1_234_567, 'de', 2)).toBe('1,23M');
  });

  it('writes exact numbers grouped: "1,475" in English, "1.475" in German', () => {
    expect(numberText(1475, 'en')).toBe('1,475');
    expect(numberText(1475, 'de')).toBe('1.475');
    expect(numberText(1234.567, 'en')).toBe('1,234.57');
    expect(numberText(1234.567, 'de')).toBe('1.234,57');
    expect(numberText(2.25, 'de', 1)).toBe('2,3');
    expect(numberText(1.5, 'de', 2, 2)).toBe('1,50');
    expect(numberText(Number.NaN, 'de')).toBe('–');
    expect(exactTitle(13_456_789, 'de')).toBe('13.456.789');
    expect(exactTitle(null, 'de')).toBeUndefined();
  });

  it('shows percentages with 2 decimals', () => {
    expect(percentText(0.52, 'en')).toBe('0.52 %');
    expect(percentText(12.5, 'de')).toBe('12,50 %');
    expect(percentText(null, 'de')).toBe('–');
    expect(percentText(Number.NaN, 'en')).toBe('–');
  });

  it('signs a change', () => {
    expect(changeText(1500, 'en')).toBe('+1.5K');
    expect(changeText(1500, 'de')).toBe('+1,5K');
    expect(changeText(-200, 'de')).toBe('-200');
    expect(changeText(0, 'en')).toBe('0');
    expect(changeText(null, 'en')).toBe('–');
  });
});

describe('numbers as people type them', () => {
  it('reads German and English writing, the ambiguous "1.234" as the UI language reads it', () => {
    expect(typedNumber('1.234', 'de')).toBe(1234);
    expect(typedNumber('1.234', 'en')).toBe(1.234);
    expect(typedNumber('1,234', 'en')).toBe(1234);
    expect(typedNumber('1,234', 'de')).toBe(1.234);
    expect(typedNumber('50.000', 'de')).toBe(50_000);
    expect(typedNumber('1.234,5', 'de')).toBe(1234.5);
    expect(typedNumber('1,234.5', 'de')).toBe(1234.5);
    expect(typedNumber('3,5', 'en')).toBe(3.5);
    expect(typedNumber('7 500', 'de')).toBe(7500);
    expect(typedNumberParts('1.234,56', 'de')).toEqual({ whole: '1234', fraction: '56' });
    for (const bad of ['', 'x', '-1', '1.2.3', '12.', '.5', '1,23,4']) expect(typedNumber(bad, 'de')).toBeUndefined();
  });

  it('writes numbers for editing without grouping, so that they read back the same', () => {
    expect(editableNumber(1234.5, 'de')).toBe('1234,5');
    expect(editableNumber(1234.5, 'en')).toBe('1234.5');
    expect(editableNumber(0.125, 'de')).toBe('0,125');
    for (const locale of ['en', 'de']) expect(typedNumber(editableNumber(0.125, locale), locale)).toBe(0.125);
  });
});
