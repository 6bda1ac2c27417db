import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEFAULT_COLORS, FAVICON_MAX_BYTES, LOGO_MAX_BYTES } from '@scout/contracts/whitelabel/constants';
import { memberWithSession } from '../../../tests/support/accounts';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { startFakeDns } from '../../../tests/support/fakeDns';
import { CLEAN_SVG, ICO_HEADER, ONE_PIXEL_PNG, SCRIPTED_SVG } from './testImages';

const SCOUT_HOST = 'scout.example.test';
let app: TestApp;
let dataDir: string;
let dns: Awaited<ReturnType<typeof startFakeDns>>;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'scout-whitelabel-'));
  dns = await startFakeDns();
  app = await startTestApp({ env: { DATA_DIR: dataDir, WHITELABEL_DNS_SERVER: dns.server, PUBLIC_URL: `https://${SCOUT_HOST}` } });
});
afterAll(async () => {
  await app.close();
  await dns.close();
  await rm(dataDir, { recursive: true, force: true });
});

const CONFIG = '/api/v1/customer/account/config-whitelabel';
const colors = { primary: '#0a7c4a', secondary: '#ff3366', appBackground: '#fafaf5' };
let domainCounter = 0;
const newDomain = () => `brand${++domainCounter}-${Date.now()}.example.com`;

/** A multipart setup as the white-label screen sends it. */
function configure(token: string, fields: Record<string, string> = {}, files: Record<string, [Buffer, string]> = {}) {
  let req = app.http.put(CONFIG).set('X-Access-Token', token);
  const all = { agencyName: 'Brandly', domain: newDomain(), colors: JSON.stringify(colors), banner: 'true', ...fields };
  for (const [name, value] of Object.entries(all)) req = req.field(name, value);
  for (const [name, [bytes, filename]] of Object.entries(files)) req = req.attach(name, bytes, filename);
  return req;
}

const branding = (host: string) => app.http.get('/api/v1/misc/customer/logo').query({ host });

const domainStatus = (token: string) => app.http.get('/api/v1/customer/account/domain-status').set('X-Access-Token', token);
/** The TXT record the status check tells the agency to set for `domain`. */
const challengeOf = (domain: string) => ({
  type: 'TXT',
  name: `_scout-challenge.${domain}`,
  value: expect.stringMatching(/^scout-verify=[0-9A-Za-z]{22}$/),
});

/**
 * The agency points its domain at Scout and publishes the TXT record the white-label screen shows;
 * the screen checks it: from now on the domain brands.
 */
async function proveDomain(token: string, domain: string): Promise<void> {
  const { challenge } = (await domainStatus(token)).body as { challenge: { name: string; value: string } };
  dns.records.set(domain, { cname: SCOUT_HOST });
  dns.records.set(challenge.name, { txt: [challenge.value] });
  expect((await domainStatus(token)).body).toEqual({ configured: true, domain, status: 'verified', challenge: challengeOf(domain) });
}

