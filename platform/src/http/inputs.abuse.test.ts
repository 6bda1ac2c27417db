import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { markEmailVerified } from '../../../tests/support/accounts';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { earnedMediaValue, viewsByPlatform } from '@scout/projections/campaigns/metricsFormulas';
import { hostileInputIssue, MAX_INPUT_DEPTH } from './inputShape';

/**
 * Issue 14 item 8: every query, path and body an attacker sends is answered with a 400
 * `{ name, message }` before any work is done, and nothing is stored.
 */

let app: TestApp;
let session: Record<string, string>;

beforeAll(async () => {
  app = await startTestApp();
  const owner = await signUp(app);
  await markEmailVerified(app, owner.user._id);
  session = { 'X-Access-Token': owner.token };
});

afterAll(async () => {
  await app.close();
});

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

function expectRefused(res: { status: number; body: { name?: unknown; message?: unknown } }): void {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ name: 'ValidationError', message: expect.any(String) });
}

const postRaw = (path: string, json: string, headers: Record<string, string> = {}) =>
  app.http.post(`/api/v1${path}`).set(headers).set('Content-Type', 'application/json').send(json);

async function campaignCount(): Promise<number> {
  const res = await app.http.get('/api/v1/customer/campaigns').set(session);
  return res.body.total as number;
}

async function profileCount(): Promise<number> {
  const res = await app.http.get('/api/v1/customer/socialProfiles?platform=all').set(session);
  return res.body.totalProfiles as number;
}

describe('sorting the campaign list', () => {
  it('answers every sort field in both directions, createdAt included', async () => {
    await app.http.post('/api/v1/customer/campaign').set(session).send({ name: 'Sorted', currency: 'EUR' }).expect(201);
    for (const sortBy of ['createdAt', 'updatedAt', 'name']) {
      for (const orderBy of ['asc', 'desc']) {
        const res = await app.http.get(`/api/v1/customer/campaigns?sortBy=${sortBy}&orderBy=${orderBy}`).set(session);
        expect(res.status).toBe(200);
        expect(res.body.total).toBe(1);
      }
    }
  });
});

describe('NUL in a path or query value', () => {
  it.each([
    ['/misc/socialProfile/%00', {}],
    ['/misc/campaign/%00', {}],
    ['/misc/customer/logo?host=%00', {}],
    ['/misc/locations?text=a%00b', {}],
    ['/customer/campaigns?search=%00', 'session'],
    ['/customer/socialProfiles?search=x%00', 'session'],
  ] as const)('GET %s answers 400', async (path, who) => {
    expectRefused(await app.http.get(`/api/v1${path}`).set(who === 'session' ? session : {}));
  });
});

describe('text that cannot be stored, in JSON', () => {
  it('refuses NUL in a sign-up and keeps the email free', async () => {
    const email = `nul-${Date.now()}@example.com`;
    const body = { email, password: 'correct horse battery', fullName: 'Ana' };
    expectRefused(await app.http.post('/api/v1/customer/auth/signup').send({ ...body, fullName: 'Ana\u0000' }));
    expectRefused(await postRaw('/customer/auth/signup', JSON.stringify({ ...body, orgName: 'x' }).replace('"x"', '"\\ud83d"')));
    expect((await app.http.post('/api/v1/customer/auth/signup').send(body)).status).toBe(201);
  });

  it('refuses NUL and a lone surrogate in an invitation and a campaign name, storing nothing', async () => {
    const members = (await app.http.get('/api/v1/customer/account/list').set(session)).body;
    const invite = { email: `invited-${Date.now()}@example.com`, fullName: 'In\u0000vited', role: 'guest' };
    expectRefused(await app.http.post('/api/v1/customer/account/add').set(session).send(invite));
    expectRefused(await postRaw('/customer/campaign', '{"name":"Summer \\ud83d","currency":"EUR"}', session));
    expect((await app.http.get('/api/v1/customer/account/list').set(session)).body).toEqual(members);
    expect(await campaignCount()).toBe(1);
  });
});

