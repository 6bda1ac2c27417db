import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { Response } from 'supertest';
import { EMAIL_RESERVATION_GRACE_SECONDS } from '@scout/contracts/accounts';
import { userStream } from '@scout/contracts/platform/streams';
import { startTestApp, type TestApp } from '../../../tests/support/app';
import { eventually } from '../../../tests/support/eventually';
import { startGoogleIssuer } from '../../../tests/support/googleIssuer';
import { startSmtpServer, tokenFrom, type TestSmtpServer } from '../../../tests/support/smtp';
import { emailStream, withReservedEmail } from './reservedEmail';

const PUBLIC_URL = 'https://scout.example.test';
const CLIENT_ID = 'scout-test.apps.googleusercontent.com';
/** Room for every invitation an owner sends here. */
const PLAN_CATALOGUE = JSON.stringify({
  free: { paid: false, limits: { profiles: 10, members: 200, searchCount: 20, reports: 2 }, features: {} },
});
const PASSWORD = 'correct horse battery';
const api = '/api/v1';

let app: TestApp;
let smtp: TestSmtpServer;
let issuer: Awaited<ReturnType<typeof startGoogleIssuer>>;
let ownerA: string;
let ownerB: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  issuer = await startGoogleIssuer();
  app = await startTestApp({
    env: {
      SMTP_URL: smtp.url,
      PUBLIC_URL,
      PLAN_CATALOGUE,
      // Every request comes from another address, as an attacker's would: the sign-up limit per address stays out of the race.
      TRUST_PROXY_HOPS: '1',
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'test-secret',
      GOOGLE_JWKS_URL: issuer.jwksUrl,
    },
  });
}, 60_000);
// Fresh inviting organisations for each race: the races are about one account per address, not the hourly invitation limit.
beforeEach(async () => {
  ownerA = await newOwner('Ana Owner');
  ownerB = await newOwner('Bea Owner');
});
afterAll(async () => {
  await app.close();
  await smtp.close();
  await issuer.close();
});

let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
};
let emails = 0;
const newEmail = (name: string) => `${name}-${++emails}-${Date.now()}@example.com`;

const signUpAs = (email: string, fullName = 'Racing Owner') =>
  app.http.post(`${api}/customer/auth/signup`).set('X-Forwarded-For', nextAddress()).send({ email, password: PASSWORD, fullName });
async function newOwner(fullName: string): Promise<string> {
  const res = await signUpAs(newEmail('inviting-owner'), fullName);
  if (res.status !== 201) throw new Error(`signup failed: ${res.status}`);
  return res.body.token as string;
}
const inviteAs = (ownerToken: string, email: string) =>
  app.http
    .post(`${api}/customer/account/add`)
    .set('X-Access-Token', ownerToken)
    .set('X-Forwarded-For', nextAddress())
    .send({ email, fullName: 'Racing Member', role: 'member' });
const googleSignIn = async (email: string) => {
  const token = await issuer.sign({ aud: CLIENT_ID, sub: `google-${email}`, email, name: 'Racing Google' }, { now: new Date() });
  return app.http.post(`${api}/customer/auth/login/google`).set('X-Forwarded-For', nextAddress()).send({ token });
};
const accept = (token: string) =>
  app.http.post(`${api}/customer/auth/user/activate`).send({ token, fullName: 'Racing Member', password: PASSWORD });

/** Every answer is a success or a clean refusal: never a server error. */
function expectClean(responses: Response[], allowed: number[]): void {
  const statuses = responses.map((r) => r.status);
  expect(statuses.filter((s) => !allowed.includes(s))).toEqual([]);
  for (const res of responses.filter((r) => r.status >= 400))
    expect(res.body).toEqual(expect.objectContaining({ name: expect.any(String), message: expect.any(String) }));
}

/** Accepts every invitation that went out (one mail per successful invitation). */
async function acceptInvitations(email: string, invitations: Response[]): Promise<Response[]> {
  const sent = invitations.filter((r) => r.status === 201).length;
  const tokens: string[] = [];
  for (let i = 0; i < sent; i++) tokens.push(tokenFrom((await smtp.waitForMail(email)).raw, `${PUBLIC_URL}/accept-invite`));
  return Promise.all(tokens.map(accept));
}

