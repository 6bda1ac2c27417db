import type { StoryView } from '@scout/contracts/content/stories';
import type { EventType } from '@scout/contracts/events';
import type { CollectionSpec } from '@scout/platform/readstore/port';
import { inOrgOf, projection, type EventOf } from '../runner/projection';

export type StoryDoc = StoryView & {
  [key: string]: unknown;
  orgId: string;
  blobId: string;
  /** When the views shown were observed: an older observation never replaces them. */
  viewsObservedAt: string | null;
};

/** Scout's own address of a kept story's media (the public blob route; blob ids are random UUIDs). */
export const storyMediaUrl = (blobId: string): string => `/api/v1/misc/blobs/${blobId}`;

export const storiesCollection: CollectionSpec = {
  name: 'stories',
  scope: 'tenant',
  fields: { profileId: 'text', platform: 'text', publishedAt: 'date', source: 'text' },
  indexes: [
    {
      fields: [
        ['profileId', 1],
        ['publishedAt', -1],
      ],
    },
    { fields: [['publishedAt', -1]] },
  ],
};

function kept(event: EventOf<'StoryUploaded'> | EventOf<'StoryCollected'>): StoryDoc {
  const { data } = event;
  const createdAt = event.type === 'StoryUploaded' ? event.data.uploadedAt : event.data.collectedAt;
  return {
    _id: data.contentId,
    orgId: event.metadata.orgId ?? '',
    profileId: data.profileId,
    influencerId: data.profileId,
    platform: data.platform,
    username: data.username,
    publishedAt: data.publishedAt,
    expiresAt: data.expiresAt,
    views: data.views,
    viewsObservedAt: data.views === null ? null : createdAt,
    blobId: data.blobId,
    mediaUrl: storyMediaUrl(data.blobId),
    mediaType: data.mediaType,
    source: event.type === 'StoryUploaded' ? 'upload' : 'provider',
    createdAt,
  };
}

const HANDLED = [
  'StoryUploaded',
  'StoryCollected',
  'ContentMetricsObserved',
  'ContentRemoved',
  'ContentRemovedWithProfile',
] as const satisfies readonly EventType[];
type Handled = (typeof HANDLED)[number];

/**
 * One document per story whose media Scout keeps (uploaded, or collected by story tracking), with
 * its latest views; content items of type story without kept media are only in `contents`.
 */
export const storiesProjection = projection<StoryDoc, Handled>({
  name: 'stories',
  collection: storiesCollection,
  handles: HANDLED,
  target: (event) => inOrgOf(event, event.data.contentId),
  evolve(doc, event) {
    switch (event.type) {
      case 'StoryUploaded':
      case 'StoryCollected':
        return kept(event);
      case 'ContentMetricsObserved': {
        if (!doc) return null;
        const { views, observedAt } = event.data;
        if (doc.viewsObservedAt && observedAt < doc.viewsObservedAt) return doc;
        return { ...doc, views, viewsObservedAt: observedAt };
      }
      case 'ContentRemoved':
      case 'ContentRemovedWithProfile':
        return null;
    }
  },
});
