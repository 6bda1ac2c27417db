import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import request from 'supertest';
import { allProjections } from '@scout/projections';
import { replayParked } from '@scout/projections/runner/runner';
import { organizationStream, userStream } from '@scout/contracts/platform/streams';
import { createScout, type Scout } from '../../backend/src/app';
import { removeUserAsOperator } from '../../backend/src/accounts/operatorCommands';
import { hashPassword } from '../../backend/src/accounts/passwords';
import { loadConfig } from '@scout/platform/config';
import { signUp, startTestApp, type TestApp } from '../support/app';

/**
 * A database written before the write side reserved emails may hold two registrations of one
 * email. The users read model refuses the second (its unique index): that event is parked, and
 * Scout starts and serves. An operator resolves it by removing one account and replaying.
 */
const EMAIL = 'twice@example.com';
const PASSWORD = 'correct horse battery';

let app: TestApp;
let scout: Scout;
let duplicateUserId: string;

const http = () => request(scout.app);
const usersProjection = allProjections.find((p) => p.name === 'users')!;

/** The events a sign-up wrote before this fix, appended directly: no reservation was asked. */
async function legacySignUp(email: string): Promise<{ userId: string; position: string }> {
  const userId = randomUUID();
  const orgId = randomUUID();
  const at = new Date().toISOString();
  const metadata = {
    orgId,
    actor: { userId, role: 'owner', via: 'session' as const },
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: at,
  };
  const { eventStore } = scout.ctx;
  await eventStore.append(
    organizationStream(orgId),
    [
      {
        id: randomUUID(),
        type: 'OrganizationCreated',
        data: { orgId, name: 'Old agency', ownerId: userId, package: 'free', createdAt: at },
        metadata,
      },
    ],
    { expectedRevision: 'no_stream' },
  );
  const data = {
    userId,
    orgId,
    email,
    fullName: 'Old Owner',
    role: 'owner',
    passwordHash: await hashPassword('another password 1'),
    newsletter: false,
    registeredAt: at,
  };
  const { position } = await eventStore.append(userStream(userId), [{ id: randomUUID(), type: 'UserRegistered', data, metadata }], {
    expectedRevision: 'no_stream',
  });
  return { userId, position };
}

async function restart(): Promise<void> {
  await scout.close();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: app.database.url });
  scout = await createScout({ config, pool: app.pool, logger: pino({ level: 'silent' }) });
}

const usersStatus = async () => {
  const res = await http().get('/api/v1/health');
  return { res, users: (res.body.projections as Array<{ name: string; parked: number }>).find((p) => p.name === 'users')! };
};

beforeAll(async () => {
  app = await startTestApp();
  scout = app.scout;
});
afterAll(async () => {
  await scout.close();
  await app.close().catch(() => undefined);
});

describe('a database holding one email registered twice', () => {
  it('parks the second registration, reports it, and keeps serving', async () => {
    await signUp(app, { email: EMAIL, password: PASSWORD });
    const duplicate = await legacySignUp(EMAIL);
    duplicateUserId = duplicate.userId;
    expect(await scout.runner.waitFor(duplicate.position, 20_000)).toBe(true);

    const parked = await scout.ctx.readStore.parkedEvents('users');
    expect(parked.map((e) => [e.type, e.streamId])).toEqual([['UserRegistered', userStream(duplicateUserId)]]);
    const { res, users } = await usersStatus();
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('degraded');
    expect(res.body.degraded).toEqual(['users']);
    expect(users.parked).toBe(1);

    const login = await http().post('/api/v1/customer/auth/login').send({ email: EMAIL, password: PASSWORD });
    expect(login.status).toBe(200);
    const other = await http()
      .post('/api/v1/customer/auth/signup')
      .send({ email: `other-${randomUUID()}@example.com`, password: PASSWORD, fullName: 'Other Owner' });
    expect(other.status).toBe(201);
    const me = await http()
      .get('/api/v1/customer/account/me')
      .set('X-Access-Token', other.body.token as string);
    expect(me.status).toBe(200);
  });

  it('starts again with the parked event and serves', async () => {
    await restart();
    const { res, users } = await usersStatus();
    expect(res.status).toBe(200);
    expect(users.parked).toBe(1);
    const login = await http().post('/api/v1/customer/auth/login').send({ email: EMAIL, password: PASSWORD });
    expect(login.status).toBe(200);
  });

  it('is resolved by removing the duplicate account and replaying the users read model', async () => {
    expect(await removeUserAsOperator(scout.ctx.eventStore, duplicateUserId, new Date())).toBe('removed');
    expect(await replayParked(scout.ctx.eventStore, scout.ctx.readStore, usersProjection)).toEqual({ replayed: 1, stillParked: 0 });
    expect(await scout.ctx.readStore.parkedEvents('users')).toEqual([]);
    const { users } = await usersStatus();
    expect(users.parked).toBe(0);
    const login = await http().post('/api/v1/customer/auth/login').send({ email: EMAIL, password: PASSWORD });
    expect(login.status).toBe(200);
  });
});
