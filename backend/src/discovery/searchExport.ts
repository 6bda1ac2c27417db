import type { Request } from 'express';
import { csvCell } from '@scout/contracts/platform/csvCell';
import { parseEvent } from '@scout/contracts/events';
import { searchExportStream } from '@scout/contracts/discovery/events';
import {
  SEARCH_EXPORT_BATCH,
  SEARCH_EXPORT_COLUMNS,
  SEARCH_EXPORT_JOB,
  searchExportJobSchema,
  type SearchExportJob,
  type SearchExportRequest,
  type SearchExportView,
} from '@scout/contracts/discovery/exports';
import type { EventMetadata } from '@scout/contracts/platform/events';
import { searchExportsCollection, type SearchExportDoc } from '@scout/projections/discovery/searchExports';
import { metadataFor, type Principal } from '../accounts/principal';
import { recordUsage } from '../billing/billingService';
import { assertPlanFeature, assertWithinLimit } from '../billing/planLimits';
import { blobStoreOf } from '@scout/platform/blobs/blobStoreOf';
import type { StoredBlob } from '@scout/platform/blobs/port';
import { execute, type AppContext } from '../runtime/context';
import { fold } from '@scout/platform/decider';
import { NotFoundError } from '@scout/platform/errors';
import { newId } from '@scout/platform/ids';
import { jobMetadata } from '@scout/platform/jobs/metadata';
import type { JobDefinition } from '@scout/platform/jobs/port';
import type { BankEntry } from './bank/port';
import { assertFilterInPlan } from './discover';
import { searchExportDecider, type SearchExportCommand, type SearchExportEvent, type SearchExportState } from './searchExportDecider';
import { discoverProfileOf, unlockedOf, type UnlockedView } from './views';

const exports = (ctx: AppContext, orgId: string) => ctx.readStore.tenant<SearchExportDoc>(searchExportsCollection).forOrg(orgId);

const onExport = (ctx: AppContext, exportId: string, command: SearchExportCommand, metadata: EventMetadata) =>
  execute(ctx, searchExportDecider, searchExportStream(exportId), command, metadata);

export function viewOf(doc: SearchExportDoc): SearchExportView {
  return {
    _id: doc._id,
    status: doc.status,
    profileCount: doc.profileCount,
    processed: doc.processed,
    progress: doc.status === 'completed' ? 100 : Math.min(99, Math.floor((doc.processed / Math.max(1, doc.profileCount)) * 100)),
    downloadUrl: doc.status === 'completed' ? `/api/v1/customer/account/search-export/${doc._id}/download` : null,
    fileName: doc.fileName,
    reason: doc.reason,
    requestedAt: doc.requestedAt,
    completedAt: doc.completedAt,
  };
}

/** One export of the organisation; 404 for any other organisation's. */
export async function getSearchExport(ctx: AppContext, orgId: string, exportId: string): Promise<SearchExportDoc> {
  const doc = await exports(ctx, orgId).get(exportId);
  if (!doc) throw new NotFoundError('Export not found');
  return doc;
}

/** The finished CSV of an export of the organisation; 404 until it is done. */
export async function searchExportFile(ctx: AppContext, orgId: string, exportId: string): Promise<{ blob: StoredBlob; fileName: string }> {
  const doc = await getSearchExport(ctx, orgId, exportId);
  const blob = doc.status === 'completed' && doc.blobId ? await blobStoreOf(ctx, 'private').get(doc.blobId) : null;
  if (!blob) throw new NotFoundError('This export is not ready');
  return { blob, fileName: doc.fileName ?? `search-export-${exportId}.csv` };
}

/**
 * `POST /customer/account/search-export`: plan feature searchExport (and audienceFilter for an
 * audience filter), one `searchCount`, then the job writes the CSV; answers the export's progress.
 */
export async function requestSearchExport(
  ctx: AppContext,
  req: Request,
  principal: Principal,
  request: SearchExportRequest,
): Promise<SearchExportView> {
  const { orgId } = principal;
  await assertPlanFeature(ctx, orgId, 'searchExport');
  await assertFilterInPlan(ctx, orgId, request.filter);
  await assertWithinLimit(ctx, orgId, 'searchCount');
  const exportId = newId();
  const metadata = metadataFor(ctx, req, principal);
  await onExport(
    ctx,
    exportId,
    { type: 'RequestExport', exportId, profileCount: request.profileCount, filter: request.filter, now: ctx.clock().toISOString() },
    metadata,
  );
  await recordUsage(ctx, req, principal, 'searchCount');
  try {
    await ctx.jobs.enqueue(SEARCH_EXPORT_JOB, { orgId, exportId } satisfies SearchExportJob);
  } catch (error) {
    await onExport(
      ctx,
      exportId,
      { type: 'FailExport', reason: 'The export could not be queued', now: ctx.clock().toISOString() },
      metadata,
    );
    throw error;
  }
  return viewOf(await getSearchExport(ctx, orgId, exportId));
}

