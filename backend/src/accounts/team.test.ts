import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { startSmtpServer, tokenFrom, type TestSmtpServer } from '../../../tests/support/smtp';

const PUBLIC_URL = 'https://scout.example.test';
const DAY = 86_400_000;
/** The trial plan with room for the owner and two more members or admins (guests take no seat). */
const PLAN_CATALOGUE = JSON.stringify({
  free: { paid: false, limits: { profiles: 10, members: 3, searchCount: 20, reports: 2 }, features: {} },
});

let app: TestApp;
let smtp: TestSmtpServer;
let now = new Date('2026-11-22T10:00:00.000Z');
let counter = 0;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startTestApp({ clock: () => now, env: { SMTP_URL: smtp.url, PUBLIC_URL, PLAN_CATALOGUE } });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const api = '/api/v1';
const as = (token: string) => ({ 'X-Access-Token': token });
const list = (token: string) => app.http.get(`${api}/customer/account/list`).set(as(token));
const add = (token: string, body: object) => app.http.post(`${api}/customer/account/add`).set(as(token)).send(body);
const update = (token: string, id: string, body: object) => app.http.put(`${api}/customer/account/${id}`).set(as(token)).send(body);
const updateGuest = (token: string, id: string, body: object) =>
  app.http.put(`${api}/customer/account/guest/${id}`).set(as(token)).send(body);
const remove = (token: string, id: string) => app.http.delete(`${api}/customer/account/${id}`).set(as(token));
const invitedBy = (token: string) => app.http.get(`${api}/customer/auth/user/${token}`);
const activate = (body: object) => app.http.post(`${api}/customer/auth/user/activate`).send(body);
const me = (token: string) => app.http.get(`${api}/customer/account/me`).set(as(token));
const login = (body: object) => app.http.post(`${api}/customer/auth/login`).send(body);

/** An owner whose verification mail is out of the way. */
async function owner() {
  const account = await signUp(app, { fullName: 'Ana Owner', orgName: 'Ana Agency' });
  await smtp.waitForMail(account.body.email);
  return account;
}

const newEmail = (name: string) => `${name}-${++counter}-${Date.now()}@example.com`;

/** Invites `role` and answers the member's id and the token of the mailed link. */
async function invite(ownerToken: string, role: 'admin' | 'member' | 'guest', fullName = 'Lena Member') {
  const email = newEmail(role);
  const res = await add(ownerToken, { email, fullName, role });
  expect(res.status).toBe(201);
  const mail = await smtp.waitForMail(email);
  return { id: res.body.member._id as string, email, token: tokenFrom(mail.raw, `${PUBLIC_URL}/accept-invite`), res, mail };
}

/** Invites and accepts: answers the member's session token too. */
async function join(ownerToken: string, role: 'admin' | 'member' | 'guest') {
  const invitation = await invite(ownerToken, role);
  const res = await activate({ token: invitation.token, fullName: `New ${role}`, password: 'a member password' });
  expect(res.status).toBe(200);
  return { ...invitation, session: res.body.token as string };
}

