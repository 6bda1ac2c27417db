import { describe, it } from '@jest/globals';
import type { ContentEvent } from '@scout/contracts/content';
import { NotFoundError } from '@scout/platform/errors';
import { deciderSpec } from '@scout/platform/testing/deciderSpec';
import { contentDecider, type ContentCommand, type ContentToRecord } from './contentItem';

const now = '2026-11-22T10:00:00.000Z';
const later = '2026-11-23T10:00:00.000Z';
const contentId = '00000000-0000-5000-8000-00000000000c';
const profileId = '00000000-0000-5000-8000-00000000000a';
const content: ContentToRecord = {
  contentId,
  profileId,
  platform: 'tiktok',
  username: 'chi.nese_',
  providerPostId: '7474564827701087504',
  url: 'https://www.tiktok.com/@chi.nese_/video/7474564827701087504',
  type: 'video',
  caption: 'caption',
  hashtags: ['fyp'],
  mentions: [],
  publishedAt: '2025-02-23T03:48:59.000Z',
  thumbnailUrl: null,
};
const metrics = { views: 213_100, likes: 7269, comments: 70, shares: 69, saves: 406 };
const record = (at = now, m = metrics, followers: number | null = 353_100): ContentCommand => ({
  type: 'RecordContent',
  content,
  metrics: m,
  followers,
  now: at,
});
const recorded: ContentEvent = { type: 'ContentRecorded', data: { ...content, recordedAt: now } };
const observed = (at = now, m = metrics, followers: number | null = 353_100): ContentEvent => ({
  type: 'ContentMetricsObserved',
  data: { contentId, profileId, ...m, followers, observedAt: at },
});

describe('content decider', () => {
  const spec = deciderSpec(contentDecider);

  it('Given nothing, When a post is recorded, Then it is recorded with its first metrics', () => {
    spec.given([]).when(record()).then([recorded, observed()]);
  });

  it('Given a recorded post, When it is recorded again with the same counts, Then nothing is stored (one item)', () => {
    spec.given([recorded, observed()]).when(record(later)).then([]);
  });

  it('Given a recorded post, When its counts changed, Then only a new observation is stored (its history)', () => {
    const more = { ...metrics, views: 300_000, likes: 8000 };
    spec
      .given([recorded, observed()])
      .when(record(later, more))
      .then([observed(later, more)]);
  });

  it('Given a recorded post, When only the creator’s followers changed, Then a new observation is stored', () => {
    spec
      .given([recorded, observed()])
      .when(record(later, metrics, 400_000))
      .then([observed(later, metrics, 400_000)]);
  });

  it('Given a post the team removed, When it is recorded again, Then it stays removed', () => {
    spec
      .given([recorded, observed(), { type: 'ContentRemoved', data: { contentId, profileId, removedAt: now } }])
      .when(record(later))
      .then([]);
  });

  it('Given a post removed with its creator, When the creator is saved again and it is recorded, Then it is recorded again', () => {
    const removed: ContentEvent = { type: 'ContentRemovedWithProfile', data: { contentId, profileId, removedAt: now } };
    spec
      .given([recorded, observed(), removed])
      .when(record(later))
      .then([{ type: 'ContentRecorded', data: { ...content, recordedAt: later } }, observed(later)]);
  });

  it('Given a recorded post, When live tracking is turned on, then on again, Then it changes once', () => {
    const on = { type: 'SetLiveTracking', liveTrack: true, now } as const;
    const changed: ContentEvent = { type: 'ContentLiveTrackingChanged', data: { contentId, liveTrack: true, changedAt: now } };
    spec.given([recorded]).when(on).then([changed]);
    spec.given([recorded, changed]).when(on).then([]);
  });

  it('Given a recorded post, When the team removes it, Then ContentRemoved; removing it with its creator is ContentRemovedWithProfile', () => {
    spec
      .given([recorded])
      .when({ type: 'RemoveContent', reason: 'user', now })
      .then([{ type: 'ContentRemoved', data: { contentId, profileId, removedAt: now } }]);
    spec
      .given([recorded])
      .when({ type: 'RemoveContent', reason: 'profileRemoved', now })
      .then([{ type: 'ContentRemovedWithProfile', data: { contentId, profileId, removedAt: now } }]);
  });

  it('Given a post in list "Summer", When it is added to "summer " and "Best" twice, Then only "Best" is new (names compared case-insensitively)', () => {
    const inSummer: ContentEvent = { type: 'ContentAddedToLists', data: { contentId, listNames: ['Summer'], addedAt: now } };
    spec
      .given([recorded, inSummer])
      .when({ type: 'AddToLists', listNames: ['summer ', 'Best', 'BEST'], now: later })
      .then([{ type: 'ContentAddedToLists', data: { contentId, listNames: ['Best'], addedAt: later } }]);
    spec
      .given([recorded, inSummer])
      .when({ type: 'AddToLists', listNames: ['SUMMER'], now })
      .then([]);
  });

  it('Given no such post, or a removed one, When it is changed, Then 404; removing it with its creator does nothing', () => {
    spec.given([]).when({ type: 'SetLiveTracking', liveTrack: true, now }).thenThrows(NotFoundError);
    spec
      .given([recorded, { type: 'ContentRemoved', data: { contentId, profileId, removedAt: now } }])
      .when({ type: 'RemoveContent', reason: 'user', now })
      .thenThrows(NotFoundError);
    spec
      .given([recorded, { type: 'ContentRemoved', data: { contentId, profileId, removedAt: now } }])
      .when({ type: 'AddToLists', listNames: ['A'], now })
      .thenThrows(NotFoundError);
    spec.given([]).when({ type: 'RemoveContent', reason: 'profileRemoved', now }).then([]);
  });
});
