import type { ContentEvent } from '@scout/contracts/content';
import type { StoryMediaContentType, StoryMediaType, StorySource } from '@scout/contracts/content/stories';
import type { Decider } from '@scout/platform/decider';
import { NotFoundError } from '@scout/platform/errors';
import { contentDecider, type ContentState, type ContentToRecord } from '../contentItem';

/** The media Scout keeps of a story: a blob of the public area. */
export interface StoryMedia {
  blobId: string;
  contentType: StoryMediaContentType;
  mediaType: StoryMediaType;
  size: number;
}

export type StoryCommand =
  /**
   * A story with its media already kept as a blob: recorded once (ContentRecorded of type `story`,
   * then StoryUploaded / StoryCollected, then its views). Meeting a story that has its media,
   * only changed views are recorded; the caller then deletes its blob, which nothing names.
   */
  | {
      type: 'KeepStory';
      source: StorySource;
      content: ContentToRecord;
      media: StoryMedia;
      expiresAt: string;
      views: number | null;
      /** The provider's story id (source `provider`). */
      providerStoryId: string | null;
      now: string;
    }
  /** New views of a story (by the team, or seen again by story tracking); the same views store nothing. */
  | { type: 'SetStoryViews'; views: number; now: string };

export interface StoryState {
  content: ContentState;
  /** Whether the item's media is kept (it is a story of Scout's, not only a provider post of type story). */
  hasMedia: boolean;
}

type MetricsObserved = Extract<ContentEvent, { type: 'ContentMetricsObserved' }>;

function viewsObserved(state: ContentState & { status: 'recorded' }, views: number, now: string): MetricsObserved[] {
  const last = state.last ?? { views: null, likes: null, comments: null, shares: null, saves: null, followers: null };
  if (last.views === views) return [];
  const { contentId, profileId } = state;
  return [{ type: 'ContentMetricsObserved', data: { contentId, profileId, ...last, views, observedAt: now } }];
}

function keep(command: Extract<StoryCommand, { type: 'KeepStory' }>, state: StoryState): ContentEvent[] {
  const { content, media, now } = command;
  const { contentId, profileId, platform, username, publishedAt } = content;
  const mediaFields = {
    contentId,
    profileId,
    platform,
    username,
    publishedAt,
    expiresAt: command.expiresAt,
    ...media,
    views: command.views,
  };
  const mediaKept: ContentEvent =
    command.source === 'upload'
      ? { type: 'StoryUploaded', data: { ...mediaFields, uploadedAt: now } }
      : {
          type: 'StoryCollected',
          data: { ...mediaFields, providerStoryId: command.providerStoryId ?? content.providerPostId, collectedAt: now },
        };
  const current = state.content;
  if (current.status === 'recorded') {
    const views = command.views === null ? [] : viewsObserved(current, command.views, now);
    // Seen before as a provider post of type story: its media is kept now.
    return state.hasMedia ? views : [mediaKept, ...views];
  }
  // Removed by the team: it stays removed. Removed with its creator: saving the creator again brings it back.
  if (current.status === 'removed' && current.reason === 'user') return [];
  const recorded: ContentEvent = { type: 'ContentRecorded', data: { ...content, recordedAt: now } };
  const views: ContentEvent[] =
    command.views === null
      ? []
      : [
          {
            type: 'ContentMetricsObserved',
            data: {
              contentId,
              profileId,
              views: command.views,
              likes: null,
              comments: null,
              shares: null,
              saves: null,
              followers: null,
              observedAt: now,
            },
          },
        ];
  return [recorded, mediaKept, ...views];
}

/**
 * A story on its content stream (`content-<id>`): the content decider's state and events, plus
 * whether its media is kept. Every other command on the stream (live tracking, lists, removal)
 * stays the content decider's.
 */
export const storyDecider: Decider<StoryCommand, StoryState, ContentEvent> = {
  initialState: () => ({ content: contentDecider.initialState(), hasMedia: false }),

  decide(command, state) {
    switch (command.type) {
      case 'KeepStory':
        return keep(command, state);
      case 'SetStoryViews':
        if (state.content.status !== 'recorded' || !state.hasMedia) throw new NotFoundError('Story not found');
        return viewsObserved(state.content, command.views, command.now);
    }
  },

  evolve(state, event) {
    const content = contentDecider.evolve(state.content, event);
    switch (event.type) {
      case 'StoryUploaded':
      case 'StoryCollected':
        return { content, hasMedia: true };
      case 'ContentRemoved':
      case 'ContentRemovedWithProfile':
        return { content, hasMedia: false };
      default:
        return { content, hasMedia: state.hasMedia };
    }
  },
};
