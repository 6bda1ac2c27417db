import type { Request } from 'express';
import { limitToJson } from '@scout/contracts/billing/plans';
import type { UnlockContactsResponse } from '@scout/contracts/discovery/profileBank';
import { organizationStream, savedProfileStream } from '@scout/contracts/platform/streams';
import { saveProfileRequestSchema } from '@scout/contracts/profiles';
import { metadataFor, type Principal } from '../accounts/principal';
import { assertPlanFeature } from '../billing/planLimits';
import { planOf } from '../plans/plans';
import { usageOf, usagePeriod } from '../plans/usage';
import { execute, type AppContext } from '../runtime/context';
import { NotFoundError } from '@scout/platform/errors';
import { profileDataDecider } from '../profiles/profileData';
import { savedProfiles } from '../profiles/queries';
import { savedProfileId } from '../profiles/saveProfile';
import type { BankEntry } from './bank/port';
import { contactUnlockDecider } from './contactUnlock';
import { bankWritesDone } from './bank/pendingWrites';
import { withProviderContacts } from './providerContacts';
import { unlockedOf } from './views';

/**
 * The contacts of bank creators this organisation saved show on their saved profiles too: collected
 * through the saved profile's own `CollectContacts` (as `collect-contacts` does), for every asked
 * creator that is saved here and whose saved profile has no contacts yet.
 */
async function collectOnSavedProfiles(ctx: AppContext, req: Request, principal: Principal, entries: readonly BankEntry[]): Promise<void> {
  const byProfileId = new Map<string, BankEntry>();
  for (const entry of entries) {
    const creator = saveProfileRequestSchema.safeParse({ platform: entry.platform, username: entry.username });
    if (creator.success && entry.contacts.length > 0)
      byProfileId.set(savedProfileId(principal.orgId, creator.data.platform, creator.data.username), entry);
  }
  if (byProfileId.size === 0) return;
  const saved = await savedProfiles(ctx, principal.orgId).find({ filter: { _id: { $in: [...byProfileId.keys()] } } });
  for (const doc of saved) {
    if (doc.collectedContacts.length > 0) continue;
    const entry = byProfileId.get(doc._id)!;
    await execute(
      ctx,
      profileDataDecider,
      savedProfileStream(doc._id),
      { type: 'CollectContacts', contacts: entry.contacts.map(({ type, value }) => ({ type, value })), now: ctx.clock().toISOString() },
      metadataFor(ctx, req, principal),
    );
  }
}

/**
 * Unlocks the contacts of bank creators for the caller's organisation: plan feature unlockContacts
 * (423), every id must be in the bank (404), one search credit per creator not unlocked before, all
 * or nothing (423 searchCount when the month's credits do not reach); see contactUnlockDecider.
 */
export async function unlockContacts(
  ctx: AppContext,
  req: Request,
  principal: Principal,
  profileBankIds: readonly string[],
): Promise<UnlockContactsResponse> {
  const { orgId } = principal;
  await assertPlanFeature(ctx, orgId, 'unlockContacts');
  const ids = [...new Set(profileBankIds)];
  await bankWritesDone(ctx.bank);
  const entries = await withProviderContacts(ctx, await ctx.bank.getMany(ids));
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  if (ids.some((id) => !byId.has(id))) throw new NotFoundError('This creator is not in the profile bank');
  const { plan } = await planOf(ctx, orgId);
  const now = ctx.clock();
  const { events } = await execute(
    ctx,
    contactUnlockDecider,
    organizationStream(orgId),
    { type: 'UnlockContacts', profileBankIds: ids, creditLimit: plan.limits.searchCount, period: usagePeriod(now), now: now.toISOString() },
    metadataFor(ctx, req, principal),
  );
  const spent = events.reduce((sum, event) => (event.type === 'ContactsUnlocked' ? sum + event.data.credits : sum), 0);
  const ordered = ids.map((id) => byId.get(id)!);
  await collectOnSavedProfiles(ctx, req, principal, ordered);
  const used = (await usageOf(ctx, orgId, ['searchCount'])).searchCount ?? 0;
  return {
    unlocked: ordered.map((entry) => ({
      profileBankId: entry.id,
      contact_details: entry.contacts.map(({ type, value }) => ({ type, value })),
    })),
    creditsSpent: spent,
    creditsLeft: limitToJson(Math.max(0, plan.limits.searchCount - used)),
  };
}

/** After a bank creator is saved: its contacts go on the saved profile when the organisation unlocked them before. */
export async function collectUnlockedContacts(ctx: AppContext, req: Request, principal: Principal, profileBankId: string): Promise<void> {
  if (!(await unlockedOf(ctx, principal.orgId)).has(profileBankId)) return;
  const entry = await ctx.bank.get(profileBankId);
  if (entry) await collectOnSavedProfiles(ctx, req, principal, [entry]);
}
