import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, chmod, chown, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { freePort } from '@scout/platform/net/freePort';
import { recoverStalePostmaster, SERVER_FLAGS, startEmbeddedPostgres } from '@scout/platform/postgres/embedded';
import {
  clusterDirOf,
  ensurePostgresUser,
  installedRuntime,
  type PostgresUser,
  placeForRoot,
} from '@scout/platform/postgres/rootPlacement';

/*
 * A PostgreSQL primary with streaming replicas on loopback, made from the embedded binaries (which
 * have no pg_basebackup): the primary is initialised and configured by startEmbeddedPostgres, stopped
 * cleanly and copied (a cold copy is a consistent base backup). Each replica streams through its own
 * physical replication slot. Every node runs as a child of this process (as the postgres user under root).
 */

export type PgRole = 'primary' | 'replica' | 'retired';

export interface PgNode {
  /** `primary`, `replica-0`, `replica-1`, … */
  readonly name: string;
  readonly port: number;
  /** Connection string of the node's `postgres` database. */
  readonly url: string;
  /** The node's folder inside the cluster's `dir`. */
  readonly dataDir: string;
  /** The PostgreSQL data directory: `<dataDir>/postgres`, or under /var/lib/scout when, as root, the postgres user cannot reach `dir`. */
  readonly clusterDir: string;
  /** `retired`: a primary that was replaced by a promotion; it is not started again (it would be a second primary). */
  readonly role: PgRole;
  readonly running: boolean;
  /** fast: clean shutdown (SIGINT); immediate: no checkpoint, as on a crash (SIGQUIT). */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
}

export interface PgCluster {
  /** The node that takes writes: the first primary, or the replica promoted last. */
  readonly primary: PgNode;
  /** The nodes created as replicas, in a fixed order (a promoted one stays at its index, its role `primary`). */
  readonly replicas: PgNode[];
  /** Waits until every running replica that follows the primary has replayed the primary's current WAL position. */
  waitForReplay(timeoutMs?: number): Promise<void>;
  /**
   * Promotes replica `i` (the primary must be stopped first) and waits until it accepts writes; then
   * points the other replicas at it (a stopped one on its next start). A replica that cannot follow
   * (it replayed WAL the promoted one never got) is logged and left as is; `waitForReplay` skips it.
   */
  promote(i: number): Promise<PgNode>;
  /** Stops every node; `remove` also deletes their folders (not `dir` itself). */
  close(options?: { remove?: boolean }): Promise<void>;
}

export interface PgClusterOptions {
  /** A folder that holds no cluster yet. */
  dir: string;
  replicas?: number;
  log?: (message: string) => void;
}

const READY_STATES = new Set(['ready', 'standby']);
const START_TIMEOUT_MS = 60_000;
const POLL_MS = 50;

const slotOf = (name: string) => name.replaceAll('-', '_');
const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  // A node stopping under an open connection must not surface as an unhandled error.
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

interface Placement {
  clusterDir: string;
  postgresBinary: string;
  user: PostgresUser | null;
}

/** Where a node's cluster lives and what runs it: as root, the postgres user must reach both (see rootPlacement.ts). */
async function placeNode(nodeDir: string, notice: (m: string) => void): Promise<Placement> {
  await mkdir(nodeDir, { recursive: true });
  if (process.getuid?.() !== 0) return { clusterDir: clusterDirOf(nodeDir), postgresBinary: installedRuntime().postgresBinary, user: null };
  await chmod(nodeDir, 0o711);
  const placement = await placeForRoot(nodeDir, notice);
  return { clusterDir: placement.clusterDir, postgresBinary: placement.postgresBinary, user: ensurePostgresUser() };
}

class Node implements PgNode {
  role: PgRole;
  /** The primary this replica streams from; null for a primary or a replica left as is. */
  following: Node | null = null;
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  private readonly recent: string[] = [];

  constructor(
    readonly name: string,
    readonly port: number,
    readonly url: string,
    readonly dataDir: string,
    private readonly placement: Placement,
    role: PgRole,
    private readonly log: (m: string) => void,
  ) {
    this.role = role;
  }

