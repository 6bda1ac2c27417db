import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { knowCreators } from '../../../tests/support/knownCreators';

let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await startTestApp();
  ({ token } = await signUp(app));
  // Made-up creators the shipped sample does not hold: saving asks the provider, which must know them.
  knowCreators(
    app,
    { platform: 'twitch', username: 'shroud' },
    { platform: 'instagram', username: 'private.creator' },
    ...['alpha', 'bravo', 'charlie', 'delta', 'echo'].map((username) => ({ platform: 'youtube', username })),
  );
});
afterAll(async () => app.close());

const save = (body: object, t = token) => app.http.post('/api/v1/customer/socialProfile').set('X-Access-Token', t).send(body);
const list = (query: Record<string, string | number>, t = token) =>
  app.http.get('/api/v1/customer/socialProfiles').query(query).set('X-Access-Token', t);

describe('saved social profiles API', () => {
  it('saves a profile, normalising the handle, and answers 201 with the document', async () => {
    const res = await save({ platform: 'Instagram', username: '  @Cristiano ' });
    expect(res.status).toBe(201);
    expect(res.body.profile).toMatchObject({ platform: 'instagram', username: 'cristiano', slug: 'cristiano-instagram', favourite: false });
    expect(res.body.profile._id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 409 for the same platform and username twice, and saves it once under concurrency', async () => {
    expect((await save({ platform: 'instagram', username: 'cristiano' })).status).toBe(409);
    const results = await Promise.all(Array.from({ length: 6 }, () => save({ platform: 'tiktok', username: 'khaby.lame' })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(results.find((r) => r.status === 409)?.body).toMatchObject({ name: 'Conflict' });
    const tiktok = await list({ platform: 'tiktok' });
    expect(tiktok.body.totalProfiles).toBe(1);
  });

  it('accepts other platforms by name', async () => {
    const res = await save({ platform: 'twitch', username: 'shroud' });
    expect(res.status).toBe(201);
    expect(res.body.profile.platform).toBe('twitch');
  });

  it('rejects bad input with a 400 ValidationError and stores nothing', async () => {
    const before = (await list({ platform: 'all' })).body.totalProfiles;
    for (const body of [{}, { platform: 'instagram' }, { platform: 'instagram', username: 'a b' }, { platform: '!!', username: 'x' }]) {
      const res = await save(body);
      expect(res.status).toBe(400);
      expect(res.body.name).toBe('ValidationError');
      expect(typeof res.body.message).toBe('string');
    }
    expect((await list({ platform: 'all' })).body.totalProfiles).toBe(before);
  });

  it('lists with platform filter, search, sort and pages', async () => {
    for (const username of ['alpha', 'bravo', 'charlie', 'delta', 'echo']) {
      expect((await save({ platform: 'youtube', username })).status).toBe(201);
    }
    const page1 = await list({ platform: 'youtube', limit: 2, page: 1, sortBy: 'username', orderBy: 'asc' });
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ currentPage: 1, totalPages: 3, totalProfiles: 5 });
    expect(page1.body.profiles.map((p: { username: string }) => p.username)).toEqual(['alpha', 'bravo']);
    const page3 = await list({ platform: 'youtube', limit: 2, page: 3, sortBy: 'username', orderBy: 'asc' });
    expect(page3.body.profiles.map((p: { username: string }) => p.username)).toEqual(['echo']);

    const newest = await list({ platform: 'youtube' });
    expect(newest.body.profiles[0].username).toBe('echo');

    const search = await list({ platform: 'youtube', search: 'ARL' });
    expect(search.body.profiles.map((p: { username: string }) => p.username)).toEqual(['charlie']);

    const defaultPlatform = await list({});
    expect(defaultPlatform.body.profiles.every((p: { platform: string }) => p.platform === 'instagram')).toBe(true);
    expect((await list({ platform: 'all' })).body.totalProfiles).toBe(8);
  });

  it('rejects unknown sort fields and oversized pages', async () => {
    expect((await list({ sortBy: 'passwordHash' })).status).toBe(400);
    expect((await list({ limit: 1000 })).status).toBe(400);
    expect((await list({ page: 0 })).status).toBe(400);
  });

  it('reads, marks as favourite and deletes one profile', async () => {
    const created = (await save({ platform: 'instagram', username: 'zendaya' })).body.profile;
    const read = await app.http.get(`/api/v1/customer/socialProfile/${created._id}`).set('X-Access-Token', token);
    expect(read.status).toBe(200);
    expect(read.body.profile).toEqual(created);

    const fav = await app.http
      .put(`/api/v1/customer/socialProfile/${created._id}`)
      .set('X-Access-Token', token)
      .send({ action: 'updateFavourite', favourite: true });
    expect(fav.status).toBe(200);
    expect(fav.body.profile.favourite).toBe(true);

    const unknownAction = await app.http
      .put(`/api/v1/customer/socialProfile/${created._id}`)
      .set('X-Access-Token', token)
      .send({ action: 'dropTables' });
    expect(unknownAction.status).toBe(400);

    const del = await app.http.delete('/api/v1/customer/socialProfile').query({ profileId: created._id }).set('X-Access-Token', token);
    expect(del.status).toBe(200);
    expect((await app.http.get(`/api/v1/customer/socialProfile/${created._id}`).set('X-Access-Token', token)).status).toBe(404);
    const again = await app.http.delete('/api/v1/customer/socialProfile').query({ profileId: created._id }).set('X-Access-Token', token);
    expect(again.status).toBe(404);
    expect(again.body.name).toBe('NotFound');

    const resaved = await save({ platform: 'instagram', username: 'zendaya' });
    expect(resaved.status).toBe(201);
    expect(resaved.body.profile.favourite).toBe(false);
  });

  it('answers 401 without a valid token', async () => {
    expect((await app.http.get('/api/v1/customer/socialProfiles')).status).toBe(401);
    expect((await list({}, 'not-a-token')).status).toBe(401);
    expect((await save({ platform: 'instagram', username: 'x' }, 'nope')).body).toEqual({
      name: 'Unauthorized',
      message: expect.any(String),
    });
  });
});

describe('tenant isolation of saved profiles', () => {
  it('gives another organisation 404 for a profile on read, change and delete, and leaves it intact', async () => {
    const owner = await signUp(app);
    const intruder = await signUp(app);
    const profile = (await save({ platform: 'instagram', username: 'private.creator' }, owner.token)).body.profile;

    const read = await app.http.get(`/api/v1/customer/socialProfile/${profile._id}`).set('X-Access-Token', intruder.token);
    expect(read.status).toBe(404);
    const change = await app.http
      .put(`/api/v1/customer/socialProfile/${profile._id}`)
      .set('X-Access-Token', intruder.token)
      .send({ action: 'updateFavourite', favourite: true });
    expect(change.status).toBe(404);
    const del = await app.http
      .delete('/api/v1/customer/socialProfile')
      .query({ profileId: profile._id })
      .set('X-Access-Token', intruder.token);
    expect(del.status).toBe(404);
    const theirs = await list({ platform: 'all' }, intruder.token);
    expect(theirs.body.totalProfiles).toBe(0);

    const still = await app.http.get(`/api/v1/customer/socialProfile/${profile._id}`).set('X-Access-Token', owner.token);
    expect(still.status).toBe(200);
    expect(still.body.profile.favourite).toBe(false);

    // The same handle saved by the other organisation is its own profile.
    const own = await save({ platform: 'instagram', username: 'private.creator' }, intruder.token);
    expect(own.status).toBe(201);
    expect(own.body.profile._id).not.toBe(profile._id);
  });
});
