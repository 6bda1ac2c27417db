import { describe, expect, it } from '@jest/globals';
import { totalsPerCurrency } from './money';

describe('campaign money', () => {
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
