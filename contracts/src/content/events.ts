import { z } from 'zod';
import type { EventsOf } from '../platform/events';
import { CONTENT_TYPES } from './constants';
import { storyEventSchemas } from './stories';

/** Events of one content item's stream (`content-<contentId>`): a post or video of a saved creator. */
const at = z.string();
const contentId = z.string().uuid();
const count = z.number().int().nonnegative().nullable();

export const contentRecordedSchema = z.object({
  contentId,
  profileId: z.string().uuid(),
  platform: z.string(),
  username: z.string(),
  /** The post's id at the provider; with the organisation and platform it decides `contentId`. */
  providerPostId: z.string().min(1).max(200),
  url: z.string().max(2000).nullable(),
  type: z.enum(CONTENT_TYPES).nullable(),
  caption: z.string().max(5000),
  hashtags: z.array(z.string().max(200)).max(100),
  mentions: z.array(z.string().max(200)).max(100),
  publishedAt: at,
  thumbnailUrl: z.string().max(2000).nullable(),
  recordedAt: at,
});

export const contentMetricsSchema = z.object({ views: count, likes: count, comments: count, shares: count, saves: count });

/**
 * The item's creator: on every event recorded since creator figures are kept per saved profile.
 * Older events lack it; the creator figures read model skips those (a later observation brings the counts).
 */
const ofProfile = z.string().uuid().optional();

/** One observation of the item's public counts; `followers` is the creator's count in the same answer. */
export const contentMetricsObservedSchema = contentMetricsSchema.extend({
  contentId,
  profileId: ofProfile,
  followers: count,
  observedAt: at,
});
export const contentLiveTrackingChangedSchema = z.object({ contentId, liveTrack: z.boolean(), changedAt: at });
/** The team removed the item: recording the post again brings nothing back. */
export const contentRemovedSchema = z.object({ contentId, profileId: ofProfile, removedAt: at });
/** Its creator's saved profile was removed: saving the creator again brings the item back. */
export const contentRemovedWithProfileSchema = z.object({ contentId, profileId: z.string().uuid(), removedAt: at });
/** Content lists are names on the item's own stream (the organisation's lists hold profiles). */
export const contentAddedToListsSchema = z.object({ contentId, listNames: z.array(z.string().min(1).max(100)).min(1), addedAt: at });

/** Live tracking looked the item up and its counts had not changed (a change is a `ContentMetricsObserved`). */
export const contentRefreshedSchema = z.object({ contentId, refreshedAt: at });
/**
 * Live tracking could not look the item up: the provider failed or no longer knows the post.
 * `failures` counts the failures since the last success: the next attempt waits 2^(failures) intervals (capped).
 */
export const contentRefreshFailedSchema = z.object({
  contentId,
  reason: z.enum(['provider_error', 'unknown']),
  failures: z.number().int().positive(),
  failedAt: at,
});

export const contentEventSchemas = {
  ContentRecorded: contentRecordedSchema,
  ContentMetricsObserved: contentMetricsObservedSchema,
  ContentLiveTrackingChanged: contentLiveTrackingChangedSchema,
  ContentRemoved: contentRemovedSchema,
  ContentRemovedWithProfile: contentRemovedWithProfileSchema,
  ContentAddedToLists: contentAddedToListsSchema,
  ContentRefreshed: contentRefreshedSchema,
  ContentRefreshFailed: contentRefreshFailedSchema,
  /** Stories: a content item of type `story` whose media Scout keeps (`./stories.ts`). */
  ...storyEventSchemas,
} as const;

export type ContentEvent = EventsOf<typeof contentEventSchemas>;
export type ContentMetrics = z.infer<typeof contentMetricsSchema>;
export type ContentRecordedData = z.infer<typeof contentRecordedSchema>;
