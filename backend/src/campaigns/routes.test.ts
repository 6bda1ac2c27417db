import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEFAULT_LINK_TEXT } from '@scout/contracts/campaigns';
import { saveProfile, signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { campaignApi, eventCount, UGC_CATALOGUE } from '../../../tests/support/campaignApi';

let app: TestApp;
let api: ReturnType<typeof campaignApi>;
let token: string;

beforeAll(async () => {
  app = await startTestApp({ env: { PLAN_CATALOGUE: UGC_CATALOGUE } });
  ({ token } = await signUp(app));
  api = campaignApi(app, token);
});
afterAll(async () => app.close());

type Campaign = Record<string, any>;
const ok = (res: { status: number; body: { campaign: Campaign } }, status = 200) => {
  expect(res.status).toBe(status);
  return res.body.campaign;
};

describe('POST /customer/campaign', () => {
  it('creates a draft campaign; the budget travels in major units and is kept in cents', async () => {
    const res = await api.create({
      name: 'Winter',
      brand: 'Acme',
      budgetCents: 125050,
      currency: 'eur',
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      hashtags: ['snow'],
    });
    const campaign = ok(res, 201);
    expect(campaign).toMatchObject({
      name: 'Winter',
      brand: 'Acme',
      budgetCents: 125050,
      currency: 'EUR',
      status: 'draft',
      hashtags: ['snow'],
      publicSlug: null,
      disableShare: false,
    });
    expect(await eventCount(app, campaign._id)).toBe(1);
  });

  it('answers 400 for a missing name, money not in whole cents, the budget in major units (`budget`) or an end before the start', async () => {
    for (const body of [
      {},
      { name: 'X', budgetCents: 1055.5 },
      { name: 'X', budget: 10 },
      { name: 'X', startDate: '2026-12-31', endDate: '2026-12-01' },
      { name: 'X', currency: 'euro' },
    ]) {
      const res = await api.create(body);
      expect(res.status).toBe(400);
      expect(res.body.name).toBe('ValidationError');
    }
  });

  it('answers 401 without a session', async () => {
    expect((await app.http.post('/api/v1/customer/campaign').send({ name: 'X' })).status).toBe(401);
  });
});

describe('PUT /customer/campaign/{id}: every action', () => {
  it('updates the details and the status; a no-op stores nothing', async () => {
    const { _id } = await api.created();
    expect(ok(await api.act(_id, { action: 'updateCampaign', changes: { description: 'Launch', budgetCents: 9999 } }))).toMatchObject({
      description: 'Launch',
      budgetCents: 9999,
    });
    const before = await eventCount(app, _id);
    ok(await api.act(_id, { action: 'updateCampaign', changes: { name: 'Summer drop', budgetCents: 9999 } }));
    expect(await eventCount(app, _id)).toBe(before);
    expect(ok(await api.act(_id, { action: 'updateStatus', status: 'active' })).status).toBe('active');
    expect(ok(await api.act(_id, { action: 'updateStatus', status: 'paused' })).status).toBe('paused');
    ok(await api.act(_id, { action: 'updateStatus', status: 'paused' }));
    expect(await eventCount(app, _id)).toBe(before + 2);
  });

  it('an invalid transition answers 400 and stores no event', async () => {
    const { _id } = await api.created();
    const before = await eventCount(app, _id);
    const res = await api.act(_id, { action: 'updateStatus', status: 'completed' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      name: 'ValidationError',
      message: 'A draft campaign cannot become completed; it can become active or archived',
    });
    expect(await eventCount(app, _id)).toBe(before);
  });

  it('an unknown action or an invalid body answers 400 and stores no event', async () => {
    const { _id } = await api.created();
    const before = await eventCount(app, _id);
    for (const body of [
      { action: 'launchRocket' },
      {},
      { action: 'addPayment', influencerId: 'nope', amountCents: 500, currency: 'EUR' },
      { action: 'addLink', url: 'javascript:alert(1)' },
      { action: 'addLink', url: 'file:///etc/passwd' },
      { action: 'updateStatus', status: 'live' },
      { action: 'updateCampaign', changes: {} },
      { action: 'addActivity', text: '   ' },
    ]) {
      const res = await api.act(_id, body);
      expect(res.status).toBe(400);
      expect(res.body.name).toBe('ValidationError');
    }
    expect(await eventCount(app, _id)).toBe(before);
  });

  it('adds, updates and removes influencers; twice is 409, another organisation’s profile 404, with payments 409', async () => {
    const { _id } = await api.created();
    const anna = await saveProfile(app, token, 'instagram', 'anna.camp');
    const ben = await saveProfile(app, token, 'instagram', 'ben.camp');
    const added = ok(await api.act(_id, { action: 'addProfile', profileIds: [anna._id, ben._id] }));
    expect(added.influencers.map((i: Campaign) => i.username).sort()).toEqual(['anna.camp', 'ben.camp']);
    expect((await api.act(_id, { action: 'addProfile', profileIds: [anna._id] })).status).toBe(409);

    const other = await signUp(app);
    const stranger = await saveProfile(app, other.token, 'instagram', 'stranger.camp');
    const before = await eventCount(app, _id);
    expect((await api.act(_id, { action: 'addProfile', profileIds: [stranger._id] })).status).toBe(404);
    expect(await eventCount(app, _id)).toBe(before);

    const updated = ok(
      await api.act(_id, {
        action: 'updateInfluencer',
        influencerId: anna._id,
        changes: { status: 'confirmed', feeCents: 80000, currency: 'EUR', deliverables: '2 reels' },
      }),
    );
    expect(updated.influencers.find((i: Campaign) => i.influencerId === anna._id)).toMatchObject({
      status: 'confirmed',
      feeCents: 80000,
      deliverables: '2 reels',
    });

    ok(await api.act(_id, { action: 'addPayment', influencerId: anna._id, amountCents: 1000, currency: 'EUR' }));
    const refused = await api.act(_id, { action: 'removeProfile', influencerId: anna._id });
    expect(refused.status).toBe(409);
    expect(refused.body.name).toBe('Conflict');
    const removed = ok(await api.act(_id, { action: 'removeProfile', influencerId: ben._id }));
    expect(removed.influencers.map((i: Campaign) => i.influencerId)).toEqual([anna._id]);
    expect((await api.act(_id, { action: 'removeProfile', influencerId: ben._id })).status).toBe(404);
  });

  it('adds, edits and removes posts and stories', async () => {
    const { _id } = await api.created();
    const anna = await api.influencer(_id, 'anna.posts');
    const withPost = ok(
      await api.act(_id, {
        action: 'addPost',
        influencerId: anna,
        url: 'https://www.instagram.com/p/xyz/',
        platform: 'instagram',
        likes: 120,
        comments: 4,
        enableTracking: true,
      }),
    );
    const post = withPost.posts[0];
    expect(post).toMatchObject({ influencerId: anna, type: 'post', likes: 120, views: null, enableTracking: true, source: 'manual' });
    expect((await api.act(_id, { action: 'addPost', url: 'https://www.instagram.com/p/xyz/', platform: 'instagram' })).status).toBe(409);
    expect(
      ok(await api.act(_id, { action: 'editPost', postId: post.postId, changes: { views: 5000, enableTracking: false } })).posts[0],
    ).toMatchObject({ views: 5000, enableTracking: false });
    expect(ok(await api.act(_id, { action: 'removePost', postId: post.postId })).posts).toEqual([]);
    expect((await api.act(_id, { action: 'removePost', postId: post.postId })).status).toBe(404);

    const unknown = '7b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d';
    expect((await api.act(_id, { action: 'addStory', influencerId: unknown, publishedAt: '2026-11-20T10:00:00Z' })).status).toBe(404);
    const withStory = ok(await api.act(_id, { action: 'addStory', influencerId: anna, views: 900, publishedAt: '2026-11-20T10:00:00Z' }));
    expect(withStory.stories[0]).toMatchObject({ influencerId: anna, views: 900, url: null });
    expect(ok(await api.act(_id, { action: 'removeStory', storyId: withStory.stories[0].storyId })).stories).toEqual([]);
  });

  it('adds and removes activities', async () => {
    const { _id } = await api.created();
    const campaign = ok(await api.act(_id, { action: 'addActivity', text: 'Brief sent' }));
    expect(campaign.activities[0]).toMatchObject({ text: 'Brief sent' });
    expect(ok(await api.act(_id, { action: 'removeActivity', activityId: campaign.activities[0].activityId })).activities).toEqual([]);
    expect((await api.act(_id, { action: 'removeActivity', activityId: campaign.activities[0].activityId })).status).toBe(404);
  });

  it('adds payments in cents, edits and removes them; totals per currency', async () => {
    const { _id } = await api.created();
    const anna = await api.influencer(_id, 'anna.pay');
    ok(
      await api.act(_id, {
        action: 'addPayment',
        influencerId: anna,
        amountCents: 125050,
        currency: 'EUR',
        status: 'paid',
        paidDate: '2026-11-01',
        note: 'First half',
      }),
    );
    const two = ok(
      await api.act(_id, { action: 'addPayment', influencerId: anna, amountCents: 30000, currency: 'usd', dueDate: '2026-12-01' }),
    );
    expect(two.payments.map((p: Campaign) => [p.amountCents, p.currency, p.status])).toEqual(
      expect.arrayContaining([
        [125050, 'EUR', 'paid'],
        [30000, 'USD', 'pending'],
      ]),
    );
    const usd = two.payments.find((p: Campaign) => p.currency === 'USD');
    const edited = ok(
      await api.act(_id, {
        action: 'editPayment',
        paymentId: usd.paymentId,
        changes: { status: 'paid', paidDate: '2026-12-02', amountCents: 31000 },
      }),
    );
    expect(edited.payments.find((p: Campaign) => p.paymentId === usd.paymentId)).toMatchObject({
      amountCents: 31000,
      status: 'paid',
      paidDate: '2026-12-02',
    });
    expect(edited.totals.payments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ currency: 'EUR', paidCents: 125050 }),
        expect.objectContaining({ currency: 'USD', paidCents: 31000 }),
      ]),
    );
    expect(ok(await api.act(_id, { action: 'removePayment', paymentId: usd.paymentId })).payments).toHaveLength(1);
    expect((await api.act(_id, { action: 'editPayment', paymentId: usd.paymentId, changes: { status: 'paid' } })).status).toBe(404);
    expect((await api.act(_id, { action: 'addPayment', influencerId: usd.paymentId, amountCents: 100, currency: 'EUR' })).status).toBe(404);
  });

  it('adds links with the default text, removes them, and queues link collection with 202', async () => {
    const { _id } = await api.created();
    const campaign = ok(await api.act(_id, { action: 'addLink', url: 'https://shop.example.com/summer' }));
    expect(campaign.links[0]).toMatchObject({
      url: 'https://shop.example.com/summer',
      linkText: DEFAULT_LINK_TEXT,
      bitlyLinkId: null,
      shortUrl: null,
      clicks: null,
    });
    const named = ok(await api.act(_id, { action: 'addLink', url: 'https://shop.example.com/winter', linkText: 'Winter shop' }));
    expect(named.links.map((l: Campaign) => l.linkText).sort()).toEqual(['Product Link', 'Winter shop']);
    const queued = await api.act(_id, { action: 'collectLinkData' });
    expect(queued.status).toBe(202);
    expect(typeof queued.body.jobId).toBe('string');
    expect(ok(await api.act(_id, { action: 'removeLink', linkId: campaign.links[0].linkId })).links).toHaveLength(1);
    expect((await api.act(_id, { action: 'removeLink', linkId: campaign.links[0].linkId })).status).toBe(404);
  });

  it('adds, renames and removes lists; a name taken case-insensitively is 409', async () => {
    const { _id } = await api.created();
    const anna = await api.influencer(_id, 'anna.lists');
    const campaign = ok(await api.act(_id, { action: 'addList', name: 'Wave 1', influencerIds: [anna] }));
    expect(campaign.lists[0]).toMatchObject({ name: 'Wave 1', influencerIds: [anna] });
    expect((await api.act(_id, { action: 'addList', name: 'WAVE 1' })).status).toBe(409);
    const { listId } = campaign.lists[0];
    expect(ok(await api.act(_id, { action: 'renameList', listId, name: 'First wave' })).lists[0].name).toBe('First wave');
    expect(ok(await api.act(_id, { action: 'removeList', listId })).lists).toEqual([]);
    expect((await api.act(_id, { action: 'renameList', listId, name: 'Again' })).status).toBe(404);
  });

  it('generates a public URL once, and turns sharing off and on', async () => {
    const { _id } = await api.created();
    const shared = ok(await api.act(_id, { action: 'generatePublicUrl' }));
    expect(shared.publicSlug).toMatch(/^[0-9A-Za-z]{12}$/);
    expect(ok(await api.act(_id, { action: 'generatePublicUrl' })).publicSlug).toBe(shared.publicSlug);
    expect(ok(await api.act(_id, { action: 'updateShareStatus', disableShare: true })).disableShare).toBe(true);
    const again = ok(await api.act(_id, { action: 'generatePublicUrl' }));
    expect(again).toMatchObject({ publicSlug: shared.publicSlug, disableShare: false });
    const other = ok(await api.act((await api.created())._id, { action: 'generatePublicUrl' }));
    expect(other.publicSlug).not.toBe(shared.publicSlug);
  });

  it('adds, updates and removes UGC content and a UGC creator', async () => {
    const { _id } = await api.created();
    const first = ok(
      await api.act(_id, {
        action: 'updateUGCContent',
        username: '@Fan.One',
        platform: 'tiktok',
        url: 'https://www.tiktok.com/@fan.one/video/1',
      }),
    );
    expect(first.ugcContents[0]).toMatchObject({ username: 'fan.one', platform: 'tiktok', status: 'pending' });
    const { contentId } = first.ugcContents[0];
    const approved = ok(
      await api.act(_id, {
        action: 'updateUGCContent',
        contentId,
        username: 'fan.one',
        platform: 'tiktok',
        url: 'https://www.tiktok.com/@fan.one/video/1',
        status: 'approved',
      }),
    );
    expect(approved.ugcContents[0]).toMatchObject({ contentId, status: 'approved' });
    ok(
      await api.act(_id, {
        action: 'updateUGCContent',
        username: 'fan.one',
        platform: 'tiktok',
        url: 'https://www.tiktok.com/@fan.one/video/2',
      }),
    );
    const third = ok(
      await api.act(_id, {
        action: 'updateUGCContent',
        username: 'fan.two',
        platform: 'tiktok',
        url: 'https://www.tiktok.com/@fan.two/video/3',
      }),
    );
    expect(third.ugcContents).toHaveLength(3);
    const withoutOne = ok(await api.act(_id, { action: 'removeUGCUser', username: 'fan.one', platform: 'tiktok' }));
    expect(withoutOne.ugcContents.map((c: Campaign) => c.username)).toEqual(['fan.two']);
    expect(ok(await api.act(_id, { action: 'removeUGCContent', contentId: withoutOne.ugcContents[0].contentId })).ugcContents).toEqual([]);
    expect((await api.act(_id, { action: 'removeUGCContent', contentId })).status).toBe(404);
    expect((await api.act(_id, { action: 'removeUGCUser', username: 'fan.one', platform: 'tiktok' })).status).toBe(404);
  });
});

