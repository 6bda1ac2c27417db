import type { AuditReportView } from '@scout/contracts/profiles/auditReports';
import { auditReportIdOf } from '@scout/contracts/platform/streams';
import type { CollectionSpec } from '@scout/platform/readstore/port';
import { inOrgOf, projection } from '../runner/projection';

export type AuditReportDoc = AuditReportView & { [key: string]: unknown; orgId: string };

export const auditReportsCollection: CollectionSpec = {
  name: 'auditReports',
  scope: 'tenant',
  fields: { profileId: 'text', status: 'text', requestedAt: 'date' },
  indexes: [
    {
      fields: [
        ['profileId', 1],
        ['requestedAt', -1],
      ],
    },
    { fields: [['requestedAt', -1]] },
  ],
};

type Handled = 'AuditReportRequested' | 'AuditReportProgressed' | 'AuditReportCompleted' | 'AuditReportFailed' | 'AuditReportShareRevoked';

/** One document per audit report: its status and progress, and its content once ready. */
export const auditReportsProjection = projection<AuditReportDoc, Handled>({
  name: 'auditReports',
  collection: auditReportsCollection,
  handles: ['AuditReportRequested', 'AuditReportProgressed', 'AuditReportCompleted', 'AuditReportFailed', 'AuditReportShareRevoked'],
  target: (event) => inOrgOf(event, auditReportIdOf(event.streamId)),
  evolve(doc, event) {
    switch (event.type) {
      case 'AuditReportRequested': {
        const { reportId, profileId, platform, username, requestedAt } = event.data;
        return {
          _id: reportId,
          orgId: event.metadata.orgId ?? '',
          profileId,
          platform,
          username,
          status: 'requested',
          progress: 0,
          requestedAt,
          updatedAt: requestedAt,
        };
      }
      case 'AuditReportProgressed':
        return doc && { ...doc, status: 'building', progress: event.data.progress, updatedAt: event.data.progressedAt };
      case 'AuditReportCompleted': {
        const { shareId, content, completedAt } = event.data;
        return doc && { ...doc, status: 'ready', progress: 100, shareId, content, completedAt, updatedAt: completedAt };
      }
      case 'AuditReportFailed':
        return doc && { ...doc, status: 'failed', failure: event.data.reason, updatedAt: event.data.failedAt };
      case 'AuditReportShareRevoked': {
        if (!doc) return doc;
        const { shareId: _revoked, ...rest } = doc;
        return { ...rest, shareRevokedAt: event.data.revokedAt, updatedAt: event.data.revokedAt };
      }
    }
  },
});

/** Public links of ready reports: share id → the organisation and report it opens; removed when revoked. */
export interface AuditReportShareDoc {
  [key: string]: unknown;
  _id: string;
  orgId: string;
  reportId: string;
}

export const auditReportSharesCollection: CollectionSpec = { name: 'auditReportShares', scope: 'global', fields: {} };

export const auditReportSharesProjection = projection<AuditReportShareDoc, 'AuditReportCompleted' | 'AuditReportShareRevoked'>({
  name: 'auditReportShares',
  collection: auditReportSharesCollection,
  handles: ['AuditReportCompleted', 'AuditReportShareRevoked'],
  target: (event) => (event.metadata.orgId ? { id: event.data.shareId, orgId: null } : null),
  evolve: (_doc, event) =>
    event.type === 'AuditReportCompleted'
      ? { _id: event.data.shareId, orgId: event.metadata.orgId ?? '', reportId: event.data.reportId }
      : null,
});
