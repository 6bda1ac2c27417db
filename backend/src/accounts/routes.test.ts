import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { signUp, startTestApp, type TestApp } from '../../../tests/support/app';
import { sharedHealthReport } from '../runtime/health';

let app: TestApp;
let now = new Date('2026-11-22T10:00:00.000Z');

beforeAll(async () => {
  app = await startTestApp({ clock: () => now });
});
afterAll(async () => app.close());

const me = (token: string) => app.http.get('/api/v1/customer/account/me').set('X-Access-Token', token);

describe('sign-up', () => {
  it('refuses a role or admin flag in the sign-up, and creates an owner of a new organisation', async () => {
    const ana = {
      email: 'Ana@Example.com',
      password: 'correct horse battery',
      fullName: 'Ana Berger',
      orgName: 'Berger Media',
      jobRole: 'Digital Agency',
    };
    const smuggled = await app.http.post('/api/v1/customer/auth/signup').send({ ...ana, role: 'guest', isAdmin: true });
    expect([smuggled.status, smuggled.body.message]).toEqual([400, 'role: Invalid input: expected "owner"']);
    const admin = await app.http.post('/api/v1/customer/auth/signup').send({ ...ana, isAdmin: true });
    expect([admin.status, admin.body.message]).toEqual([400, 'isAdmin: Unrecognized key: "isAdmin"']);
    // The spec's client sends the owner role with every sign-up (section 3).
    const res = await app.http.post('/api/v1/customer/auth/signup').send({ ...ana, role: 'owner' });
    expect(res.status).toBe(201);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.user).toMatchObject({
      email: 'ana@example.com',
      fullName: 'Ana Berger',
      role: 'owner',
      accessBlocked: false,
      orgInfo: { name: 'Berger Media', jobRole: 'Digital Agency', owner: { email: 'ana@example.com', fullName: 'Ana Berger' } },
    });
    expect(res.body.user).not.toHaveProperty('passwordHash');
    expect(res.body.user).not.toHaveProperty('isAdmin');
  });

  it('answers 409 for an email that has an account, in any letter case', async () => {
    const res = await app.http
      .post('/api/v1/customer/auth/signup')
      .send({ email: 'ANA@example.com', password: 'another password', fullName: 'Imposter' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ name: 'Conflict', message: 'An account with this email already exists' });
  });

  it('rejects bad input with 400 and the field at fault', async () => {
    const res = await app.http.post('/api/v1/customer/auth/signup').send({ email: 'not-an-email', password: 'short', fullName: '' });
    expect(res.status).toBe(400);
    expect(res.body.name).toBe('ValidationError');
    expect(res.body.message).toMatch(/email/);
  });

  it('answers malformed JSON with a JSON 400, never an HTML stack', async () => {
    const res = await app.http.post('/api/v1/customer/auth/signup').set('Content-Type', 'application/json').send('{"email":');
    expect(res.status).toBe(400);
    expect(res.type).toBe('application/json');
    expect(res.body.name).toBe('ValidationError');
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(js|ts)|node_modules/);
  });

  it('stores the password as an argon2id hash (m ≥ 19 MiB, t ≥ 2) and the session only as a hash', async () => {
    const { token, body } = await signUp(app);
    const { rows } = await app.pool.query<{ doc: { passwordHash: string } }>(`select doc from rs_users where doc->>'email' = $1`, [
      body.email,
    ]);
    const hash = rows[0]?.doc.passwordHash ?? '';
    expect(hash).toMatch(/^\$argon2id\$v=19\$/);
    const m = /[$,]m=(\d+)/.exec(hash)?.[1];
    const t = /[$,]t=(\d+)/.exec(hash)?.[1];
    expect(Number(m)).toBeGreaterThanOrEqual(19456);
    expect(Number(t)).toBeGreaterThanOrEqual(2);
    const leaks = await app.pool.query(
      `select 1 from es_events where data::text like $1 union all select 1 from rs_sessions where doc::text like $1`,
      [`%${token}%`],
    );
    expect(leaks.rowCount).toBe(0);
  });
});

