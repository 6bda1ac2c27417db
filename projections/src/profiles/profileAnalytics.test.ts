import { describe, expect, it } from '@jest/globals';
import { noStatistics, type ProfileSnapshot } from '@scout/contracts/socialData';
import { projectionSpec, recorded, testMetadata } from '../testing/projectionSpec';
import { post } from './analytics/testPosts';
import { profileAnalyticsProjection, type ProfileAnalyticsDoc } from './profileAnalytics';

const orgId = '11111111-1111-4111-8111-111111111111';
const profileId = '33333333-3333-4333-8333-333333333333';
const stream = `savedProfile-${profileId}`;
const spec = projectionSpec<ProfileAnalyticsDoc>(profileAnalyticsProjection);
const given = (...events: Parameters<typeof recorded>[2]) => spec.given(recorded(stream, testMetadata(orgId), events));

const saved = {
  type: 'ProfileSaved' as const,
  data: { profileId, platform: 'tiktok', username: 'chi.nese_', slug: 'chi-nese-tiktok', savedAt: '2025-06-01T08:00:00.000Z' },
};

function snapshot(
  followers: number,
  posts: ProfileSnapshot['recentPosts'],
  followerHistory: ProfileSnapshot['followerHistory'] = [],
): ProfileSnapshot {
  return {
    platform: 'tiktok',
    username: 'chi.nese_',
    identity: { fullName: 'Chi', imageUrl: null, bio: null, category: null, country: 'VN', city: null, verified: false, profileUrl: null },
    statistics: { ...noStatistics, followers },
    recentPosts: posts,
    followerHistory,
  };
}
const observed = (observedAt: string, snap: ProfileSnapshot) => ({
  type: 'ProfileStatisticsObserved' as const,
  data: { profileId, observedAt, source: 'provider' as const, snapshot: snap },
});

const monday = post('m', '2025-06-02T06:30:00.000Z', {
  likes: 90,
  comments: 10,
  views: 1000,
  hashtags: ['fyp', 'dance'],
  mentions: ['friend'],
});
const tuesday = post('t', '2025-06-03T18:00:00.000Z', { likes: 190, comments: 10, views: 3000, hashtags: ['fyp'] });

