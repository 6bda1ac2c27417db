import type { CollectionSpec } from '@scout/platform/readstore/port';
import { organizationIdOf } from '@scout/contracts/platform/streams';
import { inOrgOf, projection } from '../runner/projection';

/**
 * The bank creators one organisation unlocked the contacts of: one document per organisation
 * (`_id` is the organisation's id), fed by `ContactsUnlocked` of its organisation stream. Only the
 * ids are kept; the contacts themselves stay in the bank and are shown from there.
 */
export interface ContactUnlocksDoc {
  [key: string]: unknown;
  _id: string;
  orgId: string;
  /** profileBankId → when it was unlocked. */
  unlocked: Record<string, string>;
  count: number;
  updatedAt: string;
}

export const contactUnlocksCollection: CollectionSpec = { name: 'contactUnlocks', scope: 'tenant', fields: {} };

export const contactUnlocksProjection = projection<ContactUnlocksDoc, 'ContactsUnlocked'>({
  name: 'contactUnlocks',
  collection: contactUnlocksCollection,
  handles: ['ContactsUnlocked'],
  target: (event) => inOrgOf(event, organizationIdOf(event.streamId)),
  evolve(doc, event) {
    const orgId = organizationIdOf(event.streamId);
    const unlocked = { ...(doc?.unlocked ?? {}) };
    for (const id of event.data.profileBankIds) unlocked[id] ??= event.data.unlockedAt;
    return { _id: orgId, orgId, unlocked, count: Object.keys(unlocked).length, updatedAt: event.data.unlockedAt };
  },
});
