import type { Pool } from '@scout/platform/postgres/pool';

/**
 * The position of the last event stored in this database, committed or visible to readers or not.
 * The event store's `headPosition()` is what a reader may see: in a cluster shared with other
 * test files, a transaction still running elsewhere holds it back, and waiting for it may return
 * before this test's own last append is projected.
 */
export async function storedHead(pool: Pool): Promise<string> {
  const { rows } = await pool.query<{ position: string }>(
    `SELECT es_position(transaction_id, global_position) AS position FROM es_events
     ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
  );
  if (!rows[0]) throw new Error('no event is stored');
  return rows[0].position;
}
