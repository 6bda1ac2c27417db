import { describe, expect, it } from '@jest/globals';
import { listTotals } from './listTotals';

const payment = (currency: string, totalCents: number) => ({ currency, paidCents: 0, pendingCents: totalCents, totalCents });

describe('the campaign list totals', () => {
  it('counts campaigns per status and sums their payments per currency', () => {
    const totals = listTotals([
      { status: 'draft', totals: { payments: [payment('EUR', 1000)] } },
      { status: 'active', totals: { payments: [payment('EUR', 500), payment('USD', 700)] } },
      { status: 'active', totals: { payments: [] } },
    ]);
    expect(totals.perStatus).toEqual({ draft: 1, active: 2, paused: 0, completed: 0, archived: 0 });
    expect(totals.payments).toEqual([
      { currency: 'EUR', cents: 1500 },
      { currency: 'USD', cents: 700 },
    ]);
  });

  it('is all zero without campaigns', () => {
    expect(listTotals([]).payments).toEqual([]);
    expect(Object.values(listTotals([]).perStatus).every((count) => count === 0)).toBe(true);
  });
});
