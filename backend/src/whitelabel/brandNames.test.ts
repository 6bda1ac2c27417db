import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { saveProfile, signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { startFakeDns } from '../../../tests/support/fakeDns';
import { insightIqOnFake, startFakeSocialData } from '../../../tests/support/fakeSocialData';
import { EmbeddedSocialData } from '../socialData/embedded';

/** API.md, Errors: a message never names a data-provider brand; the client sees Scout, or the agency under white-label. */
let app: TestApp;
let dataDir: string;
let fake: Awaited<ReturnType<typeof startFakeSocialData>>;
let dns: Awaited<ReturnType<typeof startFakeDns>>;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'scout-brands-'));
  dns = await startFakeDns();
  [app, fake] = await Promise.all([
    startTestApp({ env: { DATA_DIR: dataDir, WHITELABEL_DNS_SERVER: dns.server, PUBLIC_URL: 'https://scout.example.test' } }),
    startFakeSocialData(),
  ]);
});
afterAll(async () => {
  await Promise.all([app.close(), fake.close(), dns.close()]);
  await rm(dataDir, { recursive: true, force: true });
});

const DOMAIN = `app.brand-names-${Date.now()}.example.com`;
const api = (token: string, host?: string) => {
  const withHost = <T extends { set(name: string, value: string): T }>(req: T): T =>
    (host ? req.set('Host', host) : req).set('X-Access-Token', token);
  return {
    post: (path: string, body: object) => withHost(app.http.post(`/api/v1${path}`)).send(body),
    put: (path: string, body: object) => withHost(app.http.put(`/api/v1${path}`)).send(body),
  };
};

/** A second category of the same name is refused with a message that repeats the name. */
async function duplicateCategory(token: string, name: string, host?: string) {
  expect((await api(token).post('/customer/field-category', { name })).status).toBe(201);
  return api(token, host).post('/customer/field-category', { name });
}

describe('brand names in error messages', () => {
  it('reach the client as Scout', async () => {
    const { token } = await signUp(app);
    const res = await duplicateCategory(token, 'InsightIQ rates');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ name: 'Conflict', message: 'A field category named "Scout rates" already exists' });
  });

  it("reach the client as the agency's name on its white-label host", async () => {
    const agency = await signUp(app);
    const configured = await app.http
      .put('/api/v1/customer/account/config-whitelabel')
      .set('X-Access-Token', agency.token)
      .field('agencyName', 'Brandly')
      .field('domain', DOMAIN);
    expect(configured.status).toBe(200);
    const domainStatus = () => app.http.get('/api/v1/customer/account/domain-status').set('X-Access-Token', agency.token);
    const { challenge } = (await domainStatus()).body as { challenge: { name: string; value: string } };
    dns.records.set(DOMAIN, { cname: 'scout.example.test' });
    dns.records.set(challenge.name, { txt: [challenge.value] });
    expect((await domainStatus()).body.status).toBe('verified');

    const res = await duplicateCategory(agency.token, 'Phyllo deals', DOMAIN);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A field category named "Brandly deals" already exists');
    // The same error on Scout's own host names Scout; a host of no agency too.
    const other = await signUp(app);
    expect((await duplicateCategory(other.token, 'Modash', 'unknown.example.org')).body.message).toBe(
      'A field category named "Scout" already exists',
    );
  });

  it('never come from a failing provider, whose own message names itself', async () => {
    const { token } = await signUp(app);
    const profile = await saveProfile(app, token, 'instagram', 'cristiano');
    const embedded = app.scout.ctx.socialData;
    app.scout.ctx.socialData = insightIqOnFake(fake, new EmbeddedSocialData([]));
    fake.setMode({ kind: 'status', status: 500 });
    try {
      const res = await api(token).put(`/customer/socialProfile/${profile._id}/enrich`, {});
      // The fake answered `{ "message": "InsightIQ is down" }`.
      expect(fake.requests.some((r) => r.path.includes('/analytics'))).toBe(true);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ name: 'ServiceUnavailable', message: 'Profile data is unavailable right now, please retry later' });
      expect(res.text).not.toMatch(/insight\s?iq|phyllo/i);
    } finally {
      fake.setMode({ kind: 'normal' });
      app.scout.ctx.socialData = embedded;
    }
  });
});
