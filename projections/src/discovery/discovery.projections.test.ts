import { describe, it } from '@jest/globals';
import type { ScoutEvent } from '@scout/contracts/events';
import { projectionSpec, recorded, testMetadata } from '../testing/projectionSpec';
import { contactUnlocksProjection, type ContactUnlocksDoc } from './contactUnlocks';
import { searchExportsProjection, type SearchExportDoc } from './searchExports';

const orgId = '11111111-1111-4111-8111-111111111111';
const a = '22222222-2222-5222-8222-22222222222a';
const b = '22222222-2222-5222-8222-22222222222b';
const exportId = '33333333-3333-4333-8333-333333333333';
const blobId = '44444444-4444-4444-8444-444444444444';
const t1 = '2026-11-01T08:00:00.000Z';
const t2 = '2026-11-02T08:00:00.000Z';

describe('contactUnlocks projection', () => {
  const spec = projectionSpec<ContactUnlocksDoc>(contactUnlocksProjection);
  const given = (events: ScoutEvent[]) => recorded(`organization-${orgId}`, testMetadata(orgId, 'user'), events);

  it('Given unlocks on the organisation stream, Then one document with every id and when it was first unlocked', () => {
    spec
      .given(
        given([
          { type: 'ContactsUnlocked', data: { profileBankIds: [a], credits: 1, unlockedAt: t1 } },
          { type: 'UsageRecorded', data: { field: 'searchCount', amount: 1, period: '2026-11', recordedAt: t1 } },
          { type: 'ContactsUnlocked', data: { profileBankIds: [b, a], credits: 1, unlockedAt: t2 } },
        ]),
      )
      .then([{ _id: orgId, orgId, unlocked: { [a]: t1, [b]: t2 }, count: 2, updatedAt: t2 }]);
  });
});

describe('searchExports projection', () => {
  const spec = projectionSpec<SearchExportDoc>(searchExportsProjection);
  const requested: ScoutEvent = {
    type: 'SearchExportRequested',
    data: { exportId, profileCount: 100, filter: { sortBy: 'followers', orderBy: 'desc' }, requestedAt: t1 },
  };
  const base: SearchExportDoc = {
    _id: exportId,
    orgId,
    status: 'running',
    profileCount: 100,
    processed: 0,
    blobId: null,
    fileName: null,
    reason: null,
    requestedAt: t1,
    updatedAt: t1,
    completedAt: null,
  };
  const given = (events: ScoutEvent[]) => recorded(`searchExport-${exportId}`, testMetadata(orgId, 'user'), events);

  it('Given a request, progress and completion, Then the export is completed with its file', () => {
    spec.given(given([requested])).then([base]);
    spec
      .given(
        given([
          requested,
          { type: 'SearchExportProgressed', data: { exportId, processed: 50, at: t1 } },
          { type: 'SearchExportCompleted', data: { exportId, rows: 80, blobId, fileName: 'x.csv', completedAt: t2 } },
        ]),
      )
      .then([{ ...base, status: 'completed', processed: 80, blobId, fileName: 'x.csv', updatedAt: t2, completedAt: t2 }]);
  });

  it('Given a failure, Then the export is failed with why', () => {
    spec
      .given(given([requested, { type: 'SearchExportFailed', data: { exportId, reason: 'r', failedAt: t2 } }]))
      .then([{ ...base, status: 'failed', reason: 'r', updatedAt: t2, completedAt: t2 }]);
  });

  it('Given a request recorded on the organisation stream before discovery, Then no document', () => {
    spec
      .given(
        recorded(`organization-${orgId}`, testMetadata(orgId, 'user'), [
          { type: 'SearchExportRequested', data: { exportId, profileCount: 5, requestedAt: t1 } },
        ]),
      )
      .then([]);
  });
});