describe('login, me and logout', () => {
  it('logs in with email and password and answers the user', async () => {
    const { body } = await signUp(app);
    const res = await app.http.post('/api/v1/customer/auth/login').send({ email: body.email.toUpperCase(), password: body.password });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(body.email);
    const who = await me(res.body.token);
    expect(who.status).toBe(200);
    expect(who.body.user).toMatchObject({ email: body.email, role: 'owner' });
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const { body } = await signUp(app);
    const wrong = await app.http.post('/api/v1/customer/auth/login').send({ email: body.email, password: 'wrong password' });
    const unknown = await app.http.post('/api/v1/customer/auth/login').send({ email: 'nobody@example.com', password: 'wrong password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({ name: 'Unauthorized', message: 'Invalid email or password' });
  });

  it('accepts a 64-character password', async () => {
    const password = 'p'.repeat(32) + 'Ä!'.repeat(16);
    const { body } = await signUp(app, { password });
    const res = await app.http.post('/api/v1/customer/auth/login').send({ email: body.email, password });
    expect(res.status).toBe(200);
  });

  it('kills the token on logout', async () => {
    const { token } = await signUp(app);
    expect((await me(token)).status).toBe(200);
    const out = await app.http.post('/api/v1/customer/auth/logout').set('X-Access-Token', token);
    expect(out.status).toBe(200);
    expect((await me(token)).status).toBe(401);
    expect((await app.http.post('/api/v1/customer/auth/logout').set('X-Access-Token', token)).status).toBe(401);
  });

  it('expires sessions after 7 days', async () => {
    const { token } = await signUp(app);
    const start = now;
    try {
      now = new Date(start.getTime() + 7 * 24 * 3600 * 1000 - 1000);
      expect((await me(token)).status).toBe(200);
      now = new Date(start.getTime() + 7 * 24 * 3600 * 1000 + 1000);
      expect((await me(token)).status).toBe(401);
    } finally {
      now = start;
    }
  });

  it('reads the organisation settings once for a login and for me (its plan part and its usage counters share the read)', async () => {
    const { token, body } = await signUp(app);
    await me(token);
    const settingsReads = async (request: () => Promise<{ status: number }>) => {
      const query = jest.spyOn(app.pool, 'query');
      try {
        expect((await request()).status).toBe(200);
        return query.mock.calls.filter(([text]) => String(text).includes('"rs_organizationSettings"')).length;
      } finally {
        query.mockRestore();
      }
    };
    expect(await settingsReads(() => me(token))).toBe(1);
    expect(
      await settingsReads(async () => app.http.post('/api/v1/customer/auth/login').send({ email: body.email, password: body.password })),
    ).toBe(1);
  });

  it('answers 401 to me without or with a forged token', async () => {
    expect((await app.http.get('/api/v1/customer/account/me')).status).toBe(401);
    expect((await me('x'.repeat(43))).body).toEqual({ name: 'Unauthorized', message: expect.any(String) });
  });
});

describe('health', () => {
  it('answers 200 when the database and projections are up', async () => {
    const res = await app.http.get('/api/v1/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'up' });
    expect(res.body.projections.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['users', 'sessions', 'organizations', 'savedProfiles']),
    );
    expect(res.body.degraded).toEqual([]);
    expect(res.body.projections.every((p: { healthy: boolean; parked: number }) => p.healthy && p.parked === 0)).toBe(true);
  });

  it('answers liveness without touching the database, and readiness with the same report', async () => {
    const live = await app.http.get('/api/v1/health/live');
    expect({ status: live.status, body: live.body }).toEqual({ status: 200, body: { status: 'ok' } });
    const ready = await app.http.get('/api/v1/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ok', database: 'up', degraded: [] });
  });

  it('answers a burst of 50 concurrent health checks with one round of status queries, and the next check afresh', async () => {
    let rounds = 0;
    const runner = app.scout.runner;
    const report = sharedHealthReport({
      pool: app.pool,
      projections: {
        status: () => {
          rounds += 1;
          return runner.status();
        },
      },
    });
    const burst = await Promise.all(Array.from({ length: 50 }, () => report()));
    expect(rounds).toBe(1);
    expect(new Set(burst).size).toBe(1);
    expect(burst[0]!.status).toBe('ok');
    await report();
    expect(rounds).toBe(2);
  });

  it("never shows a projection's error text to a client", async () => {
    const res = await app.http.get('/api/v1/health');
    for (const projection of res.body.projections as Array<Record<string, unknown>>) expect(projection).not.toHaveProperty('lastError');
  });
});
