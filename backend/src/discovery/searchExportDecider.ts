import type { OrganizationSettingsEvent } from '@scout/contracts/accounts';
import type { DiscoveryEvent } from '@scout/contracts/discovery/events';
import type { DiscoverFilter } from '@scout/contracts/discovery/search';
import type { Decider } from '@scout/platform/decider';
import { ConflictError, NotFoundError } from '@scout/platform/errors';

export type SearchExportCommand =
  | { type: 'RequestExport'; exportId: string; profileCount: number; filter: DiscoverFilter; now: string }
  | { type: 'RecordProgress'; processed: number; now: string }
  | { type: 'CompleteExport'; rows: number; blobId: string; fileName: string; now: string }
  | { type: 'FailExport'; reason: string; now: string };

type SearchExportRequested = Extract<OrganizationSettingsEvent, { type: 'SearchExportRequested' }>;
export type SearchExportEvent =
  | SearchExportRequested
  | Extract<DiscoveryEvent, { type: 'SearchExportProgressed' | 'SearchExportCompleted' | 'SearchExportFailed' }>;

export type SearchExportState =
  | { status: 'none' }
  | {
      status: 'running' | 'completed' | 'failed';
      exportId: string;
      profileCount: number;
      filter: DiscoverFilter | null;
      processed: number;
    };

/** One search export (`searchExport-<exportId>`): requested, then the job's progress and its end. */
export const searchExportDecider: Decider<SearchExportCommand, SearchExportState, SearchExportEvent> = {
  initialState: () => ({ status: 'none' }),
  decide(command, state) {
    if (command.type === 'RequestExport') {
      if (state.status !== 'none') throw new ConflictError('This export exists already');
      const { exportId, profileCount, filter, now } = command;
      return [{ type: 'SearchExportRequested', data: { exportId, profileCount, filter, requestedAt: now } }];
    }
    if (state.status === 'none') throw new NotFoundError('Export not found');
    // A job run again after its export ended changes nothing.
    if (state.status !== 'running') return [];
    switch (command.type) {
      case 'RecordProgress':
        return [{ type: 'SearchExportProgressed', data: { exportId: state.exportId, processed: command.processed, at: command.now } }];
      case 'CompleteExport':
        return [
          {
            type: 'SearchExportCompleted',
            data: {
              exportId: state.exportId,
              rows: command.rows,
              blobId: command.blobId,
              fileName: command.fileName,
              completedAt: command.now,
            },
          },
        ];
      case 'FailExport':
        return [{ type: 'SearchExportFailed', data: { exportId: state.exportId, reason: command.reason, failedAt: command.now } }];
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'SearchExportRequested':
        return {
          status: 'running',
          exportId: event.data.exportId,
          profileCount: event.data.profileCount,
          filter: event.data.filter ?? null,
          processed: 0,
        };
      case 'SearchExportProgressed':
        return state.status === 'none' ? state : { ...state, processed: event.data.processed };
      case 'SearchExportCompleted':
        return state.status === 'none' ? state : { ...state, status: 'completed', processed: event.data.rows };
      case 'SearchExportFailed':
        return state.status === 'none' ? state : { ...state, status: 'failed' };
      default:
        return state;
    }
  },
};
