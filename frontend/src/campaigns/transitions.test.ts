import { describe, expect, it } from '@jest/globals';
import { CAMPAIGN_STATUSES } from '@scout/contracts/campaigns';
import { allowedTransitions } from './transitions';

describe('the status menu', () => {
  it('offers only the transitions of the table, never the current status', () => {
    expect(allowedTransitions('draft')).toEqual(['active', 'archived']);
    expect(allowedTransitions('archived')).toEqual(['draft']);
    for (const status of CAMPAIGN_STATUSES) {
      expect(allowedTransitions(status)).not.toContain(status);
      expect(allowedTransitions(status).length).toBeGreaterThan(0);
    }
  });
});
