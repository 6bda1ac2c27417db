import type { ProfileSnapshot, SocialPost } from '@scout/contracts/socialData/snapshot';

/**
 * The fixed creator of `GET /misc/test-report`: invented on purpose (the handle says so) so that a
 * report's rendering can be checked against numbers that never change. Twelve posts, a year of
 * follower history, hashtags and mentions, and a post at every hour the heatmap should light up.
 */
const post = (
  n: number,
  publishedAt: string,
  likes: number,
  comments: number,
  views: number,
  hashtags: string[],
  mentions: string[],
): SocialPost => ({
  postId: `scout-test-${n}`,
  url: null,
  type: n % 3 === 0 ? 'carousel' : n % 2 === 0 ? 'reel' : 'image',
  publishedAt,
  caption: `Test post ${n} ${hashtags.map((h) => `#${h}`).join(' ')} ${mentions.map((m) => `@${m}`).join(' ')}`.trim(),
  likes,
  comments,
  views,
  shares: null,
  saves: null,
  hashtags,
  mentions,
});

export const TEST_REPORT_OBSERVED_AT = '2026-11-01T12:00:00.000Z';

export const TEST_REPORT_CREATOR: ProfileSnapshot = {
  platform: 'instagram',
  username: 'scout.test.creator',
  identity: {
    fullName: 'Scout Test Creator',
    imageUrl: null,
    bio: 'A made-up creator with fixed numbers, for checking how reports look.',
    category: 'Travel',
    country: 'AT',
    city: 'Vienna',
    verified: false,
    profileUrl: null,
  },
  statistics: {
    followers: 120_000,
    following: 480,
    posts: 312,
    averageLikes: 4_150,
    averageComments: 96,
    averageViews: 21_000,
    providerEngagementRate: 0.0354,
  },
  recentPosts: [
    post(12, '2026-10-31T17:30:00.000Z', 5200, 140, 26000, ['vienna', 'travel'], ['viennatourism']),
    post(11, '2026-10-29T17:05:00.000Z', 4800, 120, 24000, ['vienna'], []),
    post(10, '2026-10-26T07:15:00.000Z', 3900, 90, 19000, ['coffee', 'vienna'], []),
    post(9, '2026-10-23T17:45:00.000Z', 4400, 101, 22000, ['travel'], ['austria']),
    post(8, '2026-10-20T11:00:00.000Z', 3600, 80, 18000, ['food'], []),
    post(7, '2026-10-17T17:20:00.000Z', 4700, 110, 23000, ['travel', 'alps'], ['austria']),
    post(6, '2026-10-14T07:40:00.000Z', 3500, 75, 17000, ['coffee'], []),
    post(5, '2026-10-11T19:10:00.000Z', 4100, 95, 20000, ['vienna', 'night'], []),
    post(4, '2026-10-08T17:00:00.000Z', 4300, 99, 21000, ['travel'], ['viennatourism']),
    post(3, '2026-10-05T11:30:00.000Z', 3700, 85, 18500, ['food', 'vienna'], []),
    post(2, '2026-10-02T17:50:00.000Z', 4000, 92, 20500, ['alps'], ['austria']),
    post(1, '2026-09-29T07:05:00.000Z', 3600, 81, 17500, ['coffee'], []),
  ],
  followerHistory: [
    { date: '2025-11-15', followers: 88_000 },
    { date: '2026-02-15', followers: 95_500 },
    { date: '2026-05-15', followers: 103_000 },
    { date: '2026-08-15', followers: 112_400 },
    { date: '2026-10-02', followers: 117_900 },
    { date: '2026-10-25', followers: 119_300 },
    { date: '2026-11-01', followers: 120_000 },
  ],
};
