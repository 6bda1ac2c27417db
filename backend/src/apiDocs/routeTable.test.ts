import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Validator } from '@seriousme/openapi-schema-validator';
import express from 'express';
import { routeKey, type RouteDef } from '@scout/contracts/platform/routes';
import { allRoutes } from '@scout/contracts/routes';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { mountScoutApi } from '../app';

/**
 * The route table is the API: every mounted call is declared once in it and every declared call
 * is mounted; the OpenAPI document made from it validates and lists every call; and a parameter
 * or field a call does not declare is refused, never silently dropped.
 */

let app: TestApp;
let token = '';

beforeAll(async () => {
  // Every setting that mounts a route of its own is on, so the whole table is mounted.
  app = await startTestApp({
    env: { DEV_OUTBOX: 'true', GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'secret' },
  });
  token = (await signUp(app)).token;
});
afterAll(async () => app.close());

function mountedRoutes(): string[] {
  const router = express.Router();
  mountScoutApi(router, app.scout.ctx, { pool: app.pool, projections: app.scout.runner });
  return router.stack.flatMap((layer) => {
    const route = layer.route as { path: string; methods: Record<string, boolean> } | undefined;
    return route ? Object.keys(route.methods).map((method) => routeKey({ method: method as RouteDef['method'], path: route.path })) : [];
  });
}

describe('the route table', () => {
  it('declares every mounted route once, and every declared route is mounted', () => {
    const declared = allRoutes.map(routeKey);
    expect(new Set(declared).size).toBe(declared.length);
    expect([...declared].sort()).toEqual([...new Set(mountedRoutes())].sort());
  });
});

describe('GET /api/v1/openapi.json', () => {
  it('is public, validates as OpenAPI 3.1 and lists every call with its roles', async () => {
    const res = await app.http.get('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    const document = res.body as { openapi: string; paths: Record<string, Record<string, { summary: string; 'x-scout-roles': string[] }>> };
    expect(document.openapi).toBe('3.1.0');

    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);

    const listed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => routeKey({ method: method as RouteDef['method'], path: path.replace(/\{(\w+)\}/g, ':$1') })),
    );
    expect(listed.sort()).toEqual([...new Set(mountedRoutes())].sort());
    expect(document.paths['/customer/campaigns']?.get?.['x-scout-roles']).toEqual(['owner', 'admin', 'member', 'apiKey']);
    expect(document.paths['/customer/account/api-key']?.post?.['x-scout-roles']).toEqual(['owner', 'admin']);
  });
});

describe('a parameter or field a call does not declare', () => {
  const refused = (res: { status: number; body: { name?: unknown; message?: unknown } }) => [
    res.status,
    res.body.name,
    typeof res.body.message,
  ];
  const REFUSED = [400, 'ValidationError', 'string'];

  it('answers 400 as a query parameter of every GET that takes a query', async () => {
    // Those without path parameters, so the query is the only thing that can be wrong.
    const sample = allRoutes.filter((route) => route.method === 'get' && route.query && !route.path.includes(':'));
    expect(sample.length).toBeGreaterThan(10);
    const outcomes = [];
    for (const route of sample) {
      const res = await app.http.get(`/api/v1${route.path}?notAParameter=1`).set('X-Access-Token', token);
      outcomes.push(`${routeKey(route)}: ${JSON.stringify(refused(res))}`);
    }
    expect(outcomes).toEqual(sample.map((route) => `${routeKey(route)}: ${JSON.stringify(REFUSED)}`));
  });

  it('answers 400 for an undeclared filter with an empty value, which cleaning would drop', async () => {
    const res = await app.http.get('/api/v1/customer/socialProfiles?notAFilter=').set('X-Access-Token', token);
    expect(refused(res)).toEqual(REFUSED);
    expect(res.body.message).toBe('notAFilter: Unrecognized key: "notAFilter"');
  });

  it('answers 400 as a body field, top-level or nested, and changes nothing', async () => {
    const calls: Array<[RouteDef, object]> = [
      [allRoutes.find((r) => routeKey(r) === 'POST /customer/campaign')!, { name: 'Spring', owner: 'someone' }],
      [allRoutes.find((r) => routeKey(r) === 'PUT /customer/addListItem')!, { items: [], listNames: ['Summer'], listSlug: 'summer' }],
      [allRoutes.find((r) => routeKey(r) === 'POST /customer/custom-field')!, { name: 'Tier', type: 'text', colour: 'red' }],
      [allRoutes.find((r) => routeKey(r) === 'POST /customer/field-category')!, { name: 'Deals', order: 1 }],
      [allRoutes.find((r) => routeKey(r) === 'PUT /customer/account/updateUserInfo')!, { phone: '+43 1', role: 'owner' }],
      [allRoutes.find((r) => routeKey(r) === 'POST /customer/socialProfile')!, { platform: 'instagram', username: 'ann', favourite: true }],
      [
        allRoutes.find((r) => routeKey(r) === 'PUT /customer/campaign-settings/emv')!,
        { currency: 'EUR', valuesCents: { instagram: 800 }, extra: { nested: true } },
      ],
    ];
    for (const [route, body] of calls) {
      const res = await app.http[route.method](`/api/v1${route.path}`).set('X-Access-Token', token).send(body);
      expect([routeKey(route), ...refused(res)]).toEqual([routeKey(route), ...REFUSED]);
    }
    const login = await app.http
      .post('/api/v1/customer/auth/login')
      .send({ email: 'nobody@example.com', password: 'whatever it is', remember: true });
    expect(refused(login)).toEqual(REFUSED);
    const headers = { 'X-Access-Token': token };
    expect((await app.http.get('/api/v1/customer/campaigns').set(headers)).body.campaigns).toEqual([]);
    expect((await app.http.get('/api/v1/customer/listwithCount').set(headers)).body.lists).toEqual([]);
    expect((await app.http.get('/api/v1/customer/custom-fields').set(headers)).body.fields ?? []).toEqual([]);
    expect((await app.http.get('/api/v1/customer/socialProfiles').set(headers)).body.profiles).toEqual([]);
  });
});
