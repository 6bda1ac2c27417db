import type { DiscoverFilter } from '@scout/contracts/discovery/search';
import { ServiceUnavailableError } from '@scout/platform/errors';
import type { AppContext } from '../runtime/context';
import type { CreatorSearchPage, CreatorSearchPosition } from '../socialData/port';
import { bankCreatorOfEntry } from '../socialData/bankEntry';
import { bankWritesDone, trackBankWrite } from './bank/pendingWrites';
import type { BankEntry } from './bank/port';
import type { UnlockedView } from './views';
import { providerPageCacheOf } from './providerPages';

const OUTAGE_MESSAGE = "The data provider's creator search is not answering right now; no search was counted, please try again shortly";

/** The entries with the contact details the bank holds for them, where the entry has none of its own. */
function withStoredContacts(entries: readonly BankEntry[], stored: readonly BankEntry[]): BankEntry[] {
  const byId = new Map(stored.map((entry) => [entry.id, entry]));
  return entries.map((entry) => {
    const before = byId.get(entry.id);
    return before && before.contacts.length > 0 ? { ...entry, contacts: before.contacts } : entry;
  });
}

/**
 * The creators of a provider page as the bank holds them after it: a page searched now is written
 * into the bank (so bank pages, lookalikes, saves and unlocks reuse it), keeping contact details
 * the bank already has (unlocked before); a page kept from a moment ago is answered as the bank
 * holds it now. The answer does not wait for the write; reads by id wait for it (pendingWrites.ts).
 * Of a page searched now, only the creators the organisation unlocked are read from the bank for
 * the answer: contact details are shown for none of the others.
 */
export async function throughBank(
  ctx: AppContext,
  entries: readonly BankEntry[],
  fresh: boolean,
  unlocked: UnlockedView,
): Promise<BankEntry[]> {
  if (entries.length === 0) return [];
  const ids = entries.map((entry) => entry.id);
  await bankWritesDone(ctx.bank, ids);
  if (!fresh) return fromBank(ctx, entries);
  const write = ctx.bank
    .getMany(ids)
    .then((stored) => ctx.bank.upsert(withStoredContacts(entries, stored).map(bankCreatorOfEntry)))
    .catch((error: unknown) => {
      ctx.logger.error({ err: error }, "writing the provider's creators into the profile bank failed");
    });
  trackBankWrite(ctx.bank, write, ids);
  const shown = ids.filter((id) => unlocked.has(id));
  return shown.length === 0 ? [...entries] : withStoredContacts(entries, await ctx.bank.getMany(shown));
}

/** The entries as the bank holds them now (those it lacks as they are). */
async function fromBank(ctx: AppContext, entries: readonly BankEntry[]): Promise<BankEntry[]> {
  const stored = new Map((await ctx.bank.getMany(entries.map((entry) => entry.id))).map((entry) => [entry.id, entry]));
  return entries.map((entry) => stored.get(entry.id) ?? entry);
}

/**
 * A page of the provider's creator search for the organisation: from the short-lived page cache
 * (per organisation and filter) or asked now (`fresh`); its creators go through the bank next
 * (throughBank). A provider that fails is 503 with a message saying so; a filter it cannot apply
 * is 400 naming it.
 */
export async function providerSearchPage(
  ctx: AppContext,
  orgId: string,
  filter: DiscoverFilter,
  position: CreatorSearchPosition,
): Promise<{ page: CreatorSearchPage; fresh: boolean }> {
  const provider = ctx.socialData;
  const cache = providerPageCacheOf(provider, ctx.config.SOCIAL_DATA_SEARCH_CACHE_SECONDS);
  try {
    return await cache.page(orgId, filter, position, () => provider.search!(filter, position));
  } catch (error) {
    if (error instanceof ServiceUnavailableError) throw new ServiceUnavailableError(OUTAGE_MESSAGE);
    throw error;
  }
}
