import { IMPORT_PROFILES_JOB, profileImportStream, type ImportView } from '@scout/contracts/imports';
import type { EventMetadata } from '@scout/contracts/platform/events';
import { profileImportsCollection, type ProfileImportDoc } from '@scout/projections/imports/profileImports';
import { execute, type AppContext } from '../runtime/context';
import { NotFoundError, ValidationError } from '@scout/platform/errors';
import { newId } from '@scout/platform/ids';
import type { ImportRows } from './importRows';
import { importProfilesJob } from './importJob';
import { profileImportDecider } from './profileImport';

const profileImports = (ctx: AppContext, orgId: string) => ctx.readStore.tenant<ProfileImportDoc>(profileImportsCollection).forOrg(orgId);

const viewOf = ({ orgId: _orgId, ...view }: ProfileImportDoc): ImportView => view;

export interface NewImport {
  platform: string;
  group: string | null;
  source: { kind: 'csv' | 'list'; fileName: string | null };
  rows: ImportRows;
}

/** Records the import with its checked rows and queues the job that saves them; answers its progress. */
export async function startImport(ctx: AppContext, metadata: EventMetadata, orgId: string, request: NewImport): Promise<ImportView> {
  const { handles, skipped } = request.rows;
  if (handles.length + skipped.length === 0) throw new ValidationError('There are no handles to import');
  const importId = newId();
  await execute(
    ctx,
    profileImportDecider,
    profileImportStream(importId),
    {
      type: 'StartImport',
      importId,
      platform: request.platform,
      group: request.group,
      source: request.source,
      handles,
      skipped,
      now: ctx.clock().toISOString(),
    },
    metadata,
  );
  try {
    await ctx.jobs.enqueue(IMPORT_PROFILES_JOB, { orgId, importId });
  } catch (error) {
    await execute(
      ctx,
      profileImportDecider,
      profileImportStream(importId),
      { type: 'FailImport', reason: 'The import could not be queued', now: ctx.clock().toISOString() },
      metadata,
    );
    throw error;
  }
  return getImport(ctx, orgId, importId);
}

/** One import of the organisation; 404 for any other. */
export async function getImport(ctx: AppContext, orgId: string, importId: string): Promise<ImportView> {
  const doc = await profileImports(ctx, orgId).get(importId);
  if (!doc) throw new NotFoundError('Import not found');
  return viewOf(doc);
}

/** The organisation's latest imports, newest first. */
export async function listImports(ctx: AppContext, orgId: string, limit: number): Promise<ImportView[]> {
  const docs = await profileImports(ctx, orgId).find({ sort: [['startedAt', -1]], limit });
  return docs.map(viewOf);
}

/** Defines the import job on the queue. */
export function defineImportJobs(ctx: AppContext): void {
  ctx.jobs.define(importProfilesJob(ctx));
}
