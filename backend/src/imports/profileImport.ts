import type { ImportEvent, ImportRowResult } from '@scout/contracts/imports';
import type { Decider } from '@scout/platform/decider';
import { ConflictError, NotFoundError, ValidationError } from '@scout/platform/errors';

export type ImportCommand =
  | {
      type: 'StartImport';
      importId: string;
      platform: string;
      group: string | null;
      source: { kind: 'csv' | 'list'; fileName: string | null };
      handles: { platform: string; username: string }[];
      skipped: ImportRowResult[];
      now: string;
    }
  | { type: 'RecordImportProgress'; results: ImportRowResult[]; now: string }
  | { type: 'CompleteImport'; now: string }
  | { type: 'FailImport'; reason: string; now: string };

export interface ImportState {
  importId: string | null;
  status: 'none' | 'running' | 'completed' | 'failed';
  group: string | null;
  handles: { platform: string; username: string }[];
  /** Handles done so far: the job goes on from here after a restart. */
  processed: number;
}

const initialState = (): ImportState => ({ importId: null, status: 'none', group: null, handles: [], processed: 0 });

function running(state: ImportState): string {
  if (state.status === 'none' || !state.importId) throw new NotFoundError('Import not found');
  return state.importId;
}

/** One profile import (`profileImport-<importId>`): started with its handles, then progress batch by batch, then done. */
export const profileImportDecider: Decider<ImportCommand, ImportState, ImportEvent> = {
  initialState,
  decide(command, state) {
    switch (command.type) {
      case 'StartImport': {
        if (state.status !== 'none') throw new ConflictError('This import has started already');
        const { type: _type, now, ...data } = command;
        return [{ type: 'ImportStarted', data: { ...data, total: data.handles.length + data.skipped.length, startedAt: now } }];
      }
      case 'RecordImportProgress': {
        const importId = running(state);
        if (state.status !== 'running') return [];
        if (command.results.length === 0) return [];
        const processed = state.processed + command.results.length;
        if (processed > state.handles.length) throw new ValidationError('More results than handles in this import');
        return [{ type: 'ImportProgressed', data: { importId, processed, results: command.results, at: command.now } }];
      }
      case 'CompleteImport': {
        const importId = running(state);
        if (state.status !== 'running') return [];
        return [{ type: 'ImportCompleted', data: { importId, completedAt: command.now } }];
      }
      case 'FailImport': {
        const importId = running(state);
        if (state.status !== 'running') return [];
        return [{ type: 'ImportFailed', data: { importId, reason: command.reason, failedAt: command.now } }];
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'ImportStarted':
        return { importId: event.data.importId, status: 'running', group: event.data.group, handles: event.data.handles, processed: 0 };
      case 'ImportProgressed':
        return { ...state, processed: event.data.processed };
      case 'ImportCompleted':
        return { ...state, status: 'completed' };
      case 'ImportFailed':
        return { ...state, status: 'failed' };
      default:
        return state;
    }
  },
};
