import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { startSmtpServer, tokenFrom, type TestSmtpServer } from '../../../tests/support/smtp';

const PUBLIC_URL = 'https://scout.example.test';
const MINUTE = 60_000;

let app: TestApp;
let smtp: TestSmtpServer;
let now = new Date('2026-11-22T10:00:00.000Z');

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startTestApp({ clock: () => now, env: { SMTP_URL: smtp.url, PUBLIC_URL } });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const me = (token: string) => app.http.get('/api/v1/customer/account/me').set('X-Access-Token', token);
const verifyStatus = (token: string) => app.http.get('/api/v1/customer/account/verify-status').set('X-Access-Token', token);
const verifyEmail = (token: string) => app.http.post('/api/v1/customer/account/verify-email').send({ token });
const forgot = (body: Record<string, unknown>) => app.http.post('/api/v1/customer/auth/forgot-password').send(body);
const login = (email: string, password: string) => app.http.post('/api/v1/customer/auth/login').send({ email, password });
const changePassword = (token: string, body: Record<string, unknown>) =>
  app.http.put('/api/v1/customer/account/changePassword').set('X-Access-Token', token).send(body);

async function verificationToken(email: string): Promise<string> {
  const mail = await smtp.waitForMail(email);
  return tokenFrom(mail.raw, `${PUBLIC_URL}/verify-email`);
}

async function resetToken(email: string): Promise<string> {
  const mail = await smtp.waitForMail(email);
  return tokenFrom(mail.raw, `${PUBLIC_URL}/reset-password`);
}

/** Signs up and takes the verification mail out of the way. */
async function signUpQuietly(overrides: Record<string, unknown> = {}) {
  const account = await signUp(app, overrides);
  await smtp.waitForMail(account.body.email);
  return account;
}

describe('email verification', () => {
  it('mails a link to PUBLIC_URL on sign-up; opening it verifies the email', async () => {
    const { token, body } = await signUp(app);
    expect((await verifyStatus(token)).body).toEqual({ email: 'unverified' });
    expect((await me(token)).body.user.orgInfo.verificationStatus).toEqual({ email: 'unverified' });

    const mail = await smtp.waitForMail(body.email);
    expect(mail.raw).toMatch(/^Subject: Please verify your email address/m);
    const link = tokenFrom(mail.raw, `${PUBLIC_URL}/verify-email`);
    expect(link).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const res = await verifyEmail(link);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ email: 'verified' });
    expect((await verifyStatus(token)).body).toEqual({ email: 'verified' });
    expect((await me(token)).body.user.orgInfo.verificationStatus).toEqual({ email: 'verified' });
  });

  it('builds the link from PUBLIC_URL, never from the Host header', async () => {
    const res = await app.http
      .post('/api/v1/customer/auth/signup')
      .set('Host', 'evil.example')
      .set('X-Forwarded-Host', 'evil.example')
      .send({ email: `host-${Date.now()}@example.com`, password: 'correct horse battery', fullName: 'Host Test' });
    expect(res.status).toBe(201);
    const mail = await smtp.waitForMail(res.body.user.email);
    expect(mail.raw).not.toMatch(/evil\.example/);
    expect(tokenFrom(mail.raw, `${PUBLIC_URL}/verify-email`)).toBeTruthy();
  });

  it('accepts a verification token once', async () => {
    const { body } = await signUp(app);
    const token = await verificationToken(body.email);
    expect((await verifyEmail(token)).status).toBe(200);
    const again = await verifyEmail(token);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ name: 'ValidationError', message: 'This link was used already, please request a new one' });
  });

  it('refuses an unknown token with 404 and a malformed one with 400', async () => {
    const unknown = await verifyEmail('A'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ name: 'NotFound', message: 'This link is not valid, please request a new one' });
    expect((await verifyEmail('')).status).toBe(400);
  });

  it('resends a new link that works, and the older link stops working', async () => {
    const { token, body } = await signUp(app);
    const first = await verificationToken(body.email);
    const resend = await app.http.get('/api/v1/customer/account/resend-verify-email').set('X-Access-Token', token);
    expect(resend.status).toBe(200);
    expect(resend.body).toEqual({ sent: true });
    const second = await verificationToken(body.email);
    expect(second).not.toBe(first);
    expect((await verifyEmail(first)).status).toBe(404);
    expect((await verifyEmail(second)).status).toBe(200);

    const afterVerified = await app.http.get('/api/v1/customer/account/resend-verify-email').set('X-Access-Token', token);
    expect(afterVerified.status).toBe(409);
    expect(afterVerified.body).toEqual({ name: 'Conflict', message: 'Your email address is verified already' });
  });

  it('refuses a verification link after 24 hours', async () => {
    const { body } = await signUp(app);
    const token = await verificationToken(body.email);
    const start = now;
    try {
      now = new Date(start.getTime() + 24 * 60 * MINUTE);
      const res = await verifyEmail(token);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('This link has expired, please request a new one');
    } finally {
      now = start;
    }
  });

  it('needs a session for the status and the resend', async () => {
    expect((await app.http.get('/api/v1/customer/account/verify-status')).status).toBe(401);
    expect((await app.http.get('/api/v1/customer/account/resend-verify-email')).status).toBe(401);
  });

  it('keeps verification tokens only as hashes', async () => {
    const { body } = await signUp(app);
    const token = await verificationToken(body.email);
    const leaks = await app.pool.query(
      `select 1 from es_events where data::text like $1 union all select 1 from "rs_userTokens" where doc::text like $1`,
      [`%${token}%`],
    );
    const stored = await app.pool.query(`select 1 from "rs_userTokens" where doc->>'tokenHash' = encode(sha256($1::bytea), 'hex')`, [
      token,
    ]);
    expect(stored.rowCount).toBe(1);
    expect(leaks.rowCount).toBe(0);
  });
});

