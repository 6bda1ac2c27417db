import type { BankCreator, BankPlatform } from '@scout/contracts/discovery/bank';
import { profileBankId } from '../../socialData/embedded';
import { categoryKey } from './normalise';
import type { BankEntry, BankStore, Lookalike } from './port';

/**
 * Lookalikes, whichever store finds them (SQL in postgres.ts, the search index in searchIndex.ts):
 * the seed they are scored against, how a candidate compares, and the reason shown for it.
 */

/** Figures two creators count as alike in, for the lookalike reason. */
const SIMILAR_SIZE_DECADES = 0.3;
const SIMILAR_ENGAGEMENT = 0.75;

/** "same category and country, similar engagement" from what two creators share. */
export function lookalikeReason(matched: { category: boolean; country: boolean; size: boolean; engagement: boolean }): string {
  const and = (words: string[]) => (words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);
  const same = [matched.category ? 'category' : null, matched.country ? 'country' : null].filter((w): w is string => w !== null);
  const similar = [matched.size ? 'size' : null, matched.engagement ? 'engagement' : null].filter((w): w is string => w !== null);
  const parts = [same.length > 0 ? `same ${and(same)}` : null, similar.length > 0 ? `similar ${and(similar)}` : null].filter(
    (p): p is string => p !== null,
  );
  return parts.length > 0 ? parts.join(', ') : 'same platform';
}

/** What lookalikes are scored against: the seed's platform, id and figures. */
export interface LookalikeSeed {
  platform: BankPlatform;
  id: string;
  /** categoryKey of each, once. */
  categories: string[];
  country: string | null;
  /** log10 of followers (at least 1), null without. */
  logFollowers: number | null;
  engagementRate: number | null;
}

/** The seed of a bank entry by id (null when the bank has none) or of a creator given whole. */
export async function lookalikeSeedOf(
  store: Pick<BankStore, 'get'>,
  like: { id: string } | { creator: BankCreator },
): Promise<LookalikeSeed | null> {
  const seed = 'id' in like ? await store.get(like.id) : like.creator;
  if (!seed) return null;
  return {
    platform: seed.platform,
    id: 'id' in like ? (seed as BankEntry).id : profileBankId(seed.platform, seed.username),
    categories: [...new Set(seed.categories.map(categoryKey))],
    country: seed.country,
    logFollowers: seed.followers === null ? null : Math.log10(Math.max(1, seed.followers)),
    engagementRate: seed.engagementRate,
  };
}

/** How one candidate compares with the seed (score before rounding). */
export interface LookalikeMatch {
  score: number;
  sameCategory: boolean;
  sameCountry: boolean;
  /** Decades of followers apart; null when either has none. */
  sizeGap: number | null;
  /** 0..1; null when either has no engagement rate. */
  closeness: number | null;
}

export const lookalikeOf = (entry: BankEntry, match: LookalikeMatch): Lookalike => ({
  entry,
  score: Math.round(match.score * 1000) / 1000,
  reason: lookalikeReason({
    category: match.sameCategory,
    country: match.sameCountry,
    size: match.sizeGap !== null && match.sizeGap <= SIMILAR_SIZE_DECADES,
    engagement: match.closeness !== null && match.closeness >= SIMILAR_ENGAGEMENT,
  }),
});
