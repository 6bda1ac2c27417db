import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';

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
const configuredWith = async (domain: string) =>
  (
    await app.pool.query(
      `select distinct metadata->>'orgId' as org from es_events where type = 'WhiteLabelConfigured' and data->>'domain' = $1`,
      [domain],
    )
  ).rows;

describe('one white-label domain, many organisations at once', () => {
  it('of 10 organisations configuring one domain concurrently exactly one gets it; the others answer 409', async () => {
    const owners = await Promise.all(Array.from({ length: 10 }, () => signUp(app)));
    const domain = newDomain();
    const answers = await Promise.all(owners.map((o) => configure(o.token, domain.toUpperCase())));
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(answers.filter((r) => r.status === 409).map((r) => r.body.message)).toEqual(
      Array(9).fill('This domain is white-labelled by another organisation'),
    );
    expect(await configuredWith(domain)).toHaveLength(1);
  }, 60_000);

  it('a domain is free again once its organisation moves to another domain or removes its setup', async () => {
    const [first, second] = [await signUp(app), await signUp(app)];
    const [domain, next] = [newDomain(), newDomain()];
    expect((await configure(first.token, domain)).status).toBe(200);
    expect((await configure(second.token, domain)).status).toBe(409);
    // The same organisation may configure its own domain again.
    expect((await configure(first.token, domain)).status).toBe(200);
    expect((await configure(first.token, next)).status).toBe(200);
    expect((await configure(second.token, domain)).status).toBe(200);
    expect((await configure(second.token, next)).status).toBe(409);
    expect((await remove(first.token)).status).toBe(200);
    expect((await configure(second.token, next)).status).toBe(200);
  }, 60_000);
});
