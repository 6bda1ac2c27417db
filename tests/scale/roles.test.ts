import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import request from 'supertest';
import { REFRESH_TRACKED_PROFILES_JOB } from '@scout/contracts/profiles/tracking';
import { createRoleProcess } from '@scout/backend/app';
import { startProjectionsProcess, type ProjectionsProcess } from '@scout/backend/runtime/projectionsProcess';
import { allProjections } from '@scout/projections';
import { loadConfig } from '@scout/platform/config';
import { openTestPool, type TestPool } from '../support/database';
import { eventually } from '../support/eventually';

const silent = pino({ level: 'silent' });
const eventStoreUrl = process.env.EVENTSTORE_URL;
const mongoUrl = process.env.MONGO_URL;

type Serving = Awaited<ReturnType<typeof createRoleProcess>>;

/**
 * The three roles of a scaled Scout, each as its own process would build itself, over one database:
 * two api processes, two projections processes (each projection held by one of them) and a
 * worker. `engines` adds EventStoreDB and MongoDB when their URLs are set.
 */
function rolesSuite(title: string, engines: Record<string, string>) {
  describe(title, () => {
    let db: TestPool;
    const env = (role: string) =>
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: db.database.url,
        SECRETS_KEY: secretsKey,
        SCOUT_ROLE: role,
        PROJECTION_LEASE_MS: '1000',
        ...engines,
      });
    const secretsKey = randomBytes(32).toString('base64');
    let apis: Serving[] = [];
    let worker: Serving | undefined;
    let keepers: ProjectionsProcess[] = [];

    beforeAll(async () => {
      db = await openTestPool('roles', 30);
      keepers = [
        await startProjectionsProcess({ config: env('projections'), pool: db.pool, logger: silent }),
        await startProjectionsProcess({ config: env('projections'), pool: db.pool, logger: silent }),
      ];
      apis = [
        await createRoleProcess({ config: env('api'), pool: db.pool, logger: silent }, 'api'),
        await createRoleProcess({ config: env('api'), pool: db.pool, logger: silent }, 'api'),
      ];
    });
    afterAll(async () => {
      for (const api of apis) await api.close();
      await worker?.close();
      for (const keeper of keepers) await keeper.close();
      await db?.close();
    });

    it('keeps each projection in exactly one projections process', async () => {
      const running = () => keepers.flatMap((k) => k.runner.runningNames());
      // Leases a process held before this run (a shared MongoDB) run out within PROJECTION_LEASE_MS.
      // While the first process hands projections over to the second, one may show in both for a moment
      // (the taker runs it before the giver's worker has stopped): wait for the leases to settle.
      const all = allProjections.map((p) => p.name).sort();
      await eventually('every projection to be taken by one process', async () =>
        JSON.stringify([...running()].sort()) === JSON.stringify(all) ? true : undefined,
      );
      const [first, second] = keepers.map((k) => k.runner.runningNames());
      expect([...(first ?? []), ...(second ?? [])].sort()).toEqual(allProjections.map((p) => p.name).sort());
      expect((first ?? []).filter((name) => (second ?? []).includes(name))).toEqual([]);
    });

    it('serves one user from either api process, each reading its own writes and the other’s', async () => {
      const [one, two] = apis.map((api) => request(api.app));
      if (!one || !two) throw new Error('two api processes');
      const signup = await one.post('/api/v1/customer/auth/signup').send({
        email: `roles-${Date.now()}@example.com`,
        password: 'correct horse battery',
        fullName: 'Rolf Roles',
        orgName: 'Roles Agency',
      });
      expect(signup.status).toBe(201);
      const token = signup.body.token as string;
      // The session written through the first process opens the second one's door.
      const me = await two.get('/api/v1/customer/account/me').set('X-Access-Token', token);
      expect([me.status, me.body.user?.email ?? me.body.email]).toEqual([200, signup.body.user.email]);
      for (const [writer, reader, username] of [
        [one, two, 'cristiano'],
        [two, one, 'leomessi'],
      ] as const) {
        const saved = await writer
          .post('/api/v1/customer/socialProfile')
          .set('X-Access-Token', token)
          .send({ platform: 'instagram', username });
        expect(saved.status).toBe(201);
        // Read-your-writes: the writer answered only once the projection stored the profile.
        const list = await writer.get('/api/v1/customer/socialProfiles').set('X-Access-Token', token);
        expect(list.body.profiles.map((p: { username: string }) => p.username)).toContain(username);
        const other = await reader.get('/api/v1/customer/socialProfiles').set('X-Access-Token', token);
        expect(other.body.profiles.map((p: { username: string }) => p.username)).toContain(username);
      }
    });

    it('tells from an api process that the projections are kept elsewhere', async () => {
      const api = apis[0];
      if (!api) throw new Error('an api process');
      const health = await request(api.app).get('/api/v1/health/ready');
      expect(health.status).toBe(200);
      expect(new Set(health.body.projections.map((p: { state: string }) => p.state))).toEqual(new Set(['standby']));
    });

    it('queues jobs from an api process and runs them only in the worker', async () => {
      const api = apis[0];
      if (!api) throw new Error('an api process');
      const jobId = await api.ctx.jobs.enqueue(REFRESH_TRACKED_PROFILES_JOB, {});
      const finished = async () => {
        const { rows } = await db.pool.query<{ last_finished_at: Date | null; fail_reason: string | null }>(
          'SELECT last_finished_at, fail_reason FROM scout_jobs WHERE id = $1',
          [jobId],
        );
        return rows[0];
      };
      // No worker yet: the api processes never run it.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect((await finished())?.last_finished_at).toBeNull();
      worker = await createRoleProcess({ config: env('worker'), pool: db.pool, logger: silent }, 'worker');
      const done = await eventually(
        'the worker to run the job',
        async () => ((await finished())?.last_finished_at ? await finished() : undefined),
        400,
        50,
      );
      expect(done?.fail_reason).toBeNull();
      // The worker serves health, and nothing else.
      expect((await request(worker.app).get('/api/v1/health/live')).status).toBe(200);
      expect((await request(worker.app).get('/api/v1/customer/account/me')).status).toBe(404);
    });

    it('moves every projection to the standby when its holder stops', async () => {
      const holder = keepers.find((k) => k.runner.runningNames().length > 0);
      const standby = keepers.find((k) => k !== holder);
      if (!holder || !standby) throw new Error('two projections processes');
      await holder.close();
      keepers = keepers.filter((k) => k !== holder);
      await eventually('the standby to take every projection', async () =>
        standby.runner.runningNames().length === allProjections.length ? true : undefined,
      );
      const api = apis[1];
      if (!api) throw new Error('an api process');
      const health = await request(standby.app).get('/api/v1/health/ready');
      expect(health.status).toBe(200);
      expect(health.body.projections.every((p: { state: string }) => p.state !== 'standby')).toBe(true);
    });
  });
}

rolesSuite('roles on PostgreSQL (api, projections, worker)', {});

/** The MongoDB of MONGO_URL with a database of this run's own, so read models and leases of other runs stay apart. */
function ownDatabase(url: string): string {
  if (!url) return url;
  const own = new URL(url);
  own.pathname = `/scout_roles_${randomBytes(6).toString('hex')}`;
  return own.toString();
}

const scaled = eventStoreUrl && mongoUrl;
(scaled ? describe : describe.skip)(
  scaled ? 'roles on EventStoreDB and MongoDB' : 'roles on EventStoreDB and MongoDB (skipped: set EVENTSTORE_URL and MONGO_URL)',
  () => {
    rolesSuite('api, projections, worker', {
      EVENT_STORE: 'eventstoredb',
      EVENTSTORE_URL: eventStoreUrl ?? '',
      READ_STORE: 'mongodb',
      MONGO_URL: ownDatabase(mongoUrl ?? ''),
    });
  },
);
