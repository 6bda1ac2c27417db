import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import type { Response as TestResponse } from 'supertest';
import { markEmailVerified, memberWithSession } from '../../../tests/support/accounts';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { mountScoutApi } from '../app';
import { can, type Actor, type Capability } from './permissions';
import { newToken } from './tokens';

/**
 * Every route of the API, called by every kind of caller: the permission table decides who gets
 * through, no credentials give 401, and another organisation never gets a 2xx on this one's data.
 */

type Caller = Actor | 'anonymous' | 'otherOrg';
const CALLERS: readonly Caller[] = ['anonymous', 'apiKey', 'otherOrg', 'guest', 'member', 'admin', 'owner'];

interface RouteCase {
  method: 'get' | 'post' | 'put' | 'delete';
  /** The path as mounted, e.g. `/customer/socialProfile/:id`. */
  path: string;
  need: Capability | 'public';
  url?: () => string;
  body?: () => object;
  /** Addresses a document of the first organisation by id. */
  ownedByOrgA?: boolean;
  after?: (res: TestResponse) => Promise<void>;
}

let app: TestApp;
const credentials = new Map<Caller, Record<string, string>>();
let ownerEmail = '';
let profileId = '';
/** An invited guest of the first organisation, the target of the team routes. */
let teammateId = '';

async function restoreTeammate(): Promise<void> {
  const body = { email: `teammate-${randomUUID()}@example.com`, fullName: 'Teammate', role: 'guest' };
  const res = await app.http.post('/api/v1/customer/account/add').set(credentials.get('owner') ?? {}).send(body);
  teammateId = res.body.member._id as string;
}

async function restoreApiKey(): Promise<void> {
  const res = await app.http.post('/api/v1/customer/account/api-key').set(credentials.get('owner') ?? {});
  credentials.set('apiKey', { 'X-Api-Key': res.body.apiKey.key as string });
}

async function restoreProfile(): Promise<void> {
  const res = await app.http.post('/api/v1/customer/socialProfile').set(credentials.get('owner') ?? {}).send({ platform: 'instagram', username: 'fixture' });
  if (res.status === 201) profileId = res.body.profile._id as string;
}

