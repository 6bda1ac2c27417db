import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventsOf } from '@scout/projections/campaigns/testEvents';
import { memberWithSession } from '../../../tests/support/accounts';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { appendCampaignEvents } from '../../../tests/support/campaignEvents';

let app: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
let guestToken = '';
const campaignId = randomUUID();
const secondId = randomUUID();
const influencerA = randomUUID();
const influencerB = randomUUID();
const uuid = () => randomUUID();

const get = (token: string, path: string, query: Record<string, string | number> = {}) =>
  app.http.get(`/api/v1${path}`).query(query).set('X-Access-Token', token);

beforeAll(async () => {
  app = await startTestApp();
  owner = await signUp(app, { fullName: 'Olga Owner' });
  other = await signUp(app);
  guestToken = await memberWithSession(app, owner.user.orgInfo._id, 'guest');
  const orgId = owner.user.orgInfo._id;
  const ev = eventsOf(campaignId);
  await appendCampaignEvents(app, orgId, owner.user._id, campaignId, [
    ev.created('Summer launch'),
    ev.influencer(influencerA, 'anna'),
    ev.influencer(influencerB, 'bert', 'tiktok'),
    { ...ev.post(uuid(), 'instagram', { likes: 100, comments: 20, views: 1000, reach: 800 }) },
    ev.post(uuid(), 'tiktok', { likes: 50, comments: 10, views: 2000, reach: null }, influencerB),
    ev.payment(uuid(), 60000, 'EUR', 'paid'),
    ev.link(uuid()),
    ev.status('draft', 'active'),
  ]);
  await appendCampaignEvents(app, orgId, owner.user._id, secondId, [eventsOf(secondId).created('Winter teaser')]);
});
afterAll(async () => app.close());

describe('GET /customer/campaigns', () => {
  it('lists the campaigns with totals, filters by status and name, pages', async () => {
    const all = await get(owner.token, '/customer/campaigns', { sortBy: 'name', orderBy: 'asc' });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 2, currentPage: 1, totalPages: 1 });
    expect(all.body.campaigns.map((c: { name: string }) => c.name)).toEqual(['Summer launch', 'Winter teaser']);
    expect(all.body.campaigns[0]).toMatchObject({
      status: 'active',
      totals: { influencers: 2, posts: 2, links: 1, payments: [{ currency: 'EUR', paidCents: 60000, pendingCents: 0, totalCents: 60000 }] },
    });
    expect(all.body.campaigns[0].payments).toBeUndefined();

    const active = await get(owner.token, '/customer/campaigns', { status: 'active' });
    expect(active.body.campaigns.map((c: { _id: string }) => c._id)).toEqual([campaignId]);
    const search = await get(owner.token, '/customer/campaigns', { search: 'wINTer' });
    expect(search.body.campaigns.map((c: { _id: string }) => c._id)).toEqual([secondId]);
    const page = await get(owner.token, '/customer/campaigns', { limit: 1, page: 2, sortBy: 'name', orderBy: 'asc' });
    expect(page.body).toMatchObject({ total: 2, currentPage: 2, totalPages: 2 });
    expect(page.body.campaigns.map((c: { name: string }) => c.name)).toEqual(['Winter teaser']);
  });

  it('answers 400 on a bad filter and shows another organisation nothing', async () => {
    expect((await get(owner.token, '/customer/campaigns', { status: 'running' })).status).toBe(400);
    const foreign = await get(other.token, '/customer/campaigns');
    expect(foreign.body).toMatchObject({ campaigns: [], total: 0 });
  });
});

describe('GET /customer/resources/campaigns (react-admin’s list protocol)', () => {
  const resource = (token: string, query: Record<string, unknown>) =>
    get(
      token,
      '/customer/resources/campaigns',
      Object.fromEntries(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)])),
    );

  it('answers the campaigns of GET /customer/campaigns as records with id, the total in Content-Range', async () => {
    const listed = await get(owner.token, '/customer/campaigns', { sortBy: 'name', orderBy: 'asc' });
    const res = await resource(owner.token, { range: [0, 24], sort: ['name', 'ASC'], filter: {} });
    expect([res.status, res.headers['content-range']]).toEqual([200, 'campaigns 0-1/2']);
    expect(res.body).toEqual(listed.body.campaigns.map((campaign: { _id: string }) => ({ ...campaign, id: campaign._id })));
    const second = await resource(owner.token, { range: [1, 1], sort: ['name', 'DESC'] });
    expect([second.headers['content-range'], second.body.map((c: { name: string }) => c.name)]).toEqual([
      'campaigns 1-1/2',
      ['Summer launch'],
    ]);
    const active = await resource(owner.token, { filter: { status: 'active' } });
    expect([active.headers['content-range'], active.body.map((c: { id: string }) => c.id)]).toEqual(['campaigns 0-0/1', [campaignId]]);
    const search = await resource(owner.token, { filter: { q: 'wINTer' } });
    expect(search.body.map((c: { id: string }) => c.id)).toEqual([secondId]);
  });

  it('shows another organisation nothing and answers 400 for bad parameters', async () => {
    const foreign = await resource(other.token, {});
    expect([foreign.status, foreign.headers['content-range'], foreign.body]).toEqual([200, 'campaigns */0', []]);
    const bad = [
      await resource(owner.token, { filter: { status: 'running' } }),
      await resource(owner.token, { filter: { search: 'Summer' } }),
      await resource(owner.token, { sort: ['brand', 'ASC'] }),
      await resource(owner.token, { range: [0, 5000] }),
    ];
    expect(bad.map((res) => res.status)).toEqual([400, 400, 400, 400]);
  });
});

