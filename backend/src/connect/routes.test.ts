import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { savedProfileStream } from '@scout/contracts/platform/streams';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { knowCreators } from '../../../tests/support/knownCreators';
import { UNLIMITED_PROFILES_CATALOGUE } from '../../../tests/support/plans';
import { EmbeddedSocialData } from '../socialData/embedded';
import { simulatedMetrics } from '../socialData/simulatedConnect';

/** TikTok creators of the embedded sample with views on their posts, so reach has a public estimate. */
const CREATOR = 'tiin.vn';
const CONNECTING = 'atom2255';
const PUBLIC_URL = 'https://scout.example.test';
const start = new Date('2026-11-22T10:00:00.000Z');

let app: TestApp;
let token: string;
let orgName: string;
let now = start;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'scout-connect-'));
  app = await startTestApp({ clock: () => now, env: { PLAN_CATALOGUE: UNLIMITED_PROFILES_CATALOGUE, PUBLIC_URL, DATA_DIR: dataDir } });
  const owner = await signUp(app);
  token = owner.token;
  orgName = owner.body.orgName as string;
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

const save = async (username: string, platform = 'tiktok', t = token) => {
  knowCreators(app, { platform, username });
  const res = await app.http.post('/api/v1/customer/socialProfile').set('X-Access-Token', t).send({ platform, username });
  expect(res.status).toBe(201);
  return res.body.profile as { _id: string; slug: string };
};
const put = (path: string, body: object, t: string | null = token) => {
  const request = app.http.put(`/api/v1/customer/socialProfile${path}`);
  return (t ? request.set('X-Access-Token', t) : request).send(body);
};
const connectPage = (uid: string) => app.http.get(`/api/v1/misc/socialProfile/phyllo/${encodeURIComponent(uid)}`);
const read = (id: string, t = token) => app.http.get(`/api/v1/customer/socialProfile/${id}`).set('X-Access-Token', t);
const eventTypes = async (id: string) => (await app.scout.ctx.eventStore.readStream(savedProfileStream(id))).map((e) => e.type);
const linkToken = (url: string) => new URL(url).searchParams.get('token')!;

async function startConnect(profileId: string, readComments = true) {
  const res = await put('/connect', { profileId, readComments });
  expect(res.status).toBe(200);
  return { res, token: linkToken(res.body.connect.url as string) };
}

describe('PUT /customer/socialProfile/connect', () => {
  it('answers the link to send to the creator (PUBLIC_URL/connect?token=…) and its expiry; the profile shows the pending link', async () => {
    now = start;
    const { _id } = await save(CREATOR);
    const { res, token: link } = await startConnect(_id);
    expect(res.body.connect).toEqual({
      url: `${PUBLIC_URL}/connect?token=${link}`,
      expiresAt: '2026-11-29T10:00:00.000Z',
      readComments: true,
    });
    expect(link).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.profile).toMatchObject({
      connected: null,
      connectRequest: { requestedAt: start.toISOString(), expiresAt: '2026-11-29T10:00:00.000Z', readComments: true },
    });
    // The token itself is never stored: only its hash.
    const stored = JSON.stringify((await app.scout.ctx.eventStore.readStream(savedProfileStream(_id))).map((e) => e.data));
    expect(stored).not.toContain(link);
    expect(await eventTypes(_id)).toContain('CreatorConnectRequested');
  });

  it('refuses bad input with 400 (unknown fields too) and unknown profiles with 404, storing nothing', async () => {
    const { _id } = await save('connect.input');
    const before = await eventTypes(_id);
    for (const body of [{}, { profileId: 'x' }, { profileId: _id, readComments: 'yes' }, { profileId: _id, extra: 1 }]) {
      const res = await put('/connect', body);
      expect([JSON.stringify(body), res.status, res.body.name]).toEqual([JSON.stringify(body), 400, 'ValidationError']);
    }
    expect((await put('/connect', { profileId: '0b8f5a52-3c1d-4e2f-9a7b-6c5d4e3f2a1b' })).status).toBe(404);
    expect(await eventTypes(_id)).toEqual(before);
  });

  it('gives another organisation 404 on connect and disconnect, and changes nothing', async () => {
    const { _id } = await save('connect.isolated');
    await startConnect(_id);
    const before = await eventTypes(_id);
    const intruder = await signUp(app);
    for (const path of ['/connect', '/disconnect']) {
      const res = await put(path, { profileId: _id }, intruder.token);
      expect([path, res.status, res.body.name]).toEqual([path, 404, 'NotFound']);
    }
    expect(await eventTypes(_id)).toEqual(before);
  });

  it('needs a login (401)', async () => {
    const { _id } = await save('connect.anonymous');
    expect((await put('/connect', { profileId: _id }, null)).status).toBe(401);
    expect((await put('/disconnect', { profileId: _id }, null)).status).toBe(401);
  });
});

