import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { slugify } from '@scout/contracts/platform/slug';
import { profileSlugStream, savedProfileStream } from '@scout/contracts/platform/streams';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { profileBankId } from '../socialData/embedded';
import { savedProfileId } from './saveProfile';

/** The provider routes on the default configuration: the creator sample shipped with Scout. */
let app: TestApp;
let token: string;
let otherToken: string;

beforeAll(async () => {
  app = await startTestApp();
  ({ token } = await signUp(app));
  ({ token: otherToken } = await signUp(app));
});
afterAll(async () => app.close());

const api = (method: 'get' | 'post' | 'put', path: string, t = token) =>
  app.http[method](`/api/v1/customer${path}`).set('X-Access-Token', t);
const save = async (platform: string, username: string, t = token) => {
  const res = await api('post', '/socialProfile', t).send({ platform, username });
  expect(res.status).toBe(201);
  return res.body.profile as { _id: string; dataStatus: string; followers: number | null; fullName: string | null };
};

describe('saving a profile asks the provider', () => {
  it('fills a known creator with the provider’s figures', async () => {
    const profile = await save('instagram', 'cristiano');
    expect(profile).toMatchObject({ dataStatus: 'available', followers: 523_000_000, fullName: 'Cristiano Ronaldo' });
    const res = await api('get', `/socialProfile/${profile._id}`);
    expect(res.body.analytics).toMatchObject({ dataStatus: 'available', statistics: { followers: 523_000_000 } });
    expect(res.body.analytics.followerHistory.length).toBeGreaterThan(0);
  });

  it('refuses a creator the provider does not know with 404, and stores nothing: no profile, plan slot, event or slug', async () => {
    const { token: fresh, user } = await signUp(app);
    const { eventStore } = app.scout.ctx;
    const profileCount = async () => (await api('get', '/socialProfiles', fresh).query({ platform: 'all' })).body.totalProfiles as number;
    const profilesUsed = async () => (await api('get', '/account/usage', fresh)).body.usage.profiles as number;
    const head = await eventStore.headPosition();

    const res = await api('post', '/socialProfile', fresh).send({ platform: 'Instagram', username: '@Nobody.Knows.Me.42' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ name: 'NotFound', message: 'No Instagram account named @nobody.knows.me.42 was found' });

    expect(await profileCount()).toBe(0);
    expect(await profilesUsed()).toBe(0);
    const profileId = savedProfileId(user.orgInfo._id, 'instagram', 'nobody.knows.me.42');
    expect(await eventStore.readStream(savedProfileStream(profileId))).toEqual([]);
    expect(await eventStore.readStream(profileSlugStream(slugify('nobody.knows.me.42 instagram')))).toEqual([]);
    const types = ['ProfileSaved', 'ProfileSlugReserved', 'ProfileSlugReleased'];
    expect(await eventStore.countAfter({ after: head, types, max: 10 })).toBe(0);

    expect((await api('post', '/socialProfile', fresh).send({ platform: 'instagram', username: 'cristiano' })).status).toBe(201);
    expect(await profileCount()).toBe(1);
    expect(await profilesUsed()).toBe(1);
  });
});

describe('PUT /customer/socialProfile/:id/enrich', () => {
  it('refreshes a saved profile from the provider', async () => {
    const profile = await save('tiktok', 'khaby.lame');
    const res = await api('put', `/socialProfile/${profile._id}/enrich`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ outcome: 'observed', profile: { _id: profile._id, dataStatus: 'available', followers: 153_100_000 } });
  });

  it('answers 404 for another organisation and 400 for a malformed id', async () => {
    const profile = await save('youtube', 'pewdiepie');
    const res = await api('put', `/socialProfile/${profile._id}/enrich`, otherToken);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ name: 'NotFound', message: 'Profile not found' });
    expect((await api('put', '/socialProfile/not-an-id/enrich')).status).toBe(400);
  });
});

describe('PUT /customer/socialProfile/:id/collect-contacts', () => {
  it('answers 423 PlanLimit unlockContacts on a plan without it', async () => {
    const profile = await save('instagram', 'leomessi');
    const res = await api('put', `/socialProfile/${profile._id}/collect-contacts`);
    expect(res.status).toBe(423);
    expect(res.body).toMatchObject({ name: 'PlanLimit', field: 'unlockContacts' });
  });

  it('answers 404 for another organisation’s profile', async () => {
    const profile = await save('instagram', 'selenagomez');
    expect((await api('put', `/socialProfile/${profile._id}/collect-contacts`, otherToken)).status).toBe(404);
  });
});

describe('GET /customer/socialProfile/:id/related-profiles', () => {
  it('lists similar creators and says which the organisation saved', async () => {
    const cristiano = (await api('post', '/socialProfile/profile-search').send({ platform: 'instagram', username: 'cristiano' })).body;
    const res = await api('get', `/socialProfile/${cristiano.profileId}/related-profiles`).query({ limit: 3 });
    expect(res.status).toBe(200);
    expect(res.body.profiles).toHaveLength(3);
    const messi = res.body.profiles.find((p: { username: string }) => p.username === 'leomessi');
    expect(messi).toMatchObject({ platform: 'instagram', saved: true });
    expect(messi.profileId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.profiles.filter((p: { saved: boolean }) => !p.saved).length).toBeGreaterThan(0);
  });

  it('answers 404 for another organisation and 400 for a bad limit', async () => {
    const profile = await save('instagram', 'kyliejenner');
    expect((await api('get', `/socialProfile/${profile._id}/related-profiles`, otherToken)).status).toBe(404);
    expect((await api('get', `/socialProfile/${profile._id}/related-profiles`).query({ limit: 500 })).status).toBe(400);
  });
});

