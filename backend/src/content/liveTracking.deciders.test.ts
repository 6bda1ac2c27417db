import { describe, it } from '@jest/globals';
import type { ContentEvent } from '@scout/contracts/content';
import { NotFoundError } from '@scout/platform/errors';
import { deciderSpec } from '@scout/platform/testing/deciderSpec';
import { contentDecider, type ContentCommand, type ContentToRecord } from './contentItem';

const at = '2026-11-22T10:00:00.000Z';
const now = '2026-11-22T16:00:00.000Z';
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
  hashtags: [],
  mentions: [],
  publishedAt: '2025-02-23T03:48:59.000Z',
  thumbnailUrl: null,
};
const metrics = { views: 213_100, likes: 7269, comments: 70, shares: 69, saves: null };
const recorded: ContentEvent = { type: 'ContentRecorded', data: { ...content, recordedAt: at } };
const observed = (m = metrics, observedAt = at): ContentEvent => ({
  type: 'ContentMetricsObserved',
  data: { contentId, profileId, ...m, followers: 353_100, observedAt },
});
const refresh = (m: Partial<typeof metrics> = {}): ContentCommand => ({
  type: 'RefreshContent',
  result: { ok: true, metrics: { ...metrics, ...m } },
  now,
});
const fail = (reason: 'provider_error' | 'unknown' = 'provider_error'): ContentCommand => ({
  type: 'RefreshContent',
  result: { ok: false, reason },
  now,
});
const failed = (failures: number, reason: 'provider_error' | 'unknown' = 'provider_error'): ContentEvent => ({
  type: 'ContentRefreshFailed',
  data: { contentId, reason, failures, failedAt: now },
});
const given = [recorded, observed()];

describe('content decider: live-tracking refresh', () => {
  const spec = deciderSpec(contentDecider);

  it('Given a tracked item, When a refresh finds other counts, Then a new observation with the last known followers', () => {
    spec
      .given(given)
      .when(refresh({ views: 300_000 }))
      .then([observed({ ...metrics, views: 300_000 }, now)]);
  });

  it('Given a tracked item, When a refresh finds the same counts, Then ContentRefreshed (its counts are current as of now)', () => {
    spec
      .given(given)
      .when(refresh())
      .then([{ type: 'ContentRefreshed', data: { contentId, refreshedAt: now } }]);
  });

  it('Given an item with counts, When the provider does not give a count, Then it keeps its value', () => {
    spec
      .given(given)
      .when(refresh({ likes: null as unknown as number }))
      .then([{ type: 'ContentRefreshed', data: { contentId, refreshedAt: now } }]);
  });

  it('Given failures in a row, When another fails, Then it counts them; a success or tracking turned on again starts over', () => {
    spec
      .given(given)
      .when(fail())
      .then([failed(1)]);
    spec
      .given([...given, failed(1), failed(2)])
      .when(fail('unknown'))
      .then([failed(3, 'unknown')]);
    spec
      .given([...given, failed(1), failed(2), { type: 'ContentRefreshed', data: { contentId, refreshedAt: now } }])
      .when(fail())
      .then([failed(1)]);
    spec
      .given([...given, failed(1), observed({ ...metrics, likes: 1 }, now)])
      .when(fail())
      .then([failed(1)]);
    spec
      .given([...given, failed(1), failed(2), { type: 'ContentLiveTrackingChanged', data: { contentId, liveTrack: true, changedAt: now } }])
      .when(fail())
      .then([failed(1)]);
  });

  it('Given a removed item or nothing, When a refresh arrives, Then NotFound', () => {
    spec.given([]).when(refresh()).thenThrows(NotFoundError);
    spec
      .given([...given, { type: 'ContentRemoved', data: { contentId, profileId, removedAt: now } }])
      .when(fail())
      .thenThrows(NotFoundError);
  });
});
