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
  // One round trip for a key both paced and counted: the hits counted so far choose the hold ($6, by
  // that count, its last entry for any more); a call the hold lets through holds the key and is
  // counted unless the window is full. The row locks order concurrent calls: one of them passes a
  // hold that is over, and no more than `limit` are counted.
  paceAndHit: `WITH before AS (
      SELECT coalesce((SELECT count FROM rl_counters WHERE key = $1 AND window_start = $2), 0) AS n
    ), claimed AS (
      INSERT INTO rl_holds AS h (key, until)
      SELECT $1, $5::timestamptz + make_interval(secs => ($6::int[])[least(before.n, cardinality($6::int[]) - 1) + 1]) FROM before
      ON CONFLICT (key) DO UPDATE SET until = EXCLUDED.until WHERE h.until <= $5
      RETURNING 1
    ), counted AS (
      INSERT INTO rl_counters AS c (key, window_start, expires_at, count)
      SELECT $1, $2, $3, 1 WHERE EXISTS (SELECT FROM claimed)
      ON CONFLICT (key, window_start) DO UPDATE SET count = c.count + 1 WHERE c.count < $4
      RETURNING c.count
    )
    SELECT (SELECT n FROM before) AS before, EXISTS (SELECT FROM claimed) AS claimed, (SELECT count FROM counted) AS count`,
  heldUntil: 'SELECT until FROM rl_holds WHERE key = $1',
  // A data-modifying WITH runs in no set order unless its result is needed: the one-time filter on
  // `holds` deletes the hold before any window is locked, the order `paceAndHit` locks them in, so a
  // reset and a pace of one key cannot deadlock.
  reset: `WITH holds AS (DELETE FROM rl_holds WHERE key = $1 RETURNING 1)
    DELETE FROM rl_counters WHERE key = $1 AND (SELECT count(*) FROM holds) >= 0`,
  prune: `WITH holds AS (DELETE FROM rl_holds WHERE until <= $1 RETURNING 1)
    DELETE FROM rl_counters WHERE expires_at <= $1 AND (SELECT count(*) FROM holds) >= 0`,
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
  /**
   * Holds `key` until `now` plus the entry of `holdSeconds` for the hits counted in the window (the
   * last entry for any more) unless a hold that ends after `now` is on it, then counts a hit unless
   * the window holds `limit`. Answers the count before, and the end of the hold in the way (null
   * when it held `key`) or the new count (null when refused).
   */
  paceAndHit(
    key: string,
    window: { start: Date; expiresAt: Date; limit: number },
    holdSeconds: readonly number[],
    now: Date,
  ): Promise<{ before: number; heldUntil: Date | null; count: number | null }>;
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
    async paceAndHit(key, window, holdSeconds, now) {
      const { rows } = await pool.query<{ before: number; claimed: boolean; count: number | null }>(statements.paceAndHit, [
        key,
        window.start,
        window.expiresAt,
        window.limit,
        now,
        holdSeconds,
      ]);
      const { before, claimed, count } = rows[0] ?? { before: 0, claimed: false, count: null };
      if (claimed) return { before, heldUntil: null, count };
      // The hold in the way may have been written after this statement's snapshot: read it afresh.
      const held = await pool.query<{ until: Date }>(statements.heldUntil, [key]);
      // Gone in between (reset or pruned): nothing holds the key any more, but this call did not count.
      return { before, heldUntil: held.rows[0]?.until ?? now, count: null };
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
