import { inTransaction, type Pool } from '../postgres/pool';
import type { LeaseHolding, LeaseStore } from './port';

const TABLE = 'scout_leases';
/** Serialises the table's creation by processes starting at once (CREATE IF NOT EXISTS alone races). */
const SCHEMA_LOCK = 0x5c0e1ea5;

/** Leases in a PostgreSQL table; expiry by the database's clock. */
export async function createPostgresLeaseStore(pool: Pool): Promise<LeaseStore> {
  await inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${TABLE} (name text PRIMARY KEY, holder text NOT NULL, expires_at timestamptz NOT NULL)`,
    );
  });
  return {
    async acquire(name, holder, ttlMs) {
      // One statement: insert, or take over only when the lease ran out or is already the holder's.
      const { rowCount } = await pool.query(
        `INSERT INTO ${TABLE} AS l (name, holder, expires_at)
         VALUES ($1, $2, clock_timestamp() + $3 * interval '1 millisecond')
         ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
         WHERE l.holder = EXCLUDED.holder OR l.expires_at < clock_timestamp()`,
        [name, holder, ttlMs],
      );
      return rowCount === 1;
    },
    async release(name, holder) {
      await pool.query(`DELETE FROM ${TABLE} WHERE name = $1 AND holder = $2`, [name, holder]);
    },
    async holdings(): Promise<LeaseHolding[]> {
      const { rows } = await pool.query<{ name: string; holder: string; remaining: number }>(
        `SELECT name, holder, (extract(epoch FROM expires_at - clock_timestamp()) * 1000)::float8 AS remaining
         FROM ${TABLE} ORDER BY name`,
      );
      return rows.map((row) => ({ name: row.name, holder: row.holder, remainingMs: Number(row.remaining) }));
    },
  };
}