describe('inviting a member', () => {
  it('mails a link; the token names the invitation; activating signs the member in; the member then logs in', async () => {
    const { token: ownerToken, user: ownerUser } = await owner();
    const { id, email, token, res, mail } = await invite(ownerToken, 'member');
    expect(res.body).toEqual({
      member: { _id: id, email, fullName: 'Lena Member', role: 'member', status: 'invited', createdAt: now.toISOString() },
      invitationSent: true,
    });
    expect(mail.raw).toMatch(/^Subject: Join Ana Agency on Scout/m);
    expect(mail.raw).toMatch(/Ana Owner invited you/);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const who = await invitedBy(token);
    expect(who.status).toBe(200);
    expect(who.body).toEqual({
      user: {
        email,
        fullName: 'Lena Member',
        role: 'member',
        organizationName: 'Ana Agency',
        invitedBy: 'Ana Owner',
        expiresAt: new Date(now.getTime() + 7 * DAY).toISOString(),
      },
    });
    // Nobody logs in with an invitation alone.
    expect((await login({ email, password: 'a member password' })).status).toBe(401);

    const activated = await activate({ token, fullName: 'Lena Berg', password: 'a member password' });
    expect(activated.status).toBe(200);
    expect(activated.body.user).toMatchObject({
      _id: id,
      email,
      fullName: 'Lena Berg',
      role: 'member',
      orgInfo: { _id: ownerUser.orgInfo._id },
    });
    expect(activated.body.user.orgInfo.verificationStatus).toEqual({ email: 'verified' });
    expect((await me(activated.body.token as string)).status).toBe(200);

    const loggedIn = await login({ email, password: 'a member password' });
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.body.user._id).toBe(id);

    const members = (await list(ownerToken)).body.members as Array<Record<string, unknown>>;
    expect(members.map((m) => [m.role, m.status, m.fullName])).toEqual([
      ['owner', 'active', 'Ana Owner'],
      ['member', 'active', 'Lena Berg'],
    ]);
    expect(members[1]?.lastLoginAt).toBe(now.toISOString());
  });

  it('invites without a name (the member gives it on accepting); an empty name is no name; a blank one on accepting is refused', async () => {
    const { token: ownerToken } = await owner();
    for (const body of [{}, { fullName: '' }]) {
      const email = newEmail('nameless');
      const res = await add(ownerToken, { email, role: 'guest', ...body });
      expect(res.status).toBe(201);
      expect(res.body.member).toMatchObject({ email, fullName: '', status: 'invited' });
      const mail = await smtp.waitForMail(email);
      expect(mail.raw).toMatch(/^Hello,$/m);
      const token = tokenFrom(mail.raw, `${PUBLIC_URL}/accept-invite`);
      expect((await invitedBy(token)).body.user).toMatchObject({ email, fullName: '' });
      expect((await activate({ token, fullName: ' ', password: 'a member password' })).status).toBe(400);
      const activated = await activate({ token, fullName: 'Nina Named', password: 'a member password' });
      expect(activated.status).toBe(200);
      expect(activated.body.user).toMatchObject({ email, fullName: 'Nina Named' });
    }
  });

  it('refuses an email that has an account or a pending invitation (409), and sign-up of an invited email', async () => {
    const a = await owner();
    const b = await owner();
    expect((await add(a.token, { email: b.body.email, fullName: 'B', role: 'member' })).status).toBe(409);
    const { email } = await invite(a.token, 'guest');
    expect((await add(b.token, { email, fullName: 'Again', role: 'guest' })).status).toBe(409);
    const signup = await app.http.post(`${api}/customer/auth/signup`).send({ email, password: 'correct horse battery', fullName: 'Self' });
    expect(signup.status).toBe(409);
  });

  it('validates the body: an owner cannot be invited', async () => {
    const { token } = await owner();
    const res = await add(token, { email: newEmail('x'), fullName: 'X', role: 'owner' });
    expect(res.status).toBe(400);
    expect(res.body.name).toBe('ValidationError');
  });

  it('answers 423 PlanLimit members once the plan has no free seat; guests take none', async () => {
    const { token } = await owner();
    await invite(token, 'member');
    await invite(token, 'admin');
    const full = await add(token, { email: newEmail('extra'), fullName: 'Extra', role: 'member' });
    expect(full.status).toBe(423);
    expect(full.body).toMatchObject({ name: 'PlanLimit', field: 'members' });
    const guest = await invite(token, 'guest');
    expect((await update(token, guest.id, { role: 'member' })).body).toMatchObject({ name: 'PlanLimit', field: 'members' });
  });
});

describe('invitation tokens', () => {
  it('work once', async () => {
    const { token: ownerToken } = await owner();
    const { token } = await invite(ownerToken, 'member');
    expect((await activate({ token, fullName: 'Once', password: 'a member password' })).status).toBe(200);
    expect((await invitedBy(token)).status).toBe(404);
    expect((await activate({ token, fullName: 'Twice', password: 'another password' })).status).toBe(404);
  });

  it('expire after 7 days', async () => {
    const { token: ownerToken } = await owner();
    const { token, email } = await invite(ownerToken, 'member');
    const start = now;
    try {
      now = new Date(start.getTime() + 7 * DAY - 1000);
      expect((await invitedBy(token)).status).toBe(200);
      now = new Date(start.getTime() + 7 * DAY);
      expect((await invitedBy(token)).status).toBe(404);
      expect((await activate({ token, fullName: 'Late', password: 'a member password' })).status).toBe(404);
      expect((await login({ email, password: 'a member password' })).status).toBe(401);
    } finally {
      now = new Date(start.getTime() + 8 * DAY);
    }
  });

  it('unknown tokens are not found', async () => {
    expect((await invitedBy('not-a-token')).status).toBe(404);
    expect((await activate({ token: 'not-a-token', fullName: 'X', password: 'a member password' })).status).toBe(404);
  });

  it('die with a removed invitation, and the email can be invited again', async () => {
    const { token: ownerToken } = await owner();
    const first = await invite(ownerToken, 'member');
    expect((await remove(ownerToken, first.id)).status).toBe(200);
    expect((await invitedBy(first.token)).status).toBe(404);
    const again = await add(ownerToken, { email: first.email, fullName: 'Lena Again', role: 'member' });
    expect(again.status).toBe(201);
  });
});