const ROUTES: RouteCase[] = [
  { method: 'get', path: '/health', need: 'public' },
  {
    method: 'post',
    path: '/customer/auth/signup',
    need: 'public',
    body: () => ({ email: `new-${randomUUID()}@example.com`, password: 'a good password', fullName: 'New' }),
  },
  { method: 'post', path: '/customer/auth/login', need: 'public', body: () => ({ email: ownerEmail, password: 'correct horse battery' }) },
  // Unconfigured here (no GOOGLE_CLIENT_ID): 404 for everyone; the token checks are in google/google.test.ts.
  { method: 'post', path: '/customer/auth/login/google', need: 'public', body: () => ({ token: 'not-a-google-token' }) },
  { method: 'get', path: '/customer/account/me', need: 'account:self' },
  { method: 'get', path: '/customer/account/api-key', need: 'apiKeys:manage' },
  {
    method: 'post',
    path: '/customer/account/api-key',
    need: 'apiKeys:manage',
    after: async (res) => {
      if (res.status === 201) credentials.set('apiKey', { 'X-Api-Key': res.body.apiKey.key as string });
    },
  },
  { method: 'get', path: '/customer/socialProfiles', need: 'profiles:read' },
  { method: 'get', path: '/customer/home', need: 'dashboard:read' },
  { method: 'post', path: '/customer/socialProfile', need: 'profiles:write', body: () => ({ platform: 'tiktok', username: `u${randomUUID().slice(0, 8)}` }) },
  { method: 'get', path: '/customer/socialProfile/:id', need: 'profiles:read', url: () => `/customer/socialProfile/${profileId}`, ownedByOrgA: true },
  {
    method: 'put',
    path: '/customer/socialProfile/:id',
    need: 'profiles:write',
    url: () => `/customer/socialProfile/${profileId}`,
    body: () => ({ action: 'updateFavourite', favourite: true }),
    ownedByOrgA: true,
  },
  {
    method: 'delete',
    path: '/customer/socialProfile',
    need: 'profiles:write',
    url: () => `/customer/socialProfile?profileId=${profileId}`,
    ownedByOrgA: true,
    after: restoreProfile,
  },
  {
    method: 'delete',
    path: '/customer/account/api-key',
    need: 'apiKeys:manage',
    after: async (res) => {
      if (res.status === 200) await restoreApiKey();
    },
  },
  // A link token proves who verifies, so verify-email is public; an unknown token is 404 for everyone.
  { method: 'post', path: '/customer/account/verify-email', need: 'public', body: () => ({ token: newToken() }) },
  { method: 'get', path: '/customer/account/resend-verify-email', need: 'account:self' },
  { method: 'get', path: '/customer/account/verify-status', need: 'account:self' },
  { method: 'post', path: '/customer/auth/forgot-password', need: 'public', body: () => ({ method: 'request', email: `nobody-${randomUUID()}@example.com` }) },
  // A wrong old password (400) keeps every caller's password and sessions as they are.
  {
    method: 'put',
    path: '/customer/account/changePassword',
    need: 'account:self',
    body: () => ({ oldPassword: 'not the password', newPassword: 'a brand new password', passwordConfirm: 'a brand new password' }),
  },
  // Account and organisation settings (settingsRoutes.ts).
  { method: 'put', path: '/customer/account/updateUserInfo', need: 'account:self', body: () => ({ phone: `+43 ${randomUUID().slice(0, 6)}` }) },
  { method: 'get', path: '/customer/account/usage', need: 'account:self', url: () => '/customer/account/usage?fields=profiles' },
  { method: 'get', path: '/customer/account/organization', need: 'account:self' },
  { method: 'post', path: '/customer/account/survey', need: 'organization:manage', body: () => ({ data: { teamSize: '2-5' } }) },
  { method: 'put', path: '/customer/account/config', need: 'organization:manage', body: () => ({ userGuide: true }) },
  { method: 'put', path: '/customer/account/status-flags', need: 'account:self', body: () => ({ hideEmptyList: true }) },
  { method: 'put', path: '/customer/country', need: 'organization:manage', body: () => ({ country: 'at' }) },
  { method: 'post', path: '/customer/create-ticket', need: 'account:self', body: () => ({ subject: 'Help', text: 'Please help' }) },
  // The trial plan has no search export: 423 for whoever may ask (it counts as let through).
  { method: 'post', path: '/customer/account/search-export', need: 'profiles:write', body: () => ({ profileCount: 10 }) },
  { method: 'post', path: '/customer/account/request-search-credits', need: 'organization:manage', body: () => ({ reason: 'A campaign' }) },
  // White-label: each caller's organisation sets up its own random domain; DELETE then 404s for later callers.
  {
    method: 'put',
    path: '/customer/account/config-whitelabel',
    need: 'organization:manage',
    body: () => ({ agencyName: 'Roles Agency', domain: `roles-${randomUUID().slice(0, 8)}.example.com` }),
  },
  { method: 'get', path: '/customer/account/whitelabel', need: 'organization:manage' },
  { method: 'get', path: '/customer/account/domain-status', need: 'organization:manage' },
  { method: 'delete', path: '/customer/account/whitelabel', need: 'organization:manage' },
  { method: 'get', path: '/misc/customer/logo', need: 'public', url: () => '/misc/customer/logo?host=roles.example.com' },
  { method: 'get', path: '/misc/blobs/:id', need: 'public', url: () => `/misc/blobs/${randomUUID()}` },
  { method: 'get', path: '/misc/config', need: 'public' },
  // Development only (NODE_ENV is not production here): the mail outbox.
  { method: 'get', path: '/dev/outbox', need: 'public' },
  // The team (teamRoutes.ts): an invited guest of the first organisation is the target; guests take no plan seat.
  { method: 'get', path: '/customer/account/list', need: 'team:manage' },
  {
    method: 'post',
    path: '/customer/account/add',
    need: 'team:manage',
    body: () => ({ email: `invited-${randomUUID()}@example.com`, fullName: 'Invited', role: 'guest' }),
  },
  {
    method: 'put',
    path: '/customer/account/:id',
    need: 'team:manage',
    url: () => `/customer/account/${teammateId}`,
    body: () => ({ fullName: `Renamed ${randomUUID().slice(0, 4)}` }),
    ownedByOrgA: true,
  },
  {
    method: 'put',
    path: '/customer/account/guest/:id',
    need: 'team:manage',
    url: () => `/customer/account/guest/${teammateId}`,
    body: () => ({ shared: { lists: [randomUUID()] } }),
    ownedByOrgA: true,
  },
  {
    method: 'delete',
    path: '/customer/account/:id',
    need: 'team:manage',
    url: () => `/customer/account/${teammateId}`,
    ownedByOrgA: true,
    after: async (res) => {
      if (res.status === 200) await restoreTeammate();
    },
  },
  // Invitation links prove who accepts: public; unknown tokens are 404 for everyone.
  { method: 'get', path: '/customer/auth/user/:token', need: 'public', url: () => `/customer/auth/user/${newToken()}` },
  {
    method: 'post',
    path: '/customer/auth/user/activate',
    need: 'public',
    body: () => ({ token: newToken(), fullName: 'Nobody', password: 'a good password' }),
  },
  // Last: it ends each caller's session.
  { method: 'post', path: '/customer/auth/logout', need: 'account:self' },
];

