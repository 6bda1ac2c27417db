import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestApp, type TestApp } from '../../../../tests/support/app';
import { startGoogleIssuer } from '../../../../tests/support/googleIssuer';
import { startSmtpServer, tokenFrom, type TestSmtpServer } from '../../../../tests/support/smtp';
import { GOOGLE_LINK_UNVERIFIED } from '../user';

const CLIENT_ID = 'scout-test.apps.googleusercontent.com';
const PUBLIC_URL = 'https://scout.example.test';
const api = '/api/v1';
const SQUATTER_PASSWORD = 'squatter horse battery';

let app: TestApp;
let smtp: TestSmtpServer;
let issuer: Awaited<ReturnType<typeof startGoogleIssuer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  issuer = await startGoogleIssuer();
  app = await startTestApp({
    env: {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'test-secret',
      GOOGLE_JWKS_URL: issuer.jwksUrl,
      PUBLIC_URL,
      SMTP_URL: smtp.url,
    },
  });
});
afterAll(async () => {
  await app.close();
  await issuer.close();
  await smtp.close();
});

let counter = 0;
const victimEmail = () => `victim${++counter}-${Date.now()}@gmail.example`;
const googleLogin = async (email: string) =>
  app.http
    .post(`${api}/customer/auth/login/google`)
    .send({ token: await issuer.sign({ aud: CLIENT_ID, sub: `google-${email}`, email, name: 'Vera Victim' }, { now: new Date() }) });
const passwordLogin = (email: string, password: string) => app.http.post(`${api}/customer/auth/login`).send({ email, password });
const me = (token: string) => app.http.get(`${api}/customer/account/me`).set('X-Access-Token', token);
const head = () => app.scout.ctx.eventStore.headPosition();

/** The squatter signs up with the victim's address and never opens the verification mail. */
async function squat(email: string) {
  const squatter = await signUp(app, { email, password: SQUATTER_PASSWORD, fullName: 'Sam Squatter' });
  await smtp.waitForMail(email);
  return squatter;
}

describe('Google sign-in into a password account (pre-hijack)', () => {
  it('refuses to open an unverified account with 409 and records nothing; the squatter gains nothing', async () => {
    const email = victimEmail();
    const squatter = await squat(email);
    const before = await head();

    const res = await googleLogin(email);

    expect(res.status).toBe(409);
    expect(res.body).toEqual({ name: 'Conflict', message: GOOGLE_LINK_UNVERIFIED });
    expect(res.body.token).toBeUndefined();
    expect(await head()).toEqual(before);
    // The account is still only the squatter's own, unverified, with one session: no victim data in it.
    expect((await me(squatter.token)).body.user).toMatchObject({ _id: squatter.user._id, fullName: 'Sam Squatter' });
    const sessions = await app.pool.query(`select 1 from rs_sessions where doc->>'userId' = $1`, [squatter.user._id]);
    expect(sessions.rowCount).toBe(1);
  });

  it('after the owner of the address resets the password by mail, the squatter is out and Google links', async () => {
    const email = victimEmail();
    const squatter = await squat(email);
    expect((await googleLogin(email)).status).toBe(409);

    // The owner of the mailbox asks for a reset link: it proves the address and ends every session.
    const forgot = (body: Record<string, unknown>) => app.http.post(`${api}/customer/auth/forgot-password`).send(body);
    expect((await forgot({ method: 'request', email })).status).toBe(200);
    const token = tokenFrom((await smtp.waitForMail(email)).raw, `${PUBLIC_URL}/reset-password`);
    expect((await forgot({ method: 'change', token, password: 'victim horse battery' })).status).toBe(200);

    expect((await me(squatter.token)).status).toBe(401);
    expect((await passwordLogin(email, SQUATTER_PASSWORD)).status).toBe(401);
    const linked = await googleLogin(email);
    expect(linked.status).toBe(200);
    expect(linked.body.user).toMatchObject({ _id: squatter.user._id, email });
  });

  it('opens a password account whose email is verified', async () => {
    const email = victimEmail();
    const owner = await signUp(app, { email });
    const token = tokenFrom((await smtp.waitForMail(email)).raw, `${PUBLIC_URL}/verify-email`);
    expect((await app.http.post(`${api}/customer/account/verify-email`).send({ token })).status).toBe(200);

    const res = await googleLogin(email);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ _id: owner.user._id, email });
    expect((await me(res.body.token)).status).toBe(200);
  });

  it('an account Google made is verified, so Google opens it again', async () => {
    const email = victimEmail();
    const first = await googleLogin(email);
    expect(first.status).toBe(200);
    expect(first.body.user.orgInfo.verificationStatus).toEqual({ email: 'verified' });
    const again = await googleLogin(email);
    expect(again.status).toBe(200);
    expect(again.body.user._id).toBe(first.body.user._id);
  });
});

describe('Google sign-in with the address of a pending invitation', () => {
  it('does not accept the invitation nor make an account: 409, nothing recorded', async () => {
    const inviter = await signUp(app);
    await smtp.waitForMail(inviter.body.email);
    const email = victimEmail();
    const invite = await app.http
      .post(`${api}/customer/account/add`)
      .set('X-Access-Token', inviter.token)
      .send({ email, fullName: 'Ivy Invited', role: 'member' });
    expect(invite.status).toBe(201);
    await smtp.waitForMail(email);
    const before = await head();

    const res = await googleLogin(email);

    expect(res.status).toBe(409);
    expect(res.body).toEqual({ name: 'Conflict', message: expect.any(String) });
    expect(await head()).toEqual(before);
    const members = await app.http.get(`${api}/customer/account/list`).set('X-Access-Token', inviter.token);
    expect(members.body.members.find((m: { email: string }) => m.email === email)).toMatchObject({ status: 'invited' });
  });
});
