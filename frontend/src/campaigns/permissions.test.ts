import { describe, expect, it } from '@jest/globals';
import { canManageOrganisation, canSeeCampaigns } from './permissions';

describe('the campaign screens by role', () => {
  it('are for the team, never guests', () => {
    for (const role of ['owner', 'admin', 'member']) expect(canSeeCampaigns(role)).toBe(true);
    for (const role of ['guest', undefined, null, 42]) expect(canSeeCampaigns(role)).toBe(false);
  });

  it('let owners and admins change the organisation settings (CPM values)', () => {
    expect(canManageOrganisation('owner')).toBe(true);
    expect(canManageOrganisation('admin')).toBe(true);
    expect(canManageOrganisation('member')).toBe(false);
    expect(canManageOrganisation('guest')).toBe(false);
  });
});
