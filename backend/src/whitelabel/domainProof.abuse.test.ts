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
const configure = (token: string, domain: string, agencyName = 'Phisher & Co') =>
  app.http
    .put(`${api}/customer/account/config-whitelabel`)
    .set('X-Access-Token', token)
    .field('agencyName', agencyName)
    .field('domain', domain);
const domainStatus = (token: string) => app.http.get(`${api}/customer/account/domain-status`).set('X-Access-Token', token);
const branding = (host: string) => app.http.get(`${api}/misc/customer/logo`).query({ host });
/** The TXT record the organisation is told to publish for its domain. */
const challengeOf = async (token: string) => (await domainStatus(token)).body.challenge as { type: 'TXT'; name: string; value: string };
const proofsOf = async (domain: string) =>
  (await app.pool.query(`select 1 from es_events where type = 'WhiteLabelDomainVerified' and data->>'domain' = $1`, [domain])).rowCount;
/** An error message on `host`: it names the product the host shows (Scout, or the agency once its domain brands). */
const productNameOn = async (token: string, host: string) => {
  const name = `Modash ${Date.now()}-${++counter}`;
  expect((await app.http.post(`${api}/customer/field-category`).set('X-Access-Token', token).send({ name })).status).toBe(201);
  const res = await app.http.post(`${api}/customer/field-category`).set('X-Access-Token', token).set('Host', host).send({ name });
  return res.body.message as string;
};