describe('profileAnalytics projection', () => {
  it('Given ProfileSaved, Then a pending document whose figures are empty', () => {
    given(saved).then([
      expect.objectContaining({
        _id: profileId,
        orgId,
        platform: 'tiktok',
        username: 'chi.nese_',
        dataStatus: 'pending',
        observedAt: null,
        statistics: null,
        growth: [7, 30, 90].map((days) => ({ days, from: null, to: null, change: null, percent: null })),
        followerHistory: [],
        updatedAt: '2025-06-01T08:00:00.000Z',
      }) as unknown as ProfileAnalyticsDoc,
    ]);
  });

  it('Given an observation, Then every figure is computed from it', () => {
    given(saved, observed('2025-06-05T10:00:00.000Z', snapshot(10_000, [monday, tuesday], [{ date: '2025-05-01', followers: 8000 }]))).then(
      [
        expect.objectContaining({
          dataStatus: 'available',
          observedAt: '2025-06-05T10:00:00.000Z',
          followerHistory: [
            { date: '2025-05-01', followers: 8000 },
            { date: '2025-06-05', followers: 10_000 },
          ],
          growth: [
            { days: 7, from: null, to: { date: '2025-06-05', followers: 10_000 }, change: null, percent: null },
            {
              days: 30,
              from: { date: '2025-05-01', followers: 8000 },
              to: { date: '2025-06-05', followers: 10_000 },
              change: 2000,
              percent: 25,
            },
            { days: 90, from: null, to: { date: '2025-06-05', followers: 10_000 }, change: null, percent: null },
          ],
          topHashtags: [
            { tag: 'fyp', count: 2 },
            { tag: 'dance', count: 1 },
          ],
          topMentions: [{ handle: 'friend', count: 1 }],
          recentPosts: [tuesday, monday],
          updatedAt: '2025-06-05T10:00:00.000Z',
        }) as unknown as ProfileAnalyticsDoc,
      ],
    );
  });

  it('Given two observations, Then one follower point per day (the last of the day)', () => {
    const wednesday = post('w', '2025-06-04T06:30:00.000Z', { likes: 10, comments: 0 });
    given(
      saved,
      observed('2025-06-05T09:00:00.000Z', snapshot(9_000, [monday, tuesday])),
      observed('2025-06-05T18:00:00.000Z', snapshot(9_500, [tuesday, monday])),
      observed('2025-06-12T10:00:00.000Z', snapshot(10_450, [wednesday, tuesday])),
    ).then([
      expect.objectContaining({
        followerHistory: [
          { date: '2025-06-05', followers: 9_500 },
          { date: '2025-06-12', followers: 10_450 },
        ],
        growth: expect.arrayContaining([
          {
            days: 7,
            from: { date: '2025-06-05', followers: 9_500 },
            to: { date: '2025-06-12', followers: 10_450 },
            change: 950,
            percent: 10,
          },
        ]),
        recentPosts: [wednesday, tuesday],
      }) as unknown as ProfileAnalyticsDoc,
    ]);
  });

  it('Given an older observation after a newer one, Then it only adds history', () => {
    given(
      saved,
      observed('2025-06-12T10:00:00.000Z', snapshot(10_000, [tuesday])),
      observed('2025-06-01T10:00:00.000Z', snapshot(8_000, [monday])),
    ).then([
      expect.objectContaining({
        observedAt: '2025-06-12T10:00:00.000Z',
        statistics: expect.objectContaining({ followers: 10_000 }),
        recentPosts: [tuesday],
        followerHistory: [
          { date: '2025-06-01', followers: 8_000 },
          { date: '2025-06-12', followers: 10_000 },
        ],
      }) as unknown as ProfileAnalyticsDoc,
    ]);
  });

  it('Given ProfileDataUnavailable before any data, Then the document says unavailable', () => {
    given(saved, { type: 'ProfileDataUnavailable', data: { profileId, checkedAt: '2025-06-02T00:00:00.000Z', reason: 'unknown' } }).then([
      expect.objectContaining({ dataStatus: 'unavailable', updatedAt: '2025-06-02T00:00:00.000Z' }) as unknown as ProfileAnalyticsDoc,
    ]);
  });

  it('Given ProfileDataUnavailable after data arrived, Then the data stays available', () => {
    given(saved, observed('2025-06-05T10:00:00.000Z', snapshot(10_000, [monday])), {
      type: 'ProfileDataUnavailable',
      data: { profileId, checkedAt: '2025-06-06T00:00:00.000Z', reason: 'provider_error' },
    }).then([
      expect.objectContaining({ dataStatus: 'available', updatedAt: '2025-06-05T10:00:00.000Z' }) as unknown as ProfileAnalyticsDoc,
    ]);
  });

  it('Given an observation and then new data after unavailability, Then available again', () => {
    given(
      saved,
      { type: 'ProfileDataUnavailable', data: { profileId, checkedAt: '2025-06-02T00:00:00.000Z', reason: 'unknown' } },
      observed('2025-06-05T10:00:00.000Z', snapshot(10_000, [monday])),
    ).then([expect.objectContaining({ dataStatus: 'available' }) as unknown as ProfileAnalyticsDoc]);
  });

  it('Given ProfileRemoved, Then no document; saved again, Then a fresh pending one', () => {
    const removed = { type: 'ProfileRemoved' as const, data: { profileId, removedAt: '2025-06-07T00:00:00.000Z' } };
    given(saved, observed('2025-06-05T10:00:00.000Z', snapshot(10_000, [monday])), removed).then([]);
    given(saved, observed('2025-06-05T10:00:00.000Z', snapshot(10_000, [monday])), removed, saved).then([
      expect.objectContaining({ dataStatus: 'pending', followerHistory: [] }) as unknown as ProfileAnalyticsDoc,
    ]);
  });
});
