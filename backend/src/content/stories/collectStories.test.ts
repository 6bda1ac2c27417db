import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  COLLECT_STORIES_JOB,
  STORY_COLLECTION_INTERVAL,
  STORY_LIFETIME_MS,
  type StoryListResponse,
} from '@scout/contracts/content/stories';
import { contentStream } from '@scout/contracts/platform/streams';
import { INSIGHTIQ_WORK_PLATFORM_IDS } from '@scout/contracts/socialData/insightiq';
import { saveProfile, signUp, startTestApp, type TestApp } from '../../../../tests/support/app';
import { FAKE_MEDIA_HOST, startFakeSocialData } from '../../../../tests/support/fakeSocialData';
import { MP4_FILE, PDF_FILE, PNG_FILE } from '../../profiles/attachments/testFiles';
import { collectStories } from './collectStoriesJob';

let dataDir: string;
let fake: Awaited<ReturnType<typeof startFakeSocialData>>;
let app: TestApp;
let token: string;
let tracked: { _id: string };
let untracked: { _id: string };
let now = new Date('2026-03-01T12:00:00.000Z');
let run = 0;

const api = (path: string) => `/api/v1${path}`;
const hoursBefore = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();
const storiesOf = async (profileId: string) => {
  const res = await app.http.get(api(`/customer/socialProfile/stories?profileId=${profileId}`)).set('X-Access-Token', token);
  expect(res.status).toBe(200);
  return res.body as StoryListResponse;
};
const collect = () => collectStories(app.scout.ctx, `test-run-${++run}`);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'scout-story-tracking-'));
  fake = await startFakeSocialData();
  fake.add('instagram', 'tracked.one');
  fake.add('instagram', 'untracked.two');
  app = await startTestApp({
    env: { ...fake.env(), DATA_DIR: dataDir },
    clock: () => now,
    // The fake's media "CDN" is on loopback: only this host name is let through to it.
    fetchTestHosts: new Map([[FAKE_MEDIA_HOST, '127.0.0.1']]),
  });
  ({ token } = await signUp(app));
  tracked = await saveProfile(app, token, 'instagram', 'tracked.one');
  untracked = await saveProfile(app, token, 'instagram', 'untracked.two');
  const on = await app.http
    .put(api(`/customer/socialProfile/${tracked._id}`))
    .set('X-Access-Token', token)
    .send({ action: 'enableStoryTracking', enabled: true });
  expect(on.status).toBe(200);
  // Saving asked for the creators' posts; the tests look at what collecting asks.
  fake.requests.length = 0;
});
afterAll(async () => {
  await app.close();
  await fake.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('story tracking (collectStories job)', () => {
  it('keeps each provider story of a tracked profile once across runs, its media as a blob Scout serves, and none of an untracked one', async () => {
    fake.addStory('instagram', 'tracked.one', {
      id: 'st-1',
      publishedAt: hoursBefore(2),
      bytes: PNG_FILE,
      contentType: 'image/png',
      views: 300,
    });
    fake.addStory('instagram', 'tracked.one', {
      id: 'st-2',
      publishedAt: hoursBefore(1),
      bytes: MP4_FILE,
      contentType: 'video/mp4',
      format: 'VIDEO',
    });
    fake.addStory('instagram', 'untracked.two', {
      id: 'su-1',
      publishedAt: hoursBefore(1),
      bytes: PNG_FILE,
      contentType: 'image/png',
      views: 10,
    });

    expect(await collect()).toEqual({ kept: 2, seen: 0, failed: 0 });
    const first = await storiesOf(tracked._id);
    expect(first.totalCount).toBe(2);
    const [video, image] = first.stories;
    expect(image).toMatchObject({
      profileId: tracked._id,
      influencerId: tracked._id,
      username: 'tracked.one',
      publishedAt: hoursBefore(2),
      expiresAt: new Date(Date.parse(hoursBefore(2)) + STORY_LIFETIME_MS).toISOString(),
      views: 300,
      mediaType: 'image',
      source: 'provider',
      createdAt: now.toISOString(),
    });
    expect(video).toMatchObject({ mediaType: 'video', views: null, source: 'provider' });
    for (const [story, bytes, type] of [
      [image!, PNG_FILE, 'image/png'],
      [video!, MP4_FILE, 'video/mp4'],
    ] as const) {
      expect(story.mediaUrl).toMatch(/^\/api\/v1\/misc\/blobs\/[0-9a-f-]{36}$/);
      const media = await app.http.get(story.mediaUrl).responseType('blob');
      expect([media.status, media.headers['content-type'], Buffer.compare(media.body as Buffer, bytes)]).toEqual([200, type, 0]);
    }
    expect((await storiesOf(untracked._id)).totalCount).toBe(0);
    // Asked through the provider port: InsightIQ's contents fetch with the story content type, only for the tracked profile.
    const asked = fake.requests.filter((r) => r.path === '/v1/social/creators/contents/fetch');
    expect(asked.map((r) => r.body)).toEqual([
      {
        profile_url: 'https://www.instagram.com/tracked.one/',
        work_platform_id: INSIGHTIQ_WORK_PLATFORM_IDS.instagram,
        content_type: 'STORIES',
        offset: 0,
      },
    ]);

    // The second run meets the same stories: nothing new is kept, only changed views are recorded.
    fake.addStory('instagram', 'tracked.one', {
      id: 'st-1',
      publishedAt: hoursBefore(2),
      bytes: PNG_FILE,
      contentType: 'image/png',
      views: 340,
    });
    now = new Date(now.getTime() + 3_600_000);
    expect(await collect()).toEqual({ kept: 0, seen: 2, failed: 0 });
    const second = await storiesOf(tracked._id);
    expect(second.stories.map((s) => [s._id, s.mediaUrl])).toEqual(first.stories.map((s) => [s._id, s.mediaUrl]));
    expect(second.stories.find((s) => s._id === image!._id)!.views).toBe(340);
    const events = await app.scout.ctx.eventStore.readStream(contentStream(image!._id));
    expect(events.map((e) => e.type)).toEqual(['ContentRecorded', 'StoryCollected', 'ContentMetricsObserved', 'ContentMetricsObserved']);
    expect(events[1]!.metadata.actor).toEqual({ userId: null, role: null, via: 'system' });

    // Past 24 hours the platform shows them no more; Scout keeps them and their media.
    now = new Date(now.getTime() + 25 * 3_600_000);
    fake.clearStories('instagram', 'tracked.one');
    expect(await collect()).toEqual({ kept: 0, seen: 0, failed: 0 });
    const later = await storiesOf(tracked._id);
    expect(later.stories).toEqual(second.stories);
    expect(Date.parse(later.stories[0]!.expiresAt)).toBeLessThan(now.getTime());
    expect((await app.http.get(later.stories[0]!.mediaUrl)).status).toBe(200);
  });

  it('logs a provider outage and tries again at the next run, never failing the job', async () => {
    const before = (await storiesOf(tracked._id)).totalCount;
    fake.addStory('instagram', 'tracked.one', {
      id: 'st-3',
      publishedAt: hoursBefore(1),
      bytes: PNG_FILE,
      contentType: 'image/png',
      views: 5,
    });
    fake.setMode({ kind: 'status', status: 503 });
    expect(await collect()).toEqual({ kept: 0, seen: 0, failed: 1 });
    expect((await storiesOf(tracked._id)).totalCount).toBe(before);
    fake.setMode({ kind: 'normal' });
    expect(await collect()).toEqual({ kept: 1, seen: 0, failed: 0 });
    expect((await storiesOf(tracked._id)).totalCount).toBe(before + 1);
  });

  it('keeps no story whose media is no image or video, and tries it again next run', async () => {
    fake.clearStories('instagram', 'tracked.one');
    fake.addStory('instagram', 'tracked.one', { id: 'st-pdf', publishedAt: hoursBefore(1), bytes: PDF_FILE, contentType: 'image/png' });
    const before = (await storiesOf(tracked._id)).totalCount;
    expect(await collect()).toEqual({ kept: 0, seen: 0, failed: 1 });
    expect((await storiesOf(tracked._id)).totalCount).toBe(before);
  });

  it('is scheduled every STORY_COLLECTION_INTERVAL in the jobs table', async () => {
    const { rows } = await app.pool.query(`SELECT repeat_interval FROM scout_jobs WHERE name = $1 AND type = 'single'`, [
      COLLECT_STORIES_JOB,
    ]);
    expect(rows).toEqual([{ repeat_interval: STORY_COLLECTION_INTERVAL }]);
  });
});
