import { describe, expect, it } from '@jest/globals';
import { amountText, amountToCents, centsToAmount, moneyText } from './money';

/** Intl writes a no-break space between a German amount and its symbol. */
const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('money on screen', () => {
  it('reads German writing in German: "." groups, "," marks the cents', () => {
    expect(amountToCents('1.234,56', 'de')).toBe(123456);
    expect(amountToCents('1234,56', 'de')).toBe(123456);
    expect(amountToCents('12500,50', 'de')).toBe(1250050);
    expect(amountToCents('1.234', 'de')).toBe(123400);
    expect(amountToCents('1.234.567', 'de')).toBe(123456700);
    expect(amountToCents('12,5', 'de')).toBe(1250);
    expect(amountToCents('1 234,56', 'de')).toBe(123456);
    expect(amountToCents('1,234', 'de')).toBeUndefined();
  });

  it('reads English writing in English: "," groups, "." marks the cents', () => {
    expect(amountToCents('1,234.56', 'en')).toBe(123456);
    expect(amountToCents('1234.56', 'en')).toBe(123456);
    expect(amountToCents('1,234', 'en')).toBe(123400);
    expect(amountToCents('1,234,567.5', 'en')).toBe(123456750);
    expect(amountToCents(' 0.99 ', 'en')).toBe(99);
    expect(amountToCents('12', 'en')).toBe(1200);
    expect(amountToCents('1.234', 'en')).toBeUndefined();
  });

  it('reads the other language where the writing leaves no doubt', () => {
    expect(amountToCents('1,234.56', 'de')).toBe(123456);
    expect(amountToCents('1234.56', 'de')).toBe(123456);
    expect(amountToCents('1.234,56', 'en')).toBe(123456);
    expect(amountToCents('12,05', 'en')).toBe(1205);
  });

  it('refuses what is not an amount with at most 2 decimals', () => {
    for (const locale of ['en', 'de']) {
      for (const bad of ['', ' ', '-1', 'abc', '1e3', '1.2.3', '1,23,456', '12.', ',5', '1.234,567', '1,234.5.6', '€12', '9'.repeat(20)]) {
        expect(amountToCents(bad, locale)).toBeUndefined();
      }
    }
  });

  it('shows cents for editing in the UI language, so that they read back the same', () => {
    expect(centsToAmount(123456, 'en')).toBe('1234.56');
    expect(centsToAmount(123456, 'de')).toBe('1234,56');
    expect(centsToAmount(undefined, 'de')).toBe('');
    for (const locale of ['en', 'de']) expect(amountToCents(centsToAmount(1250050, locale), locale)).toBe(1250050);
  });

  it('shows amounts with their currency in the UI language', () => {
    expect(moneyText(123450, 'EUR', 'en')).toBe('€1,234.50');
    expect(spaced(moneyText(123456, 'USD', 'de'))).toBe('1.234,56 $');
    expect(amountText(0.1957, 'EUR', 'en', 4)).toBe('€0.1957');
    expect(spaced(amountText(0.1957, 'EUR', 'de', 4))).toBe('0,1957 €');
    expect(amountText(0.2, 'EUR', 'en', 4)).toBe('€0.20');
    expect(moneyText(500, 'XYZ1', 'en')).toBe('5.00 XYZ1');
  });
});
