import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort } from '@scout/platform/net/freePort';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { pino } from 'pino';
import { createScout, type Scout } from '@scout/backend/app';
import { loadConfig } from '@scout/platform/config';
import type { NewEvent, Position } from '@scout/platform/eventstore/port';
import { startEmbeddedPostgres } from '@scout/platform/postgres/embedded';
import { createPool, type Pool } from '@scout/platform/postgres/pool';
import { savedProfileId, savedProfileStream } from '@scout/backend/profiles/routes';
import { slugify } from '@scout/contracts/platform/slug';
import { profileSavedSchema } from '@scout/contracts/profiles';

export interface Cluster {
  /** URL of a fresh, empty database for this benchmark. */
  url: string;
  stop(): Promise<void>;
}

/** A fresh database: on BENCH_DATABASE_URL's server when set, otherwise on a throw-away embedded cluster. */
export async function openBenchDatabase(name: string): Promise<Cluster> {
  const external = process.env.BENCH_DATABASE_URL;
  let adminUrl: string;
  let stopCluster = async () => undefined as void;
  if (external) {
    adminUrl = external;
  } else {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'scout-bench-'));
    const cluster = await startEmbeddedPostgres({ dataDir, port: await freePort() });
    adminUrl = cluster.url;
    stopCluster = async () => {
      await cluster.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }
  const dbName = `bench_${name}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return {
    url: url.toString(),
    async stop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await client.end();
      await stopCluster();
    },
  };
}

export interface LoadResult {
  operations: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
}

export function percentile(sortedMs: readonly number[], p: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)]!;
}

/** Runs `operation` from `clients` concurrent loops until `total` operations are done; latencies in ms. */
export async function runLoad(clients: number, total: number, operation: (i: number) => Promise<unknown>): Promise<LoadResult> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = next++; i < total; i = next++) {
        const t0 = performance.now();
        await operation(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { operations: total, seconds, perSecond: total / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

export const fmt = (n: number, digits = 2) => n.toFixed(digits);

export function printTable(title: string, rows: Array<[string, LoadResult]>): void {
  console.log(`\n${title}`);
  console.log('case'.padEnd(44) + 'ops'.padStart(8) + 'ops/s'.padStart(10) + 'p50 ms'.padStart(10) + 'p99 ms'.padStart(10));
  for (const [name, r] of rows) {
    console.log(
      name.padEnd(44) +
        String(r.operations).padStart(8) +
        fmt(r.perSecond, 0).padStart(10) +
        fmt(r.p50).padStart(10) +
        fmt(r.p99).padStart(10),
    );
  }
}

/**
 * The environment of a benchmark's Scout: its database, no logs, and a plan without limits, so
 * the trial plan's profile limit does not end a run of thousands of saves.
 */
export function benchEnv(databaseUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  const unlimited = { profiles: 'Infinity', members: 'Infinity', searchCount: 'Infinity', reports: 'Infinity' };
  return {
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    PLAN_CATALOGUE: JSON.stringify({ free: { paid: true, limits: unlimited, features: {} } }),
    ...extra,
  };
}

/** A repeatable pseudo-random stream: each call answers an integer in [0, n). */
export function random(seed: number): (n: number) => number {
  return (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
}

/** Listens on a free loopback port; answers the server and its `http://127.0.0.1:<port>`. */
export async function listen(app: { listen(port: number, host: string): Server }): Promise<{ server: Server; base: string }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export interface BenchScout {
  scout: Scout;
  pool: Pool;
  /** `http://127.0.0.1:<port>/api/v1` of the listening app. */
  api: string;
  /** The session token and organisation of the owner signed up through the API. */
  token: string;
  orgId: string;
  /** Stops the server, Scout, the pool and the database. */
  close(): Promise<void>;
}

/** Keeps connections open between requests, as a browser does. */
const keepAlive = new Agent({ keepAlive: true });

/**
 * POSTs JSON as a browser does (asking for a compressed answer, the connection kept open) and answers
 * the status once the answer's last byte is in. The answer is not unpacked: what a bench client does
 * with it is no part of the server's time, and in one process it would take the server's cores.
 */