beforeAll(async () => {
  app = await startTestApp();
  const owner = await signUp(app);
  ownerEmail = owner.body.email;
  credentials.set('anonymous', {});
  credentials.set('owner', { 'X-Access-Token': owner.token });
  const otherOrg = await signUp(app);
  credentials.set('otherOrg', { 'X-Access-Token': otherOrg.token });
  await markEmailVerified(app, owner.user._id);
  await markEmailVerified(app, otherOrg.user._id);
  for (const role of ['admin', 'member', 'guest'] as const) credentials.set(role, { 'X-Access-Token': await memberWithSession(app, owner.user.orgInfo._id, role) });
  await restoreApiKey();
  await restoreProfile();
  await restoreTeammate();
});
afterAll(async () => app.close());

function expectedFor(route: RouteCase, caller: Caller): 'allowed' | 401 | 403 | 404 {
  if (route.need === 'public') return 'allowed';
  if (caller === 'anonymous') return 401;
  if (caller === 'otherOrg') return route.ownedByOrgA ? 404 : can('owner', route.need) ? 'allowed' : 403;
  return can(caller, route.need) ? 'allowed' : 403;
}

describe('routes × roles', () => {
  it('covers every route the API mounts', () => {
    const router = express.Router();
    mountScoutApi(router, app.scout.ctx, { pool: app.pool, projections: app.scout.runner });
    const mounted = router.stack
      .flatMap((layer) => {
        const route = layer.route as { path: string; methods: Record<string, boolean> } | undefined;
        return route ? Object.keys(route.methods).map((m) => `${m} ${route.path}`) : [];
      })
      .sort();
    expect(ROUTES.map((r) => `${r.method} ${r.path}`).sort()).toEqual(mounted);
  });

  it('lets through exactly whom the permission table names, and never another organisation', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const route of ROUTES) {
      for (const caller of CALLERS) {
        const url = `/api/v1${route.url ? route.url() : route.path}`;
        let request = app.http[route.method](url).set(credentials.get(caller) ?? {});
        if (route.body) request = request.send(route.body());
        const res = await request;
        await route.after?.(res);
        const want = expectedFor(route, caller);
        const got = want === 'allowed' ? (res.status === 401 || res.status === 403 ? res.status : 'allowed') : res.status;
        outcomes.push(`${route.method} ${route.path} as ${caller}: ${String(got)}`);
        expected.push(`${route.method} ${route.path} as ${caller}: ${String(want)}`);
      }
    }
    expect(outcomes).toEqual(expected);
  });
});
