import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { ContentListResponse } from '@scout/contracts/content';
import { saveProfile, signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { fakePosts, startFakeSocialData } from '../../../tests/support/fakeSocialData';

/** A creator's first observation records its posts to the content depth (here 300 posts or 200 days), read from the InsightIQ fake page by page. */
let app: TestApp;
let fake: Awaited<ReturnType<typeof startFakeSocialData>>;
let token: string;

const now = new Date('2026-03-01T12:00:00.000Z');
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const CONTENTS_PATH = '/v1/social/creators/contents/fetch';

/** A creator of the fake with `count` posts, the newest half an hour old; the analytics answer shows the newest 50. */
function addCreator(platform: string, username: string, count: number, everyMs: number) {
  const posts = fakePosts(platform, username, count, { newest: new Date(now.getTime() - HOUR_MS / 2), everyMs });
  fake.add(platform, username, { recent_contents: posts.slice(0, 50), top_contents: null });
  fake.setPosts(platform, username, posts);
}
const postIds = (username: string, count: number) => Array.from({ length: count }, (_, n) => `${username}-post-${n}`).sort();

const api = (method: 'get' | 'put' | 'delete', path: string) => app.http[method](`/api/v1/customer${path}`).set('X-Access-Token', token);

/** The provider post ids of every content item recorded for the profile, over all pages. */
async function recordedPostIds(profileId: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const res = await api('get', `/contents?profileId=${profileId}&platform=all&limit=100&page=${page}`);
    expect(res.status).toBe(200);
    const body = res.body as ContentListResponse;
    ids.push(...body.contents.map((c) => c.providerPostId));
    if (page >= body.totalPages) {
      expect(ids).toHaveLength(body.totalCount);
      return ids.sort();
    }
  }
}
const pagesAsked = () => fake.requests.filter((r) => r.path === CONTENTS_PATH).length;

beforeAll(async () => {
  fake = await startFakeSocialData();
  addCreator('youtube', 'deep.channel', 1300, 6 * HOUR_MS);
  addCreator('tiktok', 'daily.poster', 1300, DAY_MS);
  addCreator('instagram', 'steady.one', 80, DAY_MS);
  addCreator('instagram', 'flaky.one', 120, DAY_MS);
  addCreator('youtube', 'late.channel', 400, 6 * HOUR_MS);
  app = await startTestApp({
    env: { ...fake.env(), CONTENT_DEPTH_POSTS: '300', CONTENT_DEPTH_DAYS: '200' },
    clock: () => now,
  });
  ({ token } = await signUp(app));
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
beforeEach(() => {
  fake.setMode({ kind: 'normal' });
  fake.requests.length = 0;
});

describe('content depth of a first observation', () => {
  it('records the newest CONTENT_DEPTH_POSTS posts of a creator with 1,300, each once; saving again records no duplicate', async () => {
    const saved = await saveProfile(app, token, 'youtube', 'deep.channel');
    expect(pagesAsked()).toBe(3);
    expect(await recordedPostIds(saved._id)).toEqual(postIds('deep.channel', 300));

    const removed = await app.http.delete('/api/v1/customer/socialProfile').query({ profileId: saved._id }).set('X-Access-Token', token);
    expect(removed.status).toBe(200);
    const again = await saveProfile(app, token, 'youtube', 'deep.channel');
    expect(again._id).toBe(saved._id);
    expect(await recordedPostIds(saved._id)).toEqual(postIds('deep.channel', 300));
  });

  it('records no posts older than CONTENT_DEPTH_DAYS when they come first', async () => {
    const saved = await saveProfile(app, token, 'tiktok', 'daily.poster');
    expect(await recordedPostIds(saved._id)).toEqual(postIds('daily.poster', 200));
  });

  it("later observations record the snapshot's posts only, without duplicates", async () => {
    const saved = await saveProfile(app, token, 'instagram', 'steady.one');
    expect(await recordedPostIds(saved._id)).toEqual(postIds('steady.one', 80));

    fake.requests.length = 0;
    expect((await api('put', `/socialProfile/${saved._id}/enrich`)).status).toBe(200);
    expect(pagesAsked()).toBe(0);
    expect(await recordedPostIds(saved._id)).toEqual(postIds('steady.one', 80));
  });

  it("records the snapshot's posts when the paged read fails, and the save still succeeds", async () => {
    fake.setMode({ kind: 'status', status: 500, path: CONTENTS_PATH });
    const saved = await saveProfile(app, token, 'instagram', 'flaky.one');
    expect(pagesAsked()).toBe(1);
    expect(await recordedPostIds(saved._id)).toEqual(postIds('flaky.one', 50));
  });

  it('reads to the depth on the first observation with data of a profile saved while the provider was down', async () => {
    fake.setMode({ kind: 'status', status: 500 });
    const saved = await saveProfile(app, token, 'youtube', 'late.channel');
    expect(await recordedPostIds(saved._id)).toEqual([]);

    fake.setMode({ kind: 'normal' });
    expect((await api('put', `/socialProfile/${saved._id}/enrich`)).status).toBe(200);
    expect(await recordedPostIds(saved._id)).toEqual(postIds('late.channel', 300));

    fake.requests.length = 0;
    expect((await api('put', `/socialProfile/${saved._id}/enrich`)).status).toBe(200);
    expect(pagesAsked()).toBe(0);
    expect(await recordedPostIds(saved._id)).toEqual(postIds('late.channel', 300));
  });
});
