import { pino, type Logger } from 'pino';
import request from 'supertest';
import { createScout, type Scout } from '../../backend/src/app';
import { loadConfig } from '@scout/platform/config';
import type { Pool } from '@scout/platform/postgres/pool';
import { openTestPool, type TestDatabase } from './database';
import { eventually } from './eventually';
import { knowCreators } from './knownCreators';

export interface TestApp {
  scout: Scout;
  pool: Pool;
  database: TestDatabase;
  http: ReturnType<typeof request>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  clock?: () => Date;
  frontendDir?: string;
  /** Environment overrides on top of the test defaults, such as GOOGLE_CLIENT_ID. */
  env?: Record<string, string>;
  /** Host names the guarded fetcher maps to loopback test servers (fake pages, link targets). */
  fetchTestHosts?: ReadonlyMap<string, string>;
  /** Where Scout logs; unset: nowhere. */
  logger?: Logger;
}

/** The real Scout on its own fresh database of the test cluster. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { env = {}, ...scoutOptions } = options;
  const { pool, database, close } = await openTestPool('api', 10, true);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: database.url, ...env });
  const scout = await createScout({ config, pool, logger: pino({ level: 'silent' }), ...scoutOptions });
  return {
    scout,
    pool,
    database,
    http: request(scout.app),
    async close() {
      await scout.close();
      await close();
    },
  };
}

let counter = 0;

/** Signs up a new owner with a new organisation; answers its token and user. */
export async function signUp(app: TestApp, overrides: Record<string, unknown> = {}) {
  counter += 1;
  const body = {
    email: `owner${counter}-${Date.now()}@example.com`,
    password: 'correct horse battery',
    fullName: `Owner ${counter}`,
    orgName: `Agency ${counter}`,
    ...overrides,
  };
  const res = await app.http.post('/api/v1/customer/auth/signup').send(body);
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.token as string, user: res.body.user as { _id: string; orgInfo: { _id: string } }, body };
}

/**
 * Saves a profile through the API, as the given session; answers its id, slug and share key (its
 * public address is both). A handle the provider does not know is taught to it first (knowCreators).
 */
export async function saveProfile(
  app: TestApp,
  token: string,
  platform: string,
  username: string,
): Promise<{ _id: string; slug: string; shareKey: string }> {
  knowCreators(app, { platform, username });
  const res = await app.http.post('/api/v1/customer/socialProfile').set('X-Access-Token', token).send({ platform, username });
  if (res.status !== 201) throw new Error(`saving ${platform}/${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.profile as { _id: string; slug: string; shareKey: string };
}

/**
 * Waits until the app's profile bank holds the whole shipped sample (copied from the run's template,
 * or loading in the background when the tests run on a cluster of their own): its count is above 0
 * and stopped growing. Answers that count.
 */
export async function shippedBankLoaded(app: TestApp): Promise<number> {
  const { bank } = app.scout.ctx;
  let last = -1;
  return eventually(
    'the shipped bank to load',
    async () => {
      const count = await bank.count();
      const loaded = count > 0 && count === last;
      last = count;
      return loaded ? count : undefined;
    },
    240,
    500,
  );
}
