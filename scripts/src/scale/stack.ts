import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { allProjections } from '@scout/projections';
import { createPostgresLeaseStore } from '@scout/platform/leases/postgres';
import { freePort } from '@scout/platform/net/freePort';
import { createPool } from '@scout/platform/postgres/pool';
import { startScoutProcess, type ScoutProcess } from '../../../tests/support/process';
import { type PgCluster, startPgCluster } from './pgCluster';
import { startTcpProxy, type TcpProxy } from './tcpProxy';

export type StackRole = 'api' | 'projections' | 'worker';

export interface StackProcess extends ScoutProcess {
  name: string;
  role: StackRole;
  pid: number;
}

export interface ScaleStack {
  cluster: PgCluster;
  /** The primary's one address (DATABASE_URL of every process); `failOver` re-points it. */
  proxy: TcpProxy;
  databaseUrl: string;
  processes: StackProcess[];
  /** Starts a Scout process of `role`; an api process reads from replica `replica` when given. */
  start(name: string, role: StackRole, options?: { replica?: number; env?: Record<string, string> }): Promise<StackProcess>;
  /** The projections whose lease `process` holds now (a live lease; membership leases left out). */
  projectionsHeldBy(process: StackProcess): Promise<string[]>;
  /** Kills a process as a crash would (SIGKILL) and waits for its end. */
  kill(process: StackProcess): Promise<void>;
  /** Stops the primary cleanly, promotes replica `i` and points the primary's address at it. */
  failOver(i: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Scout split into roles on a PostgreSQL primary with streaming replicas, every process started
 * as `npm start` starts (scripts/src/start.ts) with SCOUT_ROLE set, as a deployment runs them.
 */
export async function startScaleStack(options: { dir: string; replicas?: number; env?: Record<string, string> }): Promise<ScaleStack> {
  const cluster = await startPgCluster({ dir: path.join(options.dir, 'pg'), replicas: options.replicas ?? 2 });
  const proxy = await startTcpProxy(cluster.primary.port);
  const viaProxy = new URL(cluster.primary.url);
  viaProxy.port = String(proxy.port);
  const databaseUrl = viaProxy.toString();
  const dataDir = path.join(options.dir, 'data');
  await mkdir(dataDir, { recursive: true });
  const shared = {
    DATABASE_URL: databaseUrl,
    // Every process seals and opens the same secrets and page tokens.
    SECRETS_KEY: randomBytes(32).toString('base64'),
    // One DATA_DIR for the uploads of every process, as a shared volume would be.
    DATA_DIR: dataDir,
    SERVE_FRONTEND: 'false',
    ...options.env,
  };
  const processes: StackProcess[] = [];
  // Through the primary's address, so it follows a failover; idle connections cut by one are dropped.
  const pool = createPool(databaseUrl, { max: 2, onError: () => undefined });
  const leases = createPostgresLeaseStore(pool);
  leases.catch(() => undefined);
  const projectionNames = new Set(allProjections.map((projection) => projection.name));
  const stack: ScaleStack = {
    cluster,
    proxy,
    databaseUrl,
    processes,
    async start(name, role, startOptions = {}) {
      const replica = startOptions.replica === undefined ? undefined : cluster.replicas[startOptions.replica];
      const env = {
        ...shared,
        SCOUT_ROLE: role,
        ...(replica ? { DATABASE_READ_URL: replica.url } : {}),
        ...startOptions.env,
      };
      const started = await startScoutProcess(env, await freePort(), 120_000);
      const pid = started.child.pid;
      if (pid === undefined) throw new Error(`${name} has no pid`);
      const process: StackProcess = { ...started, name, role, pid };
      processes.push(process);
      return process;
    },
    async projectionsHeldBy(process) {
      const holdings = await (await leases).holdings();
      return holdings
        .filter((h) => projectionNames.has(h.name) && h.remainingMs > 0 && h.holder.includes(`:${process.pid}:`))
        .map((h) => h.name);
    },
    async kill(process) {
      process.child.kill('SIGKILL');
      await process.exited;
    },
    async failOver(i) {
      await cluster.waitForReplay();
      await cluster.primary.stop('fast');
      const promoted = await cluster.promote(i);
      proxy.pointAt(promoted.port);
    },
    async close() {
      for (const process of processes) {
        if (process.child.exitCode === null && process.child.signalCode === null) process.child.kill('SIGTERM');
      }
      await Promise.all(
        processes.map(async (process) => {
          let timer: NodeJS.Timeout | undefined;
          await Promise.race([process.exited, new Promise((resolve) => (timer = setTimeout(resolve, 15_000)))]);
          clearTimeout(timer);
          process.child.kill('SIGKILL');
        }),
      );
      await pool.end();
      await proxy.close();
      await cluster.close({ remove: true });
    },
  };
  return stack;
}
