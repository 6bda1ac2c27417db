import { describe, it } from '@jest/globals';
import type { ImportEvent } from '@scout/contracts/imports';
import { ConflictError, NotFoundError, ValidationError } from '@scout/platform/errors';
import { deciderSpec } from '@scout/platform/testing/deciderSpec';
import { profileImportDecider } from './profileImport';

const spec = deciderSpec(profileImportDecider);
const importId = '7f4b6a1e-8a51-4c1f-9f53-0b7b1f0d2c11';
const profileId = '0c8a9f7e-2a3b-4c5d-8e9f-1a2b3c4d5e6f';
const now = '2026-11-22T10:00:00.000Z';
const later = '2026-11-22T10:01:00.000Z';
const handles = [
  { platform: 'instagram', username: 'leomessi' },
  { platform: 'instagram', username: 'cristiano' },
];
const skipped = [{ platform: 'instagram', username: 'leomessi', outcome: 'duplicate' as const, profileId: null }];
const source = { kind: 'csv' as const, fileName: 'top.csv' };

const started: ImportEvent = {
  type: 'ImportStarted',
  data: { importId, platform: 'instagram', group: 'Football', source, handles, skipped, total: 3, startedAt: now },
};
const saved = { platform: 'instagram', username: 'leomessi', outcome: 'saved' as const, profileId };
const limited = { platform: 'instagram', username: 'cristiano', outcome: 'limit' as const, profileId: null };

describe('profileImportDecider', () => {
  it('starts an import with its handles, counting every row', () => {
    spec
      .given([])
      .when({ type: 'StartImport', importId, platform: 'instagram', group: 'Football', source, handles, skipped, now })
      .then([started]);
  });

  it('refuses to start the same import twice', () => {
    spec
      .given([started])
      .when({ type: 'StartImport', importId, platform: 'instagram', group: null, source, handles, skipped: [], now })
      .thenThrows(ConflictError);
  });

  it('records progress batch by batch with the running count of handles done', () => {
    spec
      .given([started, { type: 'ImportProgressed', data: { importId, processed: 1, results: [saved], at: now } }])
      .when({ type: 'RecordImportProgress', results: [limited], now: later })
      .then([{ type: 'ImportProgressed', data: { importId, processed: 2, results: [limited], at: later } }]);
  });

  it('refuses more results than handles, and progress of an import that never started', () => {
    spec
      .given([started])
      .when({ type: 'RecordImportProgress', results: [saved, limited, saved], now })
      .thenThrows(ValidationError);
    spec
      .given([])
      .when({ type: 'RecordImportProgress', results: [saved], now })
      .thenThrows(NotFoundError);
  });

  it('completes or fails a running import once; later commands change nothing', () => {
    spec
      .given([started])
      .when({ type: 'CompleteImport', now: later })
      .then([{ type: 'ImportCompleted', data: { importId, completedAt: later } }]);
    spec
      .given([started])
      .when({ type: 'FailImport', reason: 'The file could not be read', now: later })
      .then([{ type: 'ImportFailed', data: { importId, reason: 'The file could not be read', failedAt: later } }]);
    const completed: ImportEvent = { type: 'ImportCompleted', data: { importId, completedAt: later } };
    spec.given([started, completed]).when({ type: 'CompleteImport', now: later }).then([]);
    spec
      .given([started, completed])
      .when({ type: 'RecordImportProgress', results: [saved], now: later })
      .then([]);
    spec.given([started, completed]).when({ type: 'FailImport', reason: 'x', now: later }).then([]);
  });
});