  get clusterDir(): string {
    return this.placement.clusterDir;
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  async start(): Promise<void> {
    if (this.running) return;
    if (this.role === 'retired')
      throw new Error(`${this.name} was the primary before a promotion; starting it would make a second primary`);
    await recoverStalePostmaster(this.clusterDir, (m) => this.log(`${this.name}: ${m}`));
    const { user } = this.placement;
    const child = spawn(this.placement.postgresBinary, ['-D', this.clusterDir, '-p', String(this.port), ...SERVER_FLAGS], {
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      for (const line of chunk.split('\n').filter(Boolean)) {
        this.recent.push(line);
        if (this.recent.length > 20) this.recent.shift();
        this.log(`${this.name}: ${line}`);
      }
    });
    const pidFile = path.join(this.clusterDir, 'postmaster.pid');
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`${this.name} exited while starting:\n${this.recent.join('\n')}`);
      // postmaster.pid: line 1 the pid, line 8 the state (`ready` for a primary, `standby` for a hot standby).
      const lines = existsSync(pidFile) ? (await readFile(pidFile, 'utf8').catch(() => '')).split('\n') : [];
      if (lines[0] === String(child.pid) && READY_STATES.has(lines[7]?.trim() ?? '')) return;
      await sleep(POLL_MS);
    }
    await this.stop('immediate');
    throw new Error(`${this.name} did not accept connections within ${START_TIMEOUT_MS} ms:\n${this.recent.join('\n')}`);
  }

  async stop(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    if (!this.running) return;
    this.child?.kill(mode === 'immediate' ? 'SIGQUIT' : 'SIGINT');
    await this.exited;
    this.child = null;
  }

  /** The connection string a replica named `replica` uses to stream from this node. */
  conninfoFor(replica: string, password: string): string {
    return `host=127.0.0.1 port=${this.port} user=postgres password=${password} application_name=${replica}`;
  }
}

/** Asks `probe` every POLL_MS until it says true or `timeoutMs` passed; says whether it did. */
async function waitFor(timeoutMs: number, probe: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe()) return true;
    await sleep(POLL_MS);
  }
  return false;
}

