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
CREATE TABLE IF NOT EXISTS rl_holds (
  key text PRIMARY KEY,
  until timestamptz NOT NULL
);
`;

const statements = {
  // The WHERE makes a refused hit change nothing: the row lock orders concurrent hits, so no more
  // than `limit` of them are ever counted in one window.
  hit: `INSERT INTO rl_counters AS c (key, window_start, expires_at, count) VALUES ($1, $2, $3, 1)
    ON CONFLICT (key, window_start) DO UPDATE SET count = c.count + 1 WHERE c.count < $4
    RETURNING c.count`,
  count: 'SELECT count FROM rl_counters WHERE key = $1 AND window_start = $2',
  // Like `hit`: the row lock orders concurrent claims, so one of them passes a hold that is over.
  claim: `INSERT INTO rl_holds AS h (key, until) VALUES ($1, $2)
    ON CONFLICT (key) DO UPDATE SET until = $2 WHERE h.until <= $3
    RETURNING h.until`,
  heldUntil: 'SELECT until FROM rl_holds WHERE key = $1',
  reset: 'WITH holds AS (DELETE FROM rl_holds WHERE key = $1) DELETE FROM rl_counters WHERE key = $1',
  prune: 'WITH holds AS (DELETE FROM rl_holds WHERE until <= $1) DELETE FROM rl_counters WHERE expires_at <= $1',
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
  /** The hits counted in the window of `key` that starts at `windowStart`. */
  count(key: string, windowStart: Date): Promise<number>;
  /**
   * Holds `key` until `until` unless a hold that ends after `now` is on it already; answers null when
   * it held `key`, else the end of the hold in the way.
   */
  claim(key: string, until: Date, now: Date): Promise<Date | null>;
  /** Forgets every window and the hold of `key`. */
  reset(key: string): Promise<void>;
  /** Deletes the windows and holds that ended at or before `now`; answers how many windows. */
  prune(now: Date): Promise<number>;
}

export function createRateLimitStore(pool: Pool): RateLimitStore {
  return {
    async increment(key, windowStart, expiresAt, limit) {
      const result = await pool.query<{ count: number }>(statements.hit, [key, windowStart, expiresAt, limit]);
      return result.rows[0]?.count ?? null;
    },
    async count(key, windowStart) {
      const result = await pool.query<{ count: number }>(statements.count, [key, windowStart]);
      return result.rows[0]?.count ?? 0;
    },
    async claim(key, until, now) {
      const claimed = await pool.query(statements.claim, [key, until, now]);
      if (claimed.rowCount) return null;
      const held = await pool.query<{ until: Date }>(statements.heldUntil, [key]);
      // Gone in between (reset or pruned): nothing holds the key any more, but this claim did not count.
      return held.rows[0]?.until ?? now;
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
