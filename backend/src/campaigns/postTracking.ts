import type { CampaignPostView } from '@scout/contracts/campaigns/views';
import { campaignsCollection, type CampaignDoc } from '@scout/projections/campaigns/campaigns';
import type { AppContext } from '../runtime/context';
import { isAppError, ServiceUnavailableError } from '@scout/platform/errors';
import { jobMetadata } from '@scout/platform/jobs/metadata';
import { isDue, latestOf, organizationIds, pages, type RefreshTally } from '../profiles/trackingSchedule';
import type { PostRefreshResult } from './campaignCommands';
import { runCampaignCommand } from './runCampaignCommand';

/** The post as the provider shows it now, by its address. */
async function lookUp(ctx: AppContext, post: CampaignPostView): Promise<PostRefreshResult> {
  try {
    const found = await ctx.socialData.post(post.platform, post.url);
    if (!found) return { ok: false, reason: 'unknown' };
    return { ok: true, counts: { likes: found.likes, comments: found.comments, views: found.views, shares: found.shares } };
  } catch (error) {
    if (error instanceof ServiceUnavailableError) return { ok: false, reason: 'provider_error' };
    throw error;
  }
}

/** When the post was last attempted: its latest refresh or failure, else when it was added (or last edited). */
const lastAttemptOf = (post: CampaignPostView): string | null => latestOf(post.refreshedAt, post.refreshFailedAt) ?? post.addedAt;

/**
 * Refreshes every tracked post (`enableTracking`, `liveTrack` of addPostFromUrl) of every campaign
 * that is not archived and is due (see isDue), through the provider port, as the system: each
 * refresh is one event on the campaign's stream (`CampaignPostMetricsRefreshed` with the counts that
 * changed, or `CampaignPostRefreshFailed`), which the campaign's metrics (EMV, CPE, CPM) follow.
 */
export async function refreshTrackedPosts(ctx: AppContext, jobId: string, now: Date, interval: number): Promise<RefreshTally> {
  const tally: RefreshTally = { refreshed: 0, failed: 0, skipped: 0 };
  for await (const orgId of organizationIds(ctx)) {
    const collection = ctx.readStore.tenant<CampaignDoc>(campaignsCollection).forOrg(orgId);
    const campaigns = pages((skip, limit) =>
      collection.find({
        sort: [
          ['createdAt', 1],
          ['_id', 1],
        ],
        skip,
        limit,
      }),
    );
    const metadata = jobMetadata(ctx, orgId, jobId);
    for await (const campaign of campaigns) {
      if (campaign.status === 'archived') continue;
      for (const post of campaign.posts) {
        if (!post.enableTracking) continue;
        if (!isDue(lastAttemptOf(post), post.refreshFailures ?? 0, now, interval)) {
          tally.skipped += 1;
          continue;
        }
        try {
          const result = await lookUp(ctx, post);
          await runCampaignCommand(ctx, orgId, campaign._id, { type: 'RecordPostRefresh', postId: post.postId, result }, metadata);
          if (result.ok) tally.refreshed += 1;
          else tally.failed += 1;
        } catch (error) {
          // The campaign or post removed meanwhile (404): nothing to refresh.
          if (isAppError(error) && error.status === 404) continue;
          tally.failed += 1;
          ctx.logger.warn(
            { orgId, campaignId: campaign._id, postId: post.postId, message: error instanceof Error ? error.message : String(error) },
            'tracked post refresh failed',
          );
        }
      }
    }
  }
  return tally;
}
