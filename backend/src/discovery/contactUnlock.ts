import type { OrganizationCreated } from '@scout/contracts/accounts';
import type { UsageRecorded, UsageReturned } from '@scout/contracts/billing/events';
import type { ContactsUnlocked } from '@scout/contracts/discovery/events';
import type { Decider } from '@scout/platform/decider';
import { NotFoundError, PlanLimitError } from '@scout/platform/errors';

/** `creditLimit`: the plan's monthly `searchCount` (Infinity for none); `period`: the UTC month it counts in. */
export type ContactUnlockCommand =
  | {
      type: 'UnlockContacts';
      /** Bank creators that exist (the route checked), in the order asked; repeats are ignored. */
      profileBankIds: readonly string[];
      creditLimit: number;
      period: string;
      now: string;
    }
  /** One discover page answered: one search credit, refused (423) once the month's are spent. */
  | { type: 'RecordSearch'; creditLimit: number; period: string; now: string }
  /** A search recorded while the provider was asked, which then had no page for it: its credit back. */
  | { type: 'ReturnSearch'; period: string; now: string };

export type ContactUnlockEvent = OrganizationCreated | ContactsUnlocked | UsageRecorded | UsageReturned;

export interface ContactUnlockState {
  exists: boolean;
  unlocked: ReadonlySet<string>;
  /** `searchCount` used in `period` (searches and unlocks alike). */
  used: { period: string; searchCount: number };
}

/**
 * Search credits of discovery and unlocking bank creators' contacts, on the organisation stream
 * (`organization-<orgId>`): the stream holds both the unlocks and the `searchCount` usage, so the
 * append's expected revision makes "once per creator" and "within the month's credits" hold
 * together, also for requests that run at the same time (the loser decides again on the winner's
 * events). Discover pages are counted here too, so the month's limit holds exactly.
 */
export const contactUnlockDecider: Decider<ContactUnlockCommand, ContactUnlockState, ContactUnlockEvent> = {
  initialState: () => ({ exists: false, unlocked: new Set(), used: { period: '', searchCount: 0 } }),

  decide(command, state) {
    if (!state.exists) throw new NotFoundError('Organisation not found');
    const usedNow = state.used.period === command.period ? state.used.searchCount : 0;
    if (command.type === 'ReturnSearch') {
      if (usedNow === 0) return [];
      return [{ type: 'UsageReturned', data: { field: 'searchCount', amount: 1, period: command.period, returnedAt: command.now } }];
    }
    if (command.type === 'RecordSearch') {
      if (usedNow + 1 > command.creditLimit)
        throw new PlanLimitError('searchCount', `Your plan allows ${command.creditLimit} searchCount, please upgrade`);
      return [{ type: 'UsageRecorded', data: { field: 'searchCount', amount: 1, period: command.period, recordedAt: command.now } }];
    }
    const fresh = [...new Set(command.profileBankIds)].filter((id) => !state.unlocked.has(id));
    if (fresh.length === 0) return [];
    const used = usedNow;
    if (used + fresh.length > command.creditLimit) {
      throw new PlanLimitError(
        'searchCount',
        `Unlocking ${fresh.length} contacts needs ${fresh.length} search credits; ${Math.max(0, command.creditLimit - used)} are left this month, please upgrade`,
      );
    }
    return [
      { type: 'ContactsUnlocked', data: { profileBankIds: fresh, credits: fresh.length, unlockedAt: command.now } },
      { type: 'UsageRecorded', data: { field: 'searchCount', amount: fresh.length, period: command.period, recordedAt: command.now } },
    ];
  },

  evolve(state, event) {
    switch (event.type) {
      case 'OrganizationCreated':
        return { ...state, exists: true };
      case 'ContactsUnlocked':
        return { ...state, unlocked: new Set([...state.unlocked, ...event.data.profileBankIds]) };
      case 'UsageRecorded': {
        if (event.data.field !== 'searchCount') return state;
        const base = state.used.period === event.data.period ? state.used.searchCount : 0;
        return { ...state, used: { period: event.data.period, searchCount: base + event.data.amount } };
      }
      case 'UsageReturned': {
        if (event.data.field !== 'searchCount' || state.used.period !== event.data.period) return state;
        return { ...state, used: { ...state.used, searchCount: Math.max(0, state.used.searchCount - event.data.amount) } };
      }
      default:
        return state;
    }
  },
};
