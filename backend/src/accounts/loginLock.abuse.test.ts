import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../../../tests/support/app';
import { startSmtpServer, tokenFrom, type TestSmtpServer } from '../../../tests/support/smtp';
import { TooManyRequestsError } from '@scout/platform/errors';
import { ABUSE_LIMITS, limitLoginAttempt } from './abuseLimits';

const PUBLIC_URL = 'https://scout.example.test';
const START = new Date('2026-11-22T10:00:00.000Z');
const HOUR_MS = 60 * 60 * 1000;
const PASSWORD = 'correct horse battery';
const PAIR_LIMIT = ABUSE_LIMITS.loginFailuresPerAddressAndAccount.limit;
const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.7';
const api = '/api/v1';

let app: TestApp;
let smtp: TestSmtpServer;
let now = START;

beforeAll(async () => {
  smtp = await startSmtpServer();
  // Behind one trusted proxy, so each request names its client address in X-Forwarded-For.
  app = await startTestApp({ clock: () => now, env: { TRUST_PROXY_HOPS: '1', SMTP_URL: smtp.url, PUBLIC_URL } });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

let counter = 0;
async function owner(): Promise<string> {
  const email = `locked${++counter}@example.com`;
  const res = await app.http
    .post(`${api}/customer/auth/signup`)
    .set('X-Forwarded-For', OWNER)
    .send({ email, password: PASSWORD, fullName: 'Lou Locked' });
  expect(res.status).toBe(201);
  await smtp.waitForMail(email);
  return email;
}
const loginFrom = (address: string, email: string, password: string) =>
  app.http.post(`${api}/customer/auth/login`).set('X-Forwarded-For', address).send({ email, password });
async function failFrom(address: string, email: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) statuses.push((await loginFrom(address, email, `wrong guess ${i}`)).status);
  return statuses;
}
const expectLocked = (res: { status: number; headers: Record<string, string>; body: { name: string; message: string } }) => {
  expect(res.status).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.body.name).toBe('TooManyRequests');
  expect(res.body.message).toMatch(/reset your password by mail/);
};

describe('failed logins lock an (address, account) pair, never the account', () => {
  it(`a guesser at one address is locked after ${PAIR_LIMIT} failures, even with the right password; the owner elsewhere logs in`, async () => {
    const email = await owner();
    expect((await failFrom(ATTACKER, email, PAIR_LIMIT)).every((status) => status === 401)).toBe(true);

    expectLocked(await loginFrom(ATTACKER, email, 'one more guess'));
    expectLocked(await loginFrom(ATTACKER, email.toUpperCase(), PASSWORD));
    // The attack that used to lock the owner out: the owner's own address is not affected.
    const ownerLogin = await loginFrom(OWNER, email, PASSWORD);
    expect(ownerLogin.status).toBe(200);
    expect(ownerLogin.body.token).toEqual(expect.any(String));
  });

  it('the locked pair opens again when its hour is over', async () => {
    const email = await owner();
    await failFrom(ATTACKER, email, PAIR_LIMIT);
    expectLocked(await loginFrom(ATTACKER, email, PASSWORD));
    now = new Date(START.getTime() + HOUR_MS);
    try {
      expect((await loginFrom(ATTACKER, email, PASSWORD)).status).toBe(200);
    } finally {
      now = START;
    }
  });

  it('a successful login clears the failures of its pair', async () => {
    const email = await owner();
    expect((await failFrom(OWNER, email, PAIR_LIMIT - 1)).every((status) => status === 401)).toBe(true);
    expect((await loginFrom(OWNER, email, PASSWORD)).status).toBe(200);
    expect((await failFrom(OWNER, email, PAIR_LIMIT - 1)).every((status) => status === 401)).toBe(true);
    expect((await loginFrom(OWNER, email, PASSWORD)).status).toBe(200);
  });

  it('recovery by mail: a user locked at their own address resets the password and logs in at once', async () => {
    const email = await owner();
    await failFrom(OWNER, email, PAIR_LIMIT);
    expectLocked(await loginFrom(OWNER, email, PASSWORD));

    const forgot = (body: Record<string, unknown>) =>
      app.http.post(`${api}/customer/auth/forgot-password`).set('X-Forwarded-For', OWNER).send(body);
    expect((await forgot({ method: 'request', email })).status).toBe(200);
    const token = tokenFrom((await smtp.waitForMail(email)).raw, `${PUBLIC_URL}/reset-password`);
    expect((await forgot({ method: 'change', token, password: 'a fresh horse battery' })).status).toBe(200);

    expect((await loginFrom(OWNER, email, 'a fresh horse battery')).status).toBe(200);
  });
});

describe('login attempts per client address', () => {
  it(`allows ${ABUSE_LIMITS.loginAttemptsPerAddress.limit} attempts from one address over any accounts, then answers 429; other addresses go on`, async () => {
    const fromAddress = (address: string) => ({ socket: { remoteAddress: address } });
    const ctx = app.scout.ctx;
    const sprayer = '192.0.2.200';
    now = new Date(START.getTime() + 3 * HOUR_MS);
    try {
      for (let i = 0; i < ABUSE_LIMITS.loginAttemptsPerAddress.limit; i += 1) {
        await limitLoginAttempt(ctx, fromAddress(sprayer), `spray-${i}@example.com`, undefined);
      }
      await expect(limitLoginAttempt(ctx, fromAddress(sprayer), 'spray-more@example.com', undefined)).rejects.toBeInstanceOf(
        TooManyRequestsError,
      );
      await expect(limitLoginAttempt(ctx, fromAddress('192.0.2.201'), 'spray-more@example.com', undefined)).resolves.toBeUndefined();
    } finally {
      now = START;
    }
  });
});
