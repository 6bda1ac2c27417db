import { describe, expect, it } from '@jest/globals';
import { DEFAULT_LINK_TEXT } from './constants';
import { centsSchema } from '../platform/money';
import { createCampaignRequestSchema, updateCampaignRequestSchema } from './requests';
import { setCpmValuesRequestSchema } from './settings';

describe('campaign requests', () => {
  it('takes money as whole, non-negative cents, in and out the same shape', () => {
    expect(centsSchema.parse(125050)).toBe(125050);
    expect(centsSchema.safeParse(1250.5).success).toBe(false);
    expect(centsSchema.safeParse(-1).success).toBe(false);
    const edit = updateCampaignRequestSchema.safeParse({
      action: 'editPayment',
      paymentId: '7b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d',
      changes: { amount: 5 },
    });
    expect(edit.success).toBe(false);
    expect(setCpmValuesRequestSchema.parse({ currency: 'eur', valuesCents: { instagram: 850 } })).toEqual({
      currency: 'EUR',
      valuesCents: { instagram: 850 },
    });
    expect(setCpmValuesRequestSchema.safeParse({ currency: 'EUR', valuesCents: { instagram: 8.5 } }).success).toBe(false);
  });

  it('gives a link the default text and upper-cases currencies', () => {
    const link = updateCampaignRequestSchema.parse({ action: 'addLink', url: 'https://shop.example.com/' });
    expect(link).toMatchObject({ linkText: DEFAULT_LINK_TEXT });
    const payment = updateCampaignRequestSchema.parse({
      action: 'addPayment',
      influencerId: '7b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d',
      amountCents: 500,
      currency: 'eur',
    });
    expect(payment).toMatchObject({ amountCents: 500, currency: 'EUR', status: 'pending' });
  });

  it('refuses an unknown action, a non-http link and a campaign ending before it starts', () => {
    expect(updateCampaignRequestSchema.safeParse({ action: 'explode' }).success).toBe(false);
    expect(updateCampaignRequestSchema.safeParse({ action: 'addLink', url: 'ftp://example.com/x' }).success).toBe(false);
    expect(createCampaignRequestSchema.safeParse({ name: 'X', startDate: '2026-02-01', endDate: '2026-01-01' }).success).toBe(false);
    expect(createCampaignRequestSchema.parse({ name: ' Spring ', budgetCents: 1200 })).toEqual({ name: 'Spring', budgetCents: 1200 });
  });
});
