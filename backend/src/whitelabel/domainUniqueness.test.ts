import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parseEvent } from '@scout/contracts/events';
import type { WhitelabelDomainEvent } from '@scout/contracts/whitelabel/events';
import { fold } from '@scout/platform/decider';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { domainReservationDecider, whitelabelDomainStream } from './domainReservation';

let app: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'scout-whitelabel-domains-'));
  app = await startTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

const CONFIG = '/api/v1/customer/account/config-whitelabel';
let domainCounter = 0;
const newDomain = () => `race${++domainCounter}-${Date.now()}.example.com`;

const configure = (token: string, domain: string) =>
  app.http.put(CONFIG).set('X-Access-Token', token).field('agencyName', 'Brandly').field('domain', domain).field('banner', 'false');
const remove = (token: string) => app.http.delete('/api/v1/customer/account/whitelabel').set('X-Access-Token', token);
/** The organisation holding the domain's reservation, read from its stream (the write side). */
const holderOf = async (domain: string) => {
  const history = (await app.scout.ctx.eventStore.readStream(whitelabelDomainStream(domain))).map(
    (e) => parseEvent(e.type, e.data) as WhitelabelDomainEvent,
  );
  return fold(domainReservationDecider, history).orgId;
};
const reservations = async (domain: string) =>
  (await app.pool.query(`select 1 from es_events where type = 'WhiteLabelDomainReserved' and data->>'domain' = $1`, [domain])).rowCount;

describe('one white-label domain, many organisations at once', () => {
  it('of 10 organisations configuring one domain concurrently exactly one holds its reservation; the others get a pending TXT challenge', async () => {
    const owners = await Promise.all(Array.from({ length: 10 }, () => signUp(app)));
    const domain = newDomain();
    const answers = await Promise.all(owners.map((o) => configure(o.token, domain.toUpperCase())));
    expect(answers.map((r) => r.status)).toEqual(Array<number>(10).fill(200));
    expect(await reservations(domain)).toBe(1);
    expect(owners.map((o) => o.user.orgInfo._id)).toContain(await holderOf(domain));
  }, 60_000);

  it('a domain is free again once its organisation moves to another domain or removes its setup', async () => {
    const [first, second] = [await signUp(app), await signUp(app)];
    const [domain, next] = [newDomain(), newDomain()];
    const [firstOrg, secondOrg] = [first.user.orgInfo._id, second.user.orgInfo._id];
    expect((await configure(first.token, domain)).status).toBe(200);
    // Unproven: the second organisation may configure it and prove it, but the reservation stays with the first until then.
    expect((await configure(second.token, domain)).status).toBe(200);
    expect(await holderOf(domain)).toBe(firstOrg);
    // The same organisation may configure its own domain again.
    expect((await configure(first.token, domain)).status).toBe(200);
    expect((await configure(first.token, next)).status).toBe(200);
    expect(await holderOf(domain)).toBeNull();
    expect(await holderOf(next)).toBe(firstOrg);
    expect((await configure(second.token, domain)).status).toBe(200);
    expect(await holderOf(domain)).toBe(secondOrg);
    expect((await configure(second.token, next)).status).toBe(200);
    expect(await holderOf(next)).toBe(firstOrg);
    expect((await remove(first.token)).status).toBe(200);
    expect(await holderOf(next)).toBeNull();
    expect((await configure(second.token, next)).status).toBe(200);
    expect(await holderOf(next)).toBe(secondOrg);
    expect(await holderOf(domain)).toBeNull();
  }, 60_000);
});
