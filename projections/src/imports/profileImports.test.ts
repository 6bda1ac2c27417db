import { describe, it } from '@jest/globals';
import { profileImportStream } from '@scout/contracts/imports';
import { projectionSpec, recorded, testMetadata } from '../testing/projectionSpec';
import { profileImportsProjection, type ProfileImportDoc } from './profileImports';

const orgId = 'org-1';
const importId = '7f4b6a1e-8a51-4c1f-9f53-0b7b1f0d2c11';
const profileId = '0c8a9f7e-2a3b-4c5d-8e9f-1a2b3c4d5e6f';
const stream = profileImportStream(importId);
const spec = projectionSpec<ProfileImportDoc>(profileImportsProjection);

const started = {
  type: 'ImportStarted' as const,
  data: {
    importId,
    platform: 'instagram',
    group: 'Football',
    source: { kind: 'csv' as const, fileName: 'top.csv' },
    handles: [
      { platform: 'instagram', username: 'leomessi' },
      { platform: 'instagram', username: 'cristiano' },
      { platform: 'instagram', username: 'neymarjr' },
    ],
    skipped: [
      { platform: 'instagram', username: 'leomessi', outcome: 'duplicate' as const, profileId: null },
      { platform: 'instagram', username: 'no space', outcome: 'invalid' as const, profileId: null },
    ],
    total: 5,
    startedAt: '2026-11-22T10:00:00.000Z',
  },
};

const base: ProfileImportDoc = {
  _id: importId,
  orgId,
  status: 'running',
  platform: 'instagram',
  group: 'Football',
  fileName: 'top.csv',
  total: 5,
  processed: 2,
  saved: 0,
  duplicates: 1,
  failed: 1,
  limit: 0,
  invalid: 1,
  problems: started.data.skipped,
  reason: null,
  startedAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  completedAt: null,
};

describe('profileImports projection', () => {
  it('starts with the skipped rows counted as processed', () => {
    spec.given(recorded(stream, testMetadata(orgId), [started])).then([base]);
  });

  it('counts each batch by outcome, keeps the rows not saved, and completes', () => {
    const limit = { platform: 'instagram', username: 'neymarjr', outcome: 'limit' as const, profileId: null };
    const existing = { platform: 'instagram', username: 'cristiano', outcome: 'duplicate' as const, profileId };
    spec
      .given(
        recorded(stream, testMetadata(orgId), [
          started,
          {
            type: 'ImportProgressed',
            data: {
              importId,
              processed: 2,
              results: [{ platform: 'instagram', username: 'leomessi', outcome: 'saved', profileId }, existing],
              at: '2026-11-22T10:00:01.000Z',
            },
          },
          { type: 'ImportProgressed', data: { importId, processed: 3, results: [limit], at: '2026-11-22T10:00:02.000Z' } },
          { type: 'ImportCompleted', data: { importId, completedAt: '2026-11-22T10:00:03.000Z' } },
        ]),
      )
      .then([
        {
          ...base,
          status: 'completed',
          processed: 5,
          saved: 1,
          duplicates: 2,
          failed: 2,
          limit: 1,
          problems: [...started.data.skipped, existing, limit],
          updatedAt: '2026-11-22T10:00:03.000Z',
          completedAt: '2026-11-22T10:00:03.000Z',
        },
      ]);
  });

  it('records why an import failed', () => {
    spec
      .given(
        recorded(stream, testMetadata(orgId), [
          started,
          { type: 'ImportFailed', data: { importId, reason: 'Stopped', failedAt: '2026-11-22T10:05:00.000Z' } },
        ]),
      )
      .then([
        { ...base, status: 'failed', reason: 'Stopped', updatedAt: '2026-11-22T10:05:00.000Z', completedAt: '2026-11-22T10:05:00.000Z' },
      ]);
  });
});