/** One creator as a CSV row: the discover answer's figures (contacts only when unlocked), flattened. */
export function csvRowOf(entry: BankEntry, unlocked: UnlockedView): string {
  const profile = discoverProfileOf(entry, unlocked);
  const cells: Record<(typeof SEARCH_EXPORT_COLUMNS)[number], string | number | boolean | null> = {
    platform: entry.platform,
    username: profile.platform_username,
    full_name: profile.full_name,
    followers: profile.follower_count,
    engagement_rate: profile.engagement_rate,
    average_likes: profile.average_likes,
    average_views: profile.average_views,
    follower_growth: profile.follower_growth,
    country: profile.country,
    city: profile.city,
    categories: profile.categories.join('; '),
    verified: profile.is_verified,
    last_post_at: profile.last_post_at,
    has_contacts: profile.contacts,
    contact_details: profile.contact_details.map((c) => `${c.type}: ${c.value}`).join('; '),
    profile_bank_id: profile._id,
    synthetic: profile.synthetic,
  };
  return SEARCH_EXPORT_COLUMNS.map((column) => csvCell(cells[column])).join(',');
}

async function loadExport(ctx: AppContext, exportId: string): Promise<SearchExportState> {
  const recorded = await ctx.eventStore.readStream(searchExportStream(exportId));
  return fold(
    searchExportDecider,
    recorded.map((e) => parseEvent(e.type, e.data) as SearchExportEvent),
  );
}

/**
 * Writes the first `profileCount` creators of the search as CSV (header first, UTF-8 with a BOM
 * so spreadsheets read accents), recording progress after every SEARCH_EXPORT_BATCH creators; the
 * file is a private blob only the organisation downloads. A run after a restart starts the file over.
 */
export function searchExportJob(ctx: AppContext): JobDefinition<SearchExportJob> {
  return {
    name: SEARCH_EXPORT_JOB,
    schema: searchExportJobSchema,
    concurrency: 1,
    handler: async ({ orgId, exportId }, job) => {
      const metadata = jobMetadata(ctx, orgId, job.jobId);
      const now = () => ctx.clock().toISOString();
      const state = await loadExport(ctx, exportId);
      if (state.status !== 'running') return;
      const filter = state.filter ?? { sortBy: 'followers' as const, orderBy: 'desc' as const };
      try {
        const unlocked = await unlockedOf(ctx, orgId);
        const lines = [SEARCH_EXPORT_COLUMNS.map(csvCell).join(',')];
        let rows = 0;
        while (rows < state.profileCount) {
          const page = await ctx.bank.search(filter, { offset: rows, limit: Math.min(SEARCH_EXPORT_BATCH, state.profileCount - rows) });
          for (const entry of page.entries) lines.push(csvRowOf(entry, unlocked));
          rows += page.entries.length;
          if (page.entries.length === 0 || rows >= page.total) break;
          await onExport(ctx, exportId, { type: 'RecordProgress', processed: rows, now: now() }, metadata);
          await job.progress(Math.round((rows / state.profileCount) * 100));
        }
        const bytes = Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
        const blobId = await blobStoreOf(ctx, 'private').put({ bytes, contentType: 'text/csv' });
        const fileName = `scout-search-${now().slice(0, 10)}.csv`;
        await onExport(ctx, exportId, { type: 'CompleteExport', rows, blobId, fileName, now: now() }, metadata);
      } catch (error) {
        ctx.logger.warn({ orgId, exportId, message: error instanceof Error ? error.message : String(error) }, 'search export failed');
        await onExport(
          ctx,
          exportId,
          { type: 'FailExport', reason: 'The export stopped on an unexpected error, please try again', now: now() },
          metadata,
        );
      }
    },
  };
}

export function defineDiscoveryJobs(ctx: AppContext): void {
  ctx.jobs.define(searchExportJob(ctx));
}