describe('GET /customer/campaign/:id', () => {
  it('answers the campaign and its metrics with formulas, the EMV at the default CPM values', async () => {
    const res = await get(owner.token, `/customer/campaign/${campaignId}`);
    expect(res.status).toBe(200);
    expect(res.body.campaign).toMatchObject({ _id: campaignId, name: 'Summer launch', status: 'active' });
    expect(res.body.campaign.orgId).toBeUndefined();
    expect(res.body.campaign.influencers.map((i: { username: string }) => i.username)).toEqual(['anna', 'bert']);
    // (100 + 20 + 50 + 10) ÷ 3000 × 100 = 6; 600 EUR ÷ 180 = 3.3333; 600 ÷ 3000 × 1000 = 200; EMV 1 × 8 + 2 × 6 = 20
    expect(res.body.metrics.engagementRate).toMatchObject({ value: 6, formula: expect.any(String) });
    expect(res.body.metrics.costs).toEqual([
      expect.objectContaining({
        currency: 'EUR',
        costPerEngagement: expect.objectContaining({ value: 3.3333 }),
        cpm: expect.objectContaining({ value: 200 }),
      }),
    ]);
    expect(res.body.metrics.earnedMediaValue).toMatchObject({
      value: 20,
      currency: 'EUR',
      cpmValuesAreDefault: true,
      cpmValues: { instagram: 8, tiktok: 6, youtube: 10 },
    });
  });

  it('answers 404 to another organisation, for an unknown id, and 400 for a malformed id', async () => {
    expect((await get(other.token, `/customer/campaign/${campaignId}`)).status).toBe(404);
    expect((await get(owner.token, `/customer/campaign/${randomUUID()}`)).body).toMatchObject({ name: 'NotFound' });
    expect((await get(owner.token, '/customer/campaign/not-an-id')).status).toBe(400);
  });
});

describe('campaign CPM settings', () => {
  it('shows the defaults, lets an owner set values, and the EMV follows at once', async () => {
    expect((await get(owner.token, '/customer/campaign-settings/emv')).body.emv).toEqual({
      currency: 'EUR',
      valuesCents: { instagram: 800, tiktok: 600, youtube: 1000 },
      isDefault: true,
      updatedAt: null,
    });
    const put = await app.http
      .put('/api/v1/customer/campaign-settings/emv')
      .set('X-Access-Token', owner.token)
      .send({ currency: 'usd', valuesCents: { instagram: 1250, tiktok: 400 } });
    expect(put.status).toBe(200);
    expect(put.body.emv).toMatchObject({ currency: 'USD', valuesCents: { instagram: 1250, tiktok: 400 }, isDefault: false });
    const res = await get(owner.token, `/customer/campaign/${campaignId}`);
    // 1000 ÷ 1000 × 12.5 + 2000 ÷ 1000 × 4 = 20.5
    expect(res.body.metrics.earnedMediaValue).toMatchObject({ value: 20.5, currency: 'USD', cpmValuesAreDefault: false });
    // another organisation keeps its own (default) values
    expect((await get(other.token, '/customer/campaign-settings/emv')).body.emv.isDefault).toBe(true);
  });

  it('refuses bad values (400) and guests (403), storing nothing', async () => {
    const bad = await app.http
      .put('/api/v1/customer/campaign-settings/emv')
      .set('X-Access-Token', owner.token)
      .send({ currency: 'EUR', valuesCents: { instagram: 123.4 } });
    expect(bad.status).toBe(400);
    const majorUnits = await app.http
      .put('/api/v1/customer/campaign-settings/emv')
      .set('X-Access-Token', owner.token)
      .send({ currency: 'EUR', values: { instagram: 8 } });
    expect([majorUnits.status, majorUnits.body.name]).toEqual([400, 'ValidationError']);
    const guest = await app.http
      .put('/api/v1/customer/campaign-settings/emv')
      .set('X-Access-Token', guestToken)
      .send({ currency: 'EUR', valuesCents: { instagram: 100 } });
    expect(guest.status).toBe(403);
    const events = await app.scout.ctx.eventStore.readStream(`campaignSettings-${owner.user.orgInfo._id}`);
    expect(events.map((e) => e.type)).toEqual(['CampaignCpmValuesSet']);
  });
});

