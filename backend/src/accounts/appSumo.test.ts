import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { appSumoLicensesCollection, type AppSumoLicenseDoc } from '@scout/projections/billing/appSumoLicenses';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { eventually } from '../../../tests/support/eventually';
import { isAppError } from '@scout/platform/errors';
import { registerAppSumoLicense } from './appSumo';

const DAY = 86_400_000;
const START = new Date('2026-11-22T10:00:00.000Z');
const PUBLIC_URL = 'https://scout.example.com';
const PROMOTERS = { voiceOfCrypto: 'Voice of Crypto', 'ana_2024-x': 'Ana Influencer' };
const PASSWORD = 'correct horse battery';
const INVITATION_GONE = 'This invitation is not valid any more, please ask for a new one';

let app: TestApp;
let now = START;

beforeAll(async () => {
  // The default plan catalogue (with `impulzeai_lifetime`) and the default 14-day trial.
  app = await startTestApp({ clock: () => now, env: { PUBLIC_URL, REFERRAL_PROMOTERS: JSON.stringify(PROMOTERS) } });
});
afterAll(async () => app.close());

let emailCounter = 0;
const freshEmail = (what: string) => `${what}-${++emailCounter}-${randomUUID().slice(0, 8)}@example.com`;

const signupBody = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: PASSWORD,
  fullName: 'Lifetime Buyer',
  orgName: 'Lifetime Agency',
  ...extra,
});
const signup = (body: object) => app.http.post('/api/v1/customer/auth/signup').send(body);
const appSumoUser = (token: string) => app.http.get(`/api/v1/customer/auth/user/${token}`);
const me = (token: string) => app.http.get('/api/v1/customer/account/me').set('X-Access-Token', token);
const login = (email: string) => app.http.post('/api/v1/customer/auth/login').send({ email, password: PASSWORD });

const register = (invoiceItemUuid: string, email: string, plan?: string) =>
  registerAppSumoLicense(app.scout.ctx, { invoiceItemUuid, email, ...(plan ? { plan } : {}) }, now);

const licenseDoc = (invoiceItemUuid: string) =>
  app.scout.ctx.readStore.global<AppSumoLicenseDoc>(appSumoLicensesCollection).get(invoiceItemUuid);

/** A registered licence whose token the read model already finds. */
async function registeredLicense(email = freshEmail('buyer')) {
  const license = await register(randomUUID(), email);
  await eventually('the licence in the read model', async () => ((await licenseDoc(license.invoiceItemUuid)) ? true : undefined));
  return license;
}

async function eventCount(where = 'true', params: unknown[] = []): Promise<number> {
  const { rows } = await app.pool.query<{ n: string }>(`select count(*) as n from es_events where ${where}`, params);
  return Number(rows[0]?.n);
}

async function caught(promise: Promise<unknown>): Promise<{ status: number; name: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return { status: error.status, name: error.name, message: error.message };
    throw error;
  }
  throw new Error('expected an error');
}

