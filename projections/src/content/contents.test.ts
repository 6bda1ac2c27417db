import { describe, expect, it } from '@jest/globals';
import type { ScoutEvent } from '@scout/contracts/events';
import { contentStream } from '@scout/contracts/platform/streams';
import { projectionSpec, recorded, testMetadata } from '../testing/projectionSpec';
import { contentEngagement, contentsProjection, type ContentDoc } from './contents';

const orgId = '11111111-1111-4111-8111-111111111111';
const contentId = '22222222-2222-5222-8222-222222222222';
const profileId = '33333333-3333-5333-8333-333333333333';
const at = '2026-11-22T10:00:00.000Z';
const later = '2026-11-23T10:00:00.000Z';
const metrics = { views: 10_000, likes: 900, comments: 50, shares: 30, saves: 20 };

const contentRecorded: ScoutEvent = {
  type: 'ContentRecorded',
  data: {
    contentId,
    profileId,
    platform: 'tiktok',
    username: 'ana',
    providerPostId: '123',
    url: 'https://www.tiktok.com/@ana/video/123',
    type: 'video',
    caption: 'hi',
    hashtags: ['fyp'],
    mentions: ['bob'],
    publishedAt: '2025-01-01T12:00:00.000Z',
    thumbnailUrl: null,
    recordedAt: at,
  },
};
const observed = (observedAt: string, m = metrics, followers: number | null = 100_000): ScoutEvent => ({
  type: 'ContentMetricsObserved',
  data: { contentId, ...m, followers, observedAt },
});
const ofContent = (events: ScoutEvent[]) => recorded(contentStream(contentId), testMetadata(orgId), events);

const expectedDoc: ContentDoc = {
  _id: contentId,
  orgId,
  profileId,
  platform: 'tiktok',
  username: 'ana',
  providerPostId: '123',
  url: 'https://www.tiktok.com/@ana/video/123',
  type: 'video',
  caption: 'hi',
  hashtags: ['fyp'],
  mentions: ['bob'],
  publishedAt: '2025-01-01T12:00:00.000Z',
  thumbnailUrl: null,
  ...metrics,
  followers: 100_000,
  // (900 + 50 + 30 + 20) ÷ 100,000 × 100
  engagementRate: 1,
  engagementBasis: 'followers',
  observedAt: at,
  liveTrack: false,
  lists: [],
  listKeys: [],
  recordedAt: at,
  history: [{ observedAt: at, ...metrics }],
};

describe('contents projection', () => {
  const spec = projectionSpec<ContentDoc>(contentsProjection);

  it('Given a recorded post with its metrics, Then one document with the latest metrics, engagement over followers and its history', () => {
    spec.given(ofContent([contentRecorded, observed(at)])).then([expectedDoc]);
  });

  it('Given a later and then an older observation, Then the latest counts stay and both join the history in time order', () => {
    const more = { ...metrics, views: 20_000, likes: 1900 };
    const older = '2026-11-20T10:00:00.000Z';
    spec.given(ofContent([contentRecorded, observed(at), observed(later, more), observed(older)])).then([
      {
        ...expectedDoc,
        ...more,
        engagementRate: 2,
        observedAt: later,
        history: [
          { observedAt: older, ...metrics },
          { observedAt: at, ...metrics },
          { observedAt: later, ...more },
        ],
      },
    ]);
  });

  it('Given unknown followers, Then engagement is over views, and null without either', () => {
    spec
      .given(ofContent([contentRecorded, observed(at, metrics, null)]))
      .then([{ ...expectedDoc, followers: null, engagementRate: 10, engagementBasis: 'views' }]);
    expect(contentEngagement({ views: null, likes: 5, comments: null, shares: null, saves: null }, null)).toEqual({
      engagementRate: null,
      engagementBasis: null,
    });
    expect(contentEngagement({ views: 300, likes: null, comments: null, shares: null, saves: null }, 1000)).toEqual({
      engagementRate: null,
      engagementBasis: null,
    });
    expect(contentEngagement({ views: 3, likes: 1, comments: null, shares: null, saves: null }, 0)).toEqual({
      engagementRate: 33.33,
      engagementBasis: 'views',
    });
  });

  it('Given live tracking and lists, Then the flag and the list names (once each, case-insensitively)', () => {
    spec
      .given(
        ofContent([
          contentRecorded,
          observed(at),
          { type: 'ContentLiveTrackingChanged', data: { contentId, liveTrack: true, changedAt: later } },
          { type: 'ContentAddedToLists', data: { contentId, listNames: ['Summer', 'Best'], addedAt: later } },
          { type: 'ContentAddedToLists', data: { contentId, listNames: ['summer', 'New'], addedAt: later } },
        ]),
      )
      .then([{ ...expectedDoc, liveTrack: true, lists: ['Summer', 'Best', 'New'], listKeys: ['summer', 'best', 'new'] }]);
  });

  it('Given a removal (by the team or with its creator), Then no document; metrics of an unknown item are ignored without error', () => {
    spec.given(ofContent([contentRecorded, observed(at), { type: 'ContentRemoved', data: { contentId, removedAt: later } }])).then([]);
    spec
      .given(ofContent([contentRecorded, { type: 'ContentRemovedWithProfile', data: { contentId, profileId, removedAt: later } }]))
      .then([]);
    spec
      .given(ofContent([observed(at), { type: 'ContentLiveTrackingChanged', data: { contentId, liveTrack: true, changedAt: at } }]))
      .then([]);
  });

  it('keeps the newest 90 observations as history', () => {
    const many = Array.from({ length: 95 }, (_, i) =>
      observed(new Date(Date.parse(at) + i * 60_000).toISOString(), { ...metrics, views: 10_000 + i }),
    );
    const docs: ContentDoc[] = [];
    const events = ofContent([contentRecorded, ...many]);
    let doc: ContentDoc | null = null;
    for (const event of events) doc = contentsProjection.evolve(doc, event) as ContentDoc | null;
    if (doc) docs.push(doc);
    expect(docs[0]?.history).toHaveLength(90);
    expect(docs[0]?.history[0]?.views).toBe(10_005);
    expect(docs[0]?.views).toBe(10_094);
  });
});
