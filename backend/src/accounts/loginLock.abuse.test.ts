import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { startTestApp, type TestApp } from '../../../tests/support/app';
import { startSmtpServer, tokenFrom, type TestSmtpServer } from '../../../tests/support/smtp';
import { TooManyRequestsError } from '@scout/platform/errors';
import { ABUSE_LIMITS, limitLoginAttempt } from './abuseLimits';

const PUBLIC_URL = 'https://scout.example.test';
const START = new Date('2026-11-22T10:00:00.000Z');
const HOUR_MS = 60 * 60 * 1000;
const PASSWORD = 'correct horse battery';
const OWNER = '198.51.100.7';
const api = '/api/v1';

let app: TestApp;
let smtp: TestSmtpServer;
let now = START;
const logLines: { msg: string }[] = [];
const warningsAbout = (text: string) => logLines.filter((line) => line.msg.includes(text));

beforeAll(async () => {
  smtp = await startSmtpServer();
  const logger = pino({ level: 'warn' }, { write: (line: string) => logLines.push(JSON.parse(line)) });
  // Behind one trusted proxy, as the attack had it: each request names its client address in
  // X-Forwarded-For. The throttle's thresholds are Scout's defaults.
  app = await startTestApp({ clock: () => now, logger, env: { TRUST_PROXY_HOPS: '1', SMTP_URL: smtp.url, PUBLIC_URL } });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const advance = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

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

let addressCounter = 0;
/** A new documentation-range address each call, as a botnet rotating X-Forwarded-For would send. */
const rotatingAddress = () => {
  addressCounter += 1;
  return `203.0.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
};
const loginFrom = (address: string, email: string, password: string) =>
  app.http.post(`${api}/customer/auth/login`).set('X-Forwarded-For', address).send({ email, password });

describe('failed logins of one account are slowed, then paused at every address', () => {
  it('300 wrong passwords from rotating addresses: a growing wait after a few, then a pause that refuses the right password too; other accounts go on', async () => {
    const { LOGIN_FAILURES_BEFORE_DELAY, LOGIN_FAILURES_BEFORE_PAUSE, LOGIN_PAUSE_SECONDS, LOGIN_DELAY_MAX_SECONDS } = app.scout.ctx.config;
    const email = await owner();
    const bystander = await owner();
    let failures = 0;
    const waits: number[] = [];
    let pause: { retryAfter: number; body: unknown } | null = null;
    let rightPasswordWhileSlowed: { status: number; retryAfter: string } | null = null;

    for (let attempt = 0; attempt < 300; attempt += 1) {
      const res = await loginFrom(rotatingAddress(), email, `wrong guess ${attempt}`);
      if (res.status === 401) {
        expect(pause).toBeNull();
        failures += 1;
        continue;
      }
      expect(res.status).toBe(429);
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(res.body.name).toBe('TooManyRequests');
      if (/paused/.test(res.body.message)) {
        pause ??= { retryAfter, body: res.body };
        continue;
      }
      // Slowed: the right password gets the same answer now, then the guesser waits as told.
      if (!rightPasswordWhileSlowed) {
        const right = await loginFrom(rotatingAddress(), email, PASSWORD);
        rightPasswordWhileSlowed = { status: right.status, retryAfter: right.headers['retry-after'] ?? '' };
        expect(right.body).toEqual(res.body);
      }
      waits.push(retryAfter);
      advance(retryAfter);
    }

    expect(failures).toBe(LOGIN_FAILURES_BEFORE_PAUSE);
    expect(rightPasswordWhileSlowed).toEqual({ status: 429, retryAfter: String(waits[0]) });
    expect(waits).toHaveLength(LOGIN_FAILURES_BEFORE_PAUSE - LOGIN_FAILURES_BEFORE_DELAY);
    expect(waits.every((wait, i) => i === 0 || wait >= waits[i - 1]!)).toBe(true);
    expect(waits.at(-1)).toBeGreaterThan(waits[0]!);
    expect(Math.max(...waits)).toBeLessThanOrEqual(LOGIN_DELAY_MAX_SECONDS);
    expect(pause?.retryAfter).toBe(LOGIN_PAUSE_SECONDS);
    expect(pause?.body).toEqual({ name: 'TooManyRequests', message: expect.stringMatching(/reset your password by mail/) });

    // During the pause the right password, from an address never seen, gets the wrong one's answer.
    const [wrong, right] = [await loginFrom(rotatingAddress(), email, 'one more'), await loginFrom(rotatingAddress(), email, PASSWORD)];
    expect(right.status).toBe(429);
    expect(right.body).toEqual(wrong.body);
    expect(right.headers['retry-after']).toBe(wrong.headers['retry-after']);

    // Another account is not touched by any of it.
    expect((await loginFrom(rotatingAddress(), bystander, 'not it')).status).toBe(401);
    expect((await loginFrom(rotatingAddress(), bystander, PASSWORD)).status).toBe(200);

    // The reset mail unlocks: a new password logs in at once, mid-pause.
    const forgot = (body: Record<string, unknown>) =>
      app.http.post(`${api}/customer/auth/forgot-password`).set('X-Forwarded-For', OWNER).send(body);
    expect((await forgot({ method: 'request', email })).status).toBe(200);
    const token = tokenFrom((await smtp.waitForMail(email)).raw, `${PUBLIC_URL}/reset-password`);
    expect((await forgot({ method: 'change', token, password: 'a fresh horse battery' })).status).toBe(200);
    expect((await loginFrom(OWNER, email, 'a fresh horse battery')).status).toBe(200);
  }, 120_000);

  it('a successful login forgets the failures before it', async () => {
    const email = await owner();
    const { LOGIN_FAILURES_BEFORE_DELAY } = app.scout.ctx.config;
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < LOGIN_FAILURES_BEFORE_DELAY - 1; i += 1) {
        expect((await loginFrom(rotatingAddress(), email, `wrong ${i}`)).status).toBe(401);
      }
      expect((await loginFrom(OWNER, email, PASSWORD)).status).toBe(200);
    }
  });

  it('30 parallel guesses at one account: no more failures than the pause allows, the rest refused', async () => {
    const email = await owner();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => loginFrom(rotatingAddress(), email, `parallel ${i}`)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(app.scout.ctx.config.LOGIN_FAILURES_BEFORE_PAUSE);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  }, 60_000);
});

describe('client addresses from X-Forwarded-For', () => {
  it('warns at start that the header is believed', () => {
    expect(warningsAbout('TRUST_PROXY_HOPS=1')).toHaveLength(1);
  });

  it('refuses a client address that is not an IP with 400, before any route', async () => {
    const email = await owner();
    for (const forged of ['not-an-ip', '203.0.113.9, <script>', '1.2.3.4:5678']) {
      const res = await loginFrom(forged, email, 'wrong');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ name: 'ValidationError', message: expect.stringMatching(/IP address/) });
    }
    // A proxy appends the address it saw: the client's own junk before it is not the client address.
    expect((await loginFrom(`junk, ${rotatingAddress()}`, email, PASSWORD)).status).toBe(200);
  });

  it('warns once, then counts, when requests arrive without the header', async () => {
    // Every request before this one named its client.
    expect(warningsAbout('without X-Forwarded-For')).toHaveLength(0);
    for (let i = 0; i < 3; i += 1) expect((await app.http.get(`${api}/health`)).status).toBeLessThan(500);
    expect(warningsAbout('without X-Forwarded-For')).toHaveLength(1);
  });

  it('the per-email reset limit holds whatever address each request names', async () => {
    const email = await owner();
    const { limit } = ABUSE_LIMITS.forgotPasswordPerEmail;
    const ask = () =>
      app.http.post(`${api}/customer/auth/forgot-password`).set('X-Forwarded-For', rotatingAddress()).send({ method: 'request', email });
    for (let i = 0; i < limit; i += 1) expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(429);
  });
});

describe('login attempts per client address', () => {
  it(`allows ${ABUSE_LIMITS.loginAttemptsPerAddress.limit} attempts from one address over any accounts, then answers 429; other addresses go on`, async () => {
    const fromAddress = (address: string) => ({ socket: { remoteAddress: address } });
    const ctx = app.scout.ctx;
    const sprayer = '192.0.2.200';
    const saved = now;
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
      now = saved;
    }
  });
});
