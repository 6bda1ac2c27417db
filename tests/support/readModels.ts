import type { Pool } from '../../backend/src/platform/postgres/pool';
import { quoteIdentifier, tableName } from '../../backend/src/platform/readstore/postgres-expressions';
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
