import { describe, expect, it } from '@jest/globals';
import { discoverRequestSchema } from '@scout/contracts/discovery/search';
import { discoverRequest, lookalikesPath, profileBankPath } from './discoverApi';

const filter = { sortBy: 'followers' as const, orderBy: 'desc' as const, platform: 'instagram' as const };

describe('discoverRequest', () => {
  it('asks a first search from offset 0, and a further page by its token alone (the token holds the offset)', () => {
    expect(discoverRequest(filter, null)).toEqual({ filter, offset: 0 });
    expect(discoverRequest(filter, 'next-token')).toEqual({ filter, nextPageToken: 'next-token' });
    expect(discoverRequestSchema.safeParse(discoverRequest(filter, null)).success).toBe(true);
    expect(discoverRequestSchema.safeParse(discoverRequest(filter, 'next-token')).success).toBe(true);
  });
});

describe('paths', () => {
  it('asks the profile bank 20 a page for one platform', () => {
    expect(profileBankPath(3, 'tiktok')).toBe('/customer/profileBank?page=3&limit=20&platform=tiktok');
  });

  it('asks the lookalikes of a bank entry', () => {
    expect(lookalikesPath('0b5c9d8e-1f2a-4b3c-8d4e-5f6a7b8c9d0e')).toBe(
      '/customer/discover/lookalikes?profileBankId=0b5c9d8e-1f2a-4b3c-8d4e-5f6a7b8c9d0e',
    );
  });
});