describe('white-label setup', () => {
  it('stores a real PNG logo and serves it back with its type, cached for good', async () => {
    const owner = await signUp(app);
    const domain = newDomain();
    const res = await configure(
      owner.token,
      { domain, senderEmail: 'Hello@Brandly.io', apiKey: 'mk_live_0123456789' },
      { logo: [ONE_PIXEL_PNG, 'logo.png'] },
    );
    expect(res.status).toBe(200);
    expect(res.body.whitelabel).toEqual({
      agencyName: 'Brandly',
      domain,
      senderEmail: 'hello@brandly.io',
      apiKeySet: true,
      banner: true,
      colors: { ...DEFAULT_COLORS, ...colors },
      logo: expect.stringMatching(/^\/api\/v1\/misc\/blobs\/[0-9a-f-]{36}\?t=\d+$/),
      favicon: null,
      logoChangedAt: expect.any(String),
      configuredAt: expect.any(String),
    });
    expect(JSON.stringify(res.body)).not.toContain('mk_live_0123456789');

    const served = await app.http
      .get(res.body.whitelabel.logo as string)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(served.body as Buffer, ONE_PIXEL_PNG)).toBe(0);

    const settings = await app.http.get('/api/v1/customer/account/whitelabel').set('X-Access-Token', owner.token);
    expect(settings.body).toEqual({ whitelabel: res.body.whitelabel });
    expect(JSON.stringify(settings.body)).not.toContain('mk_live');
  });

  it('keeps the logo and mail key when a later setup sends neither, and takes an ICO favicon', async () => {
    const owner = await signUp(app);
    const first = await configure(owner.token, { apiKey: 'mk_live_0123456789' }, { logo: [ONE_PIXEL_PNG, 'logo.png'] });
    const second = await configure(owner.token, { agencyName: 'Brandly Two' }, { favicon: [ICO_HEADER, 'favicon.ico'] });
    expect(second.status).toBe(200);
    expect(second.body.whitelabel).toMatchObject({ agencyName: 'Brandly Two', apiKeySet: true, logo: first.body.whitelabel.logo });
    const favicon = await app.http.get(second.body.whitelabel.favicon as string);
    expect(favicon.headers['content-type']).toBe('image/x-icon');
  });

  it('serves an SVG logo under a policy that runs no script, and refuses SVG with scripts', async () => {
    const owner = await signUp(app);
    const ok = await configure(owner.token, {}, { logo: [CLEAN_SVG, 'logo.svg'] });
    expect(ok.status).toBe(200);
    const served = await app.http.get(ok.body.whitelabel.logo as string);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");

    const scripted = await configure(owner.token, {}, { logo: [SCRIPTED_SVG, 'logo.svg'] });
    expect(scripted.status).toBe(415);
    expect(scripted.body.name).toBe('UnsupportedMediaType');
  });

  it('answers 415 to a file named .png that is something else, whatever its claimed type', async () => {
    const owner = await signUp(app);
    const res = await app.http
      .put(CONFIG)
      .set('X-Access-Token', owner.token)
      .field('agencyName', 'Brandly')
      .field('domain', newDomain())
      .attach('logo', Buffer.from('<html><script>alert(1)</script></html>'), { filename: 'logo.png', contentType: 'image/png' });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ name: 'UnsupportedMediaType', message: 'The logo must be a PNG, JPEG, SVG or ICO image' });
    expect((await app.http.get('/api/v1/customer/account/whitelabel').set('X-Access-Token', owner.token)).body).toEqual({
      whitelabel: null,
    });
  });

  it('answers 413 JSON to files over their limits', async () => {
    const owner = await signUp(app);
    const big = Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(LOGO_MAX_BYTES + 10)]);
    const logo = await configure(owner.token, {}, { logo: [big, 'logo.png'] });
    expect(logo.status).toBe(413);
    expect(logo.headers['content-type']).toMatch(/^application\/json/);
    expect(logo.body.name).toBe('PayloadTooLarge');

    const favicon = await configure(
      owner.token,
      {},
      { favicon: [Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(FAVICON_MAX_BYTES)]), 'favicon.png'] },
    );
    expect(favicon.status).toBe(413);
    expect(favicon.body).toEqual({ name: 'PayloadTooLarge', message: 'The favicon may be at most 256 KB' });
  });

  it('answers 400 to bad colours, a bad domain, a missing agency name or an unknown file field', async () => {
    const owner = await signUp(app);
    const colour = await configure(owner.token, { colors: JSON.stringify({ primary: 'red' }) });
    expect(colour.status).toBe(400);
    expect(colour.body.name).toBe('ValidationError');
    expect(colour.body.issues).toEqual([{ path: 'colors.primary', message: 'must be a hex colour such as #4f46e5' }]);

    const unknownColour = await configure(owner.token, { colors: JSON.stringify({ hotPink: '#ff00ff' }) });
    expect(unknownColour.status).toBe(400);
    expect((await configure(owner.token, { domain: 'https://brand.example.com/path' })).status).toBe(400);
    expect((await configure(owner.token, { agencyName: '' })).status).toBe(400);
    const other = await configure(owner.token, {}, { banner: [ONE_PIXEL_PNG, 'banner.png'] });
    expect(other.status).toBe(400);
  });

  it('takes the colours as separate colors[name] fields and as JSON', async () => {
    const owner = await signUp(app);
    const res = await configure(owner.token, { colors: '', 'colors[primary]': '#123456', 'colors[textDark]': '#000' });
    expect(res.status).toBe(200);
    expect(res.body.whitelabel.colors).toMatchObject({ primary: '#123456', textDark: '#000', secondary: DEFAULT_COLORS.secondary });
  });

  it('keeps a proven domain to one organisation, and never Scout’s own address', async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const domain = newDomain();
    expect((await configure(a.token, { domain })).status).toBe(200);
    await proveDomain(a.token, domain);
    const taken = await configure(b.token, { domain: domain.toUpperCase() });
    expect(taken.status).toBe(409);
    expect((await configure(a.token, { domain })).status).toBe(200);
    expect((await configure(b.token, { domain: SCOUT_HOST })).status).toBe(400);
  });
});

describe('the public branding of a host', () => {
  it('answers the agency’s branding and nothing else, and Scout’s for other hosts', async () => {
    const owner = await signUp(app);
    const domain = newDomain();
    const set = await configure(
      owner.token,
      { domain, senderEmail: 'mail@brandly.io', apiKey: 'mk_live_0123456789' },
      { logo: [ONE_PIXEL_PNG, 'logo.png'], favicon: [ICO_HEADER, 'favicon.ico'] },
    );
    expect(set.status).toBe(200);
    await proveDomain(owner.token, domain);

    for (const host of [domain, `${domain.toUpperCase()}.`, `${domain}:443`]) {
      const res = await branding(host);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        whiteLabel: true,
        agencyName: 'Brandly',
        colors: { ...DEFAULT_COLORS, ...colors },
        logo: set.body.whitelabel.logo,
        favicon: set.body.whitelabel.favicon,
        logoChangedAt: set.body.whitelabel.logoChangedAt,
      });
      const text = JSON.stringify(res.body);
      for (const secret of ['mk_live', 'mail@brandly.io', owner.user.orgInfo._id, owner.body.email]) expect(text).not.toContain(secret);
    }

    const other = await branding('elsewhere.example.com');
    expect(other.body).toEqual({
      whiteLabel: false,
      agencyName: 'Scout',
      colors: DEFAULT_COLORS,
      logo: null,
      favicon: null,
      logoChangedAt: null,
    });
    expect((await app.http.get('/api/v1/misc/customer/logo')).body.whiteLabel).toBe(false);
  });

  it('follows a change of domain', async () => {
    const owner = await signUp(app);
    const before = newDomain();
    const after = newDomain();
    await configure(owner.token, { domain: before });
    await proveDomain(owner.token, before);
    expect((await branding(before)).body.whiteLabel).toBe(true);
    await configure(owner.token, { domain: after });
    expect((await branding(before)).body.whiteLabel).toBe(false);
    // The new domain needs its own proof.
    expect((await branding(after)).body.whiteLabel).toBe(false);
    await proveDomain(owner.token, after);
    expect((await branding(after)).body.whiteLabel).toBe(true);
  });
});

