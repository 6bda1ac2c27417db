import type { DiscoverProfile } from '@scout/contracts/discovery/search';
import { WORK_PLATFORMS } from '@scout/contracts/discovery/search';
import { contactUnlocksCollection, type ContactUnlocksDoc } from '@scout/projections/discovery/contactUnlocks';
import type { Principal } from '../accounts/principal';
import type { AppContext } from '../runtime/context';
import type { BankEntry } from './bank/port';

/** What of an organisation's unlocks a caller sees: the ids, or none for a guest (guests see only what is shared with them). */
export interface UnlockedView {
  has(profileBankId: string): boolean;
}

const NONE: UnlockedView = { has: () => false };

/** The organisation's unlocked creators as the caller may see them; never another organisation's. */
export async function unlockedFor(ctx: AppContext, principal: Principal): Promise<UnlockedView> {
  if (principal.via === 'session' && principal.role === 'guest') return NONE;
  return unlockedOf(ctx, principal.orgId);
}

export async function unlockedOf(ctx: AppContext, orgId: string): Promise<UnlockedView> {
  const doc = await ctx.readStore.tenant<ContactUnlocksDoc>(contactUnlocksCollection).forOrg(orgId).get(orgId);
  if (!doc) return NONE;
  return { has: (id) => Object.hasOwn(doc.unlocked, id) };
}

/**
 * A bank entry as discover and the profile bank answer it: public figures only (the bank holds no
 * organisation's data), contact details only when this organisation unlocked them.
 */
export function discoverProfileOf(entry: BankEntry, unlocked: UnlockedView): DiscoverProfile {
  const isUnlocked = unlocked.has(entry.id);
  return {
    _id: entry.id,
    platform_username: entry.username,
    full_name: entry.fullName,
    image_url: entry.imageUrl,
    work_platform: { ...WORK_PLATFORMS[entry.platform] },
    follower_count: entry.followers,
    engagement_rate: entry.engagementRate,
    average_likes: entry.averageLikes,
    average_views: entry.averageViews,
    follower_growth: entry.followerGrowth,
    country: entry.country,
    city: entry.city,
    categories: entry.categories,
    is_verified: entry.verified,
    last_post_at: entry.lastPostAt,
    contacts: entry.contacts.length > 0 || entry.providerContacts === true,
    contacts_unlocked: isUnlocked,
    contact_details: isUnlocked ? entry.contacts.map(({ type, value }) => ({ type, value })) : [],
    synthetic: entry.synthetic,
  };
}

/** One profile per platform and handle, first kept (the bank is unique by both; this keeps the promise whatever a store answers). */
export function uniqueByHandle(entries: readonly BankEntry[]): BankEntry[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = `${entry.platform}\u0000${entry.username}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