describe('registering an AppSumo licence (operator command)', () => {
  it('stores the licence with the SHA-256 of a fresh token, and the token answers the buyer for the sign-up form', async () => {
    const invoiceItemUuid = randomUUID();
    const license = await register(invoiceItemUuid, '  Buyer.One@Example.COM ');
    expect(license.invoiceItemUuid).toBe(invoiceItemUuid);
    expect(license.email).toBe('buyer.one@example.com');
    expect(license.plan).toBe('impulzeai_lifetime');
    expect(license.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(license.link).toBe(`${PUBLIC_URL}/signup?appsumo=${license.token}`);

    const { rows } = await app.pool.query<{ stream_id: string; type: string; data: Record<string, unknown>; text: string }>(
      `select stream_id, type, data, data::text as text from es_events where stream_id = $1 order by revision`,
      [`appSumoLicense-${invoiceItemUuid}`],
    );
    expect(rows.map((r) => r.type)).toEqual(['AppSumoLicenseRegistered']);
    expect(rows[0]?.data).toEqual({
      invoiceItemUuid,
      email: 'buyer.one@example.com',
      plan: 'impulzeai_lifetime',
      tokenHash: createHash('sha256').update(license.token).digest('hex'),
      registeredAt: START.toISOString(),
    });
    // The token itself is never stored, only in the link.
    expect(await eventCount('data::text like $1 or metadata::text like $1', [`%${license.token}%`])).toBe(0);

    const res = await eventually('the licence token to answer', async () => {
      const answer = await appSumoUser(license.token);
      return answer.status === 200 ? answer : undefined;
    });
    expect(res.body).toEqual({ email: 'buyer.one@example.com', invoice_item_uuid: invoiceItemUuid, plan: 'impulzeai_lifetime' });
    expect(await licenseDoc(invoiceItemUuid)).toEqual({
      _id: invoiceItemUuid,
      invoiceItemUuid,
      email: 'buyer.one@example.com',
      plan: 'impulzeai_lifetime',
      tokenHash: createHash('sha256').update(license.token).digest('hex'),
      registeredAt: START.toISOString(),
      redeemedBy: null,
    });
  });

  it('registers a code once: the same uuid again is a 409 Conflict and stores nothing', async () => {
    const license = await registeredLicense();
    const before = await eventCount();
    expect(await caught(register(license.invoiceItemUuid, freshEmail('again')))).toEqual({
      status: 409,
      name: 'Conflict',
      message: 'This AppSumo code is registered already',
    });
    expect(await eventCount()).toBe(before);
    // The first link still works.
    expect((await appSumoUser(license.token)).body.email).toBe(license.email);
  });

  it('takes a paid plan of the catalogue only, a uuid and an email', async () => {
    const before = await eventCount();
    const notPaid = await caught(register(randomUUID(), freshEmail('x'), 'free'));
    expect(notPaid).toMatchObject({ status: 400, name: 'ValidationError' });
    expect(notPaid.message).toMatch(/^"free" is not a paid plan of the catalogue \(paid plans: .*impulzeai_lifetime/);
    expect(await caught(register(randomUUID(), freshEmail('x'), 'platinum'))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^"platinum" is not a paid plan/),
    });
    expect(await caught(register('not-a-uuid', freshEmail('x')))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/invoiceItemUuid: The invoice item uuid is not a uuid/),
    });
    expect(await caught(register(randomUUID(), 'not an email'))).toMatchObject({ status: 400, message: expect.stringMatching(/^email: /) });
    expect(await eventCount()).toBe(before);
    // Another paid plan of the catalogue may be named.
    expect((await register(randomUUID(), freshEmail('agency'), 'agency')).plan).toBe('agency');
  });
});