describe('GET /misc/socialProfile/phyllo/{uid} (public)', () => {
  it('shows the creator only who asks, for which account and whether comments are read: nothing else', async () => {
    now = start;
    const { _id } = await save('lykio.98', 'tiktok');
    await put(`/${_id}/info`, { action: 'edit', info: { notes: 'Secret rates' } });
    await put(`/${_id}`, { action: 'contact', contact: { email: 'private@example.com' } });
    const { token: link } = await startConnect(_id, false);
    const res = await connectPage(link);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      username: 'lykio.98',
      platform: 'tiktok',
      organisationName: orgName,
      readComments: false,
      simulated: true,
      sdk: null,
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const text = JSON.stringify(res.body);
    for (const secret of ['Secret rates', 'private@example.com', _id]) expect(text).not.toContain(secret);
  });

  it('names the white-label agency when the organisation has one', async () => {
    const agency = await signUp(app);
    const configured = await app.http
      .put('/api/v1/customer/account/config-whitelabel')
      .set('X-Access-Token', agency.token)
      .field('agencyName', 'Brandly Talent')
      .field('domain', `connect-${Date.now()}.example.com`)
      .field('banner', 'false');
    expect(configured.status).toBe(200);
    const { _id } = await save('agency.creator', 'instagram', agency.token);
    const res = await put('/connect', { profileId: _id }, agency.token);
    expect((await connectPage(linkToken(res.body.connect.url))).body.organisationName).toBe('Brandly Talent');
  });

  it('answers 404 for unknown, malformed, replaced and withdrawn links, all alike', async () => {
    const { _id } = await save('connect.links');
    const first = await startConnect(_id);
    const second = await startConnect(_id);
    const unknown = 'A'.repeat(43);
    for (const uid of [unknown, 'short', first.token]) {
      const res = await connectPage(uid);
      expect([uid, res.status, res.body]).toEqual([
        uid,
        404,
        { name: 'NotFound', message: 'This connect link is not valid any more, please ask for a new one' },
      ]);
    }
    expect((await connectPage(second.token)).status).toBe(200);
    // Disconnect before the creator completed withdraws the link.
    const withdrawn = await put('/disconnect', { profileId: _id });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.profile.connectRequest).toBeNull();
    expect((await connectPage(second.token)).status).toBe(404);
    expect((await connectPage('x'.repeat(201))).status).toBe(400);
  });

  it('answers 404 once the link expired', async () => {
    now = start;
    const { _id } = await save('connect.expiring');
    const { token: link } = await startConnect(_id);
    now = new Date(start.getTime() + 7 * 24 * 3_600_000);
    expect((await connectPage(link)).status).toBe(404);
    expect((await put('/thirdparty-connect', { token: link }, null)).status).toBe(404);
    now = start;
  });
});

describe('PUT /customer/socialProfile/thirdparty-connect (public, the creator completes)', () => {
  it('links the simulated account with the token alone; the profile shows it connected and prefers its private reach, marked simulated', async () => {
    now = start;
    const { _id } = await save(CONNECTING);
    const estimate = (await read(_id)).body.profile.reach;
    expect(estimate).toMatchObject({ source: 'estimate', simulated: false });
    expect(estimate.value).toBeGreaterThan(0);

    const { token: link } = await startConnect(_id);
    const done = await put('/thirdparty-connect', { token: link }, null);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ connected: true, platform: 'tiktok', username: CONNECTING });

    const profile = (await read(_id)).body.profile;
    expect(profile.connected).toMatchObject({
      platform: 'tiktok',
      username: CONNECTING,
      readComments: true,
      simulated: true,
      connectedAt: start.toISOString(),
    });
    expect(profile.connectRequest).toBeNull();
    expect(profile.connection).toMatchObject({ connected: true, via: 'thirdparty', readComments: true });
    // The embedded provider's simulation of the creator's public data: 0.8 × mean views, impressions 1.35 × reach.
    const simulated = simulatedMetrics(await EmbeddedSocialData.fromSample().lookup('tiktok', CONNECTING));
    expect(Math.abs(simulated.reach! - estimate.value * 0.8)).toBeLessThanOrEqual(1);
    expect(profile.reach).toEqual({ value: simulated.reach, source: 'private', simulated: true, observedAt: start.toISOString() });
    expect(profile.impressions).toEqual({
      value: simulated.impressions,
      source: 'private',
      simulated: true,
      observedAt: start.toISOString(),
    });
    expect(profile.privateMetrics).toMatchObject({ simulated: true, reach: profile.reach.value, audience: null });
    expect(await eventTypes(_id)).toEqual(expect.arrayContaining(['CreatorAccountConnected', 'PrivateMetricsObserved']));

    // Single use: the link is spent, for the page and for completing.
    expect((await put('/thirdparty-connect', { token: link }, null)).status).toBe(404);
    expect((await connectPage(link)).status).toBe(404);
    // Connected: a new link needs a disconnect first.
    expect((await put('/connect', { profileId: _id })).status).toBe(409);

    // Disconnect: the estimate again.
    const off = await put('/disconnect', { profileId: _id });
    expect(off.status).toBe(200);
    expect(off.body.profile).toMatchObject({ connected: null, privateMetrics: null, reach: estimate, connection: { connected: false } });
    expect(await eventTypes(_id)).toContain('CreatorAccountDisconnected');
    // Nothing left to disconnect: stores nothing.
    const count = (await eventTypes(_id)).length;
    expect((await put('/disconnect', { profileId: _id })).status).toBe(200);
    expect((await eventTypes(_id)).length).toBe(count);
  });

  it('refuses bad input with 400, and a wrong provider user or an unknown token with 404, storing nothing', async () => {
    const { _id } = await save('connect.complete.input');
    const { token: link } = await startConnect(_id);
    const before = await eventTypes(_id);
    for (const body of [{}, { token: link, extra: true }, { token: 42 }, { token: link, accountId: 'x'.repeat(201) }]) {
      const res = await put('/thirdparty-connect', body, null);
      expect([JSON.stringify(body).slice(0, 60), res.status]).toEqual([JSON.stringify(body).slice(0, 60), 400]);
    }
    expect((await put('/thirdparty-connect', { token: link, userId: 'somebody-else' }, null)).status).toBe(404);
    expect((await put('/thirdparty-connect', { token: 'B'.repeat(43) }, null)).status).toBe(404);
    expect(await eventTypes(_id)).toEqual(before);
    expect((await connectPage(link)).status).toBe(200);
  });
});
