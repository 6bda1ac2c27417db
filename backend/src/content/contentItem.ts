import type { ContentEvent, ContentMetrics, ContentRecordedData } from '@scout/contracts/content';
import { listNameKey } from '@scout/contracts/lists';
import type { Decider } from '@scout/platform/decider';
import { NotFoundError } from '@scout/platform/errors';

export type ContentToRecord = Omit<ContentRecordedData, 'recordedAt'>;

export type ContentCommand =
  /** What the provider shows of the post now: recorded once, then each change of its counts. */
  | { type: 'RecordContent'; content: ContentToRecord; metrics: ContentMetrics; followers: number | null; now: string }
  | { type: 'SetLiveTracking'; liveTrack: boolean; now: string }
  | { type: 'RemoveContent'; reason: 'user' | 'profileRemoved'; now: string }
  | { type: 'AddToLists'; listNames: string[]; now: string }
  /** Live tracking looked the item up again: its counts now, or why it could not. */
  | { type: 'RefreshContent'; result: ContentRefreshResult; now: string };

/** A live-tracking lookup of one item: the counts the provider gives now (null: not given), or why there are none. */
export type ContentRefreshResult = { ok: true; metrics: ContentMetrics } | { ok: false; reason: 'provider_error' | 'unknown' };

interface Observed extends ContentMetrics {
  followers: number | null;
}

export type ContentState =
  | { status: 'none' }
  | {
      status: 'recorded';
      contentId: string;
      profileId: string;
      liveTrack: boolean;
      listKeys: ReadonlySet<string>;
      last: Observed | null;
      /** Live-tracking refreshes failed in a row (absent: none). */
      refreshFailures?: number;
    }
  | { status: 'removed'; contentId: string; reason: 'user' | 'profileRemoved' };

const sameObservation = (a: Observed, b: Observed): boolean =>
  a.views === b.views &&
  a.likes === b.likes &&
  a.comments === b.comments &&
  a.shares === b.shares &&
  a.saves === b.saves &&
  a.followers === b.followers;

function record(command: Extract<ContentCommand, { type: 'RecordContent' }>, state: ContentState): ContentEvent[] {
  const { contentId } = command.content;
  const observed: Observed = { ...command.metrics, followers: command.followers };
  const { profileId } = command.content;
  const metrics: ContentEvent = { type: 'ContentMetricsObserved', data: { contentId, profileId, ...observed, observedAt: command.now } };
  switch (state.status) {
    case 'recorded':
      // Counts the item shows already store nothing new.
      return state.last && sameObservation(state.last, observed) ? [] : [metrics];
    case 'removed':
      // Removed by the team: it stays removed. Removed with its creator: saving the creator again brings it back.
      if (state.reason === 'user') return [];
      break;
    case 'none':
      break;
  }
  return [{ type: 'ContentRecorded', data: { ...command.content, recordedAt: command.now } }, metrics];
}

/**
 * A live-tracking refresh: every refresh is an event. Changed counts are a `ContentMetricsObserved`
 * (a count the provider does not give keeps its value, the followers are the last known), unchanged
 * ones a `ContentRefreshed`; a failure counts the failures in a row, which decide the backoff.
 */
function refresh(
  command: Extract<ContentCommand, { type: 'RefreshContent' }>,
  state: Extract<ContentState, { status: 'recorded' }>,
): ContentEvent[] {
  const { contentId, profileId } = state;
  if (!command.result.ok) {
    const failures = (state.refreshFailures ?? 0) + 1;
    return [{ type: 'ContentRefreshFailed', data: { contentId, reason: command.result.reason, failures, failedAt: command.now } }];
  }
  const last = state.last;
  const keep = (key: keyof ContentMetrics) =>
    command.result.ok && command.result.metrics[key] !== null ? command.result.metrics[key] : (last?.[key] ?? null);
  const observed: Observed = {
    views: keep('views'),
    likes: keep('likes'),
    comments: keep('comments'),
    shares: keep('shares'),
    saves: keep('saves'),
    followers: last?.followers ?? null,
  };
  if (last && sameObservation(last, observed)) return [{ type: 'ContentRefreshed', data: { contentId, refreshedAt: command.now } }];
  return [{ type: 'ContentMetricsObserved', data: { contentId, profileId, ...observed, observedAt: command.now } }];
}

/**
 * One content item per stream (`content-<id>`), its id derived from (organisation, platform,
 * provider post id): recording the same post again meets the same stream, so it is one item even
 * when two observations race (the append's expected revision decides).
 */
export const contentDecider: Decider<ContentCommand, ContentState, ContentEvent> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    if (command.type === 'RecordContent') return record(command, state);
    // Removing a creator's content meets items removed meanwhile: nothing to do.
    if (command.type === 'RemoveContent' && command.reason === 'profileRemoved' && state.status !== 'recorded') return [];
    if (state.status !== 'recorded') throw new NotFoundError('Content not found');
    const { contentId } = state;
    switch (command.type) {
      case 'RefreshContent':
        return refresh(command, state);
      case 'SetLiveTracking':
        if (state.liveTrack === command.liveTrack) return [];
        return [{ type: 'ContentLiveTrackingChanged', data: { contentId, liveTrack: command.liveTrack, changedAt: command.now } }];
      case 'RemoveContent':
        return command.reason === 'user'
          ? [{ type: 'ContentRemoved', data: { contentId, profileId: state.profileId, removedAt: command.now } }]
          : [{ type: 'ContentRemovedWithProfile', data: { contentId, profileId: state.profileId, removedAt: command.now } }];
      case 'AddToLists': {
        const names = new Map<string, string>();
        for (const name of command.listNames) {
          const key = listNameKey(name);
          if (!state.listKeys.has(key) && !names.has(key)) names.set(key, name.trim());
        }
        if (names.size === 0) return [];
        return [{ type: 'ContentAddedToLists', data: { contentId, listNames: [...names.values()], addedAt: command.now } }];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'ContentRecorded':
        return {
          status: 'recorded',
          contentId: event.data.contentId,
          profileId: event.data.profileId,
          liveTrack: false,
          listKeys: new Set(),
          last: null,
        };
      case 'ContentMetricsObserved': {
        if (state.status !== 'recorded') return state;
        const { contentId: _id, profileId: _profileId, observedAt: _at, ...observed } = event.data;
        return { ...state, last: observed, refreshFailures: 0 };
      }
      case 'ContentRefreshed':
        return state.status === 'recorded' ? { ...state, refreshFailures: 0 } : state;
      case 'ContentRefreshFailed':
        return state.status === 'recorded' ? { ...state, refreshFailures: event.data.failures } : state;
      case 'ContentLiveTrackingChanged':
        // Tracking turned (back) on starts without backoff.
        return state.status === 'recorded'
          ? { ...state, liveTrack: event.data.liveTrack, ...(event.data.liveTrack ? { refreshFailures: 0 } : {}) }
          : state;
      case 'ContentAddedToLists':
        return state.status === 'recorded'
          ? { ...state, listKeys: new Set([...state.listKeys, ...event.data.listNames.map(listNameKey)]) }
          : state;
      case 'ContentRemoved':
        return { status: 'removed', contentId: event.data.contentId, reason: 'user' };
      case 'ContentRemovedWithProfile':
        return { status: 'removed', contentId: event.data.contentId, reason: 'profileRemoved' };
      case 'StoryUploaded':
      case 'StoryCollected':
        // A story's kept media: folded by the story decider (stories/storyItem.ts); nothing here changes.
        return state;
    }
  },
};