describe('signing up with an AppSumo code', () => {
  it('gives the new organisation the lifetime plan with no trial end: never blocked, while a trial organisation is', async () => {
    const license = await registeredLicense();
    const res = await signup(signupBody(license.email, { invoice_item_uuid: license.invoiceItemUuid }));
    expect(res.status).toBe(201);
    const user = res.body.user as {
      _id: string;
      email: string;
      accessBlocked: boolean;
      orgInfo: { _id: string; package: string; trialEndsAt: string | null };
    };
    expect(user.email).toBe(license.email);
    expect(user.orgInfo.package).toBe('impulzeai_lifetime');
    expect(user.orgInfo.trialEndsAt).toBeNull();
    expect(user.accessBlocked).toBe(false);
    const created = await app.pool.query<{ data: Record<string, unknown> }>(
      `select data from es_events where type = 'OrganizationCreated' and stream_id = $1`,
      [`organization-${user.orgInfo._id}`],
    );
    expect(created.rows[0]?.data.package).toBe('impulzeai_lifetime');
    expect(created.rows[0]?.data).not.toHaveProperty('trialEndsAt');

    // The licence is used: the link answers 404 as any unknown token, and the read model names the redeemer.
    const used = await appSumoUser(license.token);
    expect(used.status).toBe(404);
    expect(used.body).toEqual({ name: 'NotFound', message: INVITATION_GONE });
    expect(await licenseDoc(license.invoiceItemUuid)).toMatchObject({
      redeemedBy: { orgId: user.orgInfo._id, userId: user._id, redeemedAt: START.toISOString() },
    });

    const trial = await signUp(app);
    now = new Date(START.getTime() + 15 * DAY);
    try {
      // Sessions last 7 days: both sign in again, 15 days later.
      const lifetimeSession = (await login(license.email)).body.token as string;
      const trialSession = (await login(trial.body.email)).body.token as string;
      const lifetimeMe = (await me(lifetimeSession)).body.user;
      expect(lifetimeMe.orgInfo.package).toBe('impulzeai_lifetime');
      expect(lifetimeMe.accessBlocked).toBe(false);
      expect((await app.http.get('/api/v1/customer/socialProfiles').set('X-Access-Token', lifetimeSession)).status).toBe(200);
      expect((await me(trialSession)).body.user.accessBlocked).toBe(true);
      expect((await app.http.get('/api/v1/customer/socialProfiles').set('X-Access-Token', trialSession)).status).toBe(402);
    } finally {
      now = START;
    }
  });

  it('refuses a used code with 409, creating no user and no organisation, and the email then signs up without it', async () => {
    const license = await registeredLicense();
    expect((await signup(signupBody(freshEmail('first'), { invoice_item_uuid: license.invoiceItemUuid }))).status).toBe(201);

    const email = freshEmail('second');
    const organizations = await eventCount(`type = 'OrganizationCreated'`);
    const registrations = await eventCount(`type = 'UserRegistered'`);
    const res = await signup(signupBody(email, { invoice_item_uuid: license.invoiceItemUuid }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ name: 'Conflict', message: 'This AppSumo code was already used' });
    expect(await eventCount(`type = 'OrganizationCreated'`)).toBe(organizations);
    expect(await eventCount(`type = 'UserRegistered'`)).toBe(registrations);
    expect(await eventCount(`type = 'AppSumoLicenseRedeemed' and stream_id = $1`, [`appSumoLicense-${license.invoiceItemUuid}`])).toBe(1);
    expect((await login(email)).status).toBe(401);

    // The failed sign-up gave its email reservation back.
    const again = await signup(signupBody(email));
    expect(again.status).toBe(201);
    expect(again.body.user.email).toBe(email);
    expect(again.body.user.orgInfo.package).toBe('free');
    expect(again.body.user.orgInfo.trialEndsAt).toBe(new Date(START.getTime() + 14 * DAY).toISOString());
  });

  it('of 5 parallel sign-ups with one code, lets exactly one through', async () => {
    const license = await registeredLicense();
    const organizations = await eventCount(`type = 'OrganizationCreated'`);
    const emails = Array.from({ length: 5 }, () => freshEmail('race'));
    const answers = await Promise.all(emails.map((email) => signup(signupBody(email, { invoice_item_uuid: license.invoiceItemUuid }))));

    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const loser of answers.filter((r) => r.status === 409))
      expect(loser.body).toEqual({ name: 'Conflict', message: 'This AppSumo code was already used' });
    const winner = answers.find((r) => r.status === 201)!;
    expect(winner.body.user.orgInfo.package).toBe('impulzeai_lifetime');
    expect(await eventCount(`type = 'OrganizationCreated'`)).toBe(organizations + 1);
    const redeemed = await app.pool.query<{ data: { orgId: string; userId: string } }>(
      `select data from es_events where type = 'AppSumoLicenseRedeemed' and stream_id = $1`,
      [`appSumoLicense-${license.invoiceItemUuid}`],
    );
    expect(redeemed.rows.map((r) => r.data.orgId)).toEqual([winner.body.user.orgInfo._id]);
    expect(redeemed.rows.map((r) => r.data.userId)).toEqual([winner.body.user._id]);
    expect((await licenseDoc(license.invoiceItemUuid))?.redeemedBy?.orgId).toBe(winner.body.user.orgInfo._id);
  });

  it('reads the code case-insensitively', async () => {
    const license = await registeredLicense();
    const res = await signup(signupBody(freshEmail('upper'), { invoice_item_uuid: license.invoiceItemUuid.toUpperCase() }));
    expect(res.status).toBe(201);
    expect(res.body.user.orgInfo.package).toBe('impulzeai_lifetime');
    expect((await licenseDoc(license.invoiceItemUuid))?.redeemedBy?.userId).toBe(res.body.user._id);
  });

  it('answers 404 for an unknown code and 400 for a malformed one, writing nothing', async () => {
    const email = freshEmail('unknown');
    const organizations = await eventCount(`type = 'OrganizationCreated'`);
    const unknown = await signup(signupBody(email, { invoice_item_uuid: randomUUID() }));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ name: 'NotFound', message: 'This AppSumo code is not known' });
    expect(await eventCount(`type = 'OrganizationCreated'`)).toBe(organizations);
    expect((await login(email)).status).toBe(401);

    const before = await eventCount();
    for (const bad of ['not-a-uuid', '5f0c6a1e-7b2d-4c3e-9f8a', `${randomUUID()}x`, 12345, "' OR 1=1 --"]) {
      const res = await signup(signupBody(freshEmail('malformed'), { invoice_item_uuid: bad }));
      expect(res.status).toBe(400);
      expect(res.body.name).toBe('ValidationError');
      expect(res.body.issues.map((i: { path: string }) => i.path)).toEqual(['invoice_item_uuid']);
    }
    expect(await eventCount()).toBe(before);
  });
});