/** Starts a primary and `replicas` streaming replicas in `dir` (one folder per node), each on a free loopback port. */
export async function startPgCluster(options: PgClusterOptions): Promise<PgCluster> {
  const log = options.log ?? (() => undefined);
  const dir = path.resolve(options.dir);
  const replicaNames = Array.from({ length: options.replicas ?? 2 }, (_, i) => `replica-${i}`);
  const primaryDir = path.join(dir, 'primary');
  if (existsSync(primaryDir)) throw new Error(`${dir} already holds a cluster; start one in an empty folder`);
  await mkdir(dir, { recursive: true });
  if (process.getuid?.() === 0) await chmod(dir, 0o711);

  // Initialised (credentials, root placement) the way every embedded cluster is, then configured for replication.
  const first = await startEmbeddedPostgres({ dataDir: primaryDir, port: await freePort(), log });
  const password = decodeURIComponent(new URL(first.url).password);
  try {
    await withClient(first.url, async (client) => {
      for (const [key, value] of Object.entries({
        wal_level: 'replica',
        max_wal_senders: '10',
        max_replication_slots: '10',
        hot_standby: 'on',
      })) {
        await client.query(`alter system set ${key} = ${quoted(value)}`);
      }
      for (const name of replicaNames) await client.query('select pg_create_physical_replication_slot($1)', [slotOf(name)]);
    });
  } finally {
    await first.stop();
  }

  const urlOf = (port: number) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  const primaryPlacement = await placeNode(primaryDir, () => undefined);
  const primaryPort = await freePort();
  const primary = new Node('primary', primaryPort, urlOf(primaryPort), primaryDir, primaryPlacement, 'primary', log);

  const replicas: Node[] = [];
  for (const name of replicaNames) {
    const nodeDir = path.join(dir, name);
    const placement = await placeNode(nodeDir, log);
    await rm(placement.clusterDir, { recursive: true, force: true });
    // Keeps owner and modes: the copy belongs to the postgres user like the original.
    const copy = spawnSync('cp', ['-a', primaryPlacement.clusterDir, placement.clusterDir], { encoding: 'utf8' });
    if (copy.status !== 0)
      throw new Error(`copying the primary's data directory for ${name} failed: ${copy.stderr || copy.error?.message}`);
    // The copy keeps the slots of its siblings (so once promoted it already holds the WAL they need), not its own.
    await rm(path.join(placement.clusterDir, 'pg_replslot', slotOf(name)), { recursive: true, force: true });
    const signal = path.join(placement.clusterDir, 'standby.signal');
    await writeFile(signal, '');
    if (placement.user) await chown(signal, placement.user.uid, placement.user.gid);
    await appendFile(
      path.join(placement.clusterDir, 'postgresql.auto.conf'),
      `primary_conninfo = ${quoted(primary.conninfoFor(name, password))}\nprimary_slot_name = ${quoted(slotOf(name))}\n`,
    );
    const port = await freePort();
    const replica = new Node(name, port, urlOf(port), nodeDir, placement, 'replica', log);
    replica.following = primary;
    replicas.push(replica);
  }

  const nodes = [primary, ...replicas];
  let current = primary;
  try {
    for (const node of nodes) await node.start();
  } catch (error) {
    for (const node of nodes) await node.stop('immediate');
    throw error;
  }

  async function repoint(replica: Node, to: Node): Promise<void> {
    const conninfo = to.conninfoFor(replica.name, password);
    if (!replica.running) {
      await appendFile(path.join(replica.clusterDir, 'postgresql.auto.conf'), `primary_conninfo = ${quoted(conninfo)}\n`);
      replica.following = to;
      log(`${replica.name} is stopped; it streams from ${to.name} when started`);
      return;
    }
    await withClient(replica.url, async (client) => {
      await client.query(`alter system set primary_conninfo = ${client.escapeLiteral(conninfo)}`);
      await client.query('select pg_reload_conf()');
      // Its copy of the promoted node's slot would hold WAL forever.
      await client.query('select pg_drop_replication_slot(slot_name) from pg_replication_slots where slot_name = $1', [slotOf(to.name)]);
    });
    const streaming = await waitFor(30_000, () =>
      withClient(replica.url, async (client) => {
        const { rows } = await client.query<{ status: string; sender_port: number }>(
          'select status, sender_port from pg_stat_wal_receiver',
        );
        return rows[0]?.status === 'streaming' && rows[0].sender_port === to.port;
      }),
    );
    replica.following = streaming ? to : null;
    if (!streaming) log(`${replica.name} does not stream from ${to.name} (it may have replayed WAL ${to.name} never got); left as is`);
  }

  return {
    get primary() {
      return current;
    },
    replicas,

    async waitForReplay(timeoutMs = 30_000) {
      const target = await withClient(current.url, async (client) => {
        const { rows } = await client.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
        return rows[0]!.lsn;
      });
      for (const replica of replicas.filter((r) => r.role === 'replica' && r.running && r.following === current)) {
        await withClient(replica.url, async (client) => {
          const replayed = async () => {
            const { rows } = await client.query<{ done: boolean }>('select pg_wal_lsn_diff(pg_last_wal_replay_lsn(), $1) >= 0 as done', [
              target,
            ]);
            return rows[0]?.done === true;
          };
          if (!(await waitFor(timeoutMs, replayed))) {
            throw new Error(`${replica.name} did not replay ${current.name}'s WAL up to ${target} within ${timeoutMs} ms`);
          }
        });
      }
    },

    async promote(i) {
      const candidate = replicas[i];
      if (candidate?.role !== 'replica') throw new Error(`there is no replica ${i} to promote`);
      if (current.running) throw new Error(`stop ${current.name} before promoting ${candidate.name}: both would accept writes`);
      if (!candidate.running) throw new Error(`${candidate.name} is stopped; start it before promoting it`);
      await withClient(candidate.url, async (client) => {
        const { rows } = await client.query<{ promoted: boolean }>('select pg_promote(true, 60) as promoted');
        if (!rows[0]?.promoted) throw new Error(`${candidate.name} did not finish its promotion within 60 s`);
        // Assigning a transaction id fails while a node is still in recovery.
        await client.query('select pg_current_xact_id()');
      });
      current.role = 'retired';
      candidate.role = 'primary';
      candidate.following = null;
      current = candidate;
      log(`${candidate.name} promoted to primary`);
      for (const replica of replicas.filter((r) => r.role === 'replica')) await repoint(replica, candidate);
      return candidate;
    },

    async close(closeOptions = {}) {
      // Replicas first: a stopped primary would leave them retrying their connection.
      for (const node of [...nodes.filter((n) => n !== current), current]) await node.stop('fast');
      if (!closeOptions.remove) return;
      for (const node of nodes) {
        // A cluster kept outside `dir` (root placement) lives in a folder of its own.
        if (!node.clusterDir.startsWith(`${node.dataDir}${path.sep}`))
          await rm(path.dirname(node.clusterDir), { recursive: true, force: true });
        await rm(node.dataDir, { recursive: true, force: true });
      }
    },
  };
}
