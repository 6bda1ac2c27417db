import { savedProfileStream } from '@scout/contracts/platform/streams';
import {
  REFRESH_TRACKED_PROFILES_JOB,
  refreshTrackedProfilesJobSchema,
  type RefreshTrackedProfilesJob,
} from '@scout/contracts/profiles/tracking';
import { execute, type AppContext } from '../runtime/context';
import { isAppError } from '@scout/platform/errors';
import { jobMetadata } from '@scout/platform/jobs/metadata';
import type { JobDefinition } from '@scout/platform/jobs/port';
import { observeSavedProfile } from './observe';
import { savedProfiles } from './queries';
import { profileDataDecider } from './profileData';
import { intervalMs, isDue, latestOf, organizationIds, pages } from './trackingSchedule';

/** Every organisation's saved profiles that have live tracking on, with their handles and refresh state. */
async function* trackedProfiles(ctx: AppContext) {
  for await (const orgId of organizationIds(ctx)) {
    const profiles = savedProfiles(ctx, orgId);
    const tracked = pages((skip, limit) => profiles.find({ filter: { enableLiveTracking: true }, sort: [['createdAt', 1]], skip, limit }));
    for await (const { _id, platform, username, observedAt, refreshFailures, refreshFailedAt } of tracked) {
      yield {
        orgId,
        profileId: _id,
        platform,
        username,
        lastAttemptAt: latestOf(observedAt, refreshFailedAt),
        failures: refreshFailures ?? 0,
      };
    }
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
      let skipped = 0;
      for await (const { orgId, lastAttemptAt, failures, ...profile } of trackedProfiles(ctx)) {
        const { profileId } = profile;
        // After provider outages a profile waits 2, 4, 8 intervals (its failures are events, so a restart keeps this).
        if (failures > 0 && !isDue(lastAttemptAt, failures, now, interval)) {
          skipped += 1;
          continue;
        }
        try {
          // The page just read has the handle: no second read of each profile's document.
          const metadata = jobMetadata(ctx, orgId, job.jobId);
          const outcome = await observeSavedProfile(ctx, profile, metadata, 'provider');
          if (outcome === 'provider_error') {
            failed += 1;
            await execute(
              ctx,
              profileDataDecider,
              savedProfileStream(profileId),
              { type: 'RecordRefreshFailure', now: now.toISOString() },
              metadata,
            );
          } else refreshed += 1;
        } catch (error) {
          // A profile removed meanwhile answers 404; anything else is logged and the next goes on.
          if (!(isAppError(error) && error.status === 404)) {
            failed += 1;
            ctx.logger.warn(
              { orgId, profileId, message: error instanceof Error ? error.message : String(error) },
              'tracked profile refresh failed',
            );
          }
        }
      }
      ctx.logger.info({ refreshed, failed, skipped }, 'tracked profiles refreshed');
      for (const { refresh, logMessage } of ctx.profileHooks.trackedRefreshes) {
        ctx.logger.info(await refresh(ctx, job.jobId, now, interval), logMessage);
      }
    },
  };
}

/** Defines the refresh and schedules it every TRACKING_REFRESH_INTERVAL. */
export async function scheduleTrackingRefresh(ctx: AppContext): Promise<void> {
  ctx.jobs.define(refreshTrackedProfilesJob(ctx));
  await ctx.jobs.every(REFRESH_TRACKED_PROFILES_JOB, ctx.config.TRACKING_REFRESH_INTERVAL);
}