describe('changing members', () => {
  it("shows a role change in the member's `me` at once, and renames", async () => {
    const { token: ownerToken } = await owner();
    const member = await join(ownerToken, 'member');
    const res = await update(ownerToken, member.id, { role: 'admin', fullName: 'Lena Admin' });
    expect(res.status).toBe(200);
    expect(res.body.member).toMatchObject({ _id: member.id, role: 'admin', fullName: 'Lena Admin', status: 'active' });
    expect((await me(member.session)).body.user).toMatchObject({ role: 'admin', fullName: 'Lena Admin' });
    // Now an admin, the member manages the team.
    expect((await list(member.session)).status).toBe(200);
  });

  it('protects the owner and the caller: an admin cannot demote or remove the owner; nobody removes themselves', async () => {
    const { token: ownerToken, user: ownerUser } = await owner();
    const admin = await join(ownerToken, 'admin');
    const demote = await update(admin.session, ownerUser._id, { role: 'member' });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toMatch(/owner/);
    expect((await remove(admin.session, ownerUser._id)).status).toBe(409);
    const self = await remove(admin.session, admin.id);
    expect(self.status).toBe(409);
    expect(self.body.message).toMatch(/yourself/);
    expect((await remove(ownerToken, ownerUser._id)).status).toBe(409);
    expect((await me(ownerToken)).body.user.role).toBe('owner');
  });

  it("updates a guest's name and shares; PUT guest on a member is a conflict", async () => {
    const { token: ownerToken } = await owner();
    const guest = await join(ownerToken, 'guest');
    const list1 = '7a8b9c0d-7777-4e1f-8a2b-3c4d5e6f7a8b';
    const res = await updateGuest(ownerToken, guest.id, { fullName: 'Client', shared: { lists: [list1] } });
    expect(res.status).toBe(200);
    expect(res.body.member).toMatchObject({ role: 'guest', fullName: 'Client', shared: { lists: [list1], profiles: [] } });
    const member = await invite(ownerToken, 'member');
    expect((await updateGuest(ownerToken, member.id, { fullName: 'X' })).status).toBe(409);
    expect((await updateGuest(ownerToken, guest.id, { shared: { lists: ['not-an-id'] } })).status).toBe(400);
  });
});

describe('what a guest sees', () => {
  it('reads only the profiles shared with them, never the organisation home, and cannot change anything', async () => {
    const { token: ownerToken } = await owner();
    const save = (username: string) =>
      app.http.post(`${api}/customer/socialProfile`).set(as(ownerToken)).send({ platform: 'instagram', username });
    const shared = (await save('shakira')).body.profile;
    const hidden = (await save('adele')).body.profile;
    const guest = await join(ownerToken, 'guest');
    expect((await updateGuest(ownerToken, guest.id, { shared: { profiles: [shared._id] } })).status).toBe(200);

    const listed = await app.http.get(`${api}/customer/socialProfiles`).query({ platform: 'all' }).set(as(guest.session));
    expect(listed.status).toBe(200);
    expect(listed.body.profiles.map((p: { username: string }) => p.username)).toEqual(['shakira']);
    expect(listed.body.totalProfiles).toBe(1);
    expect((await app.http.get(`${api}/customer/socialProfile/${shared._id}`).set(as(guest.session))).status).toBe(200);
    expect((await app.http.get(`${api}/customer/socialProfile/${hidden._id}`).set(as(guest.session))).status).toBe(404);
    expect((await app.http.get(`${api}/customer/home`).set(as(guest.session))).status).toBe(403);
    const change = await app.http
      .put(`${api}/customer/socialProfile/${shared._id}`)
      .set(as(guest.session))
      .send({ action: 'updateFavourite', favourite: true });
    expect(change.status).toBe(403);
    const ownerList = await app.http.get(`${api}/customer/socialProfiles`).query({ platform: 'all' }).set(as(ownerToken));
    expect(ownerList.body.totalProfiles).toBe(2);
  });
});

describe('removing a member', () => {
  it('ends every session at once (401), and the member cannot log in again', async () => {
    const { token: ownerToken } = await owner();
    const member = await join(ownerToken, 'member');
    const second = await login({ email: member.email, password: 'a member password' });
    expect(second.status).toBe(200);

    const res = await remove(ownerToken, member.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ removed: true });
    expect((await me(member.session)).status).toBe(401);
    expect((await me(second.body.token as string)).status).toBe(401);
    expect((await login({ email: member.email, password: 'a member password' })).status).toBe(401);
    expect(((await list(ownerToken)).body.members as unknown[]).length).toBe(1);
    expect((await remove(ownerToken, member.id)).status).toBe(404);
  });
});

