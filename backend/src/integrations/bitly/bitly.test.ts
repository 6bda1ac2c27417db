import { changePlan } from '../../billing/billingService';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { campaignStream, integrationsStream } from '@scout/contracts/platform/streams';
import { signUp, startTestApp, type TestApp } from '../../../../tests/support/app';
import { memberWithSession } from '../../../../tests/support/accounts';
import { eventually } from '../../../../tests/support/eventually';
import { startFakeBitly, TEST_SECRETS_KEY, type FakeBitly } from '../../../../tests/support/fakeBitly';
import { decryptSecret } from '@scout/platform/secrets/secretBox';
import { collectLinkClicksJob } from '../../campaigns/collectLinkClicksJob';
import { shortenLink } from './shorten';

const PLAN_CATALOGUE = JSON.stringify({
  free: { paid: false, limits: { profiles: 100, members: 3, searchCount: 20, reports: 2 }, features: { integrations: true, bitly: true } },
});
const PUBLIC_URL = 'https://scout.example.com';
const TOKEN = 'bitly-secret-access-token-0123456789';

let app: TestApp;
let bitly: FakeBitly;
let owner: { token: string; orgId: string };
let other: { token: string; orgId: string };

const session = async () => {
  const { token, user } = await signUp(app);
  return { token, orgId: user.orgInfo._id };
};
const api = (method: 'get' | 'post' | 'put' | 'delete', path: string, token: string, body?: object) => {
  const req = app.http[method](`/api/v1${path}`).set('X-Access-Token', token);
  return body ? req.send(body) : req;
};
const storedEvents = async (orgId: string) => app.scout.ctx.eventStore.readStream(integrationsStream(orgId));

/** Every row of every table in the database whose text holds `needle` (events, read models, jobs…). */
async function rowsHolding(needle: string): Promise<string[]> {
  const { rows: tables } = await app.pool.query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const found: string[] = [];
  for (const { schema, name } of tables) {
    const { rows } = await app.pool.query<{ n: number }>(`select count(*)::int as n from "${schema}"."${name}" t where t::text like $1`, [
      `%${needle}%`,
    ]);
    if ((rows[0]?.n ?? 0) > 0) found.push(`${schema}.${name}`);
  }
  return found;
}

beforeAll(async () => {
  bitly = await startFakeBitly();
  app = await startTestApp({ env: { ...bitly.env, PLAN_CATALOGUE, PUBLIC_URL } });
  owner = await session();
  other = await session();
});

afterAll(async () => {
  await app.close();
  await bitly.close();
});

describe('POST /customer/bitly', () => {
  it('exchanges the code with Bitly and keeps the token only encrypted', async () => {
    bitly.grant('good-code', TOKEN, 'agency-on-bitly');
    const res = await api('post', '/customer/bitly', owner.token, { code: 'good-code' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      connected: true,
      login: 'agency-on-bitly',
      connectedAt: expect.any(String),
      authorizeUrl: expect.stringContaining('client_id=bitly-test-client'),
    });
    expect(JSON.stringify(res.body)).not.toContain(TOKEN);

    const exchange = bitly.server.requests.find((r) => r.path === '/oauth/access_token');
    expect(Object.fromEntries(new URLSearchParams(exchange?.body))).toEqual({
      client_id: 'bitly-test-client',
      client_secret: 'bitly-test-secret',
      code: 'good-code',
      redirect_uri: `${PUBLIC_URL}/bitly/callback/`,
    });

    const [event] = await storedEvents(owner.orgId);
    expect(event?.type).toBe('BitlyConnected');
    expect(JSON.stringify(event?.data)).not.toContain(TOKEN);
    const { tokenCiphertext } = event!.data as { tokenCiphertext: string };
    expect(decryptSecret(Buffer.from(TEST_SECRETS_KEY, 'base64'), tokenCiphertext)).toBe(TOKEN);
    expect(await rowsHolding(TOKEN)).toEqual([]);
  });

  it('answers 400 for a code Bitly refuses, and stores nothing', async () => {
    const res = await api('post', '/customer/bitly', other.token, { code: 'wrong-code' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ name: 'ValidationError', message: 'Bitly did not accept this code, please connect again' });
    expect(await storedEvents(other.orgId)).toEqual([]);
  });

  it('answers 400 for a missing code', async () => {
    const res = await api('post', '/customer/bitly', other.token, {});
    expect(res.status).toBe(400);
    expect(res.body.name).toBe('ValidationError');
  });

  it('is for owners and admins: a member gets 403', async () => {
    const member = await memberWithSession(app, owner.orgId, 'member');
    bitly.grant('member-code', 'member-token', 'member');
    expect((await api('post', '/customer/bitly', member, { code: 'member-code' })).status).toBe(403);
    expect((await api('delete', '/customer/bitly', member)).status).toBe(403);
  });
});

