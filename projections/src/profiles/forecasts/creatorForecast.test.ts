import { describe, expect, it } from '@jest/globals';
import type { ContentType } from '@scout/contracts/content';
import type { ScoutEvent } from '@scout/contracts/events';
import { postRecordedEvents } from '../../testing/contentEvents';
import { projectionSpec, recorded, testMetadata } from '../../testing/projectionSpec';
import { post } from '../analytics/testPosts';
import { savedProfilesProjection, type SavedProfileDoc } from '../savedProfiles';
import { backtest } from './backtest';
import { forecastNext } from './method';

const orgId = '11111111-1111-4111-8111-111111111111';
const profileId = '33333333-3333-5333-8333-333333333333';
const metadata = testMetadata(orgId, '22222222-2222-4222-8222-222222222222');
const DAY_MS = 86_400_000;
const START = Date.parse('2026-01-01T12:00:00.000Z');
const day = (n: number) => new Date(START + n * DAY_MS).toISOString();
const contentId = (n: number) => `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const saved = recorded(`profile-${profileId}`, metadata, [
  { type: 'ProfileSaved', data: { profileId, platform: 'instagram', username: 'anna', slug: 'anna-instagram', savedAt: day(0) } },
]);

/** The n-th post of the creator: published on day n, counted on `countedOn`. */
function item(n: number, type: ContentType, counts: { views: number | null; likes: number; comments: number }, countedOn: number) {
  const events: ScoutEvent[] = postRecordedEvents({
    contentId: contentId(n),
    profileId,
    platform: 'instagram',
    username: 'anna',
    post: post(`p${n}`, day(n), counts),
    type,
    followers: 10_000,
    at: day(countedOn),
  });
  return recorded(`content-${contentId(n)}`, metadata, events);
}

const forecastOf = (events: ReturnType<typeof item>) => {
  const [doc] = projectionSpec<SavedProfileDoc>(savedProfilesProjection)
    .given([...saved, ...events])
    .docs();
  return doc!.forecast!;
};

describe('the forecast in the saved profile as content events arrive', () => {
  const views = (n: number) => 1_000 + ((n * 7919) % 5_000);
  // 20 reels and 14 image posts, all counted on day 60; reels show views, image posts none.
  const events = [
    ...Array.from({ length: 20 }, (_, n) => item(n, 'reel', { views: views(n), likes: 100 + n, comments: 5 + (n % 3) }, 60)),
    ...Array.from({ length: 14 }, (_, n) => item(20 + n, 'post', { views: null, likes: 50 + n, comments: 2 }, 60)),
  ].flat();

  it('Given posts of two types, Then each type and all posts together have their forecast from their own posts, with a backtest', () => {
    const forecast = forecastOf(events);
    expect(forecast.byType.map((t) => t.contentType)).toEqual(['all', 'post', 'reel']);
    const reel = forecast.byType.find((t) => t.contentType === 'reel')!;
    const series = Array.from({ length: 20 }, (_, n) => views(n));
    const expected = forecastNext(series)!;
    expect(reel.metrics.views.next!.median).toBeCloseTo(expected.median, 2);
    expect(reel.metrics.views.next!.low).toBeCloseTo(expected.low, 2);
    expect(reel.metrics.views).toMatchObject({ reason: null, postsAvailable: 20, postsUsed: 20, from: day(0), to: day(19) });
    expect(reel.metrics.views.backtest).toEqual(backtest(series));
    expect(reel.metrics.views.backtest.posts).toBe(8);
    // Image posts show no views: no forecast, and why.
    const image = forecast.byType.find((t) => t.contentType === 'post')!;
    expect(image.metrics.views).toMatchObject({ next: null, reason: 'not_counted', postsAvailable: 0 });
    expect(image.metrics.likes.next).not.toBeNull();
    expect(image.metrics.engagements.backtest.posts).toBe(2);
    const all = forecast.byType[0]!;
    expect(all.metrics.likes.postsAvailable).toBe(34);
    expect(all.metrics.views).toMatchObject({ postsAvailable: 20, reason: null });
    expect(forecast.asOf).toBe(day(60));
  });

  it('Given fewer than 12 grown posts, Then there is no forecast: posts counted within 7 days of publishing are still growing', () => {
    const young = Array.from({ length: 15 }, (_, n) =>
      item(n, 'reel', { views: views(n), likes: 10, comments: 1 }, n < 10 ? 60 : n + 3),
    ).flat();
    const forecast = forecastOf(young);
    expect(forecast.byType[0]!.metrics.views).toMatchObject({ next: null, reason: 'too_few_posts', postsAvailable: 10 });
    expect(forecast.byType[0]!.metrics.views.backtest).toEqual({ posts: 0, mdape: null, coverage: null });
    // The same posts counted again a week later count.
    const grown = [
      ...young,
      ...Array.from({ length: 5 }, (_, n) =>
        recorded(`content-${contentId(10 + n)}`, metadata, [
          {
            type: 'ContentMetricsObserved',
            data: {
              contentId: contentId(10 + n),
              profileId,
              views: views(10 + n),
              likes: 10,
              comments: 1,
              shares: null,
              saves: null,
              followers: 10_000,
              observedAt: day(40),
            },
          },
        ]),
      ).flat(),
    ];
    expect(forecastOf(grown).byType[0]!.metrics.views).toMatchObject({ reason: null, postsAvailable: 15, postsUsed: 15 });
  });

  it('Given a post removed by the team, Then the forecast no longer uses it', () => {
    const removal = recorded(`content-${contentId(19)}`, metadata, [
      { type: 'ContentRemoved', data: { contentId: contentId(19), profileId, removedAt: day(61) } },
    ]);
    const forecast = forecastOf([...events, ...removal]);
    expect(forecast.byType.find((t) => t.contentType === 'reel')!.metrics.views.postsAvailable).toBe(19);
  });
});
