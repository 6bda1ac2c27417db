import type { AuditReportContent, AuditReportEvent } from '@scout/contracts/profiles/auditReports';
import type { Decider } from '@scout/platform/decider';
import { ConflictError, NotFoundError } from '@scout/platform/errors';

export type AuditReportCommand =
  | { type: 'RequestAuditReport'; reportId: string; profileId: string; platform: string; username: string; now: string }
  | { type: 'RecordAuditReportProgress'; progress: number; now: string }
  | { type: 'CompleteAuditReport'; shareId: string; content: AuditReportContent; now: string }
  | { type: 'FailAuditReport'; reason: string; now: string }
  | { type: 'RevokeAuditReportShare'; now: string };

export type AuditReportState =
  | { status: 'none' }
  | { status: 'requested' | 'building'; reportId: string; progress: number }
  | { status: 'ready'; reportId: string; shareId: string | null }
  | { status: 'failed'; reportId: string };

function building(state: AuditReportState) {
  if (state.status === 'none') throw new NotFoundError('Report not found');
  return state.status === 'requested' || state.status === 'building' ? state : null;
}

/**
 * One audit report's life: requested → building (with progress) → ready or failed. A finished
 * report never changes again; late progress or a second failure is simply nothing new.
 */
export const auditReportDecider: Decider<AuditReportCommand, AuditReportState, AuditReportEvent> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'RequestAuditReport': {
        if (state.status !== 'none') throw new ConflictError('This report was already requested');
        const { reportId, profileId, platform, username, now } = command;
        return [{ type: 'AuditReportRequested', data: { reportId, profileId, platform, username, requestedAt: now } }];
      }
      case 'RecordAuditReportProgress': {
        const open = building(state);
        if (!open || command.progress <= open.progress) return [];
        return [
          {
            type: 'AuditReportProgressed',
            data: { reportId: open.reportId, progress: Math.min(99, command.progress), progressedAt: command.now },
          },
        ];
      }
      case 'CompleteAuditReport': {
        const open = building(state);
        if (!open) throw new ConflictError('This report is already finished');
        return [
          {
            type: 'AuditReportCompleted',
            data: { reportId: open.reportId, shareId: command.shareId, content: command.content, completedAt: command.now },
          },
        ];
      }
      case 'FailAuditReport': {
        const open = building(state);
        if (!open) return [];
        return [{ type: 'AuditReportFailed', data: { reportId: open.reportId, reason: command.reason, failedAt: command.now } }];
      }
      case 'RevokeAuditReportShare': {
        if (state.status !== 'ready') throw new NotFoundError('This report has no public link');
        if (!state.shareId) return [];
        return [{ type: 'AuditReportShareRevoked', data: { reportId: state.reportId, shareId: state.shareId, revokedAt: command.now } }];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'AuditReportRequested':
        return { status: 'requested', reportId: event.data.reportId, progress: 0 };
      case 'AuditReportProgressed':
        return state.status === 'requested' || state.status === 'building'
          ? { ...state, status: 'building', progress: event.data.progress }
          : state;
      case 'AuditReportCompleted':
        return { status: 'ready', reportId: event.data.reportId, shareId: event.data.shareId };
      case 'AuditReportShareRevoked':
        return state.status === 'ready' ? { ...state, shareId: null } : state;
      case 'AuditReportFailed':
        return { status: 'failed', reportId: event.data.reportId };
      default:
        return state;
    }
  },
};
