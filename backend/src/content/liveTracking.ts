import type { ContentMetrics } from '@scout/contracts/content';
import { contentStream } from '@scout/contracts/platform/streams';
import type { SocialPost } from '@scout/contracts/socialData';
import { contentsCollection, type ContentDoc } from '@scout/projections/content/contents';
import { execute, type AppContext } from '../runtime/context';
import { isAppError, ServiceUnavailableError } from '@scout/platform/errors';
import { jobMetadata } from '@scout/platform/jobs/metadata';
import { isDue, latestOf, organizationIds, pages, type RefreshTally } from '../profiles/trackingSchedule';
import { contentDecider, type ContentRefreshResult } from './contentItem';

const metricsOf = (post: SocialPost): ContentMetrics => ({
  views: post.views,
  likes: post.likes,
  comments: post.comments,
  shares: post.shares,
  saves: post.saves,
});

/** The item's post as the provider shows it now: by its address, else among its creator's latest posts. */
export async function lookUpContent(ctx: AppContext, doc: ContentDoc): Promise<ContentRefreshResult> {
  try {
    let post: SocialPost | null = null;
    if (doc.url) post = await ctx.socialData.post(doc.platform, doc.url);
    if (!post) {
      const snapshot = await ctx.socialData.lookup(doc.platform, doc.username);
      post = snapshot?.recentPosts.find((candidate) => candidate.postId === doc.providerPostId) ?? null;
    }
    return post ? { ok: true, metrics: metricsOf(post) } : { ok: false, reason: 'unknown' };
  } catch (error) {
    if (error instanceof ServiceUnavailableError) return { ok: false, reason: 'provider_error' };
    throw error;
  }
}

/** When the item was last attempted: its latest observation or refresh, or failure. */
const lastAttemptOf = (doc: ContentDoc): string | null => latestOf(doc.observedAt, doc.refreshedAt, doc.refreshFailedAt, doc.recordedAt);

/**
 * Refreshes every content item with live tracking on that is due (see isDue) through the provider
 * port, as the system: each refresh is an event on the item's stream (`ContentMetricsObserved` when a
 * count changed, `ContentRefreshed` when none did, `ContentRefreshFailed` with the failures in a row
 * when the provider failed or no longer knows the post).
 */
export async function refreshTrackedContents(ctx: AppContext, jobId: string, now: Date, interval: number): Promise<RefreshTally> {
  const tally: RefreshTally = { refreshed: 0, failed: 0, skipped: 0 };
  for await (const orgId of organizationIds(ctx)) {
    const collection = ctx.readStore.tenant<ContentDoc>(contentsCollection).forOrg(orgId);
    const tracked = pages((skip, limit) =>
      collection.find({
        filter: { liveTrack: true },
        sort: [
          ['publishedAt', -1],
          ['_id', 1],
        ],
        skip,
        limit,
      }),
    );
    const metadata = jobMetadata(ctx, orgId, jobId);
    for await (const doc of tracked) {
      if (!isDue(lastAttemptOf(doc), doc.refreshFailures ?? 0, now, interval)) {
        tally.skipped += 1;
        continue;
      }
      try {
        const result = await lookUpContent(ctx, doc);
        await execute(
          ctx,
          contentDecider,
          contentStream(doc._id),
          { type: 'RefreshContent', result, now: ctx.clock().toISOString() },
          metadata,
        );
        if (result.ok) tally.refreshed += 1;
        else tally.failed += 1;
      } catch (error) {
        // Removed meanwhile (404): nothing to refresh. Anything else is logged and the next goes on.
        if (isAppError(error) && error.status === 404) continue;
        tally.failed += 1;
        ctx.logger.warn(
          { orgId, contentId: doc._id, message: error instanceof Error ? error.message : String(error) },
          'tracked content refresh failed',
        );
      }
    }
  }
  return tally;
}
