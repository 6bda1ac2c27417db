import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { socialPostSchema } from '@scout/contracts/socialData';
import { INSIGHTIQ_WORK_PLATFORM_IDS } from '@scout/contracts/socialData/insightiq';
import { insightIqContentsPageSchema } from '@scout/contracts/socialData/insightiqPost';
import { ServiceUnavailableError } from '@scout/platform/errors';
import { fakePosts, insightIqOnFake, startFakeSocialData } from '../../../tests/support/fakeSocialData';
import { EmbeddedSocialData } from './embedded';
import { INSIGHTIQ_POSTS_MAX_PAGES, insightIqPostsWithin } from './insightiqPosts';

let fake: Awaited<ReturnType<typeof startFakeSocialData>>;
const adapter = (overrides: Parameters<typeof insightIqOnFake>[2] = {}) => insightIqOnFake(fake, new EmbeddedSocialData([]), overrides);

const NEWEST = new Date('2026-02-28T12:00:00.000Z');
const EVERY_MS = 6 * 3_600_000;
const ALL_TIME = '2000-01-01T00:00:00.000Z';
const CONTENTS_PATH = '/v1/social/creators/contents/fetch';
const page = (offset: number, limit: number) => ({
  profile_url: 'https://www.youtube.com/@deep.channel',
  work_platform_id: INSIGHTIQ_WORK_PLATFORM_IDS.youtube,
  offset,
  limit,
});
const pagesAsked = () => fake.requests.filter((r) => r.path === CONTENTS_PATH).map((r) => r.body);
const postIds = (from: number, count: number) => Array.from({ length: count }, (_, n) => `deep.channel-post-${from + n}`);

beforeAll(async () => {
  fake = await startFakeSocialData();
  fake.add('youtube', 'deep.channel', { recent_contents: null, top_contents: null });
  fake.setPosts('youtube', 'deep.channel', fakePosts('youtube', 'deep.channel', 1300, { newest: NEWEST, everyMs: EVERY_MS }));
});
afterAll(async () => fake.close());
beforeEach(() => {
  fake.setMode({ kind: 'normal' });
  fake.requests.length = 0;
});

describe("InsightIQ adapter: a creator's posts (contents fetch, page by page)", () => {
  it('pages by offset and limit, newest first, and stops at maxPosts', async () => {
    const posts = (await adapter().posts('youtube', 'deep.channel', { maxPosts: 1000, publishedAfter: ALL_TIME }))!;
    expect(posts.map((p) => p.postId)).toEqual(postIds(0, 1000));
    for (const post of posts) expect(socialPostSchema.parse(post)).toEqual(post);
    expect(posts[0]).toMatchObject({ type: 'video', publishedAt: NEWEST.toISOString(), likes: 1000, views: 50_000, hashtags: ['daily'] });
    expect(pagesAsked()).toEqual(Array.from({ length: 10 }, (_, n) => page(n * 100, 100)));
  });

  it('asks the last page for no more than the posts still missing', async () => {
    const posts = (await adapter().posts('youtube', 'deep.channel', { maxPosts: 250, publishedAfter: ALL_TIME }))!;
    expect(posts.map((p) => p.postId)).toEqual(postIds(0, 250));
    expect(pagesAsked()).toEqual([page(0, 100), page(100, 100), page(200, 50)]);
  });

  it('stops at the first post published before publishedAfter', async () => {
    const publishedAfter = new Date(NEWEST.getTime() - 130 * EVERY_MS).toISOString();
    const posts = (await adapter().posts('youtube', 'deep.channel', { maxPosts: 1000, publishedAfter }))!;
    expect(posts.map((p) => p.postId)).toEqual(postIds(0, 130));
    expect(pagesAsked()).toEqual([page(0, 100), page(100, 100)]);
  });

  it('reads every post the API has, up to its empty last page', async () => {
    const posts = (await adapter().posts('youtube', 'deep.channel', { maxPosts: 5000, publishedAfter: ALL_TIME }))!;
    expect(posts).toHaveLength(1300);
    expect(posts.at(-1)!.postId).toBe('deep.channel-post-1299');
    expect(pagesAsked()).toEqual(Array.from({ length: 14 }, (_, n) => page(n * 100, 100)));
  });

  it('answers null for a creator the API does not know and for a platform it does not cover', async () => {
    expect(await adapter().posts('youtube', 'nobody.here', { maxPosts: 10, publishedAfter: ALL_TIME })).toBeNull();
    expect(await adapter().posts('twitch', 'deep.channel', { maxPosts: 10, publishedAfter: ALL_TIME })).toBeNull();
    expect(pagesAsked()).toHaveLength(1);
  });

  it.each([
    ['a 500', { kind: 'status', status: 500 } as const],
    ['a 503', { kind: 'status', status: 503 } as const],
    ['broken JSON', { kind: 'garbage' } as const],
  ])('throws ServiceUnavailable for %s', async (_name, mode) => {
    fake.setMode(mode);
    await expect(adapter().posts('youtube', 'deep.channel', { maxPosts: 10, publishedAfter: ALL_TIME })).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );
  });
});

describe('InsightIQ paging on answers that do not page', () => {
  const content = (n: number) => ({
    ...fakePosts('youtube', 'loop', 1, { newest: new Date(NEWEST.getTime() - n * 1000), everyMs: 0 })[0]!,
    id: `loop-${n}`,
  });

  it('stops when a page brings nothing new (an API ignoring offset)', async () => {
    let asked = 0;
    const samePage = Array.from({ length: 100 }, (_, n) => content(n));
    const posts = await insightIqPostsWithin(
      async () => {
        asked++;
        return insightIqContentsPageSchema.parse({ data: samePage });
      },
      { maxPosts: 1000, publishedAfter: ALL_TIME },
    );
    expect(posts).toHaveLength(100);
    expect(asked).toBe(2);
  });

  it('reads no more than the page cap', async () => {
    let asked = 0;
    const posts = await insightIqPostsWithin(
      async (offset) => {
        asked++;
        return insightIqContentsPageSchema.parse({ data: [content(offset)], metadata: { offset, limit: 1 } });
      },
      { maxPosts: 10_000, publishedAfter: ALL_TIME },
    );
    expect(asked).toBe(INSIGHTIQ_POSTS_MAX_PAGES);
    expect(posts).toHaveLength(INSIGHTIQ_POSTS_MAX_PAGES);
  });
});
