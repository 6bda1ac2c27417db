/**
 * Done-when of issue 13 item 4: live tracking that is real. A tracked campaign post (added by hand,
 * and one from its address with `liveTrack`) and a tracked content item are refreshed through the
 * provider port by the one tracking job once the clock passes TRACKING_REFRESH_INTERVAL; the
 * campaign's totals (likes, views, EMV, CPE, CPM) follow, an untracked post and item stay as they
 * were. A provider outage backs each item off (2, 4 … intervals, kept in events, so a restart of
 * Scout on the same database keeps it) and the next success resets the schedule.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { pino } from 'pino';
import type { CampaignMetrics } from '@scout/contracts/campaigns/metrics';
import type { ContentView } from '@scout/contracts/content';
import { campaignStream, contentStream } from '@scout/contracts/platform/streams';
import { roundHalfUp } from '@scout/contracts/platform/rounding';
import { REFRESH_TRACKED_PROFILES_JOB } from '@scout/contracts/profiles/tracking';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { runJobNow } from '../../../tests/support/jobs';
import { startFakeSocialData } from '../../../tests/support/fakeSocialData';
import { startLoopbackServer, type LoopbackServer } from '../../../tests/support/loopbackServer';
import { createScout } from '../app';
import { campaignApi } from '../../../tests/support/campaignApi';

const HOUR = 3_600_000;
const start = Date.parse('2026-03-02T08:00:00.000Z');
let nowMs = start;
const clock = () => new Date(nowMs);
/** Moves the clock to `hours` after the start. */
const at = (hours: number) => {
  nowMs = start + hours * HOUR;
};

let fake: Awaited<ReturnType<typeof startFakeSocialData>>;
let pages: LoopbackServer;
let app: TestApp;
let token = '';
let fetchTestHosts: Map<string, string>;
let restarted: TestApp['scout'] | undefined;

type Counts = { likes: number; comments: number; views: number };
const TRACKED = 'https://www.instagram.com/p/Tracked1/';
const STILL = 'https://www.instagram.com/p/Still1/';
let fromUrl = '';

/** What the provider shows of the creator's posts now. */
function showAtProvider(counts: { tracked: Counts; fromUrl: Counts; still: Counts }) {
  const content = (url: string, c: Counts, day: number) => ({
    type: 'REELS',
    url,
    description: `post ${url}`,
    published_at: `2026-02-${String(day).padStart(2, '0')}T18:00:00Z`,
    engagement: { like_count: c.likes, comment_count: c.comments, view_count: c.views, share_count: null, save_count: null },
  });
  fake.add('instagram', 'anna.live', {
    follower_count: 50_000,
    recent_contents: [content(TRACKED, counts.tracked, 20), content(fromUrl, counts.fromUrl, 21), content(STILL, counts.still, 22)],
    top_contents: [],
  });
}

const first = {
  tracked: { likes: 100, comments: 10, views: 1_000 },
  fromUrl: { likes: 40, comments: 4, views: 400 },
  still: { likes: 50, comments: 5, views: 500 },
};
const second = {
  tracked: { likes: 300, comments: 30, views: 4_000 },
  fromUrl: { likes: 80, comments: 8, views: 900 },
  still: { likes: 999, comments: 99, views: 9_999 },
};
const third = { ...second, tracked: { likes: 500, comments: 50, views: 6_000 } };

beforeAll(async () => {
  fake = await startFakeSocialData();
  pages = await startLoopbackServer((req, res) => {
    // The page addPostFromUrl reads: no counts on it, live tracking brings them.
    if (req.path.startsWith('/reel/'))
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<html><head><meta property="og:description" content="From its address"></head></html>');
    else res.writeHead(404).end();
  });
  fromUrl = `http://www.instagram.com:${pages.port}/reel/FromUrl1/`;
  showAtProvider(first);
  fetchTestHosts = new Map([['www.instagram.com', '127.0.0.1']]);
  app = await startTestApp({
    clock,
    env: { ...fake.env(), TRACKING_REFRESH_INTERVAL: '6 hours', JOB_LOCK_LIFETIME_MS: '5000' },
    fetchTestHosts,
  });
  token = (await signUp(app)).token;
});
afterAll(async () => {
  // TestApp.close closes the Scout it started; the one started again on its database is closed here.
  if (restarted) await restarted.close();
  await app.close();
  await pages.close();
  await fake.close();
});

const runRefresh = () => runJobNow(app, REFRESH_TRACKED_PROFILES_JOB);

const get = (path: string) => app.http.get(`/api/v1${path}`).set('X-Access-Token', token);
const put = (path: string, body: object) => app.http.put(`/api/v1${path}`).set('X-Access-Token', token).send(body);

let campaignId = '';
let profileId = '';
const postIds: Record<'tracked' | 'fromUrl' | 'still', string> = { tracked: '', fromUrl: '', still: '' };
const contentIds: Record<'tracked' | 'still', string> = { tracked: '', still: '' };
const COST_EUR = 500;

