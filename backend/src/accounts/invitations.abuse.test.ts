import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { memberWithSession } from '../../../tests/support/accounts';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { ABUSE_LIMITS } from './abuseLimits';

const START = new Date('2026-11-22T10:00:00.000Z');
const HOUR_MS = 60 * 60 * 1000;
const api = '/api/v1';

let app: TestApp;
let now = START;
beforeAll(async () => {
  app = await startTestApp({ clock: () => now });
});
afterAll(async () => app.close());

/** Each test in an hour of its own, so the hourly limits of one do not reach the next. */
let hour = 0;
const nextHour = () => {
  hour += 1;
  now = new Date(START.getTime() + hour * HOUR_MS);
};

let counter = 0;
const newEmail = (what: string) => `${what}${++counter}-${Date.now()}@example.com`;
const invite = (token: string, email: string, role: 'member' | 'guest' | 'admin' = 'guest') =>
  app.http.post(`${api}/customer/account/add`).set('X-Access-Token', token).send({ email, fullName: 'Ivy Invited', role });
const head = () => app.scout.ctx.eventStore.headPosition();
const eventsMentioning = async (email: string) =>
  (await app.pool.query(`select 1 from es_events where data::text like $1`, [`%${email}%`])).rowCount;

/** Nothing was stored for the refused invitation: no event names the address, the store's head did not move. */
async function expectNothingStored(before: Awaited<ReturnType<typeof head>>, email: string) {
  expect(await head()).toEqual(before);
  expect(await eventsMentioning(email)).toBe(0);
}

describe('invitations per organisation per hour', () => {
  it(`answers 429 after ${ABUSE_LIMITS.invitationsPerOrganization.limit} invitations in an hour and stores nothing; other organisations invite on`, async () => {
    nextHour();
    const owner = await signUp(app);
    for (let i = 0; i < ABUSE_LIMITS.invitationsPerOrganization.limit; i += 1) {
      expect((await invite(owner.token, newEmail('flood'))).status).toBe(201);
    }
    const email = newEmail('one-too-many');
    const before = await head();
    const refused = await invite(owner.token, email);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ name: 'TooManyRequests', message: expect.any(String) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await expectNothingStored(before, email);

    const other = await signUp(app);
    expect((await invite(other.token, newEmail('elsewhere'))).status).toBe(201);
  });
});

describe('mails sent on behalf of an organisation', () => {
  it(`answers 429 once the organisation sent ${ABUSE_LIMITS.mailsPerOrganization.limit} mails in the hour: no ticket, no invitation stored`, async () => {
    nextHour();
    const owner = await signUp(app); // its verification mail is the first of the hour
    const ticket = () =>
      app.http.post(`${api}/customer/create-ticket`).set('X-Access-Token', owner.token).send({ subject: 'Help', text: 'Spam' });
    for (let i = 1; i < ABUSE_LIMITS.mailsPerOrganization.limit; i += 1) expect((await ticket()).status).toBe(201);

    const before = await head();
    const refusedTicket = await ticket();
    expect(refusedTicket.status).toBe(429);
    expect(refusedTicket.body.name).toBe('TooManyRequests');
    const email = newEmail('after-mail-budget');
    expect((await invite(owner.token, email)).status).toBe(429);
    await expectNothingStored(before, email);
  });
});

describe("the plan's member limit counts pending invitations", () => {
  it('refuses the member invitation past the free plan’s seats (owner + 2 pending) with 423 and field, storing nothing; a guest still fits', async () => {
    nextHour();
    const owner = await signUp(app);
    expect((await invite(owner.token, newEmail('seat'), 'member')).status).toBe(201);
    expect((await invite(owner.token, newEmail('seat'), 'admin')).status).toBe(201);

    const email = newEmail('no-seat');
    const before = await head();
    const refused = await invite(owner.token, email, 'member');
    expect(refused.status).toBe(423);
    expect(refused.body).toEqual({ name: 'PlanLimit', message: expect.any(String), field: 'members' });
    await expectNothingStored(before, email);
    expect((await invite(owner.token, newEmail('guest'), 'guest')).status).toBe(201);
  });
});

describe('an invitation cannot reserve the address of an existing user', () => {
  it('refuses the address of a registered user of another organisation with 409, storing nothing', async () => {
    nextHour();
    const victim = await signUp(app);
    const attacker = await signUp(app);
    const before = await head();
    const refused = await invite(attacker.token, victim.body.email, 'member');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ name: 'Conflict', message: 'An account with this email already exists' });
    expect(await head()).toEqual(before);
  });

  it('refuses the address of a user registered before addresses were reserved (no reservation stream), storing nothing', async () => {
    nextHour();
    const org = await signUp(app);
    // Written straight as events, as accounts from before reservations were: no userEmail- stream.
    const legacyToken = await memberWithSession(app, org.user.orgInfo._id, 'member');
    const legacyEmail: string = (await app.http.get(`${api}/customer/account/me`).set('X-Access-Token', legacyToken)).body.user.email;
    const attacker = await signUp(app);
    const before = await head();

    const refused = await invite(attacker.token, legacyEmail, 'member');

    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ name: 'Conflict', message: 'An account with this email already exists' });
    expect(await head()).toEqual(before);
    expect((await app.http.get(`${api}/customer/account/me`).set('X-Access-Token', legacyToken)).status).toBe(200);
  });
});
