import { CONTENT_HISTORY_KEPT, type ContentHistoryPoint, type ContentMetrics, type ContentView } from '@scout/contracts/content';
import { listNameKey } from '@scout/contracts/lists';
import { roundHalfUp } from '@scout/contracts/platform/rounding';
import type { CollectionSpec } from '@scout/platform/readstore/port';
import type { EventType } from '@scout/contracts/events';
import { inOrgOf, projection, type EventOf } from '../runner/projection';

export type ContentDoc = ContentView & {
  [key: string]: unknown;
  orgId: string;
  /** Lower-case list names: what the list filter matches. */
  listKeys: string[];
  /** Live tracking: the latest refresh that found the counts unchanged (a change moves `observedAt`). */
  refreshedAt?: string | null;
};

export const contentsCollection: CollectionSpec = {
  name: 'contents',
  scope: 'tenant',
  fields: {
    platform: 'text',
    type: 'text',
    profileId: 'text',
    username: 'text',
    publishedAt: 'date',
    views: 'number',
    likes: 'number',
    engagementRate: 'number',
    liveTrack: 'boolean',
    listKeys: 'textArray',
  },
  indexes: [
    {
      fields: [
        ['platform', 1],
        ['publishedAt', -1],
      ],
    },
    { fields: [['publishedAt', -1]] },
    {
      fields: [
        ['profileId', 1],
        ['publishedAt', -1],
      ],
    },
    {
      fields: [
        ['platform', 1],
        ['views', -1],
      ],
    },
    {
      fields: [
        ['platform', 1],
        ['likes', -1],
      ],
    },
    {
      fields: [
        ['platform', 1],
        ['engagementRate', -1],
      ],
    },
    { fields: [['listKeys', 1]] },
  ],
};

/**
 * Engagement of one item: (likes + comments + shares + saves) ÷ the creator's followers × 100, or
 * ÷ the item's views when the followers are unknown; a count the provider does not give adds 0.
 */
export function contentEngagement(
  metrics: ContentMetrics,
  followers: number | null,
): Pick<ContentView, 'engagementRate' | 'engagementBasis'> {
  const parts = [metrics.likes, metrics.comments, metrics.shares, metrics.saves];
  if (parts.every((part) => part === null)) return { engagementRate: null, engagementBasis: null };
  const interactions = parts.reduce<number>((sum, part) => sum + (part ?? 0), 0);
  if (followers) return { engagementRate: roundHalfUp((interactions / followers) * 100, 2), engagementBasis: 'followers' };
  if (metrics.views) return { engagementRate: roundHalfUp((interactions / metrics.views) * 100, 2), engagementBasis: 'views' };
  return { engagementRate: null, engagementBasis: null };
}

function recorded(event: EventOf<'ContentRecorded'>): ContentDoc {
  const { contentId, recordedAt, ...content } = event.data;
  return {
    _id: contentId,
    orgId: event.metadata.orgId ?? '',
    ...content,
    views: null,
    likes: null,
    comments: null,
    shares: null,
    saves: null,
    followers: null,
    engagementRate: null,
    engagementBasis: null,
    observedAt: null,
    liveTrack: false,
    lists: [],
    listKeys: [],
    recordedAt,
    history: [],
  };
}

function observed(doc: ContentDoc, event: EventOf<'ContentMetricsObserved'>): ContentDoc {
  const { contentId: _id, profileId: _profileId, followers, observedAt, ...metrics } = event.data;
  const point: ContentHistoryPoint = { observedAt, ...metrics };
  const history = [...doc.history, point].sort((a, b) => a.observedAt.localeCompare(b.observedAt)).slice(-CONTENT_HISTORY_KEPT);
  // An older observation (an import) joins the history but does not replace the latest counts.
  if (doc.observedAt && observedAt < doc.observedAt) return { ...doc, history };
  return { ...doc, ...metrics, followers, ...contentEngagement(metrics, followers), observedAt, history, ...succeeded(doc) };
}

/** A success ends the backoff of a failing item. */
const succeeded = (doc: ContentDoc) => (doc.refreshFailures ? { refreshFailures: 0, refreshFailedAt: null } : {});

const later = (a: string | null | undefined, b: string): string => (a && a > b ? a : b);

const HANDLED = [
  'ContentRecorded',
  'ContentMetricsObserved',
  'ContentLiveTrackingChanged',
  'ContentRemoved',
  'ContentRemovedWithProfile',
  'ContentAddedToLists',
  'ContentRefreshed',
  'ContentRefreshFailed',
] as const satisfies readonly EventType[];
type Handled = (typeof HANDLED)[number];

/** One document per content item of the organisation, with its latest metrics and a compact history. */
export const contentsProjection = projection<ContentDoc, Handled>({
  name: 'contents',
  collection: contentsCollection,
  handles: HANDLED,
  target: (event) => inOrgOf(event, event.data.contentId),
  evolve(doc, event) {
    switch (event.type) {
      case 'ContentRecorded':
        return recorded(event);
      case 'ContentRemoved':
      case 'ContentRemovedWithProfile':
        return null;
      case 'ContentMetricsObserved':
        return doc && observed(doc, event);
      case 'ContentLiveTrackingChanged':
        // Tracking turned (back) on starts without backoff.
        return doc && { ...doc, liveTrack: event.data.liveTrack, ...(event.data.liveTrack ? succeeded(doc) : {}) };
      case 'ContentRefreshed':
        return doc && { ...doc, refreshedAt: later(doc.refreshedAt, event.data.refreshedAt), ...succeeded(doc) };
      case 'ContentRefreshFailed':
        return doc && { ...doc, refreshFailures: event.data.failures, refreshFailedAt: event.data.failedAt };
      case 'ContentAddedToLists': {
        if (!doc) return null;
        const lists = [...doc.lists, ...event.data.listNames.filter((name) => !doc.listKeys.includes(listNameKey(name)))];
        return { ...doc, lists, listKeys: lists.map(listNameKey) };
      }
    }
  },
});