describe('archived and deleted campaigns', () => {
  it('an archived campaign refuses changes with 409 and stores nothing, but can go back to draft', async () => {
    const { _id } = await api.created();
    ok(await api.act(_id, { action: 'updateStatus', status: 'archived' }));
    const before = await eventCount(app, _id);
    const res = await api.act(_id, { action: 'addActivity', text: 'Too late' });
    expect(res.status).toBe(409);
    expect((await api.act(_id, { action: 'collectLinkData' })).status).toBe(409);
    expect(await eventCount(app, _id)).toBe(before);
    expect(ok(await api.act(_id, { action: 'updateStatus', status: 'draft' })).status).toBe('draft');
  });

  it('DELETE answers { deleted }, then every call on the campaign answers 404', async () => {
    const { _id } = await api.created();
    const res = await api.remove(_id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true, campaignId: _id });
    expect((await api.remove(_id)).status).toBe(404);
    expect((await api.act(_id, { action: 'addActivity', text: 'x' })).status).toBe(404);
    expect((await app.http.get(`/api/v1/customer/campaign/${_id}`).set('X-Access-Token', token)).status).toBe(404);
  });

  it('a malformed id answers 400', async () => {
    expect((await api.act('not-a-uuid', { action: 'addActivity', text: 'x' })).status).toBe(400);
    expect((await api.remove('not-a-uuid')).status).toBe(400);
  });
});
