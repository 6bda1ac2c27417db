import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { contentStream, savedProfileStream } from '@scout/contracts/platform/streams';
import { creatorAnalyticsSchema, profileAnalyticsSchema } from '@scout/contracts/profiles';
import type { ProfileSnapshot } from '@scout/contracts/socialData';
import { postRecordedEvents } from '@scout/projections/testing/contentEvents';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { analyticsOfSnapshot, getProfileAnalytics } from './analyticsQueries';

let app: TestApp;
let orgId: string;
let otherOrgId: string;
const profileId = randomUUID();

const snapshot: ProfileSnapshot = {
  platform: 'youtube',
  username: 'mrbeast',
  identity: {
    fullName: 'MrBeast',
    imageUrl: null,
    bio: null,
    category: 'Entertainment',
    country: 'US',
    city: null,
    verified: true,
    profileUrl: null,
  },
  statistics: {
    followers: 200_000,
    following: null,
    posts: 800,
    averageLikes: null,
    averageComments: null,
    averageViews: null,
    providerEngagementRate: 0.05,
  },
  recentPosts: [
    {
      postId: 'v1',
      url: null,
      type: 'video',
      publishedAt: '2025-06-02T16:00:00.000Z',
      caption: 'new video #challenge with @karl',
      likes: 9_000,
      comments: 1_000,
      views: 100_000,
      shares: null,
      saves: null,
      hashtags: ['challenge'],
      mentions: ['karl'],
    },
  ],
  followerHistory: [{ date: '2025-05-01', followers: 160_000 }],
};

async function appendProfile(org: string) {
  const metadata = {
    orgId: org,
    actor: { userId: null, role: null, via: 'system' as const },
    correlationId: 'test',
    causationId: null,
    occurredAt: '2025-06-05T10:00:00.000Z',
  };
  const { position } = await app.scout.ctx.eventStore.append(
    savedProfileStream(profileId),
    [
      {
        id: randomUUID(),
        type: 'ProfileSaved',
        data: { profileId, platform: 'youtube', username: 'mrbeast', slug: 'mrbeast-youtube', savedAt: '2025-06-05T09:00:00.000Z' },
        metadata,
      },
      {
        id: randomUUID(),
        type: 'ProfileStatisticsObserved',
        data: { profileId, observedAt: '2025-06-05T10:00:00.000Z', source: 'provider', snapshot },
        metadata,
      },
    ],
    { expectedRevision: 'no_stream' },
  );
  expect(await app.scout.runner.waitFor(position, 20_000)).toBe(true);
  // Its posts, each recorded as a content item on its own stream, as saving the creator does.
  for (const post of snapshot.recentPosts) {
    const contentId = randomUUID();
    const events = postRecordedEvents({
      contentId,
      profileId,
      platform: 'youtube',
      username: 'mrbeast',
      post,
      followers: 200_000,
      at: '2025-06-05T10:00:00.000Z',
    });
    const recorded = await app.scout.ctx.eventStore.append(
      contentStream(contentId),
      events.map((event) => ({ ...event, id: randomUUID(), metadata })),
      { expectedRevision: 'no_stream' },
    );
    expect(await app.scout.runner.waitFor(recorded.position, 20_000)).toBe(true);
  }
}

beforeAll(async () => {
  app = await startTestApp();
  orgId = (await signUp(app)).user.orgInfo._id;
  otherOrgId = (await signUp(app)).user.orgInfo._id;
  await appendProfile(orgId);
});
afterAll(async () => app.close());

describe('getProfileAnalytics', () => {
  it('answers the stored analytics of a saved profile in the shape the contract promises', async () => {
    const analytics = await getProfileAnalytics(app.scout.ctx, orgId, profileId);
    expect(profileAnalyticsSchema.parse(analytics)).toEqual(analytics);
    expect(analytics).toMatchObject({
      _id: profileId,
      orgId,
      dataStatus: 'available',
      engagementRate: { value: 5, source: 'posts' },
      viewEngagementRate: { value: 10, source: 'posts' },
      window: { posts: 1, recorded: 1 },
      growth: [
        { days: 7, change: null },
        { days: 30, change: 40_000, percent: 25 },
        { days: 90, change: null },
      ],
      topHashtags: [{ tag: 'challenge', count: 1 }],
    });
    expect(analytics).not.toHaveProperty('postTimes');
  });

  it('answers null to another organisation', async () => {
    expect(await getProfileAnalytics(app.scout.ctx, otherOrgId, profileId)).toBeNull();
  });

  it('answers null for a profile that does not exist', async () => {
    expect(await getProfileAnalytics(app.scout.ctx, orgId, randomUUID())).toBeNull();
  });
});

describe('analyticsOfSnapshot', () => {
  it('computes the same figures for an unsaved creator as the read model does for a saved one', async () => {
    const unsaved = analyticsOfSnapshot(snapshot, '2025-06-05T10:00:00.000Z');
    expect(creatorAnalyticsSchema.parse(unsaved)).toEqual(unsaved);
    const { _id, orgId: _org, ...stored } = (await getProfileAnalytics(app.scout.ctx, orgId, profileId))!;
    expect(unsaved).toEqual(stored);
  });
});