describe('GET /customer/auth/user/{token} with hostile bytes', () => {
  it('answers 4xx, never 5xx, and keeps serving', async () => {
    const paths = [
      '%00',
      'abc%00def',
      '%FF%FE',
      '%E0%80%80',
      '%',
      '..%2F..%2Fetc%2Fpasswd',
      "'%20OR%201%3D1%20--",
      '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '%F0%9F%98%80'.repeat(40),
      'A'.repeat(5000),
      '%ED%A0%80',
    ];
    for (const path of paths) {
      const res = await app.http.get(`/api/v1/customer/auth/user/${path}`);
      expect([path, res.status >= 400 && res.status < 500]).toEqual([path, true]);
    }
    const license = await registeredLicense();
    expect((await appSumoUser(license.token)).status).toBe(200);
  });
});

describe('GET /customer/promoter/{id}', () => {
  it('names the promoter of a configured referral id, with no credentials', async () => {
    const res = await app.http.get('/api/v1/customer/promoter/voiceOfCrypto');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: 'voiceOfCrypto', name: 'Voice of Crypto' });
    expect((await app.http.get('/api/v1/customer/promoter/ana_2024-x')).body).toEqual({ id: 'ana_2024-x', name: 'Ana Influencer' });
  });

  it('answers 404 "Unknown referral" for an id nobody configured, also for names of object properties', async () => {
    for (const id of ['nobody', 'voiceofcrypto', '__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const res = await app.http.get(`/api/v1/customer/promoter/${id}`);
      expect([id, res.status, res.body]).toEqual([id, 404, { name: 'NotFound', message: 'Unknown referral' }]);
    }
  });

  it('answers 400 ValidationError for an id that is not a referral id', async () => {
    for (const id of ['bad%20id!', 'a'.repeat(65), 'x%2Fy', '%3Cb%3E', 'caf%C3%A9']) {
      const res = await app.http.get(`/api/v1/customer/promoter/${id}`);
      expect([id, res.status, res.body.name, res.body.message]).toEqual([id, 400, 'ValidationError', 'id: Unknown referral id']);
    }
  });
});
