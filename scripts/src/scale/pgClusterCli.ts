/**
 * A PostgreSQL primary with two streaming replicas on loopback, until SIGINT or SIGTERM.
 * `node --import tsx scripts/src/scale/pgClusterCli.ts [dir]` (default: a new folder in the system's temp folder).
 * Prints `<node> <url>` per node on stdout; PostgreSQL's own log goes to stderr with PG_CLUSTER_LOG=1.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startPgCluster } from './pgCluster';

async function main(): Promise<void> {
  const dir = process.argv[2] ?? (await mkdtemp(path.join(os.tmpdir(), 'scout-pg-cluster-')));
  const cluster = await startPgCluster({
    dir,
    ...(process.env.PG_CLUSTER_LOG === '1' ? { log: (m: string) => console.error(m) } : {}),
  });
  for (const node of [cluster.primary, ...cluster.replicas]) console.log(`${node.name} ${node.url}`);
  console.error(`PostgreSQL primary and ${cluster.replicas.length} replicas in ${path.resolve(dir)}. Ctrl-C stops them.`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    // The cluster's own connections are short-lived; this process holds no pool.
    await cluster.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(`The PostgreSQL cluster could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
