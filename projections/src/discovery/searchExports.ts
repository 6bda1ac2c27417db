import type { SearchExportStatus } from '@scout/contracts/discovery/exports';
import { searchExportIdOf } from '@scout/contracts/discovery/events';
import type { CollectionSpec } from '@scout/platform/readstore/port';
import { inOrgOf, projection } from '../runner/projection';

/** One search export of an organisation and its progress (`searchExport-<exportId>`). */
export interface SearchExportDoc {
  [key: string]: unknown;
  _id: string;
  orgId: string;
  status: SearchExportStatus;
  profileCount: number;
  processed: number;
  blobId: string | null;
  fileName: string | null;
  reason: string | null;
  requestedAt: string;
  updatedAt: string;
  completedAt: string | null;
}

export const searchExportsCollection: CollectionSpec = {
  name: 'searchExports',
  scope: 'tenant',
  fields: { requestedAt: 'date' },
  indexes: [{ fields: [['requestedAt', -1]] }],
};

type Handled = 'SearchExportRequested' | 'SearchExportProgressed' | 'SearchExportCompleted' | 'SearchExportFailed';

export const searchExportsProjection = projection<SearchExportDoc, Handled>({
  name: 'searchExports',
  collection: searchExportsCollection,
  handles: ['SearchExportRequested', 'SearchExportProgressed', 'SearchExportCompleted', 'SearchExportFailed'],
  // Requests recorded on the organisation stream before discovery had no job: no document.
  target: (event) => {
    const exportId = searchExportIdOf(event.streamId);
    return exportId ? inOrgOf(event, exportId) : null;
  },
  evolve(doc, event) {
    switch (event.type) {
      case 'SearchExportRequested':
        return {
          _id: event.data.exportId,
          orgId: event.metadata.orgId ?? '',
          status: 'running',
          profileCount: event.data.profileCount,
          processed: 0,
          blobId: null,
          fileName: null,
          reason: null,
          requestedAt: event.data.requestedAt,
          updatedAt: event.data.requestedAt,
          completedAt: null,
        };
      case 'SearchExportProgressed':
        return doc && { ...doc, processed: event.data.processed, updatedAt: event.data.at };
      case 'SearchExportCompleted':
        return (
          doc && {
            ...doc,
            status: 'completed',
            processed: event.data.rows,
            blobId: event.data.blobId,
            fileName: event.data.fileName,
            updatedAt: event.data.completedAt,
            completedAt: event.data.completedAt,
          }
        );
      case 'SearchExportFailed':
        return (
          doc && { ...doc, status: 'failed', reason: event.data.reason, updatedAt: event.data.failedAt, completedAt: event.data.failedAt }
        );
    }
  },
});
