import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

const createKey = (token: string) => app.http.post('/api/v1/customer/account/api-key').set('X-Access-Token', token);

describe('API keys', () => {
  it('are shown once, stored only as a hash, and listed without the key', async () => {
    const owner = await signUp(app);
    const created = await createKey(owner.token);
    expect(created.status).toBe(201);
    const key: string = created.body.apiKey.key;
    expect(key).toMatch(/^sk_scout_[A-Za-z0-9_-]{43}$/);
    expect(created.body.apiKey.createdBy).toBe(owner.user._id);

    const shown = await app.http.get('/api/v1/customer/account/api-key').set('X-Access-Token', owner.token);
    expect(shown.status).toBe(200);
    expect(shown.body.apiKey).toEqual({
      keyId: created.body.apiKey.keyId,
      prefix: key.slice(0, 13),
      createdAt: expect.any(String),
      createdBy: owner.user._id,
    });
    const leaks = await app.pool.query(`select 1 from es_events where data::text like $1 or metadata::text like $1`, [`%${key.slice(9)}%`]);
    expect(leaks.rowCount).toBe(0);
  });

  it('let a machine client work with profiles as its organisation, and nothing of account or key management', async () => {
    const owner = await signUp(app);
    const key: string = (await createKey(owner.token)).body.apiKey.key;

    const saved = await app.http
      .post('/api/v1/customer/socialProfile')
      .set('X-Api-Key', key)
      .send({ platform: 'youtube', username: 'dudeperfect' });
    expect(saved.status).toBe(201);
    const listed = await app.http.get('/api/v1/customer/socialProfiles').query({ platform: 'youtube' }).set('X-Access-Token', owner.token);
    expect(listed.body.profiles.map((p: { username: string }) => p.username)).toEqual(['dudeperfect']);
    const { rows } = await app.pool.query<{ metadata: { actor: { via: string; role: string } } }>(
      `select metadata from es_events where type = 'ProfileSaved' and data->>'profileId' = $1`,
      [saved.body.profile._id],
    );
    expect(rows[0]?.metadata.actor).toMatchObject({ via: 'apiKey', role: 'apiKey' });

    for (const [method, path] of [
      ['post', '/api/v1/customer/account/api-key'],
      ['get', '/api/v1/customer/account/api-key'],
      ['delete', '/api/v1/customer/account/api-key'],
      ['get', '/api/v1/customer/account/me'],
      ['post', '/api/v1/customer/auth/logout'],
    ] as const) {
      const res = await app.http[method](path).set('X-Api-Key', key);
      expect({ method, path, status: res.status, name: res.body.name }).toEqual({ method, path, status: 403, name: 'Forbidden' });
    }
  });

  it('are revoked at once on delete or when a new key replaces them', async () => {
    const owner = await signUp(app);
    const first: string = (await createKey(owner.token)).body.apiKey.key;
    const second: string = (await createKey(owner.token)).body.apiKey.key;
    const list = (key: string) => app.http.get('/api/v1/customer/socialProfiles').set('X-Api-Key', key);
    expect((await list(first)).status).toBe(401);
    expect((await list(second)).status).toBe(200);

    const deleted = await app.http.delete('/api/v1/customer/account/api-key').set('X-Access-Token', owner.token);
    expect(deleted.status).toBe(200);
    expect((await list(second)).status).toBe(401);
    expect((await app.http.get('/api/v1/customer/account/api-key').set('X-Access-Token', owner.token)).body).toEqual({ apiKey: null });
    const again = await app.http.delete('/api/v1/customer/account/api-key').set('X-Access-Token', owner.token);
    expect(again.status).toBe(404);
  });

  it('never reach another organisation', async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const keyA: string = (await createKey(a.token)).body.apiKey.key;
    const profileB = (
      await app.http
        .post('/api/v1/customer/socialProfile')
        .set('X-Access-Token', b.token)
        .send({ platform: 'tiktok', username: 'bellapoarch' })
    ).body.profile;

    expect((await app.http.get(`/api/v1/customer/socialProfile/${profileB._id}`).set('X-Api-Key', keyA)).status).toBe(404);
    expect((await app.http.delete('/api/v1/customer/socialProfile').query({ profileId: profileB._id }).set('X-Api-Key', keyA)).status).toBe(
      404,
    );
    expect((await app.http.get('/api/v1/customer/account/api-key').set('X-Access-Token', b.token)).body).toEqual({ apiKey: null });
    expect((await app.http.delete('/api/v1/customer/account/api-key').set('X-Access-Token', b.token)).status).toBe(404);
    expect((await app.http.get('/api/v1/customer/socialProfiles').set('X-Api-Key', keyA)).status).toBe(200);
  });

  it('answers 401 to unknown keys', async () => {
    expect((await app.http.get('/api/v1/customer/socialProfiles').set('X-Api-Key', 'sk_scout_nope')).status).toBe(401);
  });
});
