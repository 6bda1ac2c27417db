import { describe, expect, it } from '@jest/globals';
import { campaignDatesInOrder } from './dates';
import { createCampaignRequestSchema } from './requests';

describe('campaignDatesInOrder: the one rule of the forms, the request schemas and the decider', () => {
  it('takes open dates, the same day, and an end after the start', () => {
    expect(campaignDatesInOrder({})).toBe(true);
    expect(campaignDatesInOrder({ startDate: '2026-05-01' })).toBe(true);
    expect(campaignDatesInOrder({ endDate: '2026-05-01' })).toBe(true);
    expect(campaignDatesInOrder({ startDate: '2026-05-01', endDate: '' })).toBe(true);
    expect(campaignDatesInOrder({ startDate: '2026-05-01', endDate: '2026-05-01' })).toBe(true);
    expect(campaignDatesInOrder({ startDate: '2026-05-01', endDate: '2027-01-31' })).toBe(true);
  });

  it('refuses an end before the start, as the request schema does', () => {
    for (const dates of [
      { startDate: '2026-05-02', endDate: '2026-05-01' },
      { startDate: '2027-01-01', endDate: '2026-12-31' },
    ]) {
      expect(campaignDatesInOrder(dates)).toBe(false);
      expect(createCampaignRequestSchema.safeParse({ name: 'Spring', ...dates }).success).toBe(false);
    }
  });
});
