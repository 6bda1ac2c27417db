import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { INVITATION_TTL_SECONDS } from '@scout/contracts/accounts';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { startSmtpServer, tokenFrom, type TestSmtpServer } from '../../../tests/support/smtp';

const PUBLIC_URL = 'https://scout.example.test';
const HOUR_MS = 60 * 60 * 1000;
/** Room for the owner and two more members or admins (guests take no seat). */
const SEATS = 3;
const PLAN_CATALOGUE = JSON.stringify({
  free: { paid: false, limits: { profiles: 10, members: SEATS, searchCount: 20, reports: 2 }, features: {} },
});

let app: TestApp;
let smtp: TestSmtpServer;
let now = new Date('2026-11-22T10:00:00.000Z');
beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startTestApp({ clock: () => now, env: { SMTP_URL: smtp.url, PUBLIC_URL, PLAN_CATALOGUE } });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const api = '/api/v1';
let counter = 0;
const newEmail = (what: string) => `${what}${++counter}-${Date.now()}@example.com`;
const invite = (token: string, email: string, role: 'admin' | 'member' | 'guest' = 'member') =>
  app.http.post(`${api}/customer/account/add`).set('X-Access-Token', token).send({ email, fullName: 'Ivy Invited', role });
const members = async (token: string) =>
  (await app.http.get(`${api}/customer/account/list`).set('X-Access-Token', token)).body.members as {
    _id: string;
    role: string;
    status: string;
  }[];
const seated = async (token: string) => (await members(token)).filter((m) => m.role !== 'guest');
const invitationsOf = async (orgId: string) =>
  (await app.pool.query(`select 1 from es_events where type = 'MemberInvited' and data->>'orgId' = $1`, [orgId])).rowCount;
const refusedForSeats = { name: 'PlanLimit', message: expect.any(String), field: 'members' };

/** Each test in an hour of its own, so the hourly invitation limits of one do not reach the next. */
const nextHour = () => {
  now = new Date(now.getTime() + HOUR_MS);
};

describe('the member limit under concurrent invitations', () => {
  it(`20 invitations sent at once to a team of ${SEATS} seats with the owner in one: exactly ${SEATS - 1} are recorded, the others answer 423 members`, async () => {
    nextHour();
    const owner = await signUp(app);

    const emails = Array.from({ length: 20 }, () => newEmail('rush'));
    const answers = await Promise.all(emails.map((email) => invite(owner.token, email)));

    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array<number>(SEATS - 1).fill(201), ...Array<number>(20 - (SEATS - 1)).fill(423)]);
    for (const refused of answers.filter((a) => a.status === 423)) expect(refused.body).toEqual(refusedForSeats);
    expect(await seated(owner.token)).toHaveLength(SEATS);
    expect(await invitationsOf(owner.user.orgInfo._id)).toBe(SEATS - 1);
    // A refused invitation gave its address back: another team can invite it.
    const refusedEmail = emails[answers.findIndex((a) => a.status === 423)]!;
    expect((await invite((await signUp(app)).token, refusedEmail)).status).toBe(201);
  });

  it('20 guest promotions at once to a full team less one seat: exactly one becomes a member', async () => {
    nextHour();
    const owner = await signUp(app);
    expect((await invite(owner.token, newEmail('seat'))).status).toBe(201);
    const guests: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const res = await invite(owner.token, newEmail('guest'), 'guest');
      expect(res.status).toBe(201);
      guests.push(res.body.member._id);
    }
    nextHour();

    const answers = await Promise.all(
      guests.map((id) => app.http.put(`${api}/customer/account/${id}`).set('X-Access-Token', owner.token).send({ role: 'member' })),
    );

    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(19).fill(423)]);
    expect(await seated(owner.token)).toHaveLength(SEATS);
  });
});

describe('a seat is freed and kept as the team changes', () => {
  it('removing a member or cancelling an invitation frees its seat', async () => {
    nextHour();
    const owner = await signUp(app);
    const first = await invite(owner.token, newEmail('seat'));
    expect((await invite(owner.token, newEmail('seat'), 'admin')).status).toBe(201);
    expect((await invite(owner.token, newEmail('full'))).body).toEqual(refusedForSeats);

    expect((await app.http.delete(`${api}/customer/account/${first.body.member._id}`).set('X-Access-Token', owner.token)).status).toBe(200);

    expect((await invite(owner.token, newEmail('freed'))).status).toBe(201);
    expect((await invite(owner.token, newEmail('full'))).body).toEqual(refusedForSeats);
  });

  it('making a member a guest frees the seat; making a guest a member needs one', async () => {
    nextHour();
    const owner = await signUp(app);
    const member = await invite(owner.token, newEmail('seat'));
    expect((await invite(owner.token, newEmail('seat'))).status).toBe(201);
    const guest = await invite(owner.token, newEmail('guest'), 'guest');
    const promote = (id: string, role: string) =>
      app.http.put(`${api}/customer/account/${id}`).set('X-Access-Token', owner.token).send({ role });

    expect((await promote(guest.body.member._id, 'member')).body).toEqual(refusedForSeats);
    expect((await promote(member.body.member._id, 'guest')).status).toBe(200);
    expect((await promote(guest.body.member._id, 'admin')).status).toBe(200);
    expect((await invite(owner.token, newEmail('full'))).body).toEqual(refusedForSeats);
  });

  it('an invitation that expired holds no seat; an accepted one keeps its seat past the expiry', async () => {
    nextHour();
    const owner = await signUp(app);
    const acceptedEmail = newEmail('joins');
    expect((await invite(owner.token, acceptedEmail)).status).toBe(201);
    expect((await invite(owner.token, newEmail('never-answers'))).status).toBe(201);
    const token = tokenFrom((await smtp.waitForMail(acceptedEmail)).raw, `${PUBLIC_URL}/accept-invite`);
    const activated = await app.http
      .post(`${api}/customer/auth/user/activate`)
      .send({ token, fullName: 'Joe Joined', password: 'a member password' });
    expect(activated.status).toBe(200);
    expect((await invite(owner.token, newEmail('full'))).body).toEqual(refusedForSeats);

    now = new Date(now.getTime() + INVITATION_TTL_SECONDS * 1000 + HOUR_MS);
    const login = await app.http.post(`${api}/customer/auth/login`).send({ email: owner.body.email, password: owner.body.password });
    expect(login.status).toBe(200);

    // The unanswered invitation's seat is free; the member who accepted still holds theirs.
    expect((await invite(login.body.token, newEmail('after-expiry'))).status).toBe(201);
    expect((await invite(login.body.token, newEmail('full'))).body).toEqual(refusedForSeats);
  });
});
