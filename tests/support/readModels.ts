import type { Pool } from '@scout/platform/postgres/pool';
import { quoteIdentifier, tableName } from '@scout/platform/readstore/postgres-expressions';
import type { DocumentProjection } from '../../projections/src/runner/projection';

/** A copy of a read model under another name and collection, to rebuild beside the real one as a reference. */
export const renamedProjection = (projection: DocumentProjection, name: string): DocumentProjection => ({
  ...projection,
  name,
  collection: { ...projection.collection, name },
});

/** Rows of a collection, tombstones included. */
export async function collectionRows(pool: Pool, collection: string): Promise<number> {
  return Number((await pool.query(`SELECT count(*) AS n FROM ${quoteIdentifier(tableName(collection))}`)).rows[0].n);
}

/** Keys (at most 10) whose row (document and revision, tombstones included) differs between two collections. */
export async function collectionDifferences(pool: Pool, a: string, b: string): Promise<string[]> {
  const { rows } = await pool.query<{ key: string }>(
    `SELECT coalesce(a.org_id, b.org_id) || '/' || coalesce(a.id, b.id) AS key
       FROM ${quoteIdentifier(tableName(a))} a FULL JOIN ${quoteIdentifier(tableName(b))} b ON a.org_id = b.org_id AND a.id = b.id
      WHERE a.id IS NULL OR b.id IS NULL OR a.doc IS DISTINCT FROM b.doc OR a.revision IS DISTINCT FROM b.revision
      ORDER BY 1 LIMIT 10`,
  );
  return rows.map((row) => row.key);
}

/**
 * Waits until every read model has applied every event committed so far. The store's head hides
 * events behind a transaction still open (a bank load's batch, say), so the newest committed
 * position is read without that filter and the runner waits until it becomes readable.
 */
export async function readModelsCaughtUp(app: {
  pool: Pool;
  scout: { runner: { waitFor(position: string, timeoutMs: number): Promise<boolean> } };
}): Promise<void> {
  const { rows } = await app.pool.query<{ position: string }>(
    'SELECT es_position(transaction_id, global_position) AS position FROM es_events ORDER BY transaction_id DESC, global_position DESC LIMIT 1',
  );
  const newest = rows[0]?.position;
  if (newest !== undefined && !(await app.scout.runner.waitFor(newest, 20_000))) throw new Error('the read models did not catch up');
}