describe('GET /customer/bitly', () => {
  it('tells the organisation it is connected, and another organisation sees nothing of it', async () => {
    const mine = await api('get', '/customer/bitly', owner.token);
    expect(mine.body).toMatchObject({ connected: true, login: 'agency-on-bitly' });
    const theirs = await api('get', '/customer/bitly', other.token);
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual({ connected: false, login: null, connectedAt: null, authorizeUrl: expect.stringMatching(/^http/) });
    const authorize = new URL(theirs.body.authorizeUrl as string);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/bitly/callback/`);
  });

  it('is not for guests', async () => {
    const guest = await memberWithSession(app, owner.orgId, 'guest');
    expect((await api('get', '/customer/bitly', guest)).status).toBe(403);
  });
});

describe('shortening and clicks', () => {
  it('shortens nothing for an organisation without Bitly', async () => {
    await expect(shortenLink(app.scout.ctx, other.orgId, 'https://shop.example.com/a')).resolves.toBeNull();
  });

  it('shortens a campaign link on addLink and collects its clicks in a job', async () => {
    const created = await api('post', '/customer/campaign', owner.token, { name: 'Summer drop' });
    expect(created.status).toBe(201);
    const campaignId = created.body.campaign._id as string;

    const added = await api('put', `/customer/campaign/${campaignId}`, owner.token, {
      action: 'addLink',
      url: 'https://shop.example.com/summer',
    });
    expect(added.status).toBe(200);
    const [link] = added.body.campaign.links as { linkId: string; bitlyLinkId: string; shortUrl: string; linkText: string }[];
    expect(link).toMatchObject({
      linkText: 'Product Link',
      bitlyLinkId: expect.stringMatching(/^bit\.ly\//),
      shortUrl: expect.stringMatching(/^https:\/\/bit\.ly\//),
    });
    const shorten = bitly.server.requests.find((r) => r.path === '/v4/shorten');
    expect(shorten?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse(shorten?.body ?? '{}')).toEqual({ long_url: 'https://shop.example.com/summer' });

    bitly.setClicks(link!.bitlyLinkId, 42);
    expect((await api('put', `/customer/campaign/${campaignId}`, owner.token, { action: 'collectLinkData' })).status).toBe(202);
    const collected = await eventually('clicks collected', async () => {
      const res = await api('get', `/customer/campaign/${campaignId}`, owner.token);
      const clicks = (res.body.campaign.links as { clicks: number | null }[])[0]?.clicks;
      return clicks === 42 ? res.body.campaign : undefined;
    });
    expect(collected.links[0]).toMatchObject({ linkId: link!.linkId, clicks: 42 });
    expect(bitly.server.requests.some((r) => r.path.startsWith(`/v4/bitlinks/${link!.bitlyLinkId}/clicks/summary`))).toBe(true);

    // Another organisation can neither collect nor see the campaign.
    expect((await api('put', `/customer/campaign/${campaignId}`, other.token, { action: 'collectLinkData' })).status).toBe(404);
    expect((await api('get', `/customer/campaign/${campaignId}`, other.token)).status).toBe(404);
  });

  it('collects clicks only of shortened links: a link added before connecting keeps no count', async () => {
    const created = await api('post', '/customer/campaign', other.token, { name: 'Winter drop' });
    const campaignId = created.body.campaign._id as string;
    const plain = await api('put', `/customer/campaign/${campaignId}`, other.token, {
      action: 'addLink',
      url: 'https://shop.example.com/plain',
      linkText: 'Plain',
    });
    expect(plain.body.campaign.links[0]).toMatchObject({ bitlyLinkId: null, shortUrl: null });
    bitly.grant('other-code', 'other-token', 'other-agency');
    expect((await api('post', '/customer/bitly', other.token, { code: 'other-code' })).status).toBe(201);
    const short = await api('put', `/customer/campaign/${campaignId}`, other.token, {
      action: 'addLink',
      url: 'https://shop.example.com/short',
    });
    const shortLink = (short.body.campaign.links as { bitlyLinkId: string | null }[]).find((l) => l.bitlyLinkId !== null);
    bitly.setClicks(shortLink!.bitlyLinkId!, 7);

    const summaries = () => bitly.server.requests.filter((r) => r.path.includes('/clicks/summary')).length;
    const before = summaries();
    await collectLinkClicksJob(app.scout.ctx).handler(
      { orgId: other.orgId, campaignId },
      { jobId: 'test-job', progress: async () => undefined },
    );
    expect(summaries()).toBe(before + 1);
    const after = await api('get', `/customer/campaign/${campaignId}`, other.token);
    const byText = Object.fromEntries(
      (after.body.campaign.links as { linkText: string; clicks: number | null }[]).map((l) => [l.linkText, l.clicks]),
    );
    expect(byText).toEqual({ Plain: null, 'Product Link': 7 });

    // Run again with the same count: nothing new is stored.
    const events = async () => (await app.scout.ctx.eventStore.readStream(campaignStream(campaignId))).length;
    const count = await events();
    await collectLinkClicksJob(app.scout.ctx).handler(
      { orgId: other.orgId, campaignId },
      { jobId: 'test-job-2', progress: async () => undefined },
    );
    expect(await events()).toBe(count);
  });

  it('disconnects, and shortens nothing afterwards', async () => {
    const res = await api('delete', '/customer/bitly', owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ connected: false });
    expect((await storedEvents(owner.orgId)).map((e) => e.type)).toEqual(['BitlyConnected', 'BitlyDisconnected']);
    await expect(shortenLink(app.scout.ctx, owner.orgId, 'https://shop.example.com/b')).resolves.toBeNull();
    // Disconnecting again stores nothing.
    await api('delete', '/customer/bitly', owner.token);
    expect(await storedEvents(owner.orgId)).toHaveLength(2);
  });
});

describe('Bitly on a plan without it', () => {
  let plain: TestApp;
  beforeAll(async () => {
    // The trial plan has integrations but not Bitly; `bitlyOnly` has Bitly but no integrations.
    const catalogue = {
      free: { paid: false, limits: { profiles: 10, members: 3, searchCount: 20, reports: 2 }, features: { integrations: true } },
      bitlyOnly: { paid: true, limits: { profiles: 10, members: 3, searchCount: 20, reports: 2 }, features: { bitly: true } },
    };
    plain = await startTestApp({ env: { ...bitly.env, PLAN_CATALOGUE: JSON.stringify(catalogue) } });
  });
  afterAll(() => plain.close());

  it('answers 423 PlanLimit naming the missing feature (integrations, then bitly) and asks Bitly nothing', async () => {
    const { token, user } = await signUp(plain);
    const before = bitly.server.requests.length;
    const connect = () => plain.http.post('/api/v1/customer/bitly').set('X-Access-Token', token).send({ code: 'any' });
    const res = await connect();
    expect(res.status).toBe(423);
    expect(res.body).toMatchObject({ name: 'PlanLimit', field: 'bitly' });
    await changePlan(plain.scout.ctx, user.orgInfo._id, 'bitlyOnly');
    expect((await connect()).body).toMatchObject({ name: 'PlanLimit', field: 'integrations' });
    expect(bitly.server.requests.length).toBe(before);
  });
});
