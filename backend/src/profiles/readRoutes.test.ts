import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { savedProfileStream } from '@scout/contracts/platform/streams';
import { noStatistics, type ProfileSnapshot } from '@scout/contracts/socialData';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { whileProviderDown } from '../../../tests/support/knownCreators';
import { memberWithSession } from '../../../tests/support/accounts';
import { UNLIMITED_PROFILES_CATALOGUE } from '../../../tests/support/plans';

let app: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  app = await startTestApp({ env: { PLAN_CATALOGUE: UNLIMITED_PROFILES_CATALOGUE } });
  owner = await signUp(app);
});
afterAll(async () => app.close());

const api = (t: string) => ({
  get: (path: string, query: Record<string, string | number> = {}) => app.http.get(`/api/v1${path}`).query(query).set('X-Access-Token', t),
  put: (path: string, body: object) => app.http.put(`/api/v1${path}`).set('X-Access-Token', t).send(body),
  post: (path: string, body: object) => app.http.post(`/api/v1${path}`).set('X-Access-Token', t).send(body),
});
/** Saved while the provider is down, so without data: the observations below are the only ones. */
const save = async (t: string, username: string, platform = 'instagram') => {
  const res = await whileProviderDown(app, () => api(t).post('/customer/socialProfile', { platform, username }));
  expect(res.status).toBe(201);
  return res.body.profile as { _id: string; slug: string; orgId: string };
};

/** What the provider adapter records after asking about a creator: one observation on the profile's stream. */
async function observe(profile: { _id: string; orgId: string }, followers: number, fullName: string) {
  const snapshot: ProfileSnapshot = {
    platform: 'instagram',
    username: 'x',
    identity: { fullName, imageUrl: null, bio: null, category: null, country: null, city: null, verified: null, profileUrl: null },
    statistics: { ...noStatistics, followers },
    recentPosts: [],
    followerHistory: [{ date: '2026-11-01', followers }],
  };
  const observedAt = '2026-11-20T10:00:00.000Z';
  const result = await app.scout.ctx.eventStore.append(
    savedProfileStream(profile._id),
    [
      {
        id: randomUUID(),
        type: 'ProfileStatisticsObserved',
        data: { profileId: profile._id, observedAt, source: 'provider', snapshot },
        metadata: {
          orgId: profile.orgId,
          actor: { userId: null, role: null, via: 'system' },
          correlationId: 'test',
          causationId: null,
          occurredAt: observedAt,
        },
      },
    ],
    { expectedRevision: 'any' },
  );
  await app.scout.runner.waitFor(result.position, 10_000);
}

const names = (res: { body: { profiles: Array<{ username: string }> } }) => res.body.profiles.map((p) => p.username);

