/**
 * Done-when of issue 13 item 7: the creator's posting-time heatmap, engagement rates and averages
 * computed from the creator's content items (over the figures' window), so they agree with the content list. The creators of the
 * tiktok-videos-2025 fixture sample are saved through the provider port; each creator's figures on
 * the profile page equal a plain computation from the CSV to 2 decimals (times read as
 * Asia/Ho_Chi_Minh, placed in Europe/Vienna by the EU summer-time rule, no time-zone library), and
 * removing an item from the content list takes it out of the figures too.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ContentListResponse } from '@scout/contracts/content';
import { FIGURE_WINDOW_DAYS, FIGURE_WINDOW_POSTS } from '@scout/contracts/profiles';
import { saveProfile, signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { figuresShown } from '../../../tests/support/figures';
import { readTiktokVideosCsv } from '../socialData/datasets/tiktokVideos';
import { EmbeddedSocialData } from '../socialData/embedded';
import { countOf, parseCsv } from './plainCsv';

const csvText = readFileSync(new URL('../socialData/fixtures/tiktok-users-videos.sample.csv', import.meta.url), 'utf8');

// ---- the plain computation: nothing of Scout's until "Scout's path" ----

/** numerator ÷ denominator, half up to 2 decimals, exactly; `scale` 100 for percent. */
const ratio2 = (numerator: bigint, denominator: bigint, scale = 1n): number =>
  Number((2n * numerator * scale * 100n + denominator) / (2n * denominator)) / 100;

/** The last Sunday of a month (UTC day of month). */
function lastSunday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return last.getUTCDate() - last.getUTCDay();
}

/** Vienna's clock: UTC+2 from the last Sunday of March 01:00 UTC to the last Sunday of October 01:00 UTC, else UTC+1. */
function viennaSlotPlain(utcMs: number): { weekday: number; hour: number } {
  const year = new Date(utcMs).getUTCFullYear();
  const summerStart = Date.UTC(year, 2, lastSunday(year, 2), 1);
  const summerEnd = Date.UTC(year, 9, lastSunday(year, 9), 1);
  const local = new Date(utcMs + (utcMs >= summerStart && utcMs < summerEnd ? 2 : 1) * 3_600_000);
  return { weekday: (local.getUTCDay() + 6) % 7, hour: local.getUTCHours() };
}

/** "2025-02-23 10:48:59" in Asia/Ho_Chi_Minh (UTC+7, no summer time) → UTC milliseconds. */
function hoChiMinhToUtc(text: string): number {
  const [date, time] = text.trim().split(' ');
  const [y, mo, d] = date!.split('-').map(Number);
  const [h, mi, s] = time!.split(':').map(Number);
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!) - 7 * 3_600_000;
}

interface Video {
  id: string;
  postTime: string;
  views: bigint;
  likes: bigint;
  comments: bigint;
}

function creatorsFromCsv(): Map<string, { followers: bigint; videos: Video[] }> {
  const [header, ...rows] = parseCsv(csvText);
  const col = (name: string) => header!.indexOf(name);
  const creators = new Map<string, { followers: bigint; byId: Map<string, Video> }>();
  for (const row of rows) {
    const user = row[col('user_name')]!.toLowerCase();
    const creator = creators.get(user) ?? { followers: 0n, byId: new Map<string, Video>() };
    creator.followers = countOf(row[col('user_nfollower')]!);
    const v = (name: string) => countOf(row[col(name)]!);
    creator.byId.set(row[col('vid_id')]!, {
      id: row[col('vid_id')]!,
      postTime: row[col('vid_postTime')]!,
      views: v('vid_nview'),
      likes: v('vid_nlike'),
      comments: v('vid_ncomment'),
    });
    creators.set(user, creator);
  }
  return new Map(
    [...creators].map(([user, { followers, byId }]) => [
      user,
      // Newest first: saving a creator records every post the provider pages through.
      { followers, videos: [...byId.values()].sort((a, b) => hoChiMinhToUtc(b.postTime) - hoChiMinhToUtc(a.postTime)) },
    ]),
  );
}

