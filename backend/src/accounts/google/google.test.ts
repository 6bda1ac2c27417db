import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUp, startTestApp, type TestApp } from '../../../../tests/support/app';
import { markEmailVerified } from '../../../../tests/support/accounts';
import { startGoogleIssuer, TEST_GOOGLE_ISSUER } from '../../../../tests/support/googleIssuer';

const CLIENT_ID = 'scout-test.apps.googleusercontent.com';
const PUBLIC_URL = 'https://scout.example.com';
const LOGIN = '/api/v1/customer/auth/login/google';

let app: TestApp;
let issuer: Awaited<ReturnType<typeof startGoogleIssuer>>;
let now = new Date('2026-11-22T10:00:00.000Z');

beforeAll(async () => {
  issuer = await startGoogleIssuer();
  app = await startTestApp({
    clock: () => now,
    env: {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'test-secret',
      GOOGLE_JWKS_URL: issuer.jwksUrl,
      PUBLIC_URL,
    },
  });
});
afterAll(async () => {
  await app.close();
  await issuer.close();
});

let counter = 0;
const newEmail = () => `gina${++counter}-${Date.now()}@gmail.example`;
const idToken = (claims: Record<string, unknown>, key?: CryptoKey) =>
  issuer.sign({ aud: CLIENT_ID, sub: `google-${counter}`, name: 'Gina Google', ...claims }, { now, ...(key ? { key } : {}) });
const loginWith = (token: string, extra: Record<string, unknown> = {}) => app.http.post(LOGIN).send({ token, ...extra });
const me = (token: string) => app.http.get('/api/v1/customer/account/me').set('X-Access-Token', token);
const usersWithEmail = async (email: string) => (await app.pool.query(`select 1 from rs_users where doc->>'email' = $1`, [email])).rowCount;

describe('POST /customer/auth/login/google', () => {
  it('signs up a new owner with an organisation named after them, answering 200 and a working token', async () => {
    const email = newEmail();
    const res = await loginWith(await idToken({ email }), { newsletter: true, host: 'app.scout.example.com' });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.user).toMatchObject({ email, fullName: 'Gina Google', role: 'owner', orgInfo: { name: "Gina Google's organisation" } });
    const who = await me(res.body.token);
    expect(who.status).toBe(200);
    expect(who.body.user).toMatchObject({ _id: res.body.user._id, email });
  });

  it('signs the same Google user in again to the same account', async () => {
    const email = newEmail();
    const first = await loginWith(await idToken({ email }));
    const second = await loginWith(await idToken({ email: email.toUpperCase() }));
    expect(second.status).toBe(200);
    expect(second.body.user._id).toBe(first.body.user._id);
    expect(second.body.token).not.toBe(first.body.token);
    expect((await me(second.body.token)).status).toBe(200);
    expect(await usersWithEmail(email)).toBe(1);
  });

  it('signs an existing password account whose email is verified in without making a second one', async () => {
    const { user, body } = await signUp(app);
    await markEmailVerified(app, user._id, user.orgInfo._id);
    const res = await loginWith(await idToken({ email: body.email }));
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ _id: user._id, email: body.email, fullName: body.fullName });
    expect(await usersWithEmail(body.email)).toBe(1);
    // The password still works.
    expect((await app.http.post('/api/v1/customer/auth/login').send({ email: body.email, password: body.password })).status).toBe(200);
  });

  it('refuses an existing password account whose email is not verified (googleLink.abuse.test.ts has the attack)', async () => {
    const { body } = await signUp(app);
    const res = await loginWith(await idToken({ email: body.email }));
    expect(res.status).toBe(409);
    expect(res.body.name).toBe('Conflict');
  });

  it('fetches the JWKS once and reuses it', async () => {
    const before = issuer.fetches();
    expect(before).toBeGreaterThanOrEqual(1);
    expect((await loginWith(await idToken({ email: newEmail() }))).status).toBe(200);
    expect(issuer.fetches()).toBe(before);
  });

  const refused = async (token: string) => {
    const res = await loginWith(token);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ name: 'Unauthorized', message: expect.any(String) });
    expect(res.body.message).not.toMatch(/jwt|jws|jwk|claim|aud|iss|exp|signature/i);
    return res;
  };

  it('refuses a token for another audience', async () => {
    await refused(await idToken({ email: newEmail(), aud: 'someone-else.apps.googleusercontent.com' }));
  });

  it('refuses a token from another issuer', async () => {
    await refused(await idToken({ email: newEmail(), iss: 'https://evil.example.com' }));
  });

  it('refuses an expired token, by the app clock', async () => {
    const token = await idToken({ email: newEmail() });
    const start = now;
    try {
      now = new Date(start.getTime() + 2 * 3600 * 1000);
      await refused(token);
    } finally {
      now = start;
    }
  });

  it('refuses a token signed with a key the issuer does not publish', async () => {
    await refused(await idToken({ email: newEmail() }, issuer.otherKey));
  });

  it('refuses an email Google has not verified, and creates no account', async () => {
    const email = newEmail();
    const res = await refused(await idToken({ email, email_verified: false }));
    expect(res.body.message).toBe('Google did not confirm this email address');
    expect(await usersWithEmail(email)).toBe(0);
  });

  it('refuses a token that is no JWT at all', async () => {
    await refused('not-a-jwt');
    await refused('e30.e30.e30');
  });

  it('answers 400 without a token', async () => {
    const res = await app.http.post(LOGIN).send({ newsletter: true });
    expect(res.status).toBe(400);
    expect(res.body.name).toBe('ValidationError');
  });

  it('accepts the issuer as Google spells it without scheme as well', async () => {
    expect(TEST_GOOGLE_ISSUER).toBe('https://accounts.google.com');
    expect((await loginWith(await idToken({ email: newEmail(), iss: 'accounts.google.com' }))).status).toBe(200);
  });
});