describe('forgot password', () => {
  it('answers a known and an unknown email with the same status and body', async () => {
    const { body } = await signUpQuietly();
    const known = await forgot({ method: 'request', email: body.email });
    const unknown = await forgot({ method: 'request', email: `nobody-${Date.now()}@example.com` });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ sent: true, message: 'If an account exists for this email, a link to reset the password is on its way' });
    await resetToken(body.email);
  });

  it('resets the password once with the mailed link, ends every session, and the new password works', async () => {
    const { token: first, body } = await signUpQuietly();
    const second = (await login(body.email, body.password)).body.token as string;

    expect((await forgot({ method: 'request', email: body.email })).status).toBe(200);
    const token = await resetToken(body.email);

    const valid = await forgot({ method: 'validate', token });
    expect(valid.status).toBe(200);
    expect(valid.body).toEqual({ valid: true });

    const changed = await forgot({ method: 'change', token, password: 'a brand new password' });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ changed: true });

    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(401);
    expect((await login(body.email, body.password)).status).toBe(401);
    expect((await login(body.email, 'a brand new password')).status).toBe(200);

    const reused = await forgot({ method: 'change', token, password: 'yet another password' });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ name: 'ValidationError', message: 'This link was used already, please request a new one' });
    expect((await forgot({ method: 'validate', token })).status).toBe(400);
    expect((await login(body.email, 'a brand new password')).status).toBe(200);
  });

  it('refuses a reset link after 60 minutes', async () => {
    const { body } = await signUpQuietly();
    await forgot({ method: 'request', email: body.email });
    const token = await resetToken(body.email);
    const start = now;
    try {
      now = new Date(start.getTime() + 61 * MINUTE);
      const validate = await forgot({ method: 'validate', token });
      expect(validate.status).toBe(400);
      expect(validate.body).toMatchObject({ name: 'ValidationError', message: 'This link has expired, please request a new one' });
      const change = await forgot({ method: 'change', token, password: 'a brand new password' });
      expect(change.status).toBe(400);
      expect((await login(body.email, body.password)).status).toBe(200);
    } finally {
      now = start;
    }
  });

  it('refuses an unknown token and a verification token', async () => {
    const { body } = await signUp(app);
    const verification = await verificationToken(body.email);
    for (const token of ['B'.repeat(43), verification]) {
      const res = await forgot({ method: 'validate', token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ name: 'NotFound', message: 'This link is not valid, please request a new one' });
    }
  });

  it('rejects an unknown method and a short new password with 400', async () => {
    expect((await forgot({ method: 'steal', email: 'a@example.com' })).status).toBe(400);
    const short = await forgot({ method: 'change', token: 'C'.repeat(43), password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.issues).toEqual([expect.objectContaining({ path: 'password' })]);
  });
});

