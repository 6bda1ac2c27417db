import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { saveProfile, signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { fakePosts, startFakeSocialData } from '../../../tests/support/fakeSocialData';
import { figuresShown } from '../../../tests/support/figures';

/**
 * A channel with 1,300 videos served by the InsightIQ fake, page by page, at the default depth
 * (1,000 posts or 365 days): saving it records the newest 1,000, and the profile page's averages,
 * engagement rates and heatmap are those of a plain computation over exactly those posts.
 */
let app: TestApp;
let fake: Awaited<ReturnType<typeof startFakeSocialData>>;
let token: string;

const now = new Date('2026-03-01T12:00:00.000Z');
const HOUR_MS = 3_600_000;
const posts = fakePosts('youtube', 'long.channel', 1300, { newest: new Date(now.getTime() - HOUR_MS / 2), everyMs: 6 * HOUR_MS });

/** The Vienna wall clock of an instant, read through the platform's own time-zone data (not Scout's code). */
const viennaParts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Vienna', weekday: 'long', hour: 'numeric', hourCycle: 'h23' });
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

function plainFigures(window: typeof posts, followers: number) {
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const likes = mean(window.map((post) => post.engagement.like_count));
  const comments = mean(window.map((post) => post.engagement.comment_count));
  const views = mean(window.map((post) => post.engagement.view_count));
  const cells = Array.from({ length: 24 }, () => new Array<number>(7).fill(0));
  for (const post of window) {
    const parts = viennaParts.formatToParts(new Date(post.published_at));
    const hour = Number(parts.find((part) => part.type === 'hour')!.value);
    const weekday = WEEKDAYS.indexOf(parts.find((part) => part.type === 'weekday')!.value);
    cells[hour]![weekday]! += 1;
  }
  return {
    averageLikes: round2(likes),
    averageComments: round2(comments),
    averageViews: round2(views),
    engagementRate: round2(((likes + comments) / followers) * 100),
    viewEngagementRate: round2(((likes + comments) / views) * 100),
    heatmap: cells.map((row) => row.map((count) => round2((count * 100) / window.length))),
    postsConsidered: window.length,
  };
}

beforeAll(async () => {
  fake = await startFakeSocialData();
  fake.add('youtube', 'long.channel', { recent_contents: posts.slice(0, 50), top_contents: null });
  fake.setPosts('youtube', 'long.channel', posts);
  app = await startTestApp({ env: fake.env(), clock: () => now });
  ({ token } = await signUp(app));
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

describe('the figures of a creator with 1,300 posts', () => {
  it('cover the configured window, paged from the data source, and equal a plain computation over its posts', async () => {
    const { _id } = await saveProfile(app, token, 'youtube', 'long.channel');
    expect(fake.requests.filter((request) => request.path === '/v1/social/creators/contents/fetch').length).toBeGreaterThan(1);
    const { profile, analytics } = (await app.http.get(`/api/v1/customer/socialProfile/${_id}`).set('X-Access-Token', token)).body;
    // 1,000 posts every 6 hours reach back 250 days: the post limit binds, not the 365 days.
    const window = posts.slice(0, 1000);
    const expected = plainFigures(window, profile.followers);
    expect(figuresShown(analytics)).toEqual(expected);
    expect(analytics.window).toMatchObject({
      posts: 1000,
      recorded: 1000,
      from: window.at(-1)!.published_at,
      to: window[0]!.published_at,
      maxPosts: 1000,
      maxDays: 365,
    });
    expect(analytics.averageLikes).toMatchObject({ source: 'posts', inputs: { posts: 1000 } });
    expect(profile.figures.engagementRate.value).toBe(expected.engagementRate);
  });
});
