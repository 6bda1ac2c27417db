import { afterAll, describe, expect, it } from '@jest/globals';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@scout/platform/net/freePort';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '@scout/platform/postgres/embedded';
import { campaignNames, startOutageWriters } from '../support/outageWriters';
import { startScoutProcess, type ScoutProcess } from '../support/process';

/**
 * Issue 25, faults below the process: a PostgreSQL that Scout did not start (DATABASE_URL) is stopped
 * and started again on the same data and port. Scout answers 503 with Retry-After meanwhile, never
 * 500, serves again without a restart of its own, and keeps every acknowledged write.
 */
const WRITERS = 3;

let tmp: string;
let database: EmbeddedPostgresHandle | undefined;
let scout: ScoutProcess | undefined;

afterAll(async () => {
  if (scout && scout.child.exitCode === null) scout.child.kill('SIGKILL');
  await scout?.exited;
  await database?.stop();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

describe('Scout on an external PostgreSQL that goes away and comes back', () => {
  it('answers 503 with Retry-After while it is stopped and serves again, in the same process, with every acknowledged write', async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'scout-external-'));
    // As root the cluster runs as the postgres user, which must pass through to stay in its folder.
    await chmod(tmp, 0o711);
    const cluster = { dataDir: path.join(tmp, 'external-postgres'), port: await freePort() };
    database = await startEmbeddedPostgres(cluster);
    scout = await startScoutProcess(
      { DATABASE_URL: database.url, DATA_DIR: path.join(tmp, 'scout'), SERVE_FRONTEND: 'false', LOG_LEVEL: 'info' },
      await freePort(),
    );
    const { baseUrl } = scout;
    const signup = await fetch(`${baseUrl}/api/v1/customer/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'external@example.com', password: 'external password', fullName: 'Ex Ternal' }),
    });
    expect(signup.status).toBe(201);
    const { token } = (await signup.json()) as { token: string };

    const writers = startOutageWriters(baseUrl, token, 'external', WRITERS);
    let readWhileAway: { status: number; retryAfter: string | null; body: unknown } | undefined;
    try {
      await writers.firstSuccessAfter(Date.now());
      const stoppedAt = Date.now();
      await database.stop();
      database = undefined;
      await writers.refusalAfter(stoppedAt);
      const read = await fetch(`${baseUrl}/api/v1/customer/campaigns`, { headers: { 'x-access-token': token } });
      readWhileAway = { status: read.status, retryAfter: read.headers.get('retry-after'), body: await read.json() };

      const startedAt = Date.now();
      database = await startEmbeddedPostgres(cluster);
      await writers.firstSuccessAfter(startedAt);
      const more = writers.acknowledged.length + WRITERS * 3;
      while (writers.acknowledged.length < more) await writers.firstSuccessAfter(Date.now());
    } catch (error) {
      throw new Error(`${String(error)}\nScout's last lines:\n${scout.output().slice(-3000)}`);
    } finally {
      await writers.stop();
    }

    expect(readWhileAway).toEqual({
      status: 503,
      retryAfter: expect.stringMatching(/^\d+$/),
      body: { name: 'ServiceUnavailable', message: expect.stringMatching(/^Scout's database /) },
    });
    expect(writers.unexpected).toEqual([]);
    expect(writers.statuses.get(500)).toBeUndefined();
    expect(writers.statuses.get(503)).toBeGreaterThan(0);
    expect(scout.child.exitCode).toBeNull();
    const stored = await campaignNames(baseUrl, token);
    expect(writers.acknowledged.filter((name) => !stored.has(name))).toEqual([]);
    expect(writers.acknowledged.length).toBeGreaterThan(WRITERS * 3);
    expect(scout.output()).not.toMatch(/Unhandled error|"statusCode":500/);
  }, 90_000);
});
