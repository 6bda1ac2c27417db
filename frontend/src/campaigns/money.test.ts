import { describe, expect, it } from '@jest/globals';
import { amountText, amountToCents, centsToAmount, moneyText, totalsPerCurrency } from './money';

describe('campaign money', () => {
  it('reads typed amounts as cents and refuses anything else', () => {
    expect(amountToCents('12')).toBe(1200);
    expect(amountToCents('12.5')).toBe(1250);
    expect(amountToCents('12,05')).toBe(1205);
    expect(amountToCents(' 0.99 ')).toBe(99);
    for (const bad of ['', '-1', '1.234', 'abc', '1e3', '1.2.3']) expect(amountToCents(bad)).toBeUndefined();
  });

  it('shows cents as amounts', () => {
    expect(centsToAmount(1205)).toBe('12.05');
    expect(centsToAmount(undefined)).toBe('');
    expect(moneyText(123450, 'EUR', 'en')).toBe('€1,234.50');
    expect(amountText(0.1957, 'EUR', 'en', 4)).toBe('€0.1957');
    expect(amountText(0.2, 'EUR', 'en', 4)).toBe('€0.20');
    expect(moneyText(500, 'XYZ1', 'en')).toBe('5.00 XYZ1');
  });

  it('sums per currency', () => {
    const totals = totalsPerCurrency([
      { amountCents: 1000, currency: 'USD' },
      { amountCents: 250, currency: 'EUR' },
      { amountCents: 500, currency: 'USD' },
    ]);
    expect(totals).toEqual([
      { currency: 'EUR', cents: 250 },
      { currency: 'USD', cents: 1500 },
    ]);
  });
});