describe('domain status and removal', () => {
  it('reports no domain, then pending with the TXT record to set (no DNS records here), and removal restores Scout’s branding', async () => {
    const owner = await signUp(app);
    const status = () => domainStatus(owner.token);
    expect((await status()).body).toEqual({ configured: false, domain: null, status: 'none', challenge: null });

    const domain = newDomain();
    await configure(owner.token, { domain });
    const pending = (await status()).body;
    expect(pending).toEqual({ configured: true, domain, status: 'pending', challenge: challengeOf(domain) });
    // Saving the setup again on the same domain keeps the token the agency may have published.
    await configure(owner.token, { domain, agencyName: 'Renamed' });
    expect((await status()).body.challenge).toEqual(pending.challenge);

    const removed = await app.http.delete('/api/v1/customer/account/whitelabel').set('X-Access-Token', owner.token);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ removed: true });
    expect((await branding(domain)).body).toMatchObject({ whiteLabel: false, agencyName: 'Scout', colors: DEFAULT_COLORS });
    expect((await status()).body).toEqual({ configured: false, domain: null, status: 'none', challenge: null });
    expect((await app.http.get('/api/v1/customer/account/whitelabel').set('X-Access-Token', owner.token)).body).toEqual({
      whitelabel: null,
    });
    expect((await app.http.delete('/api/v1/customer/account/whitelabel').set('X-Access-Token', owner.token)).status).toBe(404);
  });
});

describe('who may', () => {
  it('keeps each organisation to its own setup', async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    await configure(a.token, { agencyName: 'Agency A' });
    expect((await app.http.get('/api/v1/customer/account/whitelabel').set('X-Access-Token', b.token)).body).toEqual({ whitelabel: null });
    expect((await app.http.get('/api/v1/customer/account/domain-status').set('X-Access-Token', b.token)).body.configured).toBe(false);
    expect((await app.http.delete('/api/v1/customer/account/whitelabel').set('X-Access-Token', b.token)).status).toBe(404);
    const own = await configure(b.token, { agencyName: 'Agency B' });
    expect(own.status).toBe(200);
    expect((await app.http.get('/api/v1/customer/account/whitelabel').set('X-Access-Token', a.token)).body.whitelabel.agencyName).toBe(
      'Agency A',
    );
  });

  it('lets owners and admins in; members, guests and API keys get 403; nobody 401', async () => {
    const owner = await signUp(app);
    const orgId = owner.user.orgInfo._id;
    const admin = await memberWithSession(app, orgId, 'admin');
    expect((await configure(admin, { agencyName: 'By admin' })).status).toBe(200);
    const key = (await app.http.post('/api/v1/customer/account/api-key').set('X-Access-Token', owner.token)).body.apiKey.key as string;
    for (const role of ['member', 'guest'] as const) {
      const token = await memberWithSession(app, orgId, role);
      expect((await configure(token)).status).toBe(403);
      expect((await app.http.get('/api/v1/customer/account/domain-status').set('X-Access-Token', token)).status).toBe(403);
      expect((await app.http.delete('/api/v1/customer/account/whitelabel').set('X-Access-Token', token)).status).toBe(403);
    }
    expect((await app.http.put(CONFIG).set('X-Api-Key', key).field('agencyName', 'x').field('domain', newDomain())).status).toBe(403);
    expect((await app.http.put(CONFIG).field('agencyName', 'x').field('domain', newDomain())).status).toBe(401);
    expect((await app.http.get('/api/v1/customer/account/whitelabel').set('X-Access-Token', owner.token)).body.whitelabel.agencyName).toBe(
      'By admin',
    );
  });
});

describe('public configuration', () => {
  it('says no widget is configured when no key is set', async () => {
    const res = await app.http.get('/api/v1/misc/config');
    expect(res.body).toEqual({ googleSignIn: false, widgets: { analytics: null, helpBeacon: null, chat: null } });
  });

  it('answers 404 for a blob that is not there', async () => {
    expect((await app.http.get('/api/v1/misc/blobs/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await app.http.get('/api/v1/misc/blobs/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });
});