describe('GET /customer/socialProfiles: filters and sorts', () => {
  let t: string;
  let ids: Record<string, { _id: string; slug: string; orgId: string }>;

  beforeAll(async () => {
    t = (await signUp(app)).token;
    ids = {};
    for (const username of ['anna', 'bert', 'cleo', 'dora']) ids[username] = await save(t, username);
    await observe(ids.anna!, 5_000, 'Zoe Anna');
    await observe(ids.bert!, 90_000, 'Bert Big');
    await observe(ids.cleo!, 300, 'Cleo Small');
  });

  it('filters by favourite', async () => {
    await api(t).put(`/customer/socialProfile/${ids.bert!._id}`, { action: 'updateFavourite', favourite: true });
    expect(names(await api(t).get('/customer/socialProfiles', { favourite: 'true' }))).toEqual(['bert']);
    expect(names(await api(t).get('/customer/socialProfiles', { favourite: 'false', sortBy: 'username', orderBy: 'asc' }))).toEqual([
      'anna',
      'cleo',
      'dora',
    ]);
    expect((await api(t).get('/customer/socialProfiles', { favourite: 'maybe' })).status).toBe(400);
  });

  it('sorts by followers and by name; profiles without data come last', async () => {
    expect(names(await api(t).get('/customer/socialProfiles', { sortBy: 'followers', orderBy: 'desc' }))).toEqual([
      'bert',
      'anna',
      'cleo',
      'dora',
    ]);
    expect(names(await api(t).get('/customer/socialProfiles', { sortBy: 'fullName', orderBy: 'asc' })).slice(1)).toEqual([
      'bert',
      'cleo',
      'anna',
    ]);
    const page = await api(t).get('/customer/socialProfiles', { sortBy: 'followers', orderBy: 'desc', limit: 1 });
    expect(page.body).toMatchObject({ totalProfiles: 4, totalPages: 4 });
    expect(page.body.profiles[0]).toMatchObject({ username: 'bert', followers: 90_000, fullName: 'Bert Big', dataStatus: 'available' });
    expect((await api(t).get('/customer/socialProfiles', { sortBy: 'engagementRate' })).status).toBe(200);
  });

  it('searches the name as well as the username', async () => {
    expect(names(await api(t).get('/customer/socialProfiles', { search: 'small' }))).toEqual(['cleo']);
  });

  it('filters by a custom field, with or without a value (case-insensitive)', async () => {
    const field = await api(t).post('/customer/custom-field', { name: 'Tier', type: 'text' });
    const fieldId = field.body.field._id as string;
    await api(t).put(`/customer/socialProfile/${ids.anna!._id}/info`, { action: 'edit-field', fieldId, value: 'Gold' });
    await api(t).put(`/customer/socialProfile/${ids.cleo!._id}/info`, { action: 'edit-field', fieldId, value: 'Silver' });
    const sorted = { sortBy: 'username', orderBy: 'asc' };
    expect(names(await api(t).get('/customer/socialProfiles', { ...sorted, customField: fieldId }))).toEqual(['anna', 'cleo']);
    expect(names(await api(t).get('/customer/socialProfiles', { ...sorted, customField: fieldId, customFieldValue: 'gold' }))).toEqual([
      'anna',
    ]);
    expect((await api(t).get('/customer/socialProfiles', { customField: 'tier' })).status).toBe(400);
  });

  it('counts the profiles per platform under the other filters, whatever platform the page shows; another organisation counts none of them', async () => {
    await save(t, 'erin', 'tiktok');
    const counts = async (query: Record<string, string>, token = t) =>
      (await api(token).get('/customer/socialProfiles', query)).body.platformCounts as Record<string, number>;
    const total = async (query: Record<string, string>) =>
      (await api(t).get('/customer/socialProfiles', query)).body.totalProfiles as number;
    const perPlatform = { instagram: await total({ platform: 'instagram' }), tiktok: await total({ platform: 'tiktok' }) };
    expect(perPlatform).toEqual({ instagram: 4, tiktok: 1 });
    expect(await counts({})).toEqual(perPlatform);
    expect(await counts({ platform: 'tiktok' })).toEqual(perPlatform);
    expect(await counts({ platform: 'all' })).toEqual(perPlatform);
    expect(await total({ platform: 'all' })).toBe(perPlatform.instagram + perPlatform.tiktok);
    expect(await counts({ platform: 'all', search: 'erin' })).toEqual({ tiktok: 1 });
    expect(await counts({ platform: 'all', search: 'nobody-here' })).toEqual({});
    const elsewhere = await signUp(app);
    await save(elsewhere.token, 'anna', 'youtube');
    expect(await counts({ platform: 'all' }, elsewhere.token)).toEqual({ youtube: 1 });
    expect(await counts({ platform: 'all' })).toEqual(perPlatform);
  });

  it('filters by list; another organisation’s list is not found', async () => {
    const added = await api(t).put('/customer/addListItem', { items: [ids.dora!._id, ids.anna!._id], listNames: ['Summer'] });
    expect(added.status).toBe(200);
    const listId = (added.body.lists as Array<{ _id: string; name: string }>).find((l) => l.name === 'Summer')!._id;
    expect(names(await api(t).get('/customer/socialProfiles', { listId, sortBy: 'username', orderBy: 'asc' }))).toEqual(['anna', 'dora']);
    expect((await api(owner.token).get('/customer/socialProfiles', { listId })).status).toBe(404);
    expect((await api(t).get('/customer/socialProfiles', { listId: 'summer' })).status).toBe(400);
  });
});