describe('redirect flow', () => {
  it('sends the browser to Google with our client id, a PUBLIC_URL-based callback and a state cookie', async () => {
    const res = await app.http.get('/api/v1/customer/auth/google').set('Host', 'evil.example.org');
    expect(res.status).toBe(302);
    const location = new URL(res.headers.location ?? '');
    expect(location.origin).toBe('https://accounts.google.com');
    expect(location.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(location.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/v1/customer/auth/google/callback`);
    expect(location.searchParams.get('response_type')).toBe('code');
    expect(location.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    const state = location.searchParams.get('state') ?? '';
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('scout_google_state='));
    expect(cookie).toContain(`scout_google_state=${state}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/Path=\/api\/v1\/customer\/auth\/google/);
  });

  it('refuses a callback whose state is not the one this browser was given (no code exchange)', async () => {
    const res = await app.http
      .get('/api/v1/customer/auth/google/callback?code=stolen-code&state=forged-state')
      .set('Cookie', 'scout_google_state=the-real-state');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`${PUBLIC_URL}/auth/google/done#error=google_sign_in_failed`);
  });

  it('sends a denied consent back to the SPA as an error', async () => {
    const res = await app.http.get('/api/v1/customer/auth/google/callback?error=access_denied');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`${PUBLIC_URL}/auth/google/done#error=google_sign_in_failed`);
  });
});

describe('without GOOGLE_CLIENT_ID', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await startTestApp({ env: { GOOGLE_JWKS_URL: issuer.jwksUrl } });
  });
  afterAll(async () => bare.close());

  it('answers 404 NotFound to Google sign-in and does not offer the redirect flow', async () => {
    const token = await idToken({ email: newEmail() });
    const res = await bare.http.post(LOGIN).send({ token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ name: 'NotFound', message: 'Google sign-in is not configured' });
    expect((await bare.http.get('/api/v1/customer/auth/google')).status).toBe(404);
  });
});
