import type { CreatorAnalytics, CreatorFigures } from '@scout/contracts/profiles';
import type { ProfileSnapshot } from '@scout/contracts/socialData';
import { creatorFigures, heatmapOf, type Heatmap } from '../figures/creatorFigures';
import { countsObserved, emptyFigureFacts, itemRecorded, statisticsObserved } from '../figures/figureFacts';
import { FORMULAS } from './formulas';
import { dayOf, followerGrowth, mergeFollowerHistory } from './growth';
import { topHashtags, topMentions } from './hashtags';

/** The post figures: kept with the saved profile (savedProfiles), where every surface reads them. */
type PostFigureKey = keyof CreatorFigures | 'heatmap';

/** What the analytics read model keeps: everything but the post figures. */
export type AnalyticsState = Omit<CreatorAnalytics, PostFigureKey>;

type Computed = 'growth' | 'topHashtags' | 'topMentions' | 'formulas';
/** What the figures are computed from. */
type Facts = Omit<AnalyticsState, Computed>;

export interface Observation {
  observedAt: string;
  snapshot: ProfileSnapshot;
}

const newestFirst = (a: { publishedAt: string }, b: { publishedAt: string }) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt);

/** Every figure computed from the facts. */
function withFigures(facts: Facts): AnalyticsState {
  return {
    ...facts,
    growth: followerGrowth(facts.followerHistory),
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
    updatedAt: at,
  });
}

/**
 * Folds one observation in. The newest observation (by `observedAt`) gives identity, statistics
 * and recent posts; every observation adds its follower count (one point per day, UTC) and the
 * provider's history to the follower history.
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
  });
}

/** The analytics a surface shows: the read model's, with the creator's post figures. */
export const withPostFigures = (analytics: AnalyticsState, figures: CreatorFigures, heatmap: Heatmap): CreatorAnalytics => ({
  ...analytics,
  ...figures,
  heatmap,
});

/**
 * Analytics of one snapshot alone (a creator not saved): its posts folded by the same code as a
 * saved creator's content.
 */
export function analyticsOfSnapshot(snapshot: ProfileSnapshot, observedAt: string): CreatorAnalytics {
  const facts = emptyFigureFacts(snapshot.platform);
  statisticsObserved(facts, snapshot.statistics, observedAt);
  for (const post of snapshot.recentPosts) {
    itemRecorded(facts, post.postId, post.type === 'story' ? 'story' : null, post.publishedAt);
    countsObserved(facts, post.postId, post, observedAt);
  }
  const analytics = observeStatistics(pendingAnalytics(snapshot.platform, snapshot.username, observedAt), { observedAt, snapshot });
  return withPostFigures(analytics, creatorFigures(facts), heatmapOf(facts));
}