/** The figures' window: the newest 1,000 posts published at most 365 days before the newest (videos newest first). */
function windowOf(videos: readonly Video[]): Video[] {
  if (videos.length === 0) return [];
  const oldestAllowed = hoChiMinhToUtc(videos[0]!.postTime) - FIGURE_WINDOW_DAYS * 86_400_000;
  return videos.filter((video) => hoChiMinhToUtc(video.postTime) >= oldestAllowed).slice(0, FIGURE_WINDOW_POSTS);
}

function expectedFigures(followers: bigint, videos: readonly Video[]) {
  const window = windowOf(videos);
  const n = BigInt(window.length);
  const likes = window.reduce((s, v) => s + v.likes, 0n);
  const comments = window.reduce((s, v) => s + v.comments, 0n);
  const views = window.reduce((s, v) => s + v.views, 0n);
  const counts = Array.from({ length: 24 }, () => new Array<bigint>(7).fill(0n));
  for (const video of window) {
    const { weekday, hour } = viennaSlotPlain(hoChiMinhToUtc(video.postTime));
    counts[hour]![weekday]! += 1n;
  }
  const total = BigInt(window.length);
  return {
    averageLikes: ratio2(likes, n),
    averageComments: ratio2(comments, n),
    averageViews: ratio2(views, n),
    engagementRate: ratio2(likes + comments, n * followers, 100n),
    viewEngagementRate: ratio2(likes + comments, views, 100n),
    heatmap: counts.map((row) => row.map((count) => ratio2(count, total, 100n))),
    postsConsidered: window.length,
  };
}

// ---- Scout's path: the dataset reader as the provider, saving through the API ----

let app: TestApp;
let token = '';

beforeAll(async () => {
  app = await startTestApp();
  token = (await signUp(app)).token;
  app.scout.ctx.socialData = new EmbeddedSocialData(readTiktokVideosCsv(csvText));
});
afterAll(async () => app.close());

const get = (path: string) => app.http.get(`/api/v1${path}`).set('X-Access-Token', token);

const shownFigures = async (profileId: string) => figuresShown((await get(`/customer/socialProfile/${profileId}`)).body.analytics);

describe('creator analytics of the tiktok-videos-2025 creators read from their content', () => {
  it('heatmap, engagement rates and averages equal a plain computation from the CSV to 2 decimals, and agree with the content list', async () => {
    const creators = creatorsFromCsv();
    expect(creators.size).toBeGreaterThanOrEqual(3);
    for (const [username, { followers, videos }] of creators) {
      const { _id } = await saveProfile(app, token, 'tiktok', username);
      const shown = await shownFigures(_id);
      expect([username, shown]).toEqual([username, expectedFigures(followers, videos)]);
      const list = (await get(`/customer/contents?platform=tiktok&profileId=${_id}&limit=100`)).body as ContentListResponse;
      expect([username, list.totalCount]).toEqual([username, videos.length]);
      expect([username, shown.postsConsidered]).toEqual([username, windowOf(videos).length]);
    }
  });

  it('an item removed from the content list leaves the heatmap and the engagement too', async () => {
    const [username, { followers, videos }] = [...creatorsFromCsv()].find(([, c]) => c.videos.length > 2)!;
    token = (await signUp(app)).token;
    const { _id } = await saveProfile(app, token, 'tiktok', username);
    const list = (await get(`/customer/contents?platform=tiktok&profileId=${_id}&limit=100`)).body as ContentListResponse;
    const newest = list.contents[0]!;
    expect(newest.providerPostId).toBe(videos[0]!.id);
    const removed = await app.http.delete(`/api/v1/customer/content?contentId=${newest._id}`).set('X-Access-Token', token);
    expect(removed.status).toBe(200);
    expect(await shownFigures(_id)).toEqual(expectedFigures(followers, videos.slice(1)));
  });
});
