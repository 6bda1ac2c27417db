import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEFAULT_PLAN_CATALOGUE, isAgencyPlan } from '@scout/contracts/billing/plans';
import { markEmailVerified } from '../../../tests/support/accounts';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { knowCreators } from '../../../tests/support/knownCreators';
import { ConfigError, loadConfig } from '@scout/platform/config';
import { changePlan } from '../billing/billingService';

const DAY = 86_400_000;
/** Trials of 3 days here, inside the 7-day session. A small trial plan, so the limit is reached with a few saves; `agency` is unbounded. */
const CATALOGUE = {
  free: { paid: false, limits: { profiles: 2, members: 1, searchCount: 5, reports: 1 }, features: {} },
  agency: {
    paid: true,
    limits: { profiles: 'Infinity', members: 'Infinity', searchCount: 1000, reports: 'Infinity' },
    features: { searchExport: true, integrations: true },
  },
};

let app: TestApp;
let now = new Date('2026-11-22T10:00:00.000Z');

beforeAll(async () => {
  app = await startTestApp({ clock: () => now, env: { PLAN_CATALOGUE: JSON.stringify(CATALOGUE), TRIAL_DAYS: '3' } });
});
afterAll(async () => app.close());

const api = (token: string) => ({
  me: () => app.http.get('/api/v1/customer/account/me').set('X-Access-Token', token),
  save: (username: string) => {
    knowCreators(app, { platform: 'instagram', username });
    return app.http.post('/api/v1/customer/socialProfile').set('X-Access-Token', token).send({ platform: 'instagram', username });
  },
  list: () => app.http.get('/api/v1/customer/socialProfiles').set('X-Access-Token', token),
  usage: () => app.http.get('/api/v1/customer/account/usage').set('X-Access-Token', token),
  searchExport: () => app.http.post('/api/v1/customer/account/search-export').set('X-Access-Token', token).send({ profileCount: 50 }),
});

describe('the plan catalogue in configuration', () => {
  it('has a default with a trial plan and unbounded agency limits', () => {
    const config = loadConfig({});
    expect(config.PLAN_CATALOGUE).toEqual(DEFAULT_PLAN_CATALOGUE);
    expect(config.PLAN_CATALOGUE.free?.paid).toBe(false);
    expect(config.PLAN_CATALOGUE.agency?.limits.profiles).toBe(Infinity);
    expect(config.TRIAL_DAYS).toBe(14);
  });

  it('reads PLAN_CATALOGUE as JSON, with "Infinity" as text, and PLAN_CATALOGUE_FILE from a file', () => {
    expect(loadConfig({ PLAN_CATALOGUE: JSON.stringify(CATALOGUE) }).PLAN_CATALOGUE.agency?.limits.profiles).toBe(Infinity);
    const file = join(mkdtempSync(join(tmpdir(), 'plans-')), 'plans.json');
    writeFileSync(file, JSON.stringify(CATALOGUE));
    const fromFile = loadConfig({ PLAN_CATALOGUE_FILE: file }).PLAN_CATALOGUE;
    expect(fromFile.free?.limits.profiles).toBe(2);
    expect(fromFile.agency?.features.searchExport).toBe(true);
    expect(fromFile.free?.features.bitly).toBe(false);
  });

  it('stops with one clear line on a wrong catalogue', () => {
    expect(() => loadConfig({ PLAN_CATALOGUE: '{not json' })).toThrow(/PLAN_CATALOGUE: is not valid JSON/);
    expect(() => loadConfig({ PLAN_CATALOGUE: JSON.stringify({ agency: CATALOGUE.agency }) })).toThrow(/trial plan "free"/);
    expect(() =>
      loadConfig({ PLAN_CATALOGUE: JSON.stringify({ free: { ...CATALOGUE.free, limits: { ...CATALOGUE.free.limits, profiles: -1 } } }) }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ PLAN_CATALOGUE_FILE: '/nonexistent/plans.json' })).toThrow(/PLAN_CATALOGUE_FILE: cannot read/);
  });

  it('knows agency plans by name (spec section 6)', () => {
    expect(['free', 'starter_monthly', 'basic', 'impulzeai_pro'].map(isAgencyPlan)).toEqual([false, false, false, false]);
    expect(['agency', 'enterprise', 'pro_yearly'].map(isAgencyPlan)).toEqual([true, true, true]);
  });
});

