import {
  IMPORT_PROFILES_JOB,
  importProfilesJobSchema,
  profileImportStream,
  type ImportEvent,
  type ImportProfilesJob,
  type ImportRowResult,
} from '@scout/contracts/imports';
import type { EventMetadata } from '@scout/contracts/platform/events';
import { parseEvent } from '@scout/contracts/events';
import { addProfilesToLists } from '../lists/service';
import { execute, type AppContext } from '../runtime/context';
import { fold } from '@scout/platform/decider';
import { mapWithLimit } from '@scout/platform/concurrency';
import { ConflictError, PlanLimitError, ValidationError } from '@scout/platform/errors';
import { jobMetadata } from '@scout/platform/jobs/metadata';
import type { JobDefinition } from '@scout/platform/jobs/port';
import { savedProfiles } from '../profiles/queries';
import { saveProfile, savedProfileId, UnknownCreatorError } from '../profiles/saveProfile';
import { profileImportDecider, type ImportCommand, type ImportState } from './profileImport';

/** Handles saved between two progress events. */
export const IMPORT_BATCH = 25;

const IMPORT_EVENTS = new Set<string>(['ImportStarted', 'ImportProgressed', 'ImportCompleted', 'ImportFailed']);

/** The import as its stream tells it (the job goes on from `processed` after a restart). */
export async function loadImport(ctx: AppContext, importId: string): Promise<ImportState> {
  const recorded = await ctx.eventStore.readStream(profileImportStream(importId));
  const events = recorded.filter((e) => IMPORT_EVENTS.has(e.type)).map((e) => parseEvent(e.type, e.data) as ImportEvent);
  return fold(profileImportDecider, events);
}

const onImport = (ctx: AppContext, importId: string, command: ImportCommand, metadata: EventMetadata) =>
  execute(ctx, profileImportDecider, profileImportStream(importId), command, metadata);

/**
 * Saves one handle through the same path as `POST /customer/socialProfile`; answers how it went. A
 * creator the provider does not know is a `failed` row, and nothing of it is stored.
 */
async function importOne(
  ctx: AppContext,
  metadata: EventMetadata,
  orgId: string,
  handle: { platform: string; username: string },
): Promise<ImportRowResult> {
  try {
    const profileId = await saveProfile(ctx, metadata, orgId, handle.platform, handle.username, { observe: true });
    return { ...handle, outcome: 'saved', profileId };
  } catch (error) {
    if (error instanceof ConflictError)
      return { ...handle, outcome: 'duplicate', profileId: savedProfileId(orgId, handle.platform, handle.username) };
    if (error instanceof PlanLimitError) return { ...handle, outcome: 'limit', profileId: null };
    if (error instanceof ValidationError) return { ...handle, outcome: 'invalid', profileId: null };
    if (error instanceof UnknownCreatorError) return { ...handle, outcome: 'failed', profileId: null };
    ctx.logger.warn({ orgId, message: error instanceof Error ? error.message : String(error) }, 'profile import row failed');
    return { ...handle, outcome: 'failed', profileId: null };
  }
}

/** Puts the batch's saved (and already saved) profiles on the import's list. */
async function addToGroup(
  ctx: AppContext,
  metadata: EventMetadata,
  orgId: string,
  group: string,
  results: readonly ImportRowResult[],
): Promise<void> {
  const ids = results.flatMap((r) => (r.profileId && (r.outcome === 'saved' || r.outcome === 'duplicate') ? [r.profileId] : []));
  if (ids.length === 0) return;
  const existing = await savedProfiles(ctx, orgId).find({ filter: { _id: { $in: ids } } });
  await addProfilesToLists(
    ctx,
    metadata,
    orgId,
    existing.map((doc) => doc._id),
    [group],
  );
}

/**
 * Saves an import's handles in batches, recording each batch's outcomes as progress. Once the plan's
 * profile limit is reached the remaining handles are reported as `limit` without trying them.
 * Anything unexpected ends the import as failed, with the rows done so far kept.
 */
/** Rows saved at once: each waits on the provider and the database, so a few overlap well. */
const IMPORT_ROWS_AT_ONCE = 4;

export function importProfilesJob(ctx: AppContext): JobDefinition<ImportProfilesJob> {
  return {
    name: IMPORT_PROFILES_JOB,
    schema: importProfilesJobSchema,
    concurrency: 2,
    handler: async ({ orgId, importId }, job) => {
      const metadata = jobMetadata(ctx, orgId, job.jobId);
      const now = () => ctx.clock().toISOString();
      const state = await loadImport(ctx, importId);
      if (state.status !== 'running') return;
      let limitReached = false;
      try {
        for (let start = state.processed; start < state.handles.length; start += IMPORT_BATCH) {
          const results = await mapWithLimit(
            state.handles.slice(start, start + IMPORT_BATCH),
            IMPORT_ROWS_AT_ONCE,
            async (handle) => {
              const result = await importOne(ctx, metadata, orgId, handle);
              if (result.outcome === 'limit') limitReached = true;
              return result;
            },
            { next: () => !limitReached, skipped: (handle): ImportRowResult => ({ ...handle, outcome: 'limit', profileId: null }) },
          );
          if (state.group) await addToGroup(ctx, metadata, orgId, state.group, results);
          await onImport(ctx, importId, { type: 'RecordImportProgress', results, now: now() }, metadata);
          await job.progress(Math.round(((start + results.length) / state.handles.length) * 100));
        }
        await onImport(ctx, importId, { type: 'CompleteImport', now: now() }, metadata);
      } catch (error) {
        ctx.logger.warn({ orgId, importId, message: error instanceof Error ? error.message : String(error) }, 'profile import failed');
        await onImport(
          ctx,
          importId,
          { type: 'FailImport', reason: 'The import stopped on an unexpected error; the rows listed were done', now: now() },
          metadata,
        );
      }
    },
  };
}
