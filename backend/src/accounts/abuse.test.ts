import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../../../tests/support/app';
import { TooManyRequestsError } from '@scout/platform/errors';
import { ABUSE_LIMITS, limitForgotPassword } from './abuseLimits';

const START = new Date('2026-11-22T10:00:00.000Z');
const HOUR_MS = 60 * 60 * 1000;
const PASSWORD = 'correct horse battery';
const SIGNUP_LIMIT = ABUSE_LIMITS.signupsPerAddress.limit;

interface Scenario {
  app: TestApp;
  now: Date;
}

async function openScenario(trustProxyHops: number): Promise<Scenario> {
  const scenario = { now: START } as Scenario;
  scenario.app = await startTestApp({ clock: () => scenario.now, env: { TRUST_PROXY_HOPS: String(trustProxyHops) } });
  return scenario;
}

let addressCounter = 0;
/** A new documentation-range address each call, as a botnet rotating X-Forwarded-For would send. */
const rotatingAddress = () => {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
};

const signupAs = (s: Scenario, email: string, forwardedFor: string) =>
  s.app.http
    .post('/api/v1/customer/auth/signup')
    .set('X-Forwarded-For', forwardedFor)
    .send({ email, password: PASSWORD, fullName: 'Abuse Tester' });

function expectTooManyRequests(res: { status: number; headers: Record<string, string>; body: unknown }, retryAfter: string) {
  expect(res.status).toBe(429);
  expect(res.headers['retry-after']).toBe(retryAfter);
  expect(res.body).toEqual({ name: 'TooManyRequests', message: `Too many requests, please retry in ${retryAfter} seconds` });
}

describe('with no trusted proxy (TRUST_PROXY_HOPS=0)', () => {
  let s: Scenario;
  beforeAll(async () => {
    s = await openScenario(0);
  });
  afterAll(async () => s.app.close());

  it('ignores a forged X-Forwarded-For: sign-ups from one socket share one address limit', async () => {
    s.now = new Date(START.getTime() + 5 * HOUR_MS);
    for (let i = 0; i < SIGNUP_LIMIT; i += 1) {
      const res = await signupAs(s, `signup-${i}@example.com`, rotatingAddress());
      expect(res.status).toBe(201);
    }
    expectTooManyRequests(await signupAs(s, 'one-too-many@example.com', rotatingAddress()), '3600');
  });
});

describe('behind one trusted proxy (TRUST_PROXY_HOPS=1)', () => {
  let s: Scenario;
  beforeAll(async () => {
    s = await openScenario(1);
  });
  afterAll(async () => s.app.close());

  it('limits sign-ups per address read from X-Forwarded-For', async () => {
    for (let i = 0; i < SIGNUP_LIMIT; i += 1) {
      expect((await signupAs(s, `proxied-${i}@example.com`, '203.0.113.7')).status).toBe(201);
    }
    expectTooManyRequests(await signupAs(s, 'proxied-late@example.com', '203.0.113.7'), '3600');
    expect((await signupAs(s, 'proxied-elsewhere@example.com', '203.0.113.8')).status).toBe(201);
  });
});

describe('forgot-password limits (the helper its route calls)', () => {
  let s: Scenario;
  beforeAll(async () => {
    s = await openScenario(0);
  });
  afterAll(async () => s.app.close());

  const fromAddress = (address: string) => ({ socket: { remoteAddress: address } });

  it('allows a few requests per email, in any letter case, then answers 429', async () => {
    const { limit } = ABUSE_LIMITS.forgotPasswordPerEmail;
    for (let i = 0; i < limit; i += 1) await limitForgotPassword(s.app.scout.ctx, fromAddress(rotatingAddress()), 'Reset@Example.com');
    const refused = limitForgotPassword(s.app.scout.ctx, fromAddress(rotatingAddress()), 'reset@example.com');
    await expect(refused).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(refused).rejects.toMatchObject({ status: 429, headers: { 'Retry-After': '3600' } });
  });

  it('allows more requests per address, for any emails, then answers 429', async () => {
    const { limit } = ABUSE_LIMITS.forgotPasswordPerAddress;
    for (let i = 0; i < limit; i += 1) await limitForgotPassword(s.app.scout.ctx, fromAddress('192.0.2.99'), `reset-${i}@example.com`);
    await expect(limitForgotPassword(s.app.scout.ctx, fromAddress('192.0.2.99'), 'reset-new@example.com')).rejects.toBeInstanceOf(
      TooManyRequestsError,
    );
    await expect(limitForgotPassword(s.app.scout.ctx, fromAddress('192.0.2.100'), 'reset-new@example.com')).resolves.toBeUndefined();
  });
});