describe('GET /customer/campaign/:id/history', () => {
  it('lists every event newest first with who, when and what changed, paged', async () => {
    const res = await get(owner.token, `/customer/campaign/${campaignId}/history`, { limit: 3 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 8, currentPage: 1, totalPages: 3 });
    expect(res.body.history.map((h: { revision: number }) => h.revision)).toEqual([7, 6, 5]);
    expect(res.body.history[0]).toMatchObject({
      type: 'CampaignStatusChanged',
      facts: { from: 'draft', to: 'active' },
      changes: { from: 'draft', to: 'active' },
      actor: { userId: owner.user._id, fullName: 'Olga Owner', via: 'session' },
      occurredAt: expect.any(String),
    });
    const last = await get(owner.token, `/customer/campaign/${campaignId}/history`, { limit: 3, page: 3 });
    expect(last.body.history.map((h: { type: string }) => h.type)).toEqual(['InfluencerAdded', 'CampaignCreated']);
  });

  it("is not for guests (403: campaigns are the team's own), another organisation (404) or unknown campaigns (404)", async () => {
    expect((await get(guestToken, `/customer/campaign/${campaignId}/history`)).status).toBe(403);
    expect((await get(guestToken, `/customer/campaign/${campaignId}`)).status).toBe(403);
    expect((await get(guestToken, '/customer/campaigns')).status).toBe(403);
    expect((await get(other.token, `/customer/campaign/${campaignId}/history`)).status).toBe(404);
    expect((await get(owner.token, `/customer/campaign/${randomUUID()}/history`)).status).toBe(404);
  });
});

describe('GET /misc/campaign/:slug (public)', () => {
  const slug = 'Pub1icSlug42';

  it('answers 404 before a public URL exists', async () => {
    expect((await app.http.get(`/api/v1/misc/campaign/${slug}`)).status).toBe(404);
  });

  it('serves the client report without login: no payments, notes, history or costs', async () => {
    await appendCampaignEvents(app, owner.user.orgInfo._id, owner.user._id, campaignId, [eventsOf(campaignId).publicUrl(slug)]);
    const res = await app.http.get(`/api/v1/misc/campaign/${slug}`);
    expect(res.status).toBe(200);
    expect(res.body.campaign).toMatchObject({
      name: 'Summer launch',
      status: 'active',
      influencers: [{ username: 'anna' }, { username: 'bert' }],
    });
    expect(res.body.campaign.posts).toHaveLength(2);
    expect(res.body.campaign.metrics.engagementRate.value).toBe(6);
    const text = JSON.stringify(res.body);
    for (const hidden of ['payments', 'Invoice 7', 'costs', 'budgetCents', 'activities', 'uploads', 'orgId', 'history'])
      expect(text).not.toContain(hidden);
  });

  it('answers 404 once sharing is disabled, again after re-enabling, and after deletion', async () => {
    const orgId = owner.user.orgInfo._id;
    const ev = eventsOf(campaignId);
    await appendCampaignEvents(app, orgId, owner.user._id, campaignId, [ev.share(true)]);
    expect((await app.http.get(`/api/v1/misc/campaign/${slug}`)).status).toBe(404);
    await appendCampaignEvents(app, orgId, owner.user._id, campaignId, [ev.share(false)]);
    expect((await app.http.get(`/api/v1/misc/campaign/${slug}`)).status).toBe(200);
    await appendCampaignEvents(app, orgId, owner.user._id, campaignId, [ev.deleted()]);
    expect((await app.http.get(`/api/v1/misc/campaign/${slug}`)).status).toBe(404);
    expect((await get(owner.token, `/customer/campaign/${campaignId}`)).status).toBe(404);
    expect((await get(owner.token, `/customer/campaign/${campaignId}/history`)).status).toBe(404);
  });
});

describe('GET /customer/home', () => {
  it("counts the organisation's campaigns", async () => {
    expect((await get(owner.token, '/customer/home')).body.counts.campaigns).toBe(1);
    expect((await get(other.token, '/customer/home')).body.counts.campaigns).toBe(0);
  });
});
