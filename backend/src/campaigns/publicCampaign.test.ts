import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { markEmailVerified } from '../../../tests/support/accounts';
import { saveProfile, signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { UNLIMITED_PROFILES_CATALOGUE } from '../../../tests/support/plans';

/**
 * The read side through the real write API: a campaign built with `PUT /customer/campaign/{id}`
 * actions shows in the list, its history names every change with its author, and its public
 * report opens without login until sharing is switched off.
 */
let app: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let campaignId = '';
let profileSlugs: string[] = [];

const asOwner = () => ({ 'X-Access-Token': owner.token });
const act = async (body: object) => {
  const res = await app.http.put(`/api/v1/customer/campaign/${campaignId}`).set(asOwner()).send(body);
  expect([200, 201, 202]).toContain(res.status);
  return res.body.campaign as { publicSlug: string | null; influencers: Array<{ influencerId: string }> };
};

beforeAll(async () => {
  app = await startTestApp({ env: { PLAN_CATALOGUE: UNLIMITED_PROFILES_CATALOGUE } });
  owner = await signUp(app, { fullName: 'Paula Planner' });
  await markEmailVerified(app, owner.user._id, owner.user.orgInfo._id);
  const anna = await saveProfile(app, owner.token, 'instagram', 'anna.public');
  const bert = await saveProfile(app, owner.token, 'tiktok', 'bert.public');
  profileSlugs = [anna.slug, bert.slug].sort();
  const created = await app.http.post('/api/v1/customer/campaign').set(asOwner()).send({ name: 'Spring report', currency: 'EUR' });
  expect(created.status).toBe(201);
  campaignId = created.body.campaign._id;
  const { influencers } = await act({ action: 'addProfile', profileIds: [anna._id, bert._id] });
  const influencerId = influencers[0]!.influencerId;
  await act({
    action: 'addPost',
    influencerId,
    url: 'https://www.instagram.com/p/abc/',
    platform: 'instagram',
    likes: 300,
    comments: 30,
    views: 3000,
  });
  await act({ action: 'addPayment', influencerId, amountCents: 15050, currency: 'EUR', status: 'paid', note: 'secret terms' });
  await act({ action: 'addLink', url: 'https://shop.example.com/spring' });
  await act({ action: 'updateStatus', status: 'active' });
});
afterAll(async () => app.close());

describe('a campaign built through the write API', () => {
  it('is listed with its totals and shows its metrics', async () => {
    const list = await app.http.get('/api/v1/customer/campaigns').set(asOwner());
    expect(list.body.campaigns).toEqual([
      expect.objectContaining({
        _id: campaignId,
        status: 'active',
        totals: expect.objectContaining({
          influencers: 2,
          posts: 1,
          links: 1,
          payments: [{ currency: 'EUR', paidCents: 15050, pendingCents: 0, totalCents: 15050 }],
        }),
      }),
    ]);
    const one = await app.http.get(`/api/v1/customer/campaign/${campaignId}`).set(asOwner());
    expect(one.body.campaign.links[0]).toMatchObject({ linkText: 'Product Link', clicks: null });
    expect(one.body.campaign.influencers.map((i: { profile: { slug: string } }) => i.profile.slug).sort()).toEqual(profileSlugs);
    // 150.50 ÷ 330 = 0.4561 per engagement; 150.50 ÷ 3000 × 1000 = 50.17 per thousand views; EMV 3 × 8 = 24
    expect(one.body.metrics.costs[0]).toMatchObject({ currency: 'EUR', costPerEngagement: { value: 0.4561 }, cpm: { value: 50.17 } });
    expect(one.body.metrics.engagementRate.value).toBe(11);
    expect(one.body.metrics.earnedMediaValue.value).toBe(24);
  });

  it('has a history of every command, newest first, with its author; API keys may read it too', async () => {
    const res = await app.http.get(`/api/v1/customer/campaign/${campaignId}/history`).set(asOwner());
    const types = res.body.history.map((h: { type: string }) => h.type);
    expect(types[0]).toBe('CampaignStatusChanged');
    expect(types.at(-1)).toBe('CampaignCreated');
    expect(types).toEqual(expect.arrayContaining(['InfluencerAdded', 'CampaignPostAdded', 'PaymentAdded', 'CampaignLinkAdded']));
    expect(res.body.history.every((h: { actor: { fullName: string } }) => h.actor.fullName === 'Paula Planner')).toBe(true);
    const key = (await app.http.post('/api/v1/customer/account/api-key').set(asOwner())).body.apiKey.key as string;
    const viaKey = await app.http.get(`/api/v1/customer/campaign/${campaignId}/history`).set('X-Api-Key', key);
    expect(viaKey.status).toBe(200);
    expect(viaKey.body.total).toBe(res.body.total);
  });

  it('opens publicly after generatePublicUrl and answers 404 after updateShareStatus', async () => {
    const { publicSlug } = await act({ action: 'generatePublicUrl' });
    expect(publicSlug).toEqual(expect.any(String));
    const open = await app.http.get(`/api/v1/misc/campaign/${publicSlug}`);
    expect(open.status).toBe(200);
    expect(open.body.campaign).toMatchObject({ name: 'Spring report', metrics: { earnedMediaValue: { value: 24 } } });
    expect(JSON.stringify(open.body)).not.toContain('secret terms');
    await act({ action: 'updateShareStatus', disableShare: true });
    expect((await app.http.get(`/api/v1/misc/campaign/${publicSlug}`)).status).toBe(404);
  });
});
