import { ENGAGEMENT_POSTS, type ExplainedFigure } from '@scout/contracts/profiles';
import type { SocialPost } from '@scout/contracts/socialData';
import { roundHalfUp } from '@scout/contracts/platform/rounding';
import { FORMULAS } from './formulas';

/** Platforms whose posts show views, so engagement is also given per view. */
export const VIEW_PLATFORMS: readonly string[] = ['tiktok', 'youtube'];

export interface EngagementFigures {
  averageLikes: ExplainedFigure;
  averageComments: ExplainedFigure;
  averageViews: ExplainedFigure;
  engagementRate: ExplainedFigure;
  viewEngagementRate: ExplainedFigure;
}

type Metric = 'likes' | 'comments' | 'views';

/** The latest posts engagement is computed over, newest first. */
export function engagementPosts(posts: readonly SocialPost[]): SocialPost[] {
  return [...posts].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt)).slice(0, ENGAGEMENT_POSTS);
}

/** Mean of one metric over the posts that report it (unrounded), with what went into it. */
function meanOf(posts: readonly SocialPost[], metric: Metric) {
  const known = posts.map((post) => post[metric]).filter((value): value is number => value !== null);
  const total = known.reduce((sum, value) => sum + value, 0);
  return { mean: known.length ? total / known.length : null, posts: known.length, total: known.length ? total : null };
}

const rounded = (value: number | null) => (value === null ? null : roundHalfUp(value, 2));

function averageFigure(posts: readonly SocialPost[], metric: Metric, formula: string): ExplainedFigure {
  const { mean, posts: count, total } = meanOf(posts, metric);
  return { value: rounded(mean), formula, inputs: { posts: count, [`total${metric[0]!.toUpperCase()}${metric.slice(1)}`]: total } };
}

/** (average likes + average comments) ÷ divisor × 100; null when a part is unknown or the divisor is 0. */
function ratePercent(likes: number | null, comments: number | null, divisor: number | null): number | null {
  if (likes === null || comments === null || divisor === null || divisor === 0) return null;
  return roundHalfUp(((likes + comments) / divisor) * 100, 2);
}

/** Averages and engagement rates over the latest 12 posts; `followers` from the same observation. */
export function engagementFigures(posts: readonly SocialPost[], followers: number | null, platform: string): EngagementFigures {
  const latest = engagementPosts(posts);
  const likes = meanOf(latest, 'likes').mean;
  const comments = meanOf(latest, 'comments').mean;
  const views = meanOf(latest, 'views').mean;
  const perView = VIEW_PLATFORMS.includes(platform);
  return {
    averageLikes: averageFigure(latest, 'likes', FORMULAS.averageLikes),
    averageComments: averageFigure(latest, 'comments', FORMULAS.averageComments),
    averageViews: averageFigure(latest, 'views', FORMULAS.averageViews),
    engagementRate: {
      value: ratePercent(likes, comments, followers),
      formula: FORMULAS.engagementRate,
      inputs: { averageLikes: rounded(likes), averageComments: rounded(comments), followers, posts: latest.length },
    },
    viewEngagementRate: {
      value: perView ? ratePercent(likes, comments, views) : null,
      formula: FORMULAS.viewEngagementRate,
      inputs: perView
        ? { averageLikes: rounded(likes), averageComments: rounded(comments), averageViews: rounded(views), posts: latest.length }
        : {},
    },
  };
}
