import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEFAULT_COLORS } from '@scout/contracts/whitelabel/constants';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { startFakeDns } from '../../../tests/support/fakeDns';

const SCOUT_HOST = 'scout.example.test';
const api = '/api/v1';
const SCOUT_BRANDING = { whiteLabel: false, agencyName: 'Scout', colors: DEFAULT_COLORS, logo: null, favicon: null, logoChangedAt: null };

let app: TestApp;
let dataDir: string;
let dns: Awaited<ReturnType<typeof startFakeDns>>;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'scout-domain-proof-'));
  dns = await startFakeDns();
  app = await startTestApp({ env: { DATA_DIR: dataDir, WHITELABEL_DNS_SERVER: dns.server, PUBLIC_URL: `https://${SCOUT_HOST}` } });
});
afterAll(async () => {
  await app.close();
  await dns.close();
  await rm(dataDir, { recursive: true, force: true });
});

let counter = 0;
const newDomain = () => `app.agency${++counter}-${Date.now()}.example.com`;
const configure = (token: string, domain: string) =>
  app.http.put(`${api}/customer/account/config-whitelabel`).set('X-Access-Token', token).field('agencyName', 'Phisher & Co').field('domain', domain);
const domainStatus = (token: string) => app.http.get(`${api}/customer/account/domain-status`).set('X-Access-Token', token);
const branding = (host: string) => app.http.get(`${api}/misc/customer/logo`).query({ host });
/** An error message on `host`: it names the product the host shows (Scout, or the agency once its domain brands). */
const productNameOn = async (token: string, host: string) => {
  const name = `Modash ${Date.now()}-${++counter}`;
  expect((await app.http.post(`${api}/customer/field-category`).set('X-Access-Token', token).send({ name })).status).toBe(201);
  const res = await app.http.post(`${api}/customer/field-category`).set('X-Access-Token', token).set('Host', host).send({ name });
  return res.body.message as string;
};

describe('a white-label domain brands nothing until DNS proves it points at Scout', () => {
  it('a domain whose DNS does not point at Scout (pending) shows Scout’s branding and name, and no proof is recorded', async () => {
    const attacker = await signUp(app);
    const domain = newDomain();
    // Someone else's domain, pointing elsewhere.
    dns.records.set(domain, { a: ['203.0.113.10'] });
    expect((await configure(attacker.token, domain)).status).toBe(200);

    expect((await domainStatus(attacker.token)).body).toEqual({ configured: true, domain, status: 'pending' });
    expect((await branding(domain)).body).toEqual(SCOUT_BRANDING);
    expect(await productNameOn(attacker.token, domain)).toMatch(/named "Scout /);
    const proofs = await app.pool.query(`select 1 from es_events where type = 'WhiteLabelDomainVerified' and data->>'domain' = $1`, [domain]);
    expect(proofs.rowCount).toBe(0);
  });

  it('once the domain’s CNAME points at Scout and the status is checked, it brands (login page and messages)', async () => {
    const agency = await signUp(app);
    const domain = newDomain();
    expect((await configure(agency.token, domain)).status).toBe(200);
    expect((await branding(domain)).body).toEqual(SCOUT_BRANDING);

    dns.records.set(domain, { cname: SCOUT_HOST });
    expect((await domainStatus(agency.token)).body).toEqual({ configured: true, domain, status: 'verified' });
    expect((await branding(domain)).body).toMatchObject({ whiteLabel: true, agencyName: 'Phisher & Co' });
    expect(await productNameOn(agency.token, domain)).toMatch(/named "Phisher & Co /);
    // Checking again records nothing more.
    expect((await domainStatus(agency.token)).body.status).toBe('verified');
    const proofs = await app.pool.query(`select 1 from es_events where type = 'WhiteLabelDomainVerified' and data->>'domain' = $1`, [domain]);
    expect(proofs.rowCount).toBe(1);
  });

  it('moving the setup to a new domain needs a new proof: the new domain brands nothing until then', async () => {
    const agency = await signUp(app);
    const proven = newDomain();
    dns.records.set(proven, { cname: SCOUT_HOST });
    await configure(agency.token, proven);
    expect((await domainStatus(agency.token)).body.status).toBe('verified');

    const unproven = newDomain();
    expect((await configure(agency.token, unproven)).status).toBe(200);
    expect((await branding(unproven)).body).toEqual(SCOUT_BRANDING);
    expect((await branding(proven)).body).toEqual(SCOUT_BRANDING);
  });
});
