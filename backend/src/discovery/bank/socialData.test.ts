import { describe, expect, it } from '@jest/globals';
import { bankCreatorSchema } from '@scout/contracts/discovery/bank';
import { profileSnapshotSchema } from '@scout/contracts/socialData';
import { EmbeddedSocialData, profileBankId } from '../../socialData/embedded';
import type { BankEntry } from './port';
import { snapshotOfBankEntry, withProfileBank } from './socialData';

const entry = (username: string, over: Record<string, unknown> = {}): BankEntry => ({
  ...bankCreatorSchema.parse({
    platform: 'tiktok',
    username,
    fullName: 'Bank Only',
    categories: ['Food'],
    followers: 12_000,
    engagementRate: 4.5,
    followerHistory: [
      { date: '2025-01-15', followers: 10_000 },
      { date: '2025-06-15', followers: 12_000 },
    ],
    sources: ['test'],
    ...over,
  }),
  id: profileBankId('tiktok', username),
  followerGrowth: 20,
});

/** The bank port's `get` over a few entries (the store itself is tested on PostgreSQL in postgres.test.ts). */
const bankOf = (...entries: BankEntry[]) => ({ get: async (id: string) => entries.find((e) => e.id === id) ?? null });

describe('social data with the profile bank behind it', () => {
  const sample = EmbeddedSocialData.fromSample();
  const provider = withProfileBank(sample, bankOf(entry('bank.only'), entry('made.up', { synthetic: true })), { lookupFromBank: true });

  it('resolves every bank id, then the sample ids', async () => {
    expect(await provider.bankEntry(profileBankId('tiktok', 'bank.only'))).toEqual({ platform: 'tiktok', username: 'bank.only' });
    expect(await provider.bankEntry(profileBankId('instagram', 'cristiano'))).toEqual({ platform: 'instagram', username: 'cristiano' });
    expect(await provider.bankEntry('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('answers a bank creator the sample does not know from the entry, never a synthetic one', async () => {
    const snapshot = await provider.lookup('tiktok', 'bank.only');
    expect(profileSnapshotSchema.parse(snapshot)).toEqual(snapshot);
    expect(snapshot).toMatchObject({
      identity: { fullName: 'Bank Only', category: 'Food', profileUrl: 'https://www.tiktok.com/@bank.only' },
      statistics: { followers: 12_000, providerEngagementRate: 0.045 },
      followerHistory: [{ date: '2025-06-15' }, { date: '2025-01-15' }],
    });
    expect(await provider.lookup('tiktok', 'made.up')).toBeNull();
    expect(snapshotOfBankEntry(entry('x', { synthetic: true }))).toBeNull();
    expect(await provider.lookup('instagram', 'cristiano')).toMatchObject({ statistics: { followers: 523_000_000 } });
    expect(await provider.contacts('tiktok', 'bank.only')).toEqual([]);
    expect(await provider.contacts('tiktok', 'nobody.at.all')).toBeNull();
  });

  it('leaves lookups to an HTTP provider', async () => {
    const http = withProfileBank(sample, bankOf(entry('bank.only')), { lookupFromBank: false });
    expect(await http.lookup('tiktok', 'bank.only')).toBeNull();
    expect(await http.bankEntry(profileBankId('tiktok', 'bank.only'))).toEqual({ platform: 'tiktok', username: 'bank.only' });
  });
});
