import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import request from 'supertest';
import type { Express } from 'express';
import { loadConfig } from '@scout/platform/config';
import { memberWithSession } from '../../../tests/support/accounts';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { openTestPool, type TestPool } from '../../../tests/support/database';
import { createRoleProcess } from '../app';
import { startProjectionsProcess, type ProjectionsProcess } from '../runtime/projectionsProcess';
import { CALLER_CHANGING_TYPES, createPrincipalCache, type ResolvedCaller } from './principalCache';

const api = '/api/v1';
const silent = pino({ level: 'silent' });
/** How soon a revoked credential must stop working (the bound), from the revoking command's answer. */
const REFUSED_WITHIN_MS = 1000;

const caller = (orgId: string): ResolvedCaller => ({
  principal: { userId: 'u', orgId, role: 'owner', via: 'session', sessionId: 's', apiKeyId: null },
  expiresAt: null,
  access: null,
});

describe('the principal cache', () => {
  it('keeps a caller for its time, and drops every caller for a change to sessions, users, keys or organisations', () => {
    let now = 0;
    const cache = createPrincipalCache(500, () => now);
    cache.set('a', caller('one'));
    now = 499;
    expect(cache.get('a')?.principal.orgId).toBe('one');
    now = 500;
    expect(cache.get('a')).toBeUndefined();

    // Set again while in use, it still ends at its first deadline.
    cache.set('a', caller('one'));
    now = 800;
    cache.set('a', caller('two'));
    expect(cache.get('a')?.principal.orgId).toBe('one');
    now = 1000;
    expect(cache.get('a')).toBeUndefined();

    cache.set('a', caller('one'));
    cache.invalidate(['ProfileSaved', 'UserLoggedIn']);
    expect(cache.get('a')).toBeDefined();
    for (const change of [['MemberRemoved'], ['UserLoggedOut'], ['ApiKeyRevoked'], ['OrganizationPlanChanged'], null]) {
      cache.set('a', caller('one'));
      cache.invalidate(change);
      expect(cache.get('a')).toBeUndefined();
    }
    cache.set('a', caller('one'));
    cache.projectionApplied('savedProfiles');
    expect(cache.get('a')).toBeDefined();
    cache.projectionApplied('users');
    expect(cache.get('a')).toBeUndefined();
  });

  it('names the changes that end a session or a key, and not the ones that create them', () => {
    expect([...CALLER_CHANGING_TYPES]).toEqual(
      expect.arrayContaining(['UserLoggedOut', 'MemberRemoved', 'MemberRoleChanged', 'ApiKeyRevoked']),
    );
    expect(CALLER_CHANGING_TYPES.has('UserLoggedIn')).toBe(false);
    expect(CALLER_CHANGING_TYPES.has('ApiKeyCreated')).toBe(false);
  });

  it('keeps nothing when its time is 0', () => {
    const cache = createPrincipalCache(0);
    cache.set('a', caller('one'));
    expect(cache.get('a')).toBeUndefined();
  });
});

interface Member {
  token: string;
  key: string;
  adminId: string;
  ownerToken: string;
}

/** An owner, and an admin of the same organisation holding a session and the organisation's API key. */
async function adminWithKey(serving: { app: Express; scout: Parameters<typeof memberWithSession>[0]['scout'] }): Promise<Member> {
  const http = request(serving.app);
  const signup = await http
    .post(`${api}/customer/auth/signup`)
    .send({ email: `cache-${randomBytes(4).toString('hex')}@example.com`, password: 'correct horse battery', fullName: 'Cache Owner' });
  expect(signup.status).toBe(201);
  const orgId: string = signup.body.user.orgInfo._id;
  const token = await memberWithSession({ scout: serving.scout }, orgId, 'admin');
  const me = await http.get(`${api}/customer/account/me`).set('X-Access-Token', token);
  const created = await http.post(`${api}/customer/account/api-key`).set('X-Access-Token', token);
  expect(created.status).toBe(201);
  return { token, key: created.body.apiKey.key, adminId: me.body.user._id, ownerToken: signup.body.token };
}