const registrationsOf = async (email: string) =>
  (await app.pool.query(`select stream_id from es_events where type = 'UserRegistered' and data->>'email' = $1`, [email])).rows as Array<{
    stream_id: string;
  }>;
const usersWithEmail = async (email: string) => (await app.pool.query(`select 1 from rs_users where doc->>'email' = $1`, [email])).rowCount;

/**
 * Exactly one account for the email, in the store and in the read model; the read side is healthy
 * and another organisation reads its writes.
 */
async function expectOneAccount(email: string): Promise<void> {
  expect(await registrationsOf(email)).toHaveLength(1);
  expect(await eventually('one user in the read model', async () => ((await usersWithEmail(email)) === 1 ? true : undefined))).toBe(true);
  // Every projection healthy: none holds an error, and no event was parked anywhere.
  const statuses = await app.scout.runner.status();
  expect(statuses.filter((p) => p.lastError !== null)).toEqual([]);
  expect((await app.pool.query('select 1 from rs_parked')).rowCount).toBe(0);
  const health = await app.http.get('/api/v1/health');
  expect({ status: health.status, degraded: health.body.degraded }).toEqual({ status: 200, degraded: [] });
  const otherEmail = newEmail('after');
  const other = await signUpAs(otherEmail);
  expect(other.status).toBe(201);
  const me = await app.http.get(`${api}/customer/account/me`).set('X-Access-Token', other.body.token as string);
  expect({ status: me.status, email: me.body.user?.email }).toEqual({ status: 200, email: otherEmail });
}

const times = <T>(n: number, make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => make(i)));

describe('one email, many registrations at once', () => {
  it('50 sign-ups: one account, 49 clean conflicts', async () => {
    const email = newEmail('signups');
    const answers = await times(50, () => signUpAs(email));
    expectClean(answers, [201, 409]);
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    await expectOneAccount(email);
  }, 120_000);

  it('50 invitations from two organisations, every invitation that got a token accepted: one account', async () => {
    const email = newEmail('invites');
    const invitations = await times(50, (i) => inviteAs(i % 2 === 0 ? ownerA : ownerB, email));
    expectClean(invitations, [201, 409]);
    expect(invitations.filter((r) => r.status === 201)).toHaveLength(1);
    const acceptances = await acceptInvitations(email, invitations);
    expectClean(acceptances, [200]);
    await expectOneAccount(email);
  }, 120_000);

  it('50 Google sign-ins: one account; the others sign in to it or answer a clean conflict', async () => {
    const email = newEmail('google');
    const answers = await times(50, () => googleSignIn(email));
    expectClean(answers, [200, 409]);
    const userIds = new Set(answers.filter((r) => r.status === 200).map((r) => (r.body.user as { _id: string })._id));
    expect(userIds.size).toBe(1);
    await expectOneAccount(email);
  }, 120_000);

  it('sign-ups, invitations and Google sign-ins mixed: one account', async () => {
    const email = newEmail('mixed');
    const [signups, invitations, google] = await Promise.all([
      times(20, () => signUpAs(email)),
      times(20, (i) => inviteAs(i % 2 === 0 ? ownerA : ownerB, email)),
      times(10, () => googleSignIn(email)),
    ]);
    expectClean(signups, [201, 409]);
    expectClean(invitations, [201, 409]);
    expectClean(google, [200, 409]);
    const winners = signups.filter((r) => r.status === 201).length + invitations.filter((r) => r.status === 201).length;
    // A Google sign-in that made the account answers 200 as the only one that did not find it.
    expect(winners).toBeLessThanOrEqual(1);
    const acceptances = await acceptInvitations(email, invitations);
    expectClean(acceptances, [200]);
    await expectOneAccount(email);
  }, 120_000);

  it('an invitation racing sign-ups and its acceptance racing more sign-ups: one account', async () => {
    const email = newEmail('accept-race');
    const invitation = await inviteAs(ownerA, email);
    expect(invitation.status).toBe(201);
    const token = tokenFrom((await smtp.waitForMail(email)).raw, `${PUBLIC_URL}/accept-invite`);
    const [accepted, signups] = await Promise.all([accept(token), times(20, () => signUpAs(email))]);
    expect(accepted.status).toBe(200);
    expectClean(signups, [409]);
    await expectOneAccount(email);
  }, 120_000);
});

