import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { listsStream } from '@scout/contracts/platform/streams';
import { memberWithSession } from '../../../tests/support/accounts';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { knowCreators } from '../../../tests/support/knownCreators';

let app: TestApp;
let owner: string;
let orgId: string;
let intruder: string;
let intruderProfile: string;
const p: string[] = [];

const api = '/api/v1';
const as = (token: string) => ({
  get: (path: string, query: Record<string, string | number> = {}) =>
    app.http.get(`${api}${path}`).query(query).set('X-Access-Token', token),
  put: (path: string, body: object) => app.http.put(`${api}${path}`).set('X-Access-Token', token).send(body),
  post: (path: string, body: object) => app.http.post(`${api}${path}`).set('X-Access-Token', token).send(body),
  delete: (path: string, query: Record<string, string>) => app.http.delete(`${api}${path}`).query(query).set('X-Access-Token', token),
});

async function saveProfile(token: string, username: string): Promise<string> {
  knowCreators(app, { platform: 'instagram', username });
  const res = await as(token).post('/customer/socialProfile', { platform: 'instagram', username });
  if (res.status !== 201) throw new Error(`save failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.profile._id as string;
}

type ListBody = { _id: string; name: string; count: number; shareId: string | null };
const listsOf = async (token: string) => (await as(token).get('/customer/listwithCount')).body.lists as ListBody[];
const counts = (lists: ListBody[]) => Object.fromEntries(lists.map((l) => [l.name, l.count]));
const listNamed = async (token: string, name: string) => (await listsOf(token)).find((l) => l.name === name)!;

beforeAll(async () => {
  app = await startTestApp({ env: { DEV_OUTBOX: 'true' } });
  const a = await signUp(app);
  owner = a.token;
  orgId = a.user.orgInfo._id;
  for (const username of ['ana.travels', 'ben.cooks', 'cleo.runs']) p.push(await saveProfile(owner, username));
  intruder = (await signUp(app)).token;
  intruderProfile = await saveProfile(intruder, 'zoe.paints');
});
afterAll(async () => app.close());

describe('lists: adding profiles (addListItem)', () => {
  it('adds saved profiles to lists by name, creating missing lists, and answers { lists } with counts', async () => {
    const res = await as(owner).put('/customer/addListItem', { items: [p[0], p[1]], listNames: ['Summer', 'Beauty'] });
    expect(res.status).toBe(200);
    expect(counts(res.body.lists)).toEqual({ Beauty: 2, Summer: 2 });
    expect(res.body.lists[0]).toMatchObject({ name: 'Beauty', shareId: null });
    expect(res.body.lists[0]._id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('compares list names case-insensitively and raises the count only for new profiles', async () => {
    const res = await as(owner).put('/customer/addListItem', { items: [p[2], p[0]], listNames: ['  SUMMER '] });
    expect(counts(res.body.lists)).toEqual({ Beauty: 2, Summer: 3 });
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const before = await listsOf(owner);
    for (const body of [
      {},
      { items: [p[0]] },
      { items: ['not-an-id'], listNames: ['X'] },
      { items: [], listNames: ['X'] },
      { items: [p[0]], listNames: [] },
      { items: [p[0]], listNames: ['   '] },
      { items: [p[0]], listNames: ['x'.repeat(101)] },
    ]) {
      const res = await as(owner).put('/customer/addListItem', body);
      expect(res.status).toBe(400);
      expect(res.body.name).toBe('ValidationError');
    }
    expect(await listsOf(owner)).toEqual(before);
  });

  it("answers 404 for another organisation's profile and stores nothing, not even the new list", async () => {
    const before = await listsOf(owner);
    const res = await as(owner).put('/customer/addListItem', { items: [p[0], intruderProfile], listNames: ['Stolen', 'Summer'] });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ name: 'NotFound' });
    expect(await listsOf(owner)).toEqual(before);
    const theirs = await as(intruder).put('/customer/addListItem', { items: [p[0]], listNames: ['Summer'] });
    expect(theirs.status).toBe(404);
    expect(await listsOf(intruder)).toEqual([]);
  });
});

describe('lists: reading', () => {
  it('lists of one profile (profile-lists?profileId) and all lists (profile-lists)', async () => {
    const all = await as(owner).get('/customer/profile-lists');
    expect(counts(all.body.lists)).toEqual({ Beauty: 2, Summer: 3 });
    const ofCleo = await as(owner).get('/customer/profile-lists', { profileId: p[2]! });
    expect(ofCleo.body.lists.map((l: ListBody) => l.name)).toEqual(['Summer']);
    expect((await as(intruder).get('/customer/profile-lists', { profileId: p[2]! })).status).toBe(404);
    expect((await as(owner).get('/customer/profile-lists', { profileId: 'x' })).status).toBe(400);
  });

  it('one list with its profiles, paged; another organisation gets 404', async () => {
    const summer = await listNamed(owner, 'Summer');
    const res = await as(owner).get(`/customer/profile-lists/${summer._id}`, { sortBy: 'username', orderBy: 'asc', limit: 2 });
    expect(res.status).toBe(200);
    expect(res.body.list).toMatchObject({ _id: summer._id, name: 'Summer', count: 3 });
    expect(res.body).toMatchObject({ currentPage: 1, totalPages: 2, totalProfiles: 3 });
    expect(res.body.profiles.map((x: { username: string }) => x.username)).toEqual(['ana.travels', 'ben.cooks']);
    expect((await as(intruder).get(`/customer/profile-lists/${summer._id}`)).status).toBe(404);
    expect((await as(owner).get('/customer/profile-lists/not-a-list')).status).toBe(400);
    expect((await as(owner).get(`/customer/profile-lists/${summer._id}`, { limit: 1000 })).status).toBe(400);
  });

  it('needs a login', async () => {
    expect((await app.http.get(`${api}/customer/listwithCount`)).status).toBe(401);
  });

  it('GET /customer/resources/lists: the lists of listwithCount in react-admin’s list protocol, searched, sorted and ranged', async () => {
    const resource = (token: string, query: Record<string, unknown>) =>
      as(token).get(
        '/customer/resources/lists',
        Object.fromEntries(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)])),
      );
    const everyList = await listsOf(owner);
    const all = await resource(owner, { range: [0, 24], sort: ['name', 'ASC'], filter: {} });
    expect([all.status, all.headers['content-range']]).toEqual([200, 'lists 0-1/2']);
    expect(all.body).toEqual(everyList.map((list) => ({ ...list, id: list._id })));
    const byCount = await resource(owner, { range: [0, 0], sort: ['count', 'DESC'] });
    expect([byCount.headers['content-range'], byCount.body.map((l: ListBody) => l.name)]).toEqual(['lists 0-0/2', ['Summer']]);
    const searched = await resource(owner, { filter: { q: 'bEAU', shared: false } });
    expect(searched.body.map((l: ListBody) => l.name)).toEqual(['Beauty']);
    expect((await resource(owner, { filter: { shared: true } })).headers['content-range']).toBe('lists */0');
    // Another organisation sees none of these lists; bad parameters are a 400.
    const foreign = await resource(intruder, {});
    expect([foreign.status, foreign.headers['content-range']]).toEqual([200, 'lists */0']);
    const bad = [
      await resource(owner, { filter: { shared: 'yes' } }),
      await resource(owner, { filter: { name: 'Summer' } }),
      await resource(owner, { sort: ['slug', 'ASC'] }),
    ];
    expect(bad.map((res) => res.status)).toEqual([400, 400, 400]);
  });
});

describe('lists: removing, renaming, deleting', () => {
  it('removes one profile from a list named in another case; a profile not in it is 404', async () => {
    const res = await as(owner).put('/customer/removeListItem', { listName: 'sUmMeR', item: p[2] });
    expect(res.status).toBe(200);
    expect(counts(res.body.lists)).toEqual({ Beauty: 2, Summer: 2 });
    expect((await as(owner).put('/customer/removeListItem', { listName: 'Summer', item: p[2] })).status).toBe(404);
    expect((await as(owner).put('/customer/removeListItem', { listName: 'Nope', item: p[0] })).status).toBe(404);
    expect((await as(owner).put('/customer/removeListItem', { item: p[0] })).status).toBe(400);
  });

  it("another organisation cannot remove from, rename or delete this organisation's lists", async () => {
    expect((await as(intruder).put('/customer/removeListItem', { listName: 'Summer', item: p[0] })).status).toBe(404);
    expect((await as(intruder).put('/customer/removeListItem', { listName: 'Summer' })).status).toBe(404);
    expect((await as(intruder).put('/customer/renameListItem', { oldListItem: 'Summer', newListItem: 'Mine' })).status).toBe(404);
    expect(counts(await listsOf(owner))).toEqual({ Beauty: 2, Summer: 2 });
  });

  it('renames a list (oldListItem → newListItem), keeping its id and profiles; a taken name is 409', async () => {
    const beauty = await listNamed(owner, 'Beauty');
    const res = await as(owner).put('/customer/renameListItem', {
      oldListItem: 'beauty',
      newListItem: 'Beauty & Care',
      listName: 'profiles',
    });
    expect(res.status).toBe(200);
    expect(res.body.lists.find((l: ListBody) => l._id === beauty._id)).toMatchObject({ name: 'Beauty & Care', count: 2 });
    const taken = await as(owner).put('/customer/renameListItem', { oldListItem: 'Beauty & Care', newListItem: 'SUMMER' });
    expect(taken.status).toBe(409);
    expect(taken.body.name).toBe('Conflict');
    expect(
      (await as(owner).put('/customer/renameListItem', { oldListItem: 'Summer', newListItem: 'X', listName: 'campaigns' })).status,
    ).toBe(400);
    expect((await as(owner).put('/customer/renameListItem', { oldListItem: 'Summer' })).status).toBe(400);
  });

  it('removeListItem without an item deletes the list', async () => {
    await as(owner).put('/customer/addListItem', { items: [p[0]], listNames: ['Temporary'] });
    const res = await as(owner).put('/customer/removeListItem', { listName: 'TEMPORARY' });
    expect(res.status).toBe(200);
    expect(res.body.lists.map((l: ListBody) => l.name)).toEqual(['Beauty & Care', 'Summer']);
  });
});

describe('lists: from the profile page (socialProfile/addToList and removeFromList)', () => {
  it("adds one profile to lists and answers that profile's lists", async () => {
    const res = await as(owner).put('/customer/socialProfile/addToList', { profileId: p[2], listNames: ['VIP', 'summer'] });
    expect(res.status).toBe(200);
    expect(res.body.lists.map((l: { name: string }) => l.name)).toEqual(['Summer', 'VIP']);
    const removed = await as(owner).put('/customer/socialProfile/removeFromList', { profileId: p[2], listName: 'vip' });
    expect(removed.status).toBe(200);
    expect(removed.body.lists.map((l: { name: string }) => l.name)).toEqual(['Summer']);
  });

  it("refuses bad input and another organisation's profile", async () => {
    expect((await as(owner).put('/customer/socialProfile/addToList', { profileId: p[2] })).status).toBe(400);
    expect((await as(owner).put('/customer/socialProfile/removeFromList', { listName: 'Summer' })).status).toBe(400);
    expect((await as(owner).put('/customer/socialProfile/addToList', { profileId: intruderProfile, listNames: ['Summer'] })).status).toBe(
      404,
    );
    expect((await as(intruder).put('/customer/socialProfile/addToList', { profileId: p[0], listNames: ['Summer'] })).status).toBe(404);
    expect((await as(intruder).put('/customer/socialProfile/removeFromList', { profileId: p[0], listName: 'Summer' })).status).toBe(404);
    expect((await listNamed(owner, 'Summer')).count).toBe(3);
  });
});

describe('lists: a removed profile leaves its lists', () => {
  it('is no longer counted, and saving it again does not bring it back until it is added', async () => {
    expect((await as(owner).delete('/customer/socialProfile', { profileId: p[1]! })).status).toBe(200);
    expect(counts(await listsOf(owner))).toEqual({ 'Beauty & Care': 1, Summer: 2, VIP: 0 });
    expect(await saveProfile(owner, 'ben.cooks')).toBe(p[1]);
    expect((await listNamed(owner, 'Summer')).count).toBe(2);
    await as(owner).put('/customer/addListItem', { items: [p[1]], listNames: ['Summer'] });
    expect((await listNamed(owner, 'Summer')).count).toBe(3);
  });
});

describe('lists: enrich request', () => {
  it('records the request and mails support the list with its profiles', async () => {
    const res = await as(owner).post('/customer/list/enrich-request', { listName: 'summer' });
    expect(res.status).toBe(201);
    expect(res.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const events = await app.pool.query(`select data from es_events where type = 'ListEnrichRequested' and metadata->>'orgId' = $1`, [
      orgId,
    ]);
    expect(events.rows.map((r: { data: unknown }) => r.data)).toEqual([
      expect.objectContaining({ requestId: res.body.requestId, profileCount: 3 }),
    ]);
    const outbox = (await app.http.get(`${api}/dev/outbox`)).body.messages as { to: string; subject: string; text: string }[];
    const mail = outbox.find((m) => m.subject.includes('[List enrichment]'));
    expect(mail).toMatchObject({ to: 'support@scout.local' });
    expect(mail?.subject).toContain('"Summer" (3 profiles)');
    expect(mail?.text).toContain('instagram/@ana.travels');
    expect(mail?.text).toContain(res.body.requestId);
  });

  it('refuses an empty list (409), an unknown or foreign list (404) and bad input (400)', async () => {
    expect((await as(owner).post('/customer/list/enrich-request', { listName: 'VIP' })).status).toBe(409);
    expect((await as(owner).post('/customer/list/enrich-request', { listName: 'Nope' })).status).toBe(404);
    expect((await as(intruder).post('/customer/list/enrich-request', { listName: 'Summer' })).status).toBe(404);
    expect((await as(owner).post('/customer/list/enrich-request', {})).status).toBe(400);
  });
});

describe('lists: guests', () => {
  it('read only the lists shared with them, and change none', async () => {
    const guest = await memberWithSession(app, orgId, 'guest');
    expect(await listsOf(guest)).toEqual([]);
    const guestId = (await as(guest).get('/customer/account/me')).body.user._id as string;
    const summer = await listNamed(owner, 'Summer');
    const vip = await listNamed(owner, 'VIP');
    expect((await as(owner).put(`/customer/account/guest/${guestId}`, { shared: { lists: [summer._id] } })).status).toBe(200);
    expect((await listsOf(guest)).map((l) => l.name)).toEqual(['Summer']);
    expect((await as(guest).get(`/customer/profile-lists/${summer._id}`)).body.totalProfiles).toBe(3);
    expect((await as(guest).get(`/customer/profile-lists/${vip._id}`)).status).toBe(404);
    expect((await as(guest).put('/customer/addListItem', { items: [p[0]], listNames: ['Summer'] })).status).toBe(403);
    expect((await as(guest).put('/customer/removeListItem', { listName: 'Summer', item: p[0] })).status).toBe(403);
  });
});

describe('lists: slugs and the saved profiles filter ?listSlug=', () => {
  let token: string;
  let org: string;
  const ids: string[] = [];
  const slugs = async () => Object.fromEntries((await listsOf(token)).map((l) => [l.name, (l as ListBody & { slug: string }).slug]));
  const usernamesIn = async (query: Record<string, string>) => {
    const res = await as(token).get('/customer/socialProfiles', query);
    return [res.status, ((res.body.profiles ?? []) as Array<{ username: string }>).map((profile) => profile.username).sort()];
  };

  beforeAll(async () => {
    const signed = await signUp(app);
    token = signed.token;
    org = signed.user.orgInfo._id;
    for (const username of ['dana.sings', 'eli.draws', 'fay.codes']) ids.push(await saveProfile(token, username));
  });

  it('gives each new list a slug from its name, -2 on a collision, and filters the saved profiles by it', async () => {
    await as(token)
      .put('/customer/addListItem', { items: [ids[0], ids[1]], listNames: ['Summer 2026!'] })
      .expect(200);
    await as(token)
      .put('/customer/addListItem', { items: [ids[2]], listNames: ['summer_2026'] })
      .expect(200);
    expect(await slugs()).toEqual({ 'Summer 2026!': 'summer-2026', summer_2026: 'summer-2026-2' });

    expect(await usernamesIn({ listSlug: 'summer-2026' })).toEqual([200, ['dana.sings', 'eli.draws']]);
    expect(await usernamesIn({ listSlug: 'summer-2026-2' })).toEqual([200, ['fay.codes']]);
    const first = await listNamed(token, 'Summer 2026!');
    expect(await usernamesIn({ listSlug: 'summer-2026-2', listId: first._id })).toEqual([200, []]);
  });

  it('keeps the slug when the list is renamed', async () => {
    await as(token)
      .put('/customer/renameListItem', { listName: 'profiles', oldListItem: 'Summer 2026!', newListItem: 'Winter' })
      .expect(200);
    expect(await slugs()).toEqual({ Winter: 'summer-2026', summer_2026: 'summer-2026-2' });
    expect(await usernamesIn({ listSlug: 'summer-2026' })).toEqual([200, ['dana.sings', 'eli.draws']]);
  });

  it("answers 404 for a slug the organisation has no list of, another organisation's included", async () => {
    const unknown = await as(token).get('/customer/socialProfiles', { listSlug: 'winter' });
    expect([unknown.status, unknown.body.name]).toEqual([404, 'NotFound']);
    await as(intruder)
      .put('/customer/addListItem', { items: [intruderProfile], listNames: ['Zoe only'] })
      .expect(200);
    const foreign = await as(token).get('/customer/socialProfiles', { listSlug: 'zoe-only' });
    expect([foreign.status, foreign.body.name]).toEqual([404, 'NotFound']);
  });

  it('gives a list created before slugs its name and the start of its id as slug', async () => {
    const listId = randomUUID();
    const occurredAt = app.scout.ctx.clock().toISOString();
    const metadata = {
      orgId: org,
      actor: { userId: null, role: null, via: 'system' as const },
      correlationId: 'test',
      causationId: null,
      occurredAt,
    };
    const { position } = await app.scout.ctx.eventStore.append(
      listsStream(org),
      [
        { id: randomUUID(), type: 'ListCreated', data: { listId, name: 'Old favourites', createdAt: occurredAt }, metadata },
        { id: randomUUID(), type: 'ListProfilesAdded', data: { listId, profileIds: [ids[2]], addedAt: occurredAt }, metadata },
      ],
      { expectedRevision: 'any' },
    );
    await app.scout.runner.waitFor(position, 10_000);
    const slug = `old-favourites-${listId.slice(0, 8)}`;
    expect((await slugs())['Old favourites']).toBe(slug);
    expect(await usernamesIn({ listSlug: slug })).toEqual([200, ['fay.codes']]);
  });
});
