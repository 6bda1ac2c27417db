import { organizationsCollection, type OrganizationDoc } from '@scout/projections/accounts/organizations';
import {
  REFRESH_TRACKED_PROFILES_JOB,
  refreshTrackedProfilesJobSchema,
  type RefreshTrackedProfilesJob,
} from '@scout/contracts/profiles/tracking';
import type { AppContext } from '../platform/context';
import { isAppError } from '../platform/errors';
import { jobMetadata } from '../platform/jobs/metadata';
import type { JobDefinition } from '../platform/jobs/port';
import { refreshTrackedPosts } from '../campaigns/postTracking';
import { refreshTrackedContents } from '../content/liveTracking';
import { observeSavedProfile } from './observe';
import { savedProfiles } from './queries';
import { intervalMs } from './trackingSchedule';

const PAGE = 200;

/** Pages through a collection query until a page comes back short. */
async function* pages<T>(fetch: (skip: number, limit: number) => Promise<T[]>): AsyncGenerator<T> {
  for (let skip = 0; ; skip += PAGE) {
    const page = await fetch(skip, PAGE);
    yield* page;
    if (page.length < PAGE) return;
  }
}

/** Every organisation's saved profiles that have live tracking on, with their handles. */
async function* trackedProfiles(ctx: AppContext): AsyncGenerator<{ orgId: string; profileId: string; platform: string; username: string }> {
  const organizations = ctx.readStore.global<OrganizationDoc>(organizationsCollection);
  for await (const organization of pages((skip, limit) => organizations.find({ sort: [['createdAt', 1]], skip, limit }))) {
    const profiles = savedProfiles(ctx, organization._id);
    const tracked = pages((skip, limit) => profiles.find({ filter: { enableLiveTracking: true }, sort: [['createdAt', 1]], skip, limit }));
    for await (const { _id, platform, username } of tracked) yield { orgId: organization._id, profileId: _id, platform, username };
  }
}

/**
 * The one live-tracking schedule: every TRACKING_REFRESH_INTERVAL it asks the provider again about
 * every saved profile with live tracking on and records the answer (statistics or "no data") as the
 * profile's events; then refreshes the tracked content items and tracked campaign posts that are due
 * (each with its own backoff after provider errors, kept in their events). One item failing does not
 * stop the rest.
 */
export function refreshTrackedProfilesJob(ctx: AppContext): JobDefinition<RefreshTrackedProfilesJob> {
  return {
    name: REFRESH_TRACKED_PROFILES_JOB,
    schema: refreshTrackedProfilesJobSchema,
    handler: async (_data, job) => {
      // One instant for the whole run decides which items are due.
      const now = ctx.clock();
      const interval = intervalMs(ctx.config.TRACKING_REFRESH_INTERVAL);
      let refreshed = 0;
      let failed = 0;
      for await (const { orgId, ...profile } of trackedProfiles(ctx)) {
        const { profileId } = profile;
        try {
          // The page just read has the handle: no second read of each profile's document.
          await observeSavedProfile(ctx, profile, jobMetadata(ctx, orgId, job.jobId), 'provider');
          refreshed += 1;
        } catch (error) {
          // A profile removed meanwhile answers 404; anything else is logged and the next goes on.
          if (!(isAppError(error) && error.status === 404)) {
            failed += 1;
            ctx.logger.warn({ orgId, profileId, message: error instanceof Error ? error.message : String(error) }, 'tracked profile refresh failed');
          }
        }
      }
      ctx.logger.info({ refreshed, failed }, 'tracked profiles refreshed');
      const contents = await refreshTrackedContents(ctx, job.jobId, now, interval);
      ctx.logger.info(contents, 'tracked content refreshed');
      const posts = await refreshTrackedPosts(ctx, job.jobId, now, interval);
      ctx.logger.info(posts, 'tracked campaign posts refreshed');
    },
  };
}

/** Defines the refresh and schedules it every TRACKING_REFRESH_INTERVAL. */
export async function scheduleTrackingRefresh(ctx: AppContext): Promise<void> {
  ctx.jobs.define(refreshTrackedProfilesJob(ctx));
  await ctx.jobs.every(REFRESH_TRACKED_PROFILES_JOB, ctx.config.TRACKING_REFRESH_INTERVAL);
}