async function campaign() {
  const res = await get(`/customer/campaign/${campaignId}`);
  expect(res.status).toBe(200);
  const posts = res.body.campaign.posts as Array<{
    postId: string;
    likes: number | null;
    comments: number | null;
    views: number | null;
    refreshedAt?: string | null;
    refreshFailures?: number;
  }>;
  const post = (which: keyof typeof postIds) => posts.find((p) => p.postId === postIds[which])!;
  return { posts, post, metrics: res.body.metrics as CampaignMetrics };
}

async function content(which: keyof typeof contentIds): Promise<ContentView> {
  const res = await get(`/customer/content/all?username=anna.live&platform=instagram&limit=100`);
  expect(res.status).toBe(200);
  return (res.body.contents as ContentView[]).find((c) => c._id === contentIds[which])!;
}

/** The campaign's figures computed plainly from the counts the posts should show. */
function expectedMetrics(shown: Counts[]) {
  const likes = shown.reduce((s, c) => s + c.likes, 0);
  const comments = shown.reduce((s, c) => s + c.comments, 0);
  const views = shown.reduce((s, c) => s + c.views, 0);
  return {
    likes,
    views,
    emv: roundHalfUp((views / 1000) * 8, 2),
    cpe: roundHalfUp(COST_EUR / (likes + comments), 4),
    cpm: roundHalfUp((COST_EUR / views) * 1000, 2),
  };
}

function expectFigures(metrics: CampaignMetrics, shown: Counts[]) {
  const want = expectedMetrics(shown);
  const eur = metrics.costs.find((c) => c.currency === 'EUR')!;
  expect({
    likes: metrics.likes.value,
    views: metrics.views.value,
    emv: metrics.earnedMediaValue.value,
    cpe: eur.costPerEngagement.value,
    cpm: eur.cpm.value,
  }).toEqual(want);
}

const eventsOf = async (stream: string, type: string) => (await app.scout.ctx.eventStore.readStream(stream)).filter((e) => e.type === type);

