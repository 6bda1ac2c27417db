import { describe, expect, it } from '@jest/globals';
import { canManageApiKeys } from './permissions';

describe('canManageApiKeys', () => {
  it('lets owners and admins manage the key', () => {
    expect(canManageApiKeys('owner')).toBe(true);
    expect(canManageApiKeys('admin')).toBe(true);
  });

  it('keeps members, guests and unknown roles out', () => {
    expect(canManageApiKeys('member')).toBe(false);
    expect(canManageApiKeys('guest')).toBe(false);
    expect(canManageApiKeys(undefined)).toBe(false);
  });
});
