import type { ProfileAnalyticsView } from '@scout/contracts/profiles';
import { profileAnalyticsCollection, type ProfileAnalyticsDoc } from '@scout/projections/profiles/profileAnalytics';
import { publicAnalytics } from '@scout/projections/profiles/analytics/creatorAnalytics';
import { HEATMAP_MAX_POSTS } from '@scout/contracts/profiles';
import type { SocialPost } from '@scout/contracts/socialData';
import { contentsCollection, type ContentDoc } from '@scout/projections/content/contents';
import { engagementFigures, type EngagementFigures } from '@scout/projections/profiles/analytics/engagement';
import { postingHeatmap } from '@scout/projections/profiles/analytics/heatmap';
import type { AppContext } from '../runtime/context';

export { analyticsOfSnapshot } from '@scout/projections/profiles/analytics/creatorAnalytics';

/** A content item as the post the engagement and heatmap formulas read. */
const postOfContent = (doc: ContentDoc): SocialPost => ({
  postId: doc.providerPostId,
  url: doc.url,
  type: 'other',
  publishedAt: doc.publishedAt,
  caption: doc.caption,
  likes: doc.likes,
  comments: doc.comments,
  views: doc.views,
  shares: doc.shares,
  saves: doc.saves,
  hashtags: doc.hashtags,
  mentions: doc.mentions,
});

/**
 * The creator's averages, engagement rates and posting-time heatmap from its content items (the
 * content list the user sees: every post recorded and not removed, with its latest counts, live
 * tracking's refreshes included), by the same formulas as the observations: averages and engagement
 * over the latest 12 items, engagement over the followers of the latest observation, the heatmap
 * over the newest 500. Null when the creator has no content recorded (observed before content was
 * recorded): the figures of the observations stand then.
 */
export async function contentFigures(
  ctx: AppContext,
  orgId: string,
  profileId: string,
  { followers, platform }: { followers: number | null; platform: string },
): Promise<(EngagementFigures & { heatmap: ProfileAnalyticsView['heatmap'] }) | null> {
  const docs = await ctx.readStore
    .tenant<ContentDoc>(contentsCollection)
    .forOrg(orgId)
    .find({
      filter: { profileId },
      sort: [
        ['publishedAt', -1],
        ['_id', 1],
      ],
      limit: HEATMAP_MAX_POSTS,
    });
  if (docs.length === 0) return null;
  const posts = docs.map(postOfContent);
  return { ...engagementFigures(posts, followers, platform), heatmap: postingHeatmap(posts.map((post) => post.publishedAt)) };
}

/**
 * The analytics read model of one saved profile of the organisation, or null when it has none;
 * averages, engagement rates and heatmap read from its content items (see contentFigures).
 */
export async function getProfileAnalytics(ctx: AppContext, orgId: string, profileId: string): Promise<ProfileAnalyticsView | null> {
  const doc = await ctx.readStore.tenant<ProfileAnalyticsDoc>(profileAnalyticsCollection).forOrg(orgId).get(profileId);
  if (!doc) return null;
  const fromContent = await contentFigures(ctx, orgId, profileId, { followers: doc.statistics?.followers ?? null, platform: doc.platform });
  return { _id: doc._id, orgId: doc.orgId, ...publicAnalytics(doc), ...fromContent };
}