describe('live tracking of campaign posts and content', () => {
  it('sets up: a saved creator in a campaign with a tracked post, a tracked post from its address, an untracked post, a payment; one content item tracked', async () => {
    const api = campaignApi(app, token);
    campaignId = (await api.created({ name: 'Spring drop' }))._id;
    profileId = await api.influencer(campaignId, 'anna.live');
    const add = async (url: string, c: Counts, enableTracking: boolean) => {
      const res = await api.act(campaignId, {
        action: 'addPost',
        url,
        platform: 'instagram',
        type: 'reel',
        influencerId: profileId,
        ...c,
        enableTracking,
      });
      expect(res.status).toBe(200);
      return (res.body.campaign.posts as Array<{ postId: string; url: string }>).find((p) => p.url === url)!.postId;
    };
    postIds.tracked = await add(TRACKED, first.tracked, true);
    postIds.still = await add(STILL, first.still, false);
    const fromPage = await api.addPostFromUrl({ campaignId, url: fromUrl, liveTrack: true, influencerId: profileId });
    expect(fromPage.status).toBe(201);
    postIds.fromUrl = fromPage.body.postId;
    expect(
      (
        await api.act(campaignId, {
          action: 'addPayment',
          influencerId: profileId,
          amountCents: COST_EUR * 100,
          currency: 'EUR',
          status: 'pending',
        })
      ).status,
    ).toBe(200);

    const items = (await get(`/customer/content/all?username=anna.live&platform=instagram`)).body.contents as ContentView[];
    contentIds.tracked = items.find((c) => c.url === TRACKED)!._id;
    contentIds.still = items.find((c) => c.url === STILL)!._id;
    expect((await put(`/customer/content/${contentIds.tracked}`, { liveTrack: true })).status).toBe(200);

    const { post, metrics } = await campaign();
    expect(post('fromUrl')).toMatchObject({ likes: null, views: null });
    expectFigures(metrics, [first.tracked, first.still]);
  });

  it('before the interval passed, the job refreshes nothing', async () => {
    showAtProvider(second);
    at(1);
    await runRefresh();
    expect(await eventsOf(campaignStream(campaignId), 'CampaignPostMetricsRefreshed')).toEqual([]);
    expectFigures((await campaign()).metrics, [first.tracked, first.still]);
    expect((await content('tracked')).likes).toBe(first.tracked.likes);
  });

  it('past the interval, tracked posts and the tracked item take the provider’s counts and the totals follow; untracked ones stay', async () => {
    at(6.1);
    await runRefresh();
    const { post, metrics } = await campaign();
    expect(post('tracked')).toMatchObject({ ...second.tracked, refreshedAt: clock().toISOString(), refreshFailures: 0 });
    expect(post('fromUrl')).toMatchObject({ ...second.fromUrl, refreshedAt: clock().toISOString() });
    expect(post('still')).toMatchObject(first.still);
    expect(post('still').refreshedAt).toBeUndefined();
    expectFigures(metrics, [second.tracked, second.fromUrl, first.still]);

    const tracked = await content('tracked');
    expect(tracked).toMatchObject({ likes: second.tracked.likes, views: second.tracked.views, updatedAt: clock().toISOString() });
    expect(tracked.history.map((h) => h.likes)).toEqual([first.tracked.likes, second.tracked.likes]);
    const still = await content('still');
    expect(still.likes).toBe(first.still.likes);
    expect(still.updatedAt).toBe(new Date(start).toISOString());
    // Each refresh is an event, as the system, on the post's campaign and the item's stream.
    const refreshes = await eventsOf(campaignStream(campaignId), 'CampaignPostMetricsRefreshed');
    expect(refreshes).toHaveLength(2);
    expect(refreshes[0]!.metadata.actor).toEqual({ userId: null, role: null, via: 'system' });
  });

  it('a refresh that finds the same counts is still an event, so "updated N ago" is true', async () => {
    at(12.2);
    await runRefresh();
    const { post } = await campaign();
    expect(post('tracked').refreshedAt).toBe(clock().toISOString());
    expect(await eventsOf(contentStream(contentIds.tracked), 'ContentRefreshed')).toHaveLength(1);
    expect((await content('tracked')).updatedAt).toBe(clock().toISOString());
    // The campaign's history lists refreshes that changed counts only.
    const history = (await get(`/customer/campaign/${campaignId}/history?limit=100`)).body.history as Array<{
      type: string;
      facts: object;
    }>;
    expect(history.filter((h) => h.type === 'CampaignPostMetricsRefreshed').map((h) => h.facts)).toEqual([
      { fields: 'likes, comments, views' },
      { fields: 'likes, comments, views' },
    ]);
  });

  it('a provider outage backs off (2, then 4 intervals), survives a restart of Scout on the same database, and recovery resets the schedule', async () => {
    fake.setMode({ kind: 'status', status: 500 });
    at(18.3);
    await runRefresh();
    let { post } = await campaign();
    expect(post('tracked')).toMatchObject({ refreshFailures: 1, refreshFailedAt: clock().toISOString(), ...second.tracked });
    expect((await content('tracked')).refreshFailures).toBe(1);

    // One interval after the failure: backing off (2 intervals), nothing asked, nothing stored.
    const failuresBefore = (await eventsOf(campaignStream(campaignId), 'CampaignPostRefreshFailed')).length;
    const requestsBefore = fake.requests.length;
    at(24.4);
    await runRefresh();
    expect((await eventsOf(campaignStream(campaignId), 'CampaignPostRefreshFailed')).length).toBe(failuresBefore);
    expect(fake.requests.slice(requestsBefore).filter((r) => r.path === '/v1/social/creators/contents/fetch')).toEqual([]);

    // Restart Scout on the same database: the backoff is in the events, the schedule in the jobs table.
    const config = app.scout.ctx.config;
    await app.scout.close();
    restarted = await createScout({ config, pool: app.pool, logger: pino({ level: 'silent' }), clock, fetchTestHosts });
    app.scout = restarted;
    app.http = request(app.scout.app);
    const { rows } = await app.pool.query(`SELECT repeat_interval FROM scout_jobs WHERE name = $1 AND type = 'single'`, [
      REFRESH_TRACKED_PROFILES_JOB,
    ]);
    expect(rows).toEqual([{ repeat_interval: '6 hours' }]);

    // Two intervals after the first failure: tried again, fails again, now 4 intervals.
    at(30.5);
    await runRefresh();
    ({ post } = await campaign());
    expect(post('tracked')).toMatchObject({ refreshFailures: 2, refreshFailedAt: clock().toISOString() });
    expect((await content('tracked')).refreshFailures).toBe(2);

    // The provider is back, with new counts; three intervals later the item still waits.
    fake.setMode({ kind: 'normal' });
    showAtProvider(third);
    at(48.6);
    await runRefresh();
    ({ post } = await campaign());
    expect(post('tracked')).toMatchObject({ refreshFailures: 2, ...second.tracked });

    // Four intervals after the last failure: refreshed, backoff over, totals follow.
    at(54.7);
    await runRefresh();
    const after = await campaign();
    expect(after.post('tracked')).toMatchObject({ ...third.tracked, refreshFailures: 0, refreshedAt: clock().toISOString() });
    expectFigures(after.metrics, [third.tracked, second.fromUrl, first.still]);
    expect(await content('tracked')).toMatchObject({ likes: third.tracked.likes, refreshFailures: 0, updatedAt: clock().toISOString() });

    // And the next interval refreshes it again: the schedule is back to every interval.
    at(60.8);
    await runRefresh();
    expect((await campaign()).post('tracked').refreshedAt).toBe(clock().toISOString());
    expect((await content('tracked')).updatedAt).toBe(clock().toISOString());
    expect((await content('still')).likes).toBe(first.still.likes);
  });
});
