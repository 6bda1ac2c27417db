import { inTransaction, type Pool } from '../postgres/pool';

/** Key of the transaction-scoped advisory lock that serialises concurrent creations of the table. */
const schemaLockKey = 0x5c0e7e6;

const schema = `
CREATE TABLE IF NOT EXISTS rl_counters (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX IF NOT EXISTS rl_counters_expires_at ON rl_counters (expires_at);
`;

const statements = {
  // The WHERE makes a refused hit change nothing: the row lock orders concurrent hits, so no more
  // than `limit` of them are ever counted in one window.
  hit: `INSERT INTO rl_counters AS c (key, window_start, expires_at, count) VALUES ($1, $2, $3, 1)
    ON CONFLICT (key, window_start) DO UPDATE SET count = c.count + 1 WHERE c.count < $4
    RETURNING c.count`,
  reset: 'DELETE FROM rl_counters WHERE key = $1',
  prune: 'DELETE FROM rl_counters WHERE expires_at <= $1',
} as const;

/** Creates the counters table when it is missing; safe to run from several processes at once. */
export async function migrateRateLimitSchema(pool: Pool): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [schemaLockKey]);
    await client.query(schema);
  });
}

export interface RateLimitStore {
  /** Counts one hit in the window unless it already holds `limit`; answers the new count, or null when refused. */
  increment(key: string, windowStart: Date, expiresAt: Date, limit: number): Promise<number | null>;
  /** Forgets every window of `key`. */
  reset(key: string): Promise<void>;
  /** Deletes the windows that ended at or before `now`; answers how many. */
  prune(now: Date): Promise<number>;
}

export function createRateLimitStore(pool: Pool): RateLimitStore {
  return {
    async increment(key, windowStart, expiresAt, limit) {
      const result = await pool.query<{ count: number }>(statements.hit, [key, windowStart, expiresAt, limit]);
      return result.rows[0]?.count ?? null;
    },
    async reset(key) {
      await pool.query(statements.reset, [key]);
    },
    async prune(now) {
      const result = await pool.query(statements.prune, [now]);
      return result.rowCount ?? 0;
    },
  };
}
