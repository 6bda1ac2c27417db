import { bankWritesDone } from './bank/pendingWrites';
import { bankCreatorSchema } from '@scout/contracts/discovery/bank';
import type { LookalikesQuery, LookalikesResponse } from '@scout/contracts/discovery/search';
import type { Principal } from '../accounts/principal';
import type { AppContext } from '../runtime/context';
import { NotFoundError } from '@scout/platform/errors';
import { getProfileDoc } from '../profiles/queries';
import { visibleProfileIds } from '../profiles/visibility';
import { profileBankId } from '../socialData/embedded';
import type { BankStore } from './bank/port';
import { discoverProfileOf, unlockedFor } from './views';

/** What lookalikes start from: a bank entry by id, or a saved profile of the caller's organisation (404 for any other). */
async function seedOf(
  ctx: AppContext,
  principal: Principal,
  query: LookalikesQuery,
): Promise<Parameters<BankStore['lookalikes']>[0] | null> {
  if (query.profileBankId) {
    await bankWritesDone(ctx.bank);
    if (!(await ctx.bank.get(query.profileBankId))) throw new NotFoundError('This creator is not in the profile bank');
    return { id: query.profileBankId };
  }
  const profile = await getProfileDoc(ctx, principal.orgId, query.profileId!, await visibleProfileIds(ctx, principal));
  const inBank = profileBankId(profile.platform, profile.username);
  if (await ctx.bank.get(inBank)) return { id: inBank };
  // A saved creator outside the bank: its public figures as the seed (a platform the bank lacks has no lookalikes).
  const creator = bankCreatorSchema.safeParse({
    platform: profile.platform,
    username: profile.username,
    followers: profile.followers ?? null,
    engagementRate: profile.engagementRate ?? null,
    sources: ['saved profile'],
  });
  return creator.success ? { creator: creator.data } : null;
}

/** Creators like a bank entry or a saved profile, best first, with why. */
export async function lookalikes(ctx: AppContext, principal: Principal, query: LookalikesQuery): Promise<LookalikesResponse> {
  const seed = await seedOf(ctx, principal, query);
  if (!seed) return { profiles: [] };
  const found = await ctx.bank.lookalikes(seed, query.limit);
  const unlocked = await unlockedFor(ctx, principal);
  const seen = new Set<string>();
  const profiles = found
    .filter(({ entry }) => !seen.has(entry.id) && Boolean(seen.add(entry.id)))
    .map(({ entry, score, reason }) => ({ ...discoverProfileOf(entry, unlocked), reason, score }));
  return { profiles };
}
