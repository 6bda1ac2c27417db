import {
  ANALYTICS_TIME_ZONE,
  FIGURE_WINDOW_DAYS,
  FIGURE_WINDOW_POSTS,
  HEATMAP_HOURS,
  HEATMAP_WEEKDAYS,
  type CreatorFigure,
  type CreatorFigures,
  type ProfileAnalyticsView,
} from '@scout/contracts/profiles';
import { roundHalfUp } from '@scout/contracts/platform/rounding';
import { FORMULAS } from '../analytics/formulas';
import type { FigureFacts } from './figureFacts';

export type Heatmap = ProfileAnalyticsView['heatmap'];

/** Platforms whose posts show views, so engagement is also given per view. */
const VIEW_PLATFORMS: readonly string[] = ['tiktok', 'youtube'];

const rounded = (value: number | null) => (value === null ? null : roundHalfUp(value, 2));
const mean = (total: number, posts: number) => (posts === 0 ? null : total / posts);

/** (likes + comments) ÷ divisor × 100; null when a part is unknown or the divisor is 0. */
function ratePercent(likes: number | null, comments: number | null, divisor: number | null): number | null {
  if (likes === null || comments === null || divisor === null || divisor === 0) return null;
  return roundHalfUp(((likes + comments) / divisor) * 100, 2);
}

const unknown = (formula: string): CreatorFigure => ({ value: null, formula, inputs: {}, source: null, asOf: null });

/** The figure from the posts when they give it, else the data source's figure when it reports one. */
function sourced(
  formula: string,
  fromPosts: { value: number | null; inputs: CreatorFigure['inputs']; asOf: string | null },
  reported: { value: number | null; asOf: string | null },
): CreatorFigure {
  if (fromPosts.value !== null) return { value: fromPosts.value, formula, inputs: fromPosts.inputs, source: 'posts', asOf: fromPosts.asOf };
  if (reported.value !== null) return { value: reported.value, formula, inputs: {}, source: 'provider', asOf: reported.asOf };
  return { ...unknown(formula), inputs: fromPosts.inputs };
}

/** Every post figure of the creator, from its facts. */
export function creatorFigures(facts: FigureFacts): CreatorFigures {
  const { window, statistics, statisticsAt, countsAt } = facts;
  const { sums } = window;
  const likes = mean(sums.likes, sums.likesPosts);
  const comments = mean(sums.comments, sums.commentsPosts);
  const views = mean(sums.views, sums.viewsPosts);
  const followers = statistics?.followers ?? null;
  const reported = (value: number | null | undefined) => ({ value: rounded(value ?? null), asOf: statisticsAt });
  const average = (value: number | null, posts: number, total: string, sum: number) => ({
    value: rounded(value),
    inputs: { posts, [total]: posts === 0 ? null : sum },
    asOf: countsAt,
  });
  const perView = VIEW_PLATFORMS.includes(facts.platform);
  const rateInputs = { averageLikes: rounded(likes), averageComments: rounded(comments), posts: window.inWindow };
  const reportedRate = statistics?.providerEngagementRate ?? null;
  const reportedViewRate = ratePercent(
    statistics?.averageLikes ?? null,
    statistics?.averageComments ?? null,
    statistics?.averageViews ?? null,
  );
  const rows = window.order.slice(0, window.inWindow);
  const storyViews = Object.values(facts.stories).filter((value): value is number => value !== null);
  const storyTotal = storyViews.reduce((sum, value) => sum + value, 0);
  return {
    averageLikes: sourced(
      FORMULAS.averageLikes,
      average(likes, sums.likesPosts, 'totalLikes', sums.likes),
      reported(statistics?.averageLikes),
    ),
    averageComments: sourced(
      FORMULAS.averageComments,
      average(comments, sums.commentsPosts, 'totalComments', sums.comments),
      reported(statistics?.averageComments),
    ),
    averageViews: sourced(
      FORMULAS.averageViews,
      average(views, sums.viewsPosts, 'totalViews', sums.views),
      reported(statistics?.averageViews),
    ),
    engagementRate: sourced(
      FORMULAS.engagementRate,
      { value: ratePercent(likes, comments, followers), inputs: { ...rateInputs, followers }, asOf: countsAt },
      { value: reportedRate === null ? null : roundHalfUp(reportedRate * 100, 2), asOf: statisticsAt },
    ),
    viewEngagementRate: perView
      ? sourced(
          FORMULAS.viewEngagementRate,
          { value: ratePercent(likes, comments, views), inputs: { ...rateInputs, averageViews: rounded(views) }, asOf: countsAt },
          { value: reportedViewRate, asOf: statisticsAt },
        )
      : unknown(FORMULAS.viewEngagementRate),
    window: {
      posts: window.inWindow,
      from: rows.length ? window.posts[rows[rows.length - 1]!]![0] : null,
      to: rows.length ? window.posts[rows[0]!]![0] : null,
      recorded: window.order.length,
      removedByTeam: facts.removedByTeam,
      maxPosts: FIGURE_WINDOW_POSTS,
      maxDays: FIGURE_WINDOW_DAYS,
    },
    stories: {
      stories: Object.keys(facts.stories).length,
      averageViews: {
        value: rounded(mean(storyTotal, storyViews.length)),
        formula: FORMULAS.storyViews,
        inputs: { stories: storyViews.length, totalViews: storyViews.length ? storyTotal : null },
      },
    },
  };
}

/**
 * 24 rows (hours) × 7 columns (Monday first): the share of the window's posts published in each
 * cell, percent rounded half up to 2 decimals cell by cell. No posts: every cell 0.
 */
export function heatmapOf(facts: FigureFacts): Heatmap {
  const total = facts.window.inWindow;
  const days = HEATMAP_WEEKDAYS.length;
  return {
    timeZone: ANALYTICS_TIME_ZONE,
    postsConsidered: total,
    rows: Array.from({ length: HEATMAP_HOURS }, (_, hour) =>
      Array.from({ length: days }, (_, weekday) => {
        const count = facts.window.cells[hour * days + weekday]!;
        return total === 0 ? 0 : roundHalfUp((count * 100) / total, 2);
      }),
    ),
    formula: FORMULAS.heatmap,
  };
}
