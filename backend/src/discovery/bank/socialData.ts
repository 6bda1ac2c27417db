import type { ProfileContact, ProfileSnapshot, RelatedProfile, SocialPost } from '@scout/contracts/socialData';
import { profileUrlOf } from '../../socialData/datasets/emptySnapshot';
import { profileBankId } from '../../socialData/embedded';
import type { SocialDataProvider } from '../../socialData/port';
import { simulatedConnect } from '../../socialData/simulatedConnect';
import { bankWritesDone } from './pendingWrites';
import type { BankEntry, BankStore } from './port';

/**
 * A bank entry as a provider snapshot, for a creator saved from the bank that the provider does not
 * know. Only what the entry holds; synthetic (benchmark) entries are never turned into snapshots.
 */
export function snapshotOfBankEntry(entry: BankEntry): ProfileSnapshot | null {
  if (entry.synthetic) return null;
  return {
    platform: entry.platform,
    username: entry.username,
    identity: {
      fullName: entry.fullName,
      imageUrl: entry.imageUrl,
      bio: entry.bio,
      category: entry.categories[0] ?? null,
      country: entry.country,
      city: entry.city,
      verified: entry.verified,
      profileUrl: profileUrlOf(entry.platform, entry.username),
    },
    statistics: {
      followers: entry.followers,
      following: entry.following,
      posts: entry.posts,
      averageLikes: entry.averageLikes,
      averageComments: entry.averageComments,
      averageViews: entry.averageViews,
      providerEngagementRate: entry.engagementRate === null ? null : Math.round(entry.engagementRate * 100) / 10_000,
    },
    recentPosts: [],
    followerHistory: [...entry.followerHistory].sort((a, b) => b.date.localeCompare(a.date)),
  };
}

/**
 * A snapshot of the shipped sample with what the creator's bank entry adds: the bank merges more
 * public data sets than the sample's reader, so a figure the sample leaves empty (Instagram's
 * average likes, say) is the bank's. Figures both give stay the snapshot's.
 */
function filledFromBankEntry(snapshot: ProfileSnapshot, entry: BankEntry): ProfileSnapshot {
  const fromBank = snapshotOfBankEntry(entry);
  if (!fromBank) return snapshot;
  const statistics = { ...snapshot.statistics };
  for (const key of Object.keys(statistics) as Array<keyof ProfileSnapshot['statistics']>) {
    statistics[key] ??= fromBank.statistics[key];
  }
  return {
    ...snapshot,
    statistics,
    followerHistory: snapshot.followerHistory.length ? snapshot.followerHistory : fromBank.followerHistory,
  };
}

/**
 * The provider, with the profile bank behind it: `bankEntry` answers every creator of the bank (then
 * whatever the provider itself resolves), so `POST /customer/socialProfile/profile-bank` saves any of
 * them. With `lookupFromBank` (the embedded provider, which knows only its sample) a creator the
 * provider does not know is answered from its bank entry, and one it knows gets what the entry adds
 * (so a creator shows the same figures in the bank and once saved).
 */
export function withProfileBank(
  provider: SocialDataProvider,
  bank: Pick<BankStore, 'get'> & Partial<Pick<BankStore, 'search'>>,
  options: { lookupFromBank: boolean },
): SocialDataProvider {
  const { search } = bank;
  // Creators found at the provider a moment ago may still be on their way into the bank.
  const get = async (id: string) => {
    await bankWritesDone(bank);
    return bank.get(id);
  };
  const entryOf = (platform: string, username: string) => get(profileBankId(platform, username));
  const lookup = async (platform: string, username: string): Promise<ProfileSnapshot | null> => {
    const snapshot = await provider.lookup(platform, username);
    if (!options.lookupFromBank) return snapshot;
    const entry = await entryOf(platform, username);
    if (!entry) return snapshot;
    return snapshot ? filledFromBankEntry(snapshot, entry) : snapshotOfBankEntry(entry);
  };
  // The embedded provider simulates creator connect from what it answers, bank creators included.
  const connect = options.lookupFromBank ? simulatedConnect(lookup) : provider;
  return {
    lookup,
    // The embedded provider's creator database is the bank.
    ...(options.lookupFromBank && search
      ? {
          searchSource: 'profileBank' as const,
          async search(filter, { offset, limit }) {
            const page = await search(filter, { offset, limit });
            const next = offset + page.entries.length;
            return { source: 'profileBank' as const, ...page, cursor: page.entries.length > 0 && next < page.total ? String(next) : null };
          },
        }
      : {}),
    createConnectUser: (subject) => connect.createConnectUser(subject),
    createConnectToken: (userId, subject) => connect.createConnectToken(userId, subject),
    connectedAccount: (userId, subject) => connect.connectedAccount(userId, subject),
    privateMetrics: (account, subject) => connect.privateMetrics(account, subject),
    disconnect: (account) => connect.disconnect(account),
    related(platform, username, limit): Promise<RelatedProfile[]> {
      return provider.related(platform, username, limit);
    },
    stories: (platform, username) => provider.stories(platform, username),
    post: (platform, url) => provider.post(platform, url),
    async posts(platform, username, depth): Promise<SocialPost[] | null> {
      const posts = await provider.posts(platform, username, depth);
      if (posts !== null || !options.lookupFromBank) return posts;
      // Known to the bank, which holds no posts.
      return (await entryOf(platform, username)) ? [] : null;
    },
    async contacts(platform, username): Promise<ProfileContact[] | null> {
      const contacts = await provider.contacts(platform, username);
      if (contacts !== null || !options.lookupFromBank) return contacts;
      // Known to the bank: its contact details show only once unlocked (discover), not here.
      return (await entryOf(platform, username)) ? [] : null;
    },
    async bankEntry(id): Promise<{ platform: string; username: string } | null> {
      const entry = await get(id);
      if (entry) return { platform: entry.platform, username: entry.username };
      return provider.bankEntry(id);
    },
  };
}
