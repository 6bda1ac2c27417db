import pg from 'pg';

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;

// int8 (bigint) columns come back as strings by default; ours are counters and stay below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));

/**
 * A pool whose client errors (Postgres restarting or shutting down) are logged (idle clients) or
 * left to the next query (lent clients) instead of surfacing as unhandled errors.
 */
export function createPool(connectionString: string, options: { max?: number; onError?: (e: Error) => void } = {}): Pool {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 20 });
  pool.on('error', (error) => options.onError?.(error));
  // A client lent out but between queries (inside a transaction) when PostgreSQL goes away emits
  // 'error' with no listener of the pool's: that would end the process. Its next query fails
  // instead, and the pool drops it when it comes back.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/** Statements sent with BEGIN and COMMIT in the same round trip (simple protocol, literals only). */
export interface TransactionFrame {
  /** Runs right after BEGIN; its last statement's rows reach `fn` as `begun`. */
  afterBegin?: string;
  /** Computed after `fn`; runs right before COMMIT. */
  beforeCommit?: () => string | null;
}

/** Runs `fn` inside one transaction on one client; rolls back on any error. */
export async function inTransaction<T>(
  pool: Pool,
  fn: (client: PoolClient, begun: pg.QueryResult | null) => Promise<T>,
  frame: TransactionFrame = {},
): Promise<T> {
  const client = await pool.connect();
  try {
    const opened = (await client.query(frame.afterBegin ? `BEGIN; ${frame.afterBegin}` : 'BEGIN')) as pg.QueryResult | pg.QueryResult[];
    const result = await fn(client, Array.isArray(opened) ? (opened.at(-1) ?? null) : null);
    const before = frame.beforeCommit?.();
    await client.query(before ? `${before}; COMMIT` : 'COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