describe('JSON nested thousands of levels deep', () => {
  it.each(['/customer/auth/signup', '/customer/auth/login', '/customer/campaign'])(
    'POST %s answers 400 before anything recurses',
    async (path) => {
      for (const json of [nested(5000), `{"name":${nested(5000)}}`, `{"a":${'{"a":'.repeat(100)}1${'}'.repeat(100)}}`]) {
        const res = await postRaw(path, json, session);
        expectRefused(res);
        expect(res.body.message).toContain(`deeper than ${MAX_INPUT_DEPTH}`);
      }
      expect(await campaignCount()).toBe(1);
    },
  );

  it('checks depth without recursion, however deep', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 200_000; i++) deep = { a: deep };
    expect(hostileInputIssue(deep)?.message).toContain('deeper than');
    let shallow: unknown = 1;
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) shallow = [shallow];
    expect(hostileInputIssue(shallow)).toBeNull();
  });
});

describe('huge numbers', () => {
  it.each(['1e309', '-1e309', '18446744073709551616', '9007199254740993'])('refuses %s in a body', async (number) => {
    const res = await postRaw('/customer/discoverProfiles', `{"filter":{"platform":"instagram"},"limit":${number}}`, session);
    expectRefused(res);
    expect(res.body.issues).toEqual([{ path: 'limit', message: expect.any(String) }]);
  });

  it.each(['1e309', '18446744073709551616', 'Infinity', 'NaN'])('refuses %s as a page in a query', async (number) => {
    expectRefused(await app.http.get(`/api/v1/customer/campaigns?page=${number}`).set(session));
  });
});

describe('prototype keys', () => {
  it.each([
    '{"__proto__":{"role":"owner"},"email":"p@example.com","password":"correct horse battery","fullName":"P"}',
    '{"constructor":{"prototype":{"role":"owner"}},"email":"p@example.com","password":"correct horse battery","fullName":"P"}',
    '{"email":"p@example.com","password":"correct horse battery","fullName":"P","orgName":{"prototype":1}}',
  ])('refuses %s at sign-up and stores nothing', async (json) => {
    expectRefused(await postRaw('/customer/auth/signup', json));
    const login = await app.http.post('/api/v1/customer/auth/login').send({ email: 'p@example.com', password: 'correct horse battery' });
    expect(login.status).toBe(401);
  });

  it('refuses a platform named constructor and a CPM table keyed by it', async () => {
    const before = await profileCount();
    expectRefused(await app.http.post('/api/v1/customer/socialProfile').set(session).send({ platform: 'constructor', username: 'x' }));
    expectRefused(await app.http.post('/api/v1/customer/socialProfile').set(session).send({ platform: 'Prototype', username: 'x' }));
    const cpm = await app.http
      .put('/api/v1/customer/campaign-settings/emv')
      .set(session)
      .set('Content-Type', 'application/json')
      .send('{"currency":"EUR","valuesCents":{"constructor":500}}');
    expectRefused(cpm);
    expect((await app.http.get('/api/v1/customer/campaign-settings/emv').set(session)).body.emv).toMatchObject({ isDefault: true });
    expectRefused(await app.http.get('/api/v1/customer/socialProfiles?platform=constructor').set(session));
    expect(await profileCount()).toBe(before);
  });

  it('counts the views of a platform named like a prototype member as any other, for the EMV', () => {
    const posts = [
      { postId: 'a', platform: 'constructor', views: 1000, likes: null, comments: null, reach: null },
      { postId: 'b', platform: 'instagram', views: 2000, likes: null, comments: null, reach: null },
    ];
    const views = viewsByPlatform(posts);
    expect(views).toEqual({ constructor: 1000, instagram: 2000 });
    const emv = earnedMediaValue(views, { currency: 'EUR', values: { instagram: 10 }, isDefault: false });
    expect(emv.value).toBe(20);
    expect(emv.inputs['cpm.constructor']).toBeNull();
  });
});