describe('reading one profile, by id and by slug, and every profile for pickers', () => {
  it('answers the profile with its analytics', async () => {
    const profile = await save(owner.token, 'analysed');
    const before = await api(owner.token).get(`/customer/socialProfile/${profile._id}`);
    expect(before.status).toBe(200);
    expect(before.body.profile).toMatchObject({ username: 'analysed', followers: null });
    await observe(profile, 12_345, 'Ana Lysed');
    const after = await api(owner.token).get(`/customer/socialProfile/${profile._id}`);
    expect(after.body.profile).toMatchObject({ followers: 12_345, fullName: 'Ana Lysed', dataStatus: 'available' });
    expect(after.body.analytics).toMatchObject({ _id: profile._id, dataStatus: 'available' });

    const bySlug = await api(owner.token).get(`/customer/socialProfile/slug/${profile.slug}`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.profile).toEqual(after.body.profile);
    expect(bySlug.body.analytics).toEqual(after.body.analytics);
    expect((await api(owner.token).get('/customer/socialProfile/slug/no-such-slug')).status).toBe(404);
  });

  it('lists every profile of the organisation for pickers, and nothing of another', async () => {
    const t = (await signUp(app)).token;
    await save(t, 'zed', 'tiktok');
    await save(t, 'amy');
    const all = await api(t).get('/customer/socialProfile/all');
    expect(all.status).toBe(200);
    expect(all.body).toEqual({
      profiles: [
        { _id: expect.any(String), platform: 'instagram', username: 'amy', slug: 'amy-instagram', fullName: null, imageUrl: null },
        { _id: expect.any(String), platform: 'tiktok', username: 'zed', slug: 'zed-tiktok', fullName: null, imageUrl: null },
      ],
      truncated: false,
    });
    const other = await api((await signUp(app)).token).get('/customer/socialProfile/all');
    expect(other.body).toEqual({ profiles: [], truncated: false });
  });

  it("takes the spec's platform: the profile of that platform, 404 for another platform or another organisation", async () => {
    const profile = await save(owner.token, 'onplatform', 'tiktok');
    const read = (t: string, platform: string) => api(t).get(`/customer/socialProfile/${profile._id}`, { platform });
    const same = await read(owner.token, 'tiktok');
    expect(same.status).toBe(200);
    expect(same.body.profile).toMatchObject({ _id: profile._id, platform: 'tiktok', username: 'onplatform' });
    const other = await read(owner.token, 'instagram');
    expect([other.status, other.body.name]).toEqual([404, 'NotFound']);
    expect((await read((await signUp(app)).token, 'tiktok')).status).toBe(404);
    expect((await read(owner.token, 'not a platform!')).status).toBe(400);
    expect((await api(owner.token).get(`/customer/socialProfile/${profile._id}`, { notAParameter: 1 })).status).toBe(400);
  });

  it('answers 404 for ids that are no profile id (other routes may own such paths)', async () => {
    expect((await api(owner.token).get('/customer/socialProfile/not-an-id')).status).toBe(404);
  });
});

describe('what a guest sees', () => {
  it('reads only the profiles shared with them, by id, by slug, in the list and for pickers, and changes nothing', async () => {
    const agency = await signUp(app);
    const shared = await save(agency.token, 'shared.one');
    const hidden = await save(agency.token, 'hidden.one');
    const guest = await memberWithSession(app, agency.user.orgInfo._id, 'guest');
    const guestId = (await api(guest).get('/customer/account/me')).body.user._id as string;
    expect((await api(agency.token).put(`/customer/account/guest/${guestId}`, { shared: { profiles: [shared._id] } })).status).toBe(200);

    expect(names(await api(guest).get('/customer/socialProfiles', { platform: 'all' }))).toEqual(['shared.one']);
    expect((await api(guest).get('/customer/socialProfiles', { platform: 'tiktok' })).body.platformCounts).toEqual({ instagram: 1 });
    expect((await api(guest).get('/customer/socialProfile/all')).body.profiles.map((p: { username: string }) => p.username)).toEqual([
      'shared.one',
    ]);
    expect((await api(guest).get(`/customer/socialProfile/slug/${shared.slug}`)).status).toBe(200);
    expect((await api(guest).get(`/customer/socialProfile/slug/${hidden.slug}`)).status).toBe(404);
    expect((await api(guest).get(`/customer/socialProfile/${hidden._id}`)).status).toBe(404);
    expect((await api(guest).put(`/customer/socialProfile/${shared._id}`, { action: 'addCoupon', code: 'X' })).status).toBe(403);
    expect((await api(guest).put(`/customer/socialProfile/${shared._id}/slug`, { slug: 'mine' })).status).toBe(403);
    expect((await api(guest).put('/customer/socialProfile/connect', { profileId: shared._id })).status).toBe(403);
  });

  it('filters only by the lists shared with them: another list of the organisation is not found', async () => {
    const agency = await signUp(app);
    const shared = await save(agency.token, 'listed.one');
    expect((await api(agency.token).put('/customer/addListItem', { items: [shared._id], listNames: ['Open', 'Closed'] })).status).toBe(200);
    const lists = (await api(agency.token).get('/customer/listwithCount')).body.lists as Array<{ _id: string; name: string }>;
    const idOf = (name: string) => lists.find((l) => l.name === name)?._id;
    const guest = await memberWithSession(app, agency.user.orgInfo._id, 'guest');
    const guestId = (await api(guest).get('/customer/account/me')).body.user._id as string;
    expect(
      (await api(agency.token).put(`/customer/account/guest/${guestId}`, { shared: { profiles: [shared._id], lists: [idOf('Open')] } }))
        .status,
    ).toBe(200);

    expect(names(await api(guest).get('/customer/socialProfiles', { platform: 'all', listId: idOf('Open') ?? '' }))).toEqual([
      'listed.one',
    ]);
    expect((await api(guest).get('/customer/socialProfiles', { platform: 'all', listId: idOf('Closed') ?? '' })).status).toBe(404);
    expect(names(await api(agency.token).get('/customer/socialProfiles', { platform: 'all', listId: idOf('Closed') ?? '' }))).toEqual([
      'listed.one',
    ]);
  });
});