describe('plan limits', () => {
  it('answers 423 PlanLimit with field "profiles" past the plan, but not for a profile saved already', async () => {
    const { token } = await signUp(app);
    expect((await api(token).save('one')).status).toBe(201);
    expect((await api(token).save('two')).status).toBe(201);
    const third = await api(token).save('three');
    expect(third.status).toBe(423);
    expect(third.body).toEqual({ name: 'PlanLimit', message: expect.any(String), field: 'profiles' });
    expect((await api(token).save('two')).status).toBe(409);
    expect((await api(token).usage()).body).toEqual({
      package: 'free',
      usage: { profiles: 2, members: 1, searchCount: 0, reports: 0 },
      limits: { profiles: 2, members: 1, searchCount: 5, reports: 1 },
    });
  });

  it('sends unbounded limits as the text Infinity, and lifts the limit on a bigger plan', async () => {
    const { token, user } = await signUp(app);
    await changePlan(app.scout.ctx, user.orgInfo._id, 'agency');
    const me = (await api(token).me()).body.user;
    expect(me.orgInfo.package).toBe('agency');
    expect(me.orgInfo.agencyPlan).toBe(true);
    expect(me.orgInfo.limits).toEqual({ profiles: 'Infinity', members: 'Infinity', searchCount: 1000, reports: 'Infinity' });
    expect(me.orgInfo.usage).toEqual({ profiles: 0, members: 1, searchCount: 0, reports: 0 });
    for (const name of ['a', 'b', 'c']) expect((await api(token).save(name)).status).toBe(201);
    expect((await api(token).usage()).body.limits.profiles).toBe('Infinity');
  });

  it('gates search export by plan (423 searchExport) after the email is verified (403 EmailNotVerified)', async () => {
    const { token, user } = await signUp(app);
    const unverified = await api(token).searchExport();
    expect(unverified.status).toBe(403);
    expect(unverified.body.name).toBe('EmailNotVerified');
    await markEmailVerified(app, user._id, user.orgInfo._id);
    const gated = await api(token).searchExport();
    expect(gated.status).toBe(423);
    expect(gated.body).toMatchObject({ name: 'PlanLimit', field: 'searchExport' });
    await changePlan(app.scout.ctx, user.orgInfo._id, 'agency');
    const requested = await api(token).searchExport();
    expect(requested.status).toBe(202);
    expect(requested.body).toMatchObject({ exportId: expect.any(String), status: 'running' });
    const stored = await app.pool.query(`select data from es_events where type = 'SearchExportRequested' and data->>'exportId' = $1`, [
      requested.body.exportId,
    ]);
    expect(stored.rows[0].data.profileCount).toBe(50);
  });
});

describe('trial and access blocking', () => {
  it('blocks every tenant route with 402 AccessBlocked when the trial is over, except account and me', async () => {
    now = new Date('2026-11-22T10:00:00.000Z');
    const { token, user } = await signUp(app);
    const key = (await app.http.post('/api/v1/customer/account/api-key').set('X-Access-Token', token)).body.apiKey.key as string;
    const me = (await api(token).me()).body.user;
    expect(me.accessBlocked).toBe(false);
    expect(me.orgInfo.trialEndsAt).toBe(new Date(now.getTime() + 3 * DAY).toISOString());

    now = new Date(now.getTime() + 3 * DAY);
    try {
      const blocked = (await api(token).me()).body.user;
      expect(blocked.accessBlocked).toBe(true);
      for (const res of [
        await api(token).list(),
        await api(token).save('late'),
        await app.http.get('/api/v1/customer/socialProfiles').set('X-Api-Key', key),
        await app.http.get('/api/v1/customer/account/api-key').set('X-Access-Token', token),
        await app.http.put('/api/v1/customer/account/config').set('X-Access-Token', token).send({ userGuide: false }),
      ]) {
        expect(res.status).toBe(402);
        expect(res.body).toEqual({ name: 'AccessBlocked', message: expect.any(String) });
      }
      expect((await api(token).usage()).status).toBe(200);
      expect((await app.http.get('/api/v1/customer/account/organization').set('X-Access-Token', token)).status).toBe(200);

      await changePlan(app.scout.ctx, user.orgInfo._id, 'agency');
      expect((await api(token).me()).body.user.accessBlocked).toBe(false);
      expect((await api(token).list()).status).toBe(200);
      expect((await app.http.post('/api/v1/customer/auth/logout').set('X-Access-Token', token)).status).toBe(200);
    } finally {
      now = new Date('2026-11-22T10:00:00.000Z');
    }
  });

  it('lets logout through for a blocked organisation', async () => {
    const { token } = await signUp(app);
    now = new Date(now.getTime() + 4 * DAY);
    try {
      expect((await api(token).list()).status).toBe(402);
      expect((await app.http.post('/api/v1/customer/auth/logout').set('X-Access-Token', token)).status).toBe(200);
    } finally {
      now = new Date('2026-11-22T10:00:00.000Z');
    }
  });
});
