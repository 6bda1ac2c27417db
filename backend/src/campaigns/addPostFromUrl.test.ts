import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { startLoopbackServer, type LoopbackServer } from '../../../tests/support/loopbackServer';
import { campaignApi, eventCount, UGC_CATALOGUE } from '../../../tests/support/campaignApi';

let app: TestApp;
let api: ReturnType<typeof campaignApi>;
let pages: LoopbackServer;
let canary: LoopbackServer;

const reelPage = `<!doctype html><html><head>
<meta property="og:description" content="Summer drop is here #ad">
<meta property="article:published_time" content="2026-11-20T18:30:00Z">
</head><body>reel</body></html>`;

beforeAll(async () => {
  pages = await startLoopbackServer((req, res) => {
    if (req.path.startsWith('/reel/')) res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(reelPage);
    else res.writeHead(404, { 'content-type': 'text/html' }).end('<p>gone</p>');
  });
  canary = await startLoopbackServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>secret</p>'));
  // The post's host name reaches the fake page on loopback; any other loopback address stays refused.
  app = await startTestApp({ env: { PLAN_CATALOGUE: UGC_CATALOGUE }, fetchTestHosts: new Map([['www.instagram.com', '127.0.0.1']]) });
  api = campaignApi(app, (await signUp(app)).token);
});
afterAll(async () => {
  await app.close();
  await pages.close();
  await canary.close();
});

describe('PUT /customer/campaign/addPostFromUrl', () => {
  it('reads the post from its page and adds it with source url, live tracking and the influencer', async () => {
    const { _id } = await api.created();
    const anna = await api.influencer(_id, 'anna.url');
    const url = `http://www.instagram.com:${pages.port}/reel/C0ffee/`;
    const res = await api.addPostFromUrl({ campaignId: _id, url, liveTrack: true, influencerId: anna });
    expect(res.status).toBe(201);
    const post = res.body.campaign.posts.find((p: { postId: string }) => p.postId === res.body.postId);
    expect(post).toMatchObject({
      url,
      platform: 'instagram',
      type: 'reel',
      caption: 'Summer drop is here #ad',
      influencerId: anna,
      enableTracking: true,
      source: 'url',
    });
    expect((await api.addPostFromUrl({ campaignId: _id, url, liveTrack: false })).status).toBe(409);
  });

  it('answers 404 for an influencer not in the campaign and 400 for a page that does not answer, storing nothing', async () => {
    const { _id } = await api.created();
    const before = await eventCount(app, _id);
    const unknown = '7b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d';
    expect(
      (
        await api.addPostFromUrl({
          campaignId: _id,
          url: `http://www.instagram.com:${pages.port}/reel/A1/`,
          liveTrack: false,
          influencerId: unknown,
        })
      ).status,
    ).toBe(404);
    expect(
      (await api.addPostFromUrl({ campaignId: _id, url: `http://www.instagram.com:${pages.port}/p/missing/`, liveTrack: false })).status,
    ).toBe(400);
    expect(await eventCount(app, _id)).toBe(before);
  });

  it('refuses loopback, private and non-http addresses with 400 while the canary on loopback sees no request', async () => {
    const { _id } = await api.created();
    for (const url of [
      `http://127.0.0.1:${canary.port}/p/x/`,
      `http://localhost:${canary.port}/p/x/`,
      `http://[::1]:${canary.port}/p/x/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/p/x/',
      'file:///etc/passwd',
      'gopher://127.0.0.1:70/',
    ]) {
      const res = await api.addPostFromUrl({ campaignId: _id, url, liveTrack: false });
      expect({ url, status: res.status }).toEqual({ url, status: 400 });
    }
    expect(canary.requests).toEqual([]);
  });
});