describe('a white-label domain brands nothing until DNS proves it points at Scout and is the organisation’s', () => {
  it('a domain whose DNS does not point at Scout (pending) shows Scout’s branding and name, and no proof is recorded', async () => {
    const attacker = await signUp(app);
    const domain = newDomain();
    // Someone else's domain, pointing elsewhere, with the attacker's token published even.
    dns.records.set(domain, { a: ['203.0.113.10'] });
    expect((await configure(attacker.token, domain)).status).toBe(200);
    const challenge = await challengeOf(attacker.token);
    dns.records.set(challenge.name, { txt: [challenge.value] });

    expect((await domainStatus(attacker.token)).body).toMatchObject({ configured: true, domain, status: 'pending' });
    expect((await branding(domain)).body).toEqual(SCOUT_BRANDING);
    expect(await productNameOn(attacker.token, domain)).toMatch(/named "Scout /);
    expect(await proofsOf(domain)).toBe(0);
  });

  it('a squatter’s setup of a domain that points at Scout, but without the squatter’s TXT token, stays pending and brands nothing', async () => {
    const squatter = await signUp(app);
    const domain = newDomain();
    expect((await configure(squatter.token, domain)).status).toBe(200);
    // The domain's real owner points it at Scout (pointing alone proved the domain before).
    dns.records.set(domain, { cname: SCOUT_HOST });

    expect((await domainStatus(squatter.token)).body).toMatchObject({ configured: true, domain, status: 'pending' });
    expect((await branding(domain)).body).toEqual(SCOUT_BRANDING);
    expect(await productNameOn(squatter.token, domain)).toMatch(/named "Scout /);
    expect(await proofsOf(domain)).toBe(0);
  });

  it('a domain left pointing at Scout with another organisation’s token (a setup removed, DNS left behind) stays pending for whoever configures it next', async () => {
    const agency = await signUp(app);
    const domain = newDomain();
    expect((await configure(agency.token, domain, 'Old Agency')).status).toBe(200);
    const agencyChallenge = await challengeOf(agency.token);
    dns.records.set(domain, { cname: SCOUT_HOST });
    dns.records.set(agencyChallenge.name, { txt: [agencyChallenge.value] });
    expect((await domainStatus(agency.token)).body.status).toBe('verified');
    expect((await app.http.delete(`${api}/customer/account/whitelabel`).set('X-Access-Token', agency.token)).status).toBe(200);

    const squatter = await signUp(app);
    expect((await configure(squatter.token, domain)).status).toBe(200);
    const squatterChallenge = await challengeOf(squatter.token);
    expect(squatterChallenge.name).toBe(agencyChallenge.name);
    expect(squatterChallenge.value).not.toBe(agencyChallenge.value);

    expect((await domainStatus(squatter.token)).body).toMatchObject({ configured: true, domain, status: 'pending' });
    expect((await branding(domain)).body).toEqual(SCOUT_BRANDING);
    expect(await proofsOf(domain)).toBe(1); // the old agency's, none for the squatter
  });

  it('once the domain points at Scout and carries the organisation’s TXT token, the status check records the proof and it brands (login page and messages)', async () => {
    const agency = await signUp(app);
    const domain = newDomain();
    expect((await configure(agency.token, domain)).status).toBe(200);
    const challenge = await challengeOf(agency.token);
    expect(challenge).toEqual({
      type: 'TXT',
      name: `_scout-challenge.${domain}`,
      value: expect.stringMatching(/^scout-verify=[0-9A-Za-z]{22}$/),
    });
    expect((await branding(domain)).body).toEqual(SCOUT_BRANDING);

    dns.records.set(challenge.name, { txt: [challenge.value] });
    // The token alone does not prove the domain reaches Scout.
    expect((await domainStatus(agency.token)).body.status).toBe('pending');
    dns.records.set(domain, { cname: SCOUT_HOST });
    expect((await domainStatus(agency.token)).body).toEqual({ configured: true, domain, status: 'verified', challenge });
    expect((await branding(domain)).body).toMatchObject({ whiteLabel: true, agencyName: 'Phisher & Co' });
    expect(await productNameOn(agency.token, domain)).toMatch(/named "Phisher & Co /);
    // Checking again records nothing more.
    expect((await domainStatus(agency.token)).body.status).toBe('verified');
    expect(await proofsOf(domain)).toBe(1);
  });

  it('moving the setup to a new domain needs a new token and proof: the new domain brands nothing until then', async () => {
    const agency = await signUp(app);
    const proven = newDomain();
    await configure(agency.token, proven);
    const first = await challengeOf(agency.token);
    dns.records.set(proven, { cname: SCOUT_HOST });
    dns.records.set(first.name, { txt: [first.value] });
    expect((await domainStatus(agency.token)).body.status).toBe('verified');

    const unproven = newDomain();
    expect((await configure(agency.token, unproven)).status).toBe(200);
    dns.records.set(unproven, { cname: SCOUT_HOST });
    // The old domain's token published under the new name proves nothing.
    dns.records.set(`_scout-challenge.${unproven}`, { txt: [first.value] });
    const second = await challengeOf(agency.token);
    expect(second.value).not.toBe(first.value);
    expect((await domainStatus(agency.token)).body.status).toBe('pending');
    expect((await branding(unproven)).body).toEqual(SCOUT_BRANDING);
    expect((await branding(proven)).body).toEqual(SCOUT_BRANDING);
  });
});

describe('a squatter cannot keep someone’s domain from them: the organisation that proves it takes over an unproven reservation', () => {
  const eventsOf = async (type: string, domain: string) =>
    (await app.pool.query(`select stream_id, data from es_events where type = $1 and data->>'domain' = $2`, [type, domain])).rows as {
      stream_id: string;
      data: Record<string, unknown>;
    }[];

  it('the owner configures the squatted domain (a challenge, not 409), proves it and brands it; the squatter loses it; a proven domain is never taken over', async () => {
    const squatter = await signUp(app);
    const victim = await signUp(app);
    const domain = newDomain();
    expect((await configure(squatter.token, domain, 'Squatter Ltd')).status).toBe(200);
    const squatterChallenge = await challengeOf(squatter.token);

    const configured = await configure(victim.token, domain, 'Victim Agency');
    expect(configured.status).toBe(200);
    expect(configured.body.whitelabel).toMatchObject({ agencyName: 'Victim Agency', domain });
    const challenge = await challengeOf(victim.token);
    expect(challenge.name).toBe(`_scout-challenge.${domain}`);
    expect(challenge.value).not.toBe(squatterChallenge.value);
    expect((await domainStatus(victim.token)).body.status).toBe('pending');
    expect((await branding(domain)).body).toEqual(SCOUT_BRANDING);

    dns.records.set(domain, { cname: SCOUT_HOST });
    dns.records.set(challenge.name, { txt: [challenge.value] });
    expect((await domainStatus(victim.token)).body).toEqual({ configured: true, domain, status: 'verified', challenge });
    expect((await branding(domain)).body).toMatchObject({ whiteLabel: true, agencyName: 'Victim Agency' });
    expect(await productNameOn(victim.token, domain)).toMatch(/named "Victim Agency /);

    // The reservation moved to the victim, and the squatter's setup lost the domain on its own stream.
    const proofs = await eventsOf('WhiteLabelDomainProven', domain);
    expect(proofs.map((e) => e.data)).toEqual([
      expect.objectContaining({ orgId: victim.user.orgInfo._id, takenFromOrgId: squatter.user.orgInfo._id }),
    ]);
    const losses = await eventsOf('WhiteLabelDomainLost', domain);
    expect(losses).toEqual([
      { stream_id: `organization-${squatter.user.orgInfo._id}`, data: expect.objectContaining({ toOrgId: victim.user.orgInfo._id }) },
    ]);
    const squatterStatus = (await domainStatus(squatter.token)).body;
    expect(squatterStatus).toMatchObject({ configured: true, domain, status: 'pending' });
    expect(squatterStatus.challenge.value).not.toBe(squatterChallenge.value);
    expect((await configure(squatter.token, domain, 'Squatter Ltd')).status).toBe(409);

    // A proven domain stays with its prover: another organisation gets 409, and even its published token proves nothing.
    const latecomer = await signUp(app);
    const late = await configure(latecomer.token, domain, 'Latecomer');
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ name: 'Conflict', message: 'This domain is white-labelled by another organisation' });
    dns.records.set(challenge.name, { txt: [challenge.value, squatterStatus.challenge.value] });
    expect((await domainStatus(squatter.token)).body.status).toBe('pending');
    expect((await eventsOf('WhiteLabelDomainProven', domain)).length).toBe(1);
    expect((await branding(domain)).body).toMatchObject({ whiteLabel: true, agencyName: 'Victim Agency' });
  });

  it('two organisations proving a squatted domain at once: exactly one takes it over, the other stays pending', async () => {
    const squatter = await signUp(app);
    const [one, two] = [await signUp(app), await signUp(app)];
    const domain = newDomain();
    expect((await configure(squatter.token, domain, 'Squatter Ltd')).status).toBe(200);
    expect((await configure(one.token, domain, 'One')).status).toBe(200);
    expect((await configure(two.token, domain, 'Two')).status).toBe(200);
    const [first, second] = [await challengeOf(one.token), await challengeOf(two.token)];
    dns.records.set(domain, { cname: SCOUT_HOST });
    dns.records.set(first.name, { txt: [first.value, second.value] });

    const statuses = await Promise.all([domainStatus(one.token), domainStatus(two.token)]);
    expect(statuses.map((r) => r.body.status).sort()).toEqual(['pending', 'verified']);
    const winner = statuses[0].body.status === 'verified' ? 'One' : 'Two';
    expect((await eventsOf('WhiteLabelDomainProven', domain)).map((e) => e.data.takenFromOrgId)).toEqual([squatter.user.orgInfo._id]);
    expect(await proofsOf(domain)).toBe(1);
    expect((await branding(domain)).body).toMatchObject({ whiteLabel: true, agencyName: winner });
  }, 30_000);
});
