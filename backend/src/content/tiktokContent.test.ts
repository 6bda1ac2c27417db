/**
 * Done-when of issue 13 (content part): the creators of tiktok-videos-2025 `users_videos.csv` (a
 * fixture sample) are saved through the provider port; the content list's count per creator, each
 * item's engagement and each creator's engagement equal a plain computation from the CSV to 2
 * decimals. The heatmap, engagement rates and averages read from the content: tiktokAnalytics.test.ts.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ContentListResponse } from '@scout/contracts/content';
import { saveProfile, signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { readTiktokVideosCsv } from '../socialData/datasets/tiktokVideos';
import { EmbeddedSocialData } from '../socialData/embedded';
import { countOf, parseCsv } from './plainCsv';

const csvText = readFileSync(new URL('../socialData/fixtures/tiktok-users-videos.sample.csv', import.meta.url), 'utf8');

// ---- the plain computation: nothing of Scout's until "Scout's path" ----

/** numerator ÷ denominator × 100, half up to 2 decimals, exactly. */
const percent2 = (numerator: bigint, denominator: bigint): number =>
  Number((2n * numerator * 10_000n + denominator) / (2n * denominator)) / 100;

interface Video {
  id: string;
  postTime: string;
  likes: bigint;
  comments: bigint;
  shares: bigint;
  saves: bigint;
}
interface Creator {
  followers: bigint;
  videos: Map<string, Video>;
}

function expectedFromCsv(): Map<string, { count: number; engagementByPost: Map<string, number>; creatorEngagement: number }> {
  const [header, ...rows] = parseCsv(csvText);
  const col = (name: string) => header!.indexOf(name);
  const creators = new Map<string, Creator>();
  for (const row of rows) {
    const user = row[col('user_name')]!.toLowerCase();
    const creator = creators.get(user) ?? { followers: 0n, videos: new Map<string, Video>() };
    creator.followers = countOf(row[col('user_nfollower')]!);
    const v = (name: string) => countOf(row[col(name)]!);
    creator.videos.set(row[col('vid_id')]!, {
      id: row[col('vid_id')]!,
      postTime: row[col('vid_postTime')]!,
      likes: v('vid_nlike'),
      comments: v('vid_ncomment'),
      shares: v('vid_nshare'),
      saves: v('vid_nsave'),
    });
    creators.set(user, creator);
  }
  return new Map(
    [...creators].map(([user, { followers, videos }]) => {
      const newest = [...videos.values()].sort((a, b) => b.postTime.localeCompare(a.postTime));
      const latest12 = newest.slice(0, 12);
      const likesAndComments = latest12.reduce((sum, v) => sum + v.likes + v.comments, 0n);
      return [
        user,
        {
          count: Math.min(videos.size, 50),
          engagementByPost: new Map(newest.slice(0, 50).map((v) => [v.id, percent2(v.likes + v.comments + v.shares + v.saves, followers)])),
          creatorEngagement: percent2(likesAndComments, BigInt(latest12.length) * followers),
        },
      ];
    }),
  );
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

describe('content of the tiktok-videos-2025 creators', () => {
  it('counts, item engagement and creator engagement equal a plain computation from the CSV to 2 decimals', async () => {
    const expected = expectedFromCsv();
    expect(expected.size).toBeGreaterThanOrEqual(3);
    let total = 0;
    for (const [username, want] of expected) {
      const { _id } = await saveProfile(app, token, 'tiktok', username);
      const res = await app.http.get(`/api/v1/customer/contents?platform=tiktok&profileId=${_id}&limit=100`).set('X-Access-Token', token);
      const body = res.body as ContentListResponse;
      expect([username, body.totalCount]).toEqual([username, want.count]);
      const shown = new Map(body.contents.map((c) => [c.providerPostId, c.engagementRate]));
      expect([username, shown]).toEqual([username, want.engagementByPost]);
      const profile = await app.http.get(`/api/v1/customer/socialProfile/${_id}`).set('X-Access-Token', token);
      expect([username, profile.body.profile.engagementRate]).toEqual([username, want.creatorEngagement]);
      total += want.count;
    }
    const all = await app.http.get('/api/v1/customer/contents?platform=all&limit=1').set('X-Access-Token', token);
    expect(all.body.totalCount).toBe(total);
    const home = await app.http.get('/api/v1/customer/home').set('X-Access-Token', token);
    expect(home.body.counts.contents).toBe(total);
  });
});