describe('POST /customer/socialProfile/profile-bank', () => {
  it('saves the creator behind a bank id, with data', async () => {
    const res = await api('post', '/socialProfile/profile-bank').send({ profileBankId: profileBankId('tiktok', 'mrbeast') });
    expect(res.status).toBe(201);
    expect(res.body.profile).toMatchObject({ platform: 'tiktok', username: 'mrbeast', dataStatus: 'available', followers: 60_300_000 });
    const again = await api('post', '/socialProfile/profile-bank').send({ profileBankId: profileBankId('tiktok', 'mrbeast') });
    expect(again.status).toBe(409);
  });

  it('answers 404 for an id that is not in the bank and 400 for no id', async () => {
    const unknown = await api('post', '/socialProfile/profile-bank').send({ profileBankId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.name).toBe('NotFound');
    expect((await api('post', '/socialProfile/profile-bank').send({})).status).toBe(400);
  });
});

describe('POST /customer/socialProfile/profile-search', () => {
  it('previews a creator without saving it', async () => {
    const res = await api('post', '/socialProfile/profile-search').send({ platform: 'YouTube', username: '@MrBeast' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      found: true,
      saved: false,
      profileId: null,
      creator: { platform: 'youtube', statistics: { followers: 117_000_000 } },
    });
    const list = await api('get', '/socialProfiles').query({ platform: 'youtube', search: 'mrbeast' });
    expect(list.body.totalProfiles).toBe(0);
  });

  it('says when the provider does not know the creator, and shows no numbers', async () => {
    const res = await api('post', '/socialProfile/profile-search').send({ platform: 'instagram', username: 'nobody.at.all.77' });
    expect(res.body).toEqual({ found: false, creator: null, saved: false, profileId: null });
  });

  it('tells a saved creator apart, per organisation', async () => {
    const res = await api('post', '/socialProfile/profile-search').send({ platform: 'instagram', username: 'cristiano' });
    expect(res.body).toMatchObject({ found: true, saved: true });
    const other = await api('post', '/socialProfile/profile-search', otherToken).send({ platform: 'instagram', username: 'cristiano' });
    expect(other.body).toMatchObject({ found: true, saved: false, profileId: null });
  });

  it('rejects a malformed handle with 400', async () => {
    const res = await api('post', '/socialProfile/profile-search').send({ platform: 'instagram', username: 'no spaces please' });
    expect(res.status).toBe(400);
    expect(res.body.name).toBe('ValidationError');
  });
});

describe('POST /customer/socialProfile/multi', () => {
  it('saves each creator, reports duplicates and creators the provider does not know, and puts the saved ones into the named list', async () => {
    const res = await api('post', '/socialProfile/multi').send({
      profiles: [
        { platform: 'instagram', username: 'cristiano' },
        { platform: 'instagram', username: 'zendaya' },
        { platform: 'tiktok', username: 'not.in.sample.99' },
        { platform: 'instagram', username: 'Zendaya' },
        { platform: 'tiktok', username: 'Not.In.Sample.99' },
      ],
      group: 'Shortlist',
    });
    expect(res.status).toBe(200);
    expect(res.body.results.map((r: { username: string; status: string }) => [r.username, r.status])).toEqual([
      ['cristiano', 'duplicate'],
      ['zendaya', 'saved'],
      ['not.in.sample.99', 'unknown'],
      ['zendaya', 'duplicate'],
      ['not.in.sample.99', 'unknown'],
    ]);
    expect(res.body.results[2].profileId).toBeNull();
    const zendaya = await api('get', `/socialProfile/${res.body.results[1].profileId}`);
    expect(zendaya.body.profile).toMatchObject({ dataStatus: 'available' });
    const tiktok = await api('get', '/socialProfiles').query({ platform: 'tiktok', search: 'not.in.sample' });
    expect(tiktok.body.totalProfiles).toBe(0);
    const lists = await api('get', '/listwithCount');
    expect(lists.body.lists.find((l: { name: string }) => l.name === 'Shortlist')).toMatchObject({ count: 2 });
  });

  it('rejects more than 50 creators and an empty list', async () => {
    const profiles = Array.from({ length: 51 }, (_, i) => ({ platform: 'instagram', username: `creator${i}` }));
    expect((await api('post', '/socialProfile/multi').send({ profiles })).status).toBe(400);
    expect((await api('post', '/socialProfile/multi').send({ profiles: [] })).status).toBe(400);
  });
});

describe('POST /customer/socialProfile/view-report', () => {
  it('computes the analytics of a creator that is not saved', async () => {
    const res = await api('post', '/socialProfile/view-report').send({ platform: 'tiktok', username: 'charlidamelio' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      saved: false,
      creator: { username: 'charlidamelio' },
      analytics: { dataStatus: 'available', platform: 'tiktok' },
    });
    expect(res.body.analytics.engagementRate.formula).toEqual(expect.any(String));
  });

  it('computes post figures for a creator with videos', async () => {
    const res = await api('post', '/socialProfile/view-report').send({ platform: 'tiktok', username: 'tiin.vn' });
    expect(res.status).toBe(200);
    expect(res.body.analytics.recentPosts.length).toBeGreaterThan(0);
    expect(res.body.analytics.heatmap.postsConsidered).toBeGreaterThan(0);
    expect(res.body.analytics.averageLikes.value).toEqual(expect.any(Number));
  });

  it('answers 404 for a creator without data', async () => {
    const res = await api('post', '/socialProfile/view-report').send({ platform: 'instagram', username: 'nobody.at.all.77' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ name: 'NotFound', message: 'There is no data for this creator' });
  });
});