/**
 * Keeps the admin's session and key in use against `app` (so both are cached while the removal runs),
 * removes the admin through `remover`, then answers how long after the removal's answer each was
 * first refused (null: still accepted at the deadline).
 */
async function refusedAfterRemoval(
  member: Member,
  remover: Express,
  app: Express,
): Promise<{ session: number | null; key: number | null }> {
  const http = request(app);
  const asSession = () => http.get(`${api}/customer/socialProfiles`).set('X-Access-Token', member.token);
  const asKey = () => http.get(`${api}/customer/socialProfiles`).set('X-Api-Key', member.key);
  expect([(await asSession()).status, (await asKey()).status]).toEqual([200, 200]);

  let removing = true;
  const busy = (async () => {
    while (removing) await Promise.all([asSession(), asKey()]);
  })();
  const removed = await request(remover).delete(`${api}/customer/account/${member.adminId}`).set('X-Access-Token', member.ownerToken);
  removing = false;
  await busy;
  expect(removed.status).toBe(200);

  const answeredAt = Date.now();
  const refused: { session: number | null; key: number | null } = { session: null, key: null };
  while ((refused.session === null || refused.key === null) && Date.now() - answeredAt <= REFUSED_WITHIN_MS) {
    const [session, key] = await Promise.all([asSession(), asKey()]);
    if (refused.session === null && session.status === 401) refused.session = Date.now() - answeredAt;
    if (refused.key === null && key.status === 401) refused.key = Date.now() - answeredAt;
  }
  // Once refused, refused for good: nothing stale comes back.
  expect([(await asSession()).status, (await asKey()).status]).toEqual([401, 401]);
  return refused;
}

describe('a removed member’s session and API key stop within a second', () => {
  describe('in one process', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp();
    });
    afterAll(async () => app.close());

    it('refuses both once the removal answers', async () => {
      const member = await adminWithKey({ app: app.scout.app, scout: app.scout });
      const refused = await refusedAfterRemoval(member, app.scout.app, app.scout.app);
      expect(refused.session).not.toBeNull();
      expect(refused.key).not.toBeNull();
    });

    it('a signed-up owner keeps working while cached', async () => {
      const owner = await signUp(app);
      for (let i = 0; i < 3; i += 1)
        expect((await app.http.get(`${api}/customer/account/me`).set('X-Access-Token', owner.token)).status).toBe(200);
    });
  });

  describe('with the api and projections roles apart, the member calling another api process than the one removing', () => {
    let db: TestPool;
    let keeper: ProjectionsProcess;
    let apis: Array<Awaited<ReturnType<typeof createRoleProcess>>> = [];
    beforeAll(async () => {
      // The shipped bank comes with the database: the api processes then have none to load.
      db = await openTestPool('principals', 20, true);
      const secretsKey = randomBytes(32).toString('base64');
      const env = (role: string) =>
        loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: db.database.url, SECRETS_KEY: secretsKey, SCOUT_ROLE: role });
      keeper = await startProjectionsProcess({ config: env('projections'), pool: db.pool, logger: silent });
      apis = [
        await createRoleProcess({ config: env('api'), pool: db.pool, logger: silent }, 'api'),
        await createRoleProcess({ config: env('api'), pool: db.pool, logger: silent }, 'api'),
      ];
    });
    afterAll(async () => {
      for (const serving of apis) await serving.close();
      await keeper?.close();
      await db?.close();
    });

    it('refuses both on the process that removed and on the other one', async () => {
      const [one, two] = apis;
      if (!one || !two) throw new Error('two api processes');
      const onOther = await refusedAfterRemoval(await adminWithKey({ app: one.app, scout: one }), one.app, two.app);
      expect(onOther.session).not.toBeNull();
      expect(onOther.key).not.toBeNull();
      const onSame = await refusedAfterRemoval(await adminWithKey({ app: one.app, scout: one }), one.app, one.app);
      expect(onSame.session).not.toBeNull();
      expect(onSame.key).not.toBeNull();
    });
  });
});