describe('who may manage the team', () => {
  it('members and guests get 403; anonymous 401', async () => {
    const { token: ownerToken, user: ownerUser } = await owner();
    const member = await join(ownerToken, 'member');
    const guest = await join(ownerToken, 'guest');
    for (const session of [member.session, guest.session]) {
      expect((await list(session)).status).toBe(403);
      expect((await add(session, { email: newEmail('y'), fullName: 'Y', role: 'guest' })).status).toBe(403);
      expect((await update(session, ownerUser._id, { fullName: 'Y' })).status).toBe(403);
      expect((await updateGuest(session, guest.id, { fullName: 'Y' })).status).toBe(403);
      expect((await remove(session, ownerUser._id)).status).toBe(403);
    }
    expect((await app.http.get(`${api}/customer/account/list`)).status).toBe(401);
  });

  it("another organisation's member ids are not found (404), and its list does not show them", async () => {
    const a = await owner();
    const b = await owner();
    const member = await join(a.token, 'guest');
    expect((await update(b.token, member.id, { role: 'member' })).status).toBe(404);
    expect((await updateGuest(b.token, member.id, { fullName: 'Taken' })).status).toBe(404);
    expect((await remove(b.token, member.id)).status).toBe(404);
    expect((await me(member.session)).status).toBe(200);
    const bMembers = (await list(b.token)).body.members as Array<{ _id: string }>;
    expect(bMembers.map((m) => m._id)).toEqual([b.user._id]);
  });
});

describe('GET /customer/resources/team (react-admin’s list protocol)', () => {
  const resource = (token: string, query: Record<string, unknown>) =>
    app.http
      .get(`${api}/customer/resources/team`)
      .query(Object.fromEntries(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)])))
      .set(as(token));

  it('answers the members of /customer/account/list as records with id, searched, filtered, sorted and ranged, the total in Content-Range', async () => {
    const { token: ownerToken, user: ownerUser } = await owner();
    const member = await join(ownerToken, 'member');
    const guest = await invite(ownerToken, 'guest', 'Zora Guest');
    const members = (await list(ownerToken)).body.members as Array<{ _id: string }>;
    const all = await resource(ownerToken, { range: [0, 49], sort: ['createdAt', 'ASC'], filter: {} });
    expect([all.status, all.headers['content-range']]).toEqual([200, 'team 0-2/3']);
    expect(all.body).toEqual(members.map((m) => ({ ...m, id: m._id })));
    const byName = await resource(ownerToken, { range: [0, 1], sort: ['fullName', 'DESC'] });
    expect([byName.headers['content-range'], byName.body.map((m: { _id: string }) => m._id)]).toEqual([
      'team 0-1/3',
      [guest.id, member.id],
    ]);
    expect((await resource(ownerToken, { filter: { status: 'invited' } })).body.map((m: { _id: string }) => m._id)).toEqual([guest.id]);
    expect((await resource(ownerToken, { filter: { role: 'owner' } })).body.map((m: { _id: string }) => m._id)).toEqual([ownerUser._id]);
    expect(
      (await resource(ownerToken, { filter: { q: guest.email.slice(0, 8).toUpperCase() } })).body.map((m: { _id: string }) => m._id),
    ).toEqual([guest.id]);
    // Another organisation sees only its own owner; members get 403; bad parameters are a 400.
    const other = await owner();
    const foreign = await resource(other.token, {});
    expect([foreign.headers['content-range'], foreign.body.map((m: { _id: string }) => m._id)]).toEqual(['team 0-0/1', [other.user._id]]);
    expect((await resource(member.session, {})).status).toBe(403);
    expect((await resource(ownerToken, { filter: { role: 'boss' } })).status).toBe(400);
    expect((await resource(ownerToken, { sort: ['password', 'ASC'] })).status).toBe(400);
  });
});

describe('the guest variant of login', () => {
  it('`guest: true` lets only guests in; guests also log in without it', async () => {
    const { token: ownerToken, body: ownerBody } = await owner();
    const guest = await join(ownerToken, 'guest');
    expect((await login({ email: guest.email, password: 'a member password', guest: true })).status).toBe(200);
    expect((await login({ email: guest.email, password: 'a member password' })).status).toBe(200);
    const notGuest = await login({ email: ownerBody.email, password: ownerBody.password, guest: true });
    expect(notGuest.status).toBe(401);
  });
});
