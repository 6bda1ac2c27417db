import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FORECAST_MIN_POSTS } from '@scout/contracts/profiles/forecasts';
import { backtest } from '@scout/projections/profiles/forecasts/backtest';
import { forecastNext } from '@scout/projections/profiles/forecasts/method';
import { saveProfile, signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { campaignApi } from '../../../tests/support/campaignApi';
import { startFakeSocialData } from '../../../tests/support/fakeSocialData';
import { variedPosts } from '../../../tests/support/forecastCreators';

/**
 * A creator's forecast in its saved profile's answer, and a campaign's plan from its influencers'
 * planned posts: API answers against a plain recomputation from the posts the provider served.
 */
let app: TestApp;
let fake: Awaited<ReturnType<typeof startFakeSocialData>>;
let token: string;

const now = new Date('2026-03-01T12:00:00.000Z');
const steady = variedPosts('tiktok', 'steady.creator', 40, { now });
const young = variedPosts('tiktok', 'young.creator', 5, { now });

beforeAll(async () => {
  fake = await startFakeSocialData();
  for (const [username, posts] of [
    ['steady.creator', steady],
    ['young.creator', young],
  ] as const) {
    fake.add('tiktok', username, { recent_contents: posts, top_contents: null });
    fake.setPosts('tiktok', username, posts);
  }
  app = await startTestApp({ env: fake.env(), clock: () => now });
  ({ token } = await signUp(app));
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

const getProfile = async (id: string) =>
  (await app.http.get(`/api/v1/customer/socialProfile/${id}`).set('X-Access-Token', token)).body.profile;
const getCampaign = async (id: string, as = token) => app.http.get(`/api/v1/customer/campaign/${id}`).set('X-Access-Token', as);

describe('forecasts in the API', () => {
  let steadyId: string;
  let youngId: string;

  it('answers the saved profile with its forecast and backtest, computed from its posts', async () => {
    ({ _id: steadyId } = await saveProfile(app, token, 'tiktok', 'steady.creator'));
    ({ _id: youngId } = await saveProfile(app, token, 'tiktok', 'young.creator'));
    const { forecast } = await getProfile(steadyId);
    const views = [...steady].reverse().map((post) => post.engagement.view_count);
    const expected = forecastNext(views)!;
    const all = forecast.byType.find((t: { contentType: string }) => t.contentType === 'all');
    expect(all.metrics.views.next.median).toBeCloseTo(expected.median, 1);
    expect(all.metrics.views.next.high).toBeCloseTo(expected.high, 1);
    expect(all.metrics.views).toMatchObject({ postsAvailable: 40, postsUsed: 30, backtest: backtest(views) });
    expect(forecast.byType.map((t: { contentType: string }) => t.contentType)).toEqual(['all', 'video']);
    const other = (await getProfile(youngId)).forecast.byType[0].metrics.views;
    expect(other).toMatchObject({ next: null, reason: 'too_few_posts', postsAvailable: 5 });
    expect(other.postsAvailable).toBeLessThan(FORECAST_MIN_POSTS);
  });

  it('plans a campaign: planned posts × each forecast, summed percentile by percentile, with costs from the fees', async () => {
    const api = campaignApi(app, token);
    const { _id } = await api.created({ name: 'Spring plan' });
    expect((await api.act(_id, { action: 'addProfile', profileIds: [steadyId, youngId] })).status).toBe(200);
    const plan = async () => (await getCampaign(_id)).body.campaign.plan;
    expect((await plan()).influencers).toEqual([]);

    for (const plannedPosts of [-1, 1.5, 1001, '3']) {
      const res = await api.act(_id, { action: 'updateInfluencer', influencerId: steadyId, changes: { plannedPosts } });
      expect(res.status).toBe(400);
      expect(res.body.name).toBeDefined();
    }
    const set = (influencerId: string, changes: object) => api.act(_id, { action: 'updateInfluencer', influencerId, changes });
    expect((await set(steadyId, { plannedPosts: 3, feeCents: 150_000, currency: 'EUR' })).status).toBe(200);
    expect((await set(youngId, { plannedPosts: 2, feeCents: 50_000, currency: 'EUR' })).status).toBe(200);

    const one = (await getProfile(steadyId)).forecast.byType[0].metrics;
    const withYoung = await plan();
    expect(withYoung.influencers.map((i: { username: string }) => i.username).sort()).toEqual(['steady.creator', 'young.creator']);
    expect(withYoung).toMatchObject({
      plannedPosts: 5,
      viewsInfluencers: 1,
      costReason: 'incomplete_forecast',
      cpm: null,
      combination: 'comonotone',
    });
    expect(withYoung.views.median).toBeCloseTo(3 * one.views.next.median, 1);
    expect(withYoung.influencers.find((i: { username: string }) => i.username === 'young.creator')).toMatchObject({
      views: null,
      viewsReason: 'too_few_posts',
    });

    expect((await set(youngId, { plannedPosts: 0 })).status).toBe(200);
    const complete = await plan();
    expect(complete).toMatchObject({ plannedPosts: 3, costReason: null, feesCents: 150_000, feesCurrency: 'EUR', emvCurrency: 'EUR' });
    expect(complete.views.low).toBeCloseTo(3 * one.views.next.low, 1);
    expect(complete.cpm.median).toBeCloseTo((1500 / (3 * one.views.next.median)) * 1000, 1);
    expect(complete.cpe.high).toBeCloseTo(1500 / (3 * one.engagements.next.low), 1);
    // TikTok's default CPM value: 6 EUR per 1,000 views.
    expect(complete.earnedMediaValue.median).toBeCloseTo(((3 * one.views.next.median) / 1000) * 6, 1);

    const other = await signUp(app);
    expect((await getCampaign(_id, other.token)).status).toBe(404);
  });

  it('shows the expected totals in the public report only when the owner chooses, and never the fees', async () => {
    const api = campaignApi(app, token);
    const { _id } = await api.created({ name: 'Public plan' });
    await api.act(_id, { action: 'addProfile', profileIds: [steadyId] });
    await api.act(_id, {
      action: 'updateInfluencer',
      influencerId: steadyId,
      changes: { plannedPosts: 2, feeCents: 90_000, currency: 'EUR' },
    });
    expect((await api.act(_id, { action: 'generatePublicUrl' })).status).toBe(200);
    const slug = (await getCampaign(_id)).body.campaign.publicSlug;
    const report = async () => (await app.http.get(`/api/v1/misc/campaign/${slug}`)).body.campaign;
    expect((await report()).plan).toBeNull();
    expect((await api.act(_id, { action: 'updateCampaign', changes: { showPlanInReport: true } })).status).toBe(200);
    const { plan } = await report();
    expect(plan).toMatchObject({ plannedPosts: 2, viewsInfluencers: 1 });
    expect(plan.views.median).toBe((await getCampaign(_id)).body.campaign.plan.views.median);
    for (const hidden of ['feesCents', 'feesCurrency', 'cpm', 'cpe', 'costReason']) expect(plan).not.toHaveProperty(hidden);
  });
});