export function postJson(url: string, body: object, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        method: 'POST',
        agent: keepAlive,
        headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br', ...headers },
      },
      (answer) => {
        answer.on('error', reject);
        answer.on('end', () => resolve(answer.statusCode ?? 0));
        answer.resume();
      },
    );
    sent.on('error', reject);
    sent.end(JSON.stringify(body));
  });
}

/** Scout's logger in a bench: silent, unless `BENCH_LOG_LEVEL` names a level (e.g. `error`, to see why a request failed). */
export function benchLogger() {
  return pino({ level: process.env.BENCH_LOG_LEVEL ?? 'silent' });
}

/** Scout on a fresh bench database ({@link benchEnv}), listening, with one owner signed up over HTTP. */
export async function startBenchScout(name: string): Promise<BenchScout> {
  const db = await openBenchDatabase(name);
  const pool = createPool(db.url, { max: 16 });
  const config = loadConfig(benchEnv(db.url));
  const scout = await createScout({ config, pool, logger: benchLogger() });
  const { server, base } = await listen(scout.app);
  const close = async () => {
    server.close();
    await scout.close();
    await pool.end();
    await db.stop();
  };
  try {
    const api = `${base}/api/v1`;
    const signup = await fetch(`${api}/customer/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'bench password', fullName: 'Bench' }),
    });
    const { token, user } = (await signup.json()) as { token: string; user: { orgInfo: { _id: string } } };
    return { scout, pool, api, token, orgId: user.orgInfo._id, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Metadata of an event the benchmark seeds for the organisation, as the system, at `at`. */
export function seedMetadata(orgId: string, at: string) {
  return {
    orgId,
    actor: { userId: null, role: 'owner', via: 'system' as const },
    correlationId: 'bench',
    causationId: null,
    occurredAt: at,
  };
}

/** The organisation's saved profile `i` of the seed, spread over the platforms. */
export function seededProfile(
  orgId: string,
  platforms: readonly string[],
  i: number,
): { platform: string; username: string; profileId: string } {
  const platform = platforms[i % platforms.length]!;
  const username = `user${i}`;
  return { platform, username, profileId: savedProfileId(orgId, platform, username) };
}

/** The ProfileSaved event of a seeded profile, as saving it would write it. */
export function profileSavedEvent(
  orgId: string,
  profile: { platform: string; username: string; profileId: string },
  savedAt: string,
): NewEvent {
  const { profileId, platform, username } = profile;
  return {
    id: randomUUID(),
    type: 'ProfileSaved',
    data: profileSavedSchema.parse({ profileId, platform, username, slug: slugify(`${username} ${platform}`), savedAt }),
    metadata: seedMetadata(orgId, savedAt),
  };
}

/**
 * Seeds `count` saved-profile streams from 16 concurrent loops, then waits (up to `timeoutMs`) for
 * the projections to catch up; answers how long each took, in seconds.
 */
export async function seedProfiles(
  scout: Scout,
  count: number,
  timeoutMs: number,
  eventsOf: (i: number) => { profileId: string; events: NewEvent[] },
): Promise<{ appendSeconds: number; projectSeconds: number }> {
  let t0 = performance.now();
  const appended = new LastPosition();
  await runLoad(16, count, async (i) => {
    const { profileId, events } = eventsOf(i);
    appended.saw(await scout.ctx.eventStore.append(savedProfileStream(profileId), events, { expectedRevision: 'no_stream' }));
  });
  const appendSeconds = (performance.now() - t0) / 1000;
  t0 = performance.now();
  await projectionsCaughtUp(scout, timeoutMs, appended.position);
  return { appendSeconds, projectSeconds: (performance.now() - t0) / 1000 };
}

/** The latest of the positions appends answered. */
export class LastPosition {
  position: Position | null = null;
  saw({ position }: { position: Position }): void {
    if (this.position === null || position > this.position) this.position = position;
  }
}

/**
 * Waits until every read model has applied every stored event (seeding appends faster than they
 * project), `last` included: the store's head alone can lag behind appends just committed while an
 * older transaction is still open.
 */
export async function projectionsCaughtUp(
  scout: Pick<Scout, 'ctx' | 'runner'>,
  timeoutMs: number,
  last: Position | null = null,
): Promise<void> {
  const head = await scout.ctx.eventStore.headPosition();
  const target = head !== null && (last === null || head > last) ? head : last;
  if (target && !(await scout.runner.waitFor(target, timeoutMs))) throw new Error('projections did not catch up');
}
