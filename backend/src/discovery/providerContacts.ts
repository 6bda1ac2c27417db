import { BANK_PLATFORMS, type BankContact } from '@scout/contracts/discovery/bank';
import type { ProfileContact } from '@scout/contracts/socialData';
import type { AppContext } from '../runtime/context';
import { bankCreatorOfEntry } from '../socialData/bankEntry';
import type { BankEntry } from './bank/port';

const BANK_CONTACT_TYPES: ReadonlySet<string> = new Set(['email', 'phone', 'website']);

const bankContactsOf = (contacts: readonly ProfileContact[]): BankContact[] =>
  contacts.slice(0, 20).map(({ type, value }) => ({
    type: BANK_CONTACT_TYPES.has(type) ? (type as BankContact['type']) : 'other',
    value: value.slice(0, 300),
  }));

/**
 * The entries with their contact details, read from the provider for creators its search found
 * whose details the bank does not hold yet (then stored in the bank, so the next unlock, by any
 * organisation, reads them there). A provider that fails throws (503) before any credit is spent.
 */
export async function withProviderContacts(ctx: AppContext, entries: readonly BankEntry[]): Promise<BankEntry[]> {
  const missing = entries.filter(
    (entry) =>
      entry.providerContacts === true && entry.contacts.length === 0 && (BANK_PLATFORMS as readonly string[]).includes(entry.platform),
  );
  if (missing.length === 0) return [...entries];
  const read = await Promise.all(missing.map((entry) => ctx.socialData.contacts(entry.platform, entry.username)));
  const completed = new Map<string, BankEntry>();
  missing.forEach((entry, i) => {
    const contacts = bankContactsOf(read[i] ?? []);
    if (contacts.length > 0) completed.set(entry.id, { ...entry, contacts });
  });
  if (completed.size > 0) await ctx.bank.upsert([...completed.values()].map(bankCreatorOfEntry));
  return entries.map((entry) => completed.get(entry.id) ?? entry);
}
