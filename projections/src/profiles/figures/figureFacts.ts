import type { ContentType } from '@scout/contracts/content';
import type { ProfileStatistics } from '@scout/contracts/socialData';
import { addPost, emptyPostWindow, observePost, removePost, type PostWindow } from './postWindow';

/** The counts of a post or story as an observation gives them. */
export interface ObservedCounts {
  likes: number | null;
  comments: number | null;
  views: number | null;
}

/**
 * What a creator's figures are computed from, kept in the read model: every post recorded (its
 * window and running sums), every story with its views, the posts the team removed, and the latest
 * answer of the data source (followers, and its own averages for when there are no posts).
 */
export interface FigureFacts {
  platform: string;
  window: PostWindow;
  /** Story id → its latest views (null: not given). */
  stories: Record<string, number | null>;
  removedByTeam: number;
  /** When the latest post counts were observed. */
  countsAt: string | null;
  statistics: ProfileStatistics | null;
  statisticsAt: string | null;
}

export const emptyFigureFacts = (platform: string): FigureFacts => ({
  platform,
  window: emptyPostWindow(),
  stories: {},
  removedByTeam: 0,
  countsAt: null,
  statistics: null,
  statisticsAt: null,
});

/** A content item recorded: a story is a story, anything else a post (a post without a readable publishing time has no place in the window). */
export function itemRecorded(facts: FigureFacts, id: string, type: ContentType | null, publishedAt: string): void {
  if (type === 'story') {
    if (!Object.hasOwn(facts.stories, id)) facts.stories[id] = null;
    return;
  }
  if (Number.isNaN(Date.parse(publishedAt))) return;
  addPost(facts.window, id, publishedAt, type);
}

export function countsObserved(facts: FigureFacts, id: string, counts: ObservedCounts, observedAt: string): void {
  if (Object.hasOwn(facts.stories, id)) {
    facts.stories[id] = counts.views;
    return;
  }
  if (observePost(facts.window, id, counts, observedAt) && (facts.countsAt === null || observedAt > facts.countsAt)) {
    facts.countsAt = observedAt;
  }
}

/** A content item removed, by the team (`byTeam`) or with anything else. */
export function itemRemoved(facts: FigureFacts, id: string, byTeam: boolean): void {
  if (Object.hasOwn(facts.stories, id)) {
    delete facts.stories[id];
    return;
  }
  if (removePost(facts.window, id) && byTeam) facts.removedByTeam += 1;
}

/** The data source's latest answer about the creator (an older one changes nothing). */
export function statisticsObserved(facts: FigureFacts, statistics: ProfileStatistics, observedAt: string): void {
  if (facts.statisticsAt !== null && observedAt < facts.statisticsAt) return;
  facts.statistics = statistics;
  facts.statisticsAt = observedAt;
}
