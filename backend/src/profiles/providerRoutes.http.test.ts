import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { INSIGHTIQ_WORK_PLATFORM_IDS } from '@scout/contracts/socialData/insightiq';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { startFakeSocialData } from '../../../tests/support/fakeSocialData';

/** The provider routes with Scout configured for the InsightIQ HTTP API, here a fake on loopback. */
let app: TestApp;
let fake: Awaited<ReturnType<typeof startFakeSocialData>>;
let token: string;
let otherToken: string;

const PLAN_CATALOGUE = JSON.stringify({
  free: { paid: false, limits: { profiles: 100, members: 3, searchCount: 2, reports: 2 }, features: { unlockContacts: true } },
});

beforeAll(async () => {
  fake = await startFakeSocialData();
  fake.add('instagram', 'cristiano');
  fake.add('tiktok', 'khaby.lame');
  app = await startTestApp({ env: { ...fake.env(300), PLAN_CATALOGUE } });
  ({ token } = await signUp(app));
  ({ token: otherToken } = await signUp(app));
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
beforeEach(() => fake.setMode({ kind: 'normal' }));

const api = (method: 'get' | 'post' | 'put', path: string, t = token) =>
  app.http[method](`/api/v1/customer${path}`).set('X-Access-Token', t);

describe('profile routes against the InsightIQ API', () => {
  it('saves a creator with the figures the API sent, after asking it for that handle', async () => {
    fake.requests.length = 0;
    const res = await api('post', '/socialProfile').send({ platform: 'instagram', username: '@Cristiano' });
    expect(res.status).toBe(201);
    expect(res.body.profile).toMatchObject({ dataStatus: 'available', followers: 1_250_000, fullName: 'cristiano full name' });
    expect(fake.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      [
        'POST',
        '/v1/social/creators/profiles/analytics',
        { identifier: 'cristiano', work_platform_id: INSIGHTIQ_WORK_PLATFORM_IDS.instagram },
      ],
      // Its posts to the content depth: the fake's two fit one page.
      [
        'POST',
        '/v1/social/creators/contents/fetch',
        {
          profile_url: 'https://www.instagram.com/cristiano/',
          work_platform_id: INSIGHTIQ_WORK_PLATFORM_IDS.instagram,
          offset: 0,
          limit: 100,
        },
      ],
    ]);
  });

  it('refuses a creator the API does not know with 404, and saves nothing', async () => {
    fake.requests.length = 0;
    const res = await api('post', '/socialProfile').send({ platform: 'instagram', username: 'unknown.creator' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ name: 'NotFound', message: 'No Instagram account named @unknown.creator was found' });
    expect(fake.requests).toHaveLength(1);
    const list = await api('get', '/socialProfiles').query({ platform: 'instagram', search: 'unknown.creator' });
    expect(list.body.totalProfiles).toBe(0);
  });

  it('still saves when the API is down, and enrich then answers 503 without the brand', async () => {
    fake.setMode({ kind: 'status', status: 500 });
    const res = await api('post', '/socialProfile').send({ platform: 'tiktok', username: 'khaby.lame' });
    expect(res.status).toBe(201);
    expect(res.body.profile).toMatchObject({ dataStatus: 'unavailable', followers: null });
    const enrich = await api('put', `/socialProfile/${res.body.profile._id}/enrich`);
    expect(enrich.status).toBe(503);
    expect(enrich.body).toEqual({ name: 'ServiceUnavailable', message: expect.any(String) });
    expect(enrich.body.message).not.toMatch(/insight|phyllo/i);

    fake.setMode({ kind: 'normal' });
    const recovered = await api('put', `/socialProfile/${res.body.profile._id}/enrich`);
    expect(recovered.status).toBe(200);
    expect(recovered.body.profile).toMatchObject({ dataStatus: 'available', followers: 1_250_000 });
  });

  it('answers 503 when the API is too slow', async () => {
    fake.setMode({ kind: 'slow', delayMs: 1000 });
    const res = await api('post', '/socialProfile/view-report').send({ platform: 'instagram', username: 'cristiano' });
    expect(res.status).toBe(503);
    expect(res.body.name).toBe('ServiceUnavailable');
  });

  it('collects the public contacts the API knows, on a plan with unlockContacts', async () => {
    const saved = await api('post', '/socialProfile/profile-search').send({ platform: 'instagram', username: 'cristiano' });
    const res = await api('put', `/socialProfile/${saved.body.profileId}/collect-contacts`);
    expect(res.status).toBe(200);
    expect(res.body.contacts).toEqual([
      { type: 'email', value: 'cristiano@agency.example' },
      { type: 'phone', value: '+351 900 000 000' },
      { type: 'other', value: '@cristiano' },
    ]);
    expect(res.body.profile.collectedContacts).toEqual(res.body.contacts);
    expect((await api('put', `/socialProfile/${saved.body.profileId}/collect-contacts`, otherToken)).status).toBe(404);
  });

  it('answers 404 when the API knows no contacts for the creator, and records nothing', async () => {
    // Saved while the API was down: it does not know the creator once it answers again.
    fake.setMode({ kind: 'status', status: 500 });
    const profile = (await api('post', '/socialProfile').send({ platform: 'youtube', username: 'nobody.on.youtube' })).body.profile;
    fake.setMode({ kind: 'normal' });
    const res = await api('put', `/socialProfile/${profile._id}/collect-contacts`);
    expect(res.status).toBe(404);
    expect((await api('get', `/socialProfile/${profile._id}`)).body.profile.collectedContacts).toEqual([]);
  });

  it('lists the API’s lookalikes as related profiles', async () => {
    const search = await api('post', '/socialProfile/profile-search').send({ platform: 'instagram', username: 'cristiano' });
    const res = await api('get', `/socialProfile/${search.body.profileId}/related-profiles`);
    expect(res.status).toBe(200);
    expect(res.body.profiles).toEqual([
      {
        platform: 'instagram',
        username: 'similar.one',
        fullName: 'Similar One',
        imageUrl: null,
        followers: 900_000,
        saved: false,
        profileId: null,
      },
      {
        platform: 'instagram',
        username: 'similar.two',
        fullName: null,
        imageUrl: null,
        followers: 1_400_000,
        saved: false,
        profileId: null,
      },
    ]);
  });

  it('counts searches and stops them at the plan’s monthly limit with 423 PlanLimit searchCount', async () => {
    const { token: fresh } = await signUp(app);
    const search = () => api('post', '/socialProfile/profile-search', fresh).send({ platform: 'tiktok', username: 'khaby.lame' });
    expect((await search()).body).toMatchObject({ found: true, saved: false, creator: { statistics: { followers: 1_250_000 } } });
    expect((await search()).status).toBe(200);
    const third = await search();
    expect(third.status).toBe(423);
    expect(third.body).toMatchObject({ name: 'PlanLimit', field: 'searchCount' });
  });
});
