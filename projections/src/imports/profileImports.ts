import { profileImportIdOf, type ImportRowResult, type ImportView } from '@scout/contracts/imports';
import type { CollectionSpec } from '@scout/platform/readstore/port';
import { inOrgOf, projection } from '../runner/projection';

/** An import's progress; `processed` counts rows (skipped ones count from the start). */
export type ProfileImportDoc = ImportView & { [key: string]: unknown; orgId: string };

export const profileImportsCollection: CollectionSpec = {
  name: 'profileImports',
  scope: 'tenant',
  fields: { startedAt: 'date', status: 'text' },
  indexes: [{ fields: [['startedAt', -1]] }],
};

/** Adds rows' outcomes to the counts; every row not saved is kept with its outcome. */
function tally(doc: ProfileImportDoc, rows: readonly ImportRowResult[]): ProfileImportDoc {
  const next = { ...doc, problems: [...doc.problems] };
  for (const row of rows) {
    if (row.outcome === 'saved') next.saved += 1;
    else {
      next.problems.push(row);
      if (row.outcome === 'duplicate') next.duplicates += 1;
      else {
        next.failed += 1;
        if (row.outcome === 'limit') next.limit += 1;
        if (row.outcome === 'invalid') next.invalid += 1;
      }
    }
  }
  return next;
}

type Handled = 'ImportStarted' | 'ImportProgressed' | 'ImportCompleted' | 'ImportFailed';

export const profileImportsProjection = projection<ProfileImportDoc, Handled>({
  name: 'profileImports',
  collection: profileImportsCollection,
  handles: ['ImportStarted', 'ImportProgressed', 'ImportCompleted', 'ImportFailed'],
  target: (event) => inOrgOf(event, profileImportIdOf(event.streamId)),
  evolve(doc, event) {
    switch (event.type) {
      case 'ImportStarted': {
        const { data } = event;
        const fresh: ProfileImportDoc = {
          _id: data.importId,
          orgId: event.metadata.orgId ?? '',
          status: 'running',
          platform: data.platform,
          group: data.group,
          fileName: data.source.fileName,
          total: data.total,
          processed: data.skipped.length,
          saved: 0,
          duplicates: 0,
          failed: 0,
          limit: 0,
          invalid: 0,
          problems: [],
          reason: null,
          startedAt: data.startedAt,
          updatedAt: data.startedAt,
          completedAt: null,
        };
        return tally(fresh, data.skipped);
      }
      case 'ImportProgressed':
        if (!doc) return null;
        return { ...tally(doc, event.data.results), processed: doc.processed + event.data.results.length, updatedAt: event.data.at };
      case 'ImportCompleted':
        return doc && { ...doc, status: 'completed', updatedAt: event.data.completedAt, completedAt: event.data.completedAt };
      case 'ImportFailed':
        return (
          doc && { ...doc, status: 'failed', reason: event.data.reason, updatedAt: event.data.failedAt, completedAt: event.data.failedAt }
        );
    }
  },
});
