import { describe, expect, it } from '@jest/globals';
import { ConflictError, NotFoundError, PlanLimitError } from '@scout/platform/errors';
import { deciderSpec } from '@scout/platform/testing/deciderSpec';
import { contactUnlockDecider, type ContactUnlockCommand, type ContactUnlockEvent } from './contactUnlock';
import { searchExportDecider, type SearchExportEvent } from './searchExportDecider';

const now = '2026-11-22T10:00:00.000Z';
const orgId = '00000000-0000-4000-8000-000000000001';
const a = '00000000-0000-5000-8000-00000000000a';
const b = '00000000-0000-5000-8000-00000000000b';
const c = '00000000-0000-5000-8000-00000000000c';
const created: ContactUnlockEvent = {
  type: 'OrganizationCreated',
  data: { orgId, name: 'Ana GmbH', ownerId: orgId, package: 'free', createdAt: now, trialEndsAt: now },
} as ContactUnlockEvent;
const unlock = (ids: string[], creditLimit = 10, period = '2026-11'): ContactUnlockCommand => ({
  type: 'UnlockContacts',
  profileBankIds: ids,
  creditLimit,
  period,
  now,
});
const unlocked = (ids: string[]): ContactUnlockEvent => ({
  type: 'ContactsUnlocked',
  data: { profileBankIds: ids, credits: ids.length, unlockedAt: now },
});
const used = (amount: number, period = '2026-11'): ContactUnlockEvent => ({
  type: 'UsageRecorded',
  data: { field: 'searchCount', amount, period, recordedAt: now },
});

describe('contact unlock decider', () => {
  const spec = deciderSpec(contactUnlockDecider);

  it('Given an organisation, When it unlocks two creators, Then both are unlocked and two credits recorded as searchCount', () => {
    spec
      .given([created])
      .when(unlock([a, b, a]))
      .then([unlocked([a, b]), used(2)]);
  });

  it('Given a creator unlocked before, When it is asked again with a new one, Then only the new one costs a credit', () => {
    spec
      .given([created, unlocked([a]), used(1)])
      .when(unlock([a, c]))
      .then([unlocked([c]), used(1)]);
  });

  it('Given every creator unlocked before, When they are asked again, Then nothing happens (free and idempotent)', () => {
    spec
      .given([created, unlocked([a, b]), used(2)])
      .when(unlock([b, a], 0))
      .then([]);
  });

  it('Given the month nearly spent by searches, When more creators are asked than credits are left, Then 423 searchCount and nothing is unlocked', () => {
    spec
      .given([created, used(9)])
      .when(unlock([a, b], 10))
      .thenThrows(PlanLimitError);
    try {
      contactUnlockDecider.decide(
        unlock([a, b], 10),
        [created, used(9)].reduce(contactUnlockDecider.evolve, contactUnlockDecider.initialState()),
      );
    } catch (error) {
      expect((error as PlanLimitError).field).toBe('searchCount');
    }
  });

  it('Given last month spent, When this month has room, Then the unlock goes through', () => {
    spec
      .given([created, used(10, '2026-10')])
      .when(unlock([a], 10))
      .then([unlocked([a]), used(1)]);
  });

  it('Given an unlimited plan, Then any number is unlocked', () => {
    spec
      .given([created, used(1_000_000)])
      .when(unlock([a, b, c], Infinity))
      .then([unlocked([a, b, c]), used(3)]);
  });

  it('Given searches this month, When one more is recorded, Then it counts one; at the limit it is 423 searchCount', () => {
    const search = (creditLimit: number) => ({ type: 'RecordSearch' as const, creditLimit, period: '2026-11', now });
    spec
      .given([created, used(4), used(3, '2026-10')])
      .when(search(5))
      .then([used(1)]);
    spec
      .given([created, used(4), unlocked([a]), used(1)])
      .when(search(5))
      .thenThrows(PlanLimitError);
    spec
      .given([created, used(5, '2026-10')])
      .when(search(5))
      .then([used(1)]);
  });

  it('Given a search counted this month, When it is given back, Then it counts one less; with none counted, nothing', () => {
    const giveBack = { type: 'ReturnSearch' as const, period: '2026-11', now };
    const returned: ContactUnlockEvent = {
      type: 'UsageReturned',
      data: { field: 'searchCount', amount: 1, period: '2026-11', returnedAt: now },
    };
    spec
      .given([created, used(2)])
      .when(giveBack)
      .then([returned]);
    spec
      .given([created, used(3, '2026-10')])
      .when(giveBack)
      .then([]);
    // The credit given back is there for the next search at the limit.
    spec
      .given([created, used(4), used(1), returned])
      .when({ type: 'RecordSearch', creditLimit: 5, period: '2026-11', now })
      .then([used(1)]);
  });

  it('Given no organisation, Then 404', () => {
    spec
      .given([])
      .when(unlock([a]))
      .thenThrows(NotFoundError);
  });
});

describe('search export decider', () => {
  const spec = deciderSpec(searchExportDecider);
  const exportId = '00000000-0000-4000-8000-0000000000e1';
  const blobId = '00000000-0000-4000-8000-0000000000b1';
  const filter = { sortBy: 'followers' as const, orderBy: 'desc' as const, platform: 'instagram' as const };
  const requested: SearchExportEvent = { type: 'SearchExportRequested', data: { exportId, profileCount: 100, filter, requestedAt: now } };

  it('Given nothing, When an export is requested, Then it is recorded with its filter; a second request is a conflict', () => {
    spec.given([]).when({ type: 'RequestExport', exportId, profileCount: 100, filter, now }).then([requested]);
    spec.given([requested]).when({ type: 'RequestExport', exportId, profileCount: 100, filter, now }).thenThrows(ConflictError);
  });

  it('Given a running export, Then progress, completion and failure are recorded', () => {
    spec
      .given([requested])
      .when({ type: 'RecordProgress', processed: 50, now })
      .then([{ type: 'SearchExportProgressed', data: { exportId, processed: 50, at: now } }]);
    spec
      .given([requested])
      .when({ type: 'CompleteExport', rows: 80, blobId, fileName: 'x.csv', now })
      .then([{ type: 'SearchExportCompleted', data: { exportId, rows: 80, blobId, fileName: 'x.csv', completedAt: now } }]);
    spec
      .given([requested])
      .when({ type: 'FailExport', reason: 'r', now })
      .then([{ type: 'SearchExportFailed', data: { exportId, reason: 'r', failedAt: now } }]);
  });

  it('Given an ended export, When the job runs again, Then nothing changes; an unknown export is 404', () => {
    const completed: SearchExportEvent = {
      type: 'SearchExportCompleted',
      data: { exportId, rows: 1, blobId, fileName: 'x.csv', completedAt: now },
    };
    spec.given([requested, completed]).when({ type: 'RecordProgress', processed: 1, now }).then([]);
    spec.given([]).when({ type: 'FailExport', reason: 'r', now }).thenThrows(NotFoundError);
  });
});
