import { describe, expect, it } from '@jest/globals';
import { canConnectBitly } from './permissions';

describe('connecting Bitly by role', () => {
  it('is for owners and admins only (organization:manage)', () => {
    expect(canConnectBitly('owner')).toBe(true);
    expect(canConnectBitly('admin')).toBe(true);
    for (const role of ['member', 'guest', undefined, null, 42]) expect(canConnectBitly(role)).toBe(false);
  });
});