describe('text that cannot be stored', () => {
  it('a sign-up with NUL in its name answers 400 and reserves nothing; the same email then signs up', async () => {
    const email = newEmail('nul');
    const refused = await signUpAs(email, 'Ana\u0000');
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(
      expect.objectContaining({ name: 'ValidationError', issues: [expect.objectContaining({ path: 'fullName' })] }),
    );
    expect((await app.pool.query(`select 1 from es_events where data->>'email' = $1`, [email])).rowCount).toBe(0);
    expect((await signUpAs(email, 'Ana')).status).toBe(201);
    await expectOneAccount(email);
  }, 60_000);

  it('a Google name with NUL and a lone surrogate is stored without them', async () => {
    const email = newEmail('google-nul');
    const token = await issuer.sign(
      { aud: CLIENT_ID, sub: `google-${email}`, email, name: 'Gi\u0000na \uD800Google' },
      { now: new Date() },
    );
    const res = await app.http.post(`${api}/customer/auth/login/google`).set('X-Forwarded-For', nextAddress()).send({ token });
    expect(res.status).toBe(200);
    expect(
      (
        await app.pool.query(`select data->>'fullName' as name from es_events where type = 'UserRegistered' and data->>'email' = $1`, [
          email,
        ])
      ).rows,
    ).toEqual([{ name: 'Gina Google' }]);
  }, 60_000);
});

describe('reservations left behind', () => {
  const appendReservation = (email: string, holder: string, reservedAt: Date) =>
    app.scout.ctx.eventStore.append(
      emailStream(email),
      [
        {
          id: randomUUID(),
          type: 'UserEmailReserved',
          data: { email, userId: holder, reservedAt: reservedAt.toISOString() },
          metadata: {
            orgId: null,
            actor: { userId: holder, role: 'owner', via: 'session' },
            correlationId: 'test',
            causationId: null,
            occurredAt: reservedAt.toISOString(),
          },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
  const eventsOf = async (stream: string) => (await app.scout.ctx.eventStore.readStream(stream)).map((e) => e.type);

  it('a reservation whose sign-up died is taken over by exactly one of 20 parallel sign-ups, after marking the holder abandoned', async () => {
    const email = newEmail('died');
    const holder = randomUUID();
    await appendReservation(email, holder, new Date(Date.now() - (EMAIL_RESERVATION_GRACE_SECONDS + 60) * 1000));
    const answers = await times(20, () => signUpAs(email));
    expectClean(answers, [201, 409]);
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await eventsOf(userStream(holder))).toEqual(['UserRegistrationAbandoned']);
    expect(await eventsOf(emailStream(email))).toEqual(['UserEmailReserved', 'UserEmailReserved']);
    await expectOneAccount(email);
  }, 120_000);

  it('a reservation younger than the grace period with an empty user stream is a sign-up in progress: refused', async () => {
    const email = newEmail('in-progress');
    const holder = randomUUID();
    await appendReservation(email, holder, new Date());
    const answer = await signUpAs(email);
    expect(answer.status).toBe(409);
    expect(await eventsOf(userStream(holder))).toEqual([]);
    // Nothing was marked and nobody registered: the holder may still finish its sign-up.
    expect(await registrationsOf(email)).toHaveLength(0);
  }, 60_000);

  it('a registration that fails after reserving gives the email back: the next sign-up succeeds at once', async () => {
    const email = newEmail('failed');
    const userId = randomUUID();
    const metadata = {
      orgId: null,
      actor: { userId, role: 'owner', via: 'session' as const },
      correlationId: 'test',
      causationId: null,
      occurredAt: new Date().toISOString(),
    };
    await expect(
      withReservedEmail(app.scout.ctx, { email, userId, metadata }, () => Promise.reject(new Error('the registration failed'))),
    ).rejects.toThrow('the registration failed');
    expect(await eventsOf(userStream(userId))).toEqual(['UserRegistrationAbandoned']);
    expect(await eventsOf(emailStream(email))).toEqual(['UserEmailReserved', 'UserEmailReleased']);
    expect((await signUpAs(email)).status).toBe(201);
    await expectOneAccount(email);
  }, 60_000);
});
