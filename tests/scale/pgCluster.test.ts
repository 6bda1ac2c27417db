import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createPool, type Pool } from '@scout/platform/postgres/pool';
import { type PgCluster, type PgNode, startPgCluster } from '@scout/scripts/scale/pgCluster';

let dir: string | undefined;
let cluster: PgCluster | undefined;
const pools: Pool[] = [];

/** A pool on `node`; every pool is ended before any node stops (a shutdown under an open pool surfaces as an error). */
function poolOn(node: PgNode): Pool {
  const pool = createPool(node.url, { max: 2 });
  pools.push(pool);
  return pool;
}

async function endPools(): Promise<void> {
  await Promise.all(pools.splice(0).map((pool) => pool.end()));
}

const notes = async (pool: Pool) => (await pool.query<{ body: string }>('select body from notes order by id')).rows.map((r) => r.body);
const inRecovery = async (pool: Pool) => (await pool.query<{ r: boolean }>('select pg_is_in_recovery() as r')).rows[0]?.r;

afterAll(async () => {
  await endPools();
  await cluster?.close({ remove: true });
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('PostgreSQL primary with two streaming replicas', () => {
  it('replicates writes to both replicas, which refuse writes', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'scout-pg-cluster-'));
    cluster = await startPgCluster({ dir });
    expect(cluster.replicas.map((r) => r.role)).toEqual(['replica', 'replica']);
    expect(new Set([cluster.primary.port, ...cluster.replicas.map((r) => r.port)]).size).toBe(3);

    const primary = poolOn(cluster.primary);
    expect(await inRecovery(primary)).toBe(false);
    await primary.query('create table notes (id int primary key, body text not null)');
    await primary.query("insert into notes values (1, 'written on the first primary')");
    await cluster.waitForReplay();

    for (const replica of cluster.replicas) {
      const pool = poolOn(replica);
      expect(await inRecovery(pool)).toBe(true);
      expect(await notes(pool)).toEqual(['written on the first primary']);
      await expect(pool.query("insert into notes values (2, 'on a replica')")).rejects.toMatchObject({ code: '25006' });
    }
    const { rows: slots } = await primary.query<{ slot_name: string; active: boolean }>(
      'select slot_name, active from pg_replication_slots order by slot_name',
    );
    expect(slots).toEqual([
      { slot_name: 'replica_0', active: true },
      { slot_name: 'replica_1', active: true },
    ]);
    await endPools();
  }, 60_000);

  it('promotes replica 0 after the primary crashed, and replica 1 follows it', async () => {
    if (!cluster) throw new Error('the cluster did not start');
    const first = cluster.primary;
    await first.stop('immediate');
    const promoted = await cluster.promote(0);
    expect(promoted).toBe(cluster.replicas[0]);
    expect(cluster.primary).toBe(promoted);
    expect(first.role).toBe('retired');
    await expect(first.start()).rejects.toThrow('second primary');

    const writer = poolOn(promoted);
    expect(await inRecovery(writer)).toBe(false);
    expect(await notes(writer)).toEqual(['written on the first primary']);
    await writer.query("insert into notes values (2, 'written on the promoted replica')");
    await cluster.waitForReplay();

    const follower = poolOn(cluster.replicas[1]!);
    expect(await inRecovery(follower)).toBe(true);
    expect(await notes(follower)).toEqual(['written on the first primary', 'written on the promoted replica']);
    const { rows: receiver } = await follower.query<{ sender_port: number }>('select sender_port from pg_stat_wal_receiver');
    expect(receiver).toEqual([{ sender_port: promoted.port }]);
    const { rows: slots } = await writer.query<{ slot_name: string; active: boolean }>(
      'select slot_name, active from pg_replication_slots',
    );
    expect(slots).toEqual([{ slot_name: 'replica_1', active: true }]);
    // Its copy of replica 0's slot is gone from replica 1 (it would have held WAL there forever).
    expect((await follower.query('select slot_name from pg_replication_slots')).rows).toEqual([]);
    await endPools();
    await cluster.close();
    expect([first, ...cluster.replicas].map((n) => n.running)).toEqual([false, false, false]);
  }, 60_000);
});
