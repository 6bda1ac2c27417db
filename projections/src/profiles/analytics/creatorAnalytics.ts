import type { CreatorAnalytics } from '@scout/contracts/profiles';
import { HEATMAP_MAX_POSTS } from '@scout/contracts/profiles';
import type { ProfileSnapshot, SocialPost } from '@scout/contracts/socialData';
import { engagementFigures, type EngagementFigures } from './engagement';
import { FORMULAS } from './formulas';
import { dayOf, followerGrowth, mergeFollowerHistory } from './growth';
import { postingHeatmap } from './heatmap';
import { topHashtags, topMentions } from './hashtags';

/** A post the heatmap counts: every distinct post observed, so the heatmap grows with tracking. */
export interface PostTime {
  postId: string;
  publishedAt: string;
}

/** Analytics plus what later observations are merged into. */
export type AnalyticsState = CreatorAnalytics & { postTimes: PostTime[] };

type Computed = keyof EngagementFigures | 'growth' | 'heatmap' | 'topHashtags' | 'topMentions' | 'formulas';
/** What the figures are computed from. */
type Facts = Omit<AnalyticsState, Computed>;

export interface Observation {
  observedAt: string;
  snapshot: ProfileSnapshot;
}

const newestFirst = (a: { publishedAt: string }, b: { publishedAt: string }) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt);

function mergePostTimes(older: readonly PostTime[], newer: readonly SocialPost[]): PostTime[] {
  const byId = new Map(older.map((post) => [post.postId, post.publishedAt]));
  for (const post of newer) byId.set(post.postId, post.publishedAt);
  return [...byId]
    .map(([postId, publishedAt]) => ({ postId, publishedAt }))
    .sort(newestFirst)
    .slice(0, HEATMAP_MAX_POSTS);
}

/** Every figure computed from the facts. */
function withFigures(facts: Facts): AnalyticsState {
  return {
    ...facts,
    ...engagementFigures(facts.recentPosts, facts.statistics?.followers ?? null, facts.platform),
    growth: followerGrowth(facts.followerHistory),
    heatmap: postingHeatmap(facts.postTimes.map((post) => post.publishedAt)),
    topHashtags: topHashtags(facts.recentPosts),
    topMentions: topMentions(facts.recentPosts),
    formulas: {
      growth: FORMULAS.growth,
      followerHistory: FORMULAS.followerHistory,
      topHashtags: FORMULAS.topHashtags,
      topMentions: FORMULAS.topMentions,
    },
  };
}

/** A saved creator before any statistics arrived: every figure empty, with its formula. */
export function pendingAnalytics(platform: string, username: string, at: string): AnalyticsState {
  return withFigures({
    platform,
    username,
    dataStatus: 'pending',
    observedAt: null,
    identity: null,
    statistics: null,
    followerHistory: [],
    recentPosts: [],
    postTimes: [],
    updatedAt: at,
  });
}

/**
 * Folds one observation in. The newest observation (by `observedAt`) gives identity, statistics
 * and recent posts; every observation adds its follower count (one point per day, UTC) and the
 * provider's history to the follower history, and its posts to the heatmap.
 */
export function observeStatistics(state: AnalyticsState, { observedAt, snapshot }: Observation): AnalyticsState {
  const isLatest = state.observedAt === null || Date.parse(observedAt) >= Date.parse(state.observedAt);
  const followers = snapshot.statistics.followers;
  const ownPoint = followers === null ? [] : [{ date: dayOf(observedAt), followers }];
  const followerHistory = isLatest
    ? mergeFollowerHistory(state.followerHistory, snapshot.followerHistory, ownPoint)
    : mergeFollowerHistory(snapshot.followerHistory, ownPoint, state.followerHistory);
  const latest = isLatest
    ? {
        observedAt,
        identity: snapshot.identity,
        statistics: snapshot.statistics,
        recentPosts: [...snapshot.recentPosts].sort(newestFirst),
        updatedAt: observedAt,
      }
    : {};
  return withFigures({
    platform: state.platform,
    username: state.username,
    observedAt: state.observedAt,
    identity: state.identity,
    statistics: state.statistics,
    recentPosts: state.recentPosts,
    updatedAt: state.updatedAt,
    ...latest,
    dataStatus: 'available',
    followerHistory,
    postTimes: mergePostTimes(state.postTimes, snapshot.recentPosts),
  });
}

/** Drops what only later observations need. */
export function publicAnalytics({ postTimes: _postTimes, ...analytics }: AnalyticsState): CreatorAnalytics {
  return analytics;
}

/** Analytics of one snapshot alone (a creator not saved): the same code the read model runs. */
export function analyticsOfSnapshot(snapshot: ProfileSnapshot, observedAt: string): CreatorAnalytics {
  return publicAnalytics(observeStatistics(pendingAnalytics(snapshot.platform, snapshot.username, observedAt), { observedAt, snapshot }));
}