describe('change password', () => {
  it('refuses a wrong old password with 400 on oldPassword, and nothing changes', async () => {
    const { token, body } = await signUpQuietly();
    const res = await changePassword(token, {
      oldPassword: 'wrong password',
      newPassword: 'a brand new password',
      passwordConfirm: 'a brand new password',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      name: 'ValidationError',
      message: 'The current password is not correct',
      issues: [{ path: 'oldPassword', message: 'The current password is not correct' }],
    });
    expect((await login(body.email, body.password)).status).toBe(200);
    expect((await me(token)).status).toBe(200);
  });

  it('refuses a confirmation that does not match with 400 on passwordConfirm, and nothing changes', async () => {
    const { token, body } = await signUpQuietly();
    const res = await changePassword(token, {
      oldPassword: body.password,
      newPassword: 'a brand new password',
      passwordConfirm: 'another password',
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'passwordConfirm', message: 'The passwords do not match' }]);
    expect((await login(body.email, body.password)).status).toBe(200);
    expect((await login(body.email, 'a brand new password')).status).toBe(401);
  });

  it('changes the password, keeps the current session and ends the others', async () => {
    const { body } = await signUpQuietly();
    const current = (await login(body.email, body.password)).body.token as string;
    const other = (await login(body.email, body.password)).body.token as string;
    const res = await changePassword(current, {
      oldPassword: body.password,
      newPassword: 'a brand new password',
      passwordConfirm: 'a brand new password',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ changed: true });
    expect((await me(current)).status).toBe(200);
    expect((await me(other)).status).toBe(401);
    expect((await login(body.email, body.password)).status).toBe(401);
    expect((await login(body.email, 'a brand new password')).status).toBe(200);
  });

  it('needs a session', async () => {
    const res = await app.http
      .put('/api/v1/customer/account/changePassword')
      .send({ oldPassword: 'x', newPassword: 'a brand new password', passwordConfirm: 'a brand new password' });
    expect(res.status).toBe(401);
  });
});

describe('outbox without SMTP_URL, with DEV_OUTBOX on', () => {
  let devApp: TestApp;
  beforeAll(async () => {
    devApp = await startTestApp({ env: { PUBLIC_URL, DEV_OUTBOX: 'true' } });
  });
  afterAll(async () => devApp.close());

  it('keeps mail in the outbox that GET /dev/outbox lists, newest first', async () => {
    const { token, body } = await signUp(devApp);
    await devApp.http.get('/api/v1/customer/account/resend-verify-email').set('X-Access-Token', token).expect(200);
    const res = await devApp.http.get('/api/v1/dev/outbox');
    expect(res.status).toBe(200);
    const mine = (res.body.messages as Array<{ to: string; subject: string; text: string }>).filter((m) => m.to === body.email);
    expect(mine).toHaveLength(2);
    const [newest, oldest] = mine.map((m) => tokenFrom(m.text, `${PUBLIC_URL}/verify-email`));
    expect(mine[0]).toMatchObject({ subject: 'Please verify your email address', from: expect.stringContaining('Scout') });
    expect((await devApp.http.post('/api/v1/customer/account/verify-email').send({ token: oldest })).status).toBe(404);
    expect((await devApp.http.post('/api/v1/customer/account/verify-email').send({ token: newest })).status).toBe(200);
  });
});
