import type { NewEvent } from '@scout/platform/eventstore/port';
import type { Pool } from '@scout/platform/postgres/pool';

const SEED_BATCH = 5000;

export interface InsertedHistory {
  events: number;
  streams: number;
  /** Events of each type inserted. */
  types: Map<string, number>;
}

/**
 * Inserts a history's appends straight into es_events (at most `limit` events), in batches of one
 * statement each, one batch written while the next is gathered.
 */
export async function insertHistory(
  pool: Pool,
  history: Iterable<{ streamId: string; events: readonly NewEvent[] }>,
  limit = Number.POSITIVE_INFINITY,
): Promise<InsertedHistory> {
  const revisions = new Map<string, number>();
  const types = new Map<string, number>();
  let rows: Array<{ streamId: string; revision: number; event: NewEvent }> = [];
  let events = 0;
  let pending: Promise<unknown> = Promise.resolve();
  const flush = async (batch: typeof rows) => {
    await pending;
    pending = pool.query(
      `INSERT INTO es_events (stream_id, revision, event_id, type, data, metadata)
       SELECT s, r, e, t, d, m FROM unnest($1::text[], $2::bigint[], $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[])
         WITH ORDINALITY AS x(s, r, e, t, d, m, o) ORDER BY o`,
      [
        batch.map((row) => row.streamId),
        batch.map((row) => row.revision),
        batch.map((row) => row.event.id),
        batch.map((row) => row.event.type),
        batch.map((row) => JSON.stringify(row.event.data)),
        batch.map((row) => JSON.stringify(row.event.metadata)),
      ],
    );
  };
  for (const append of history) {
    if (events >= limit) break;
    for (const event of append.events.slice(0, limit - events)) {
      const revision = (revisions.get(append.streamId) ?? -1) + 1;
      revisions.set(append.streamId, revision);
      types.set(event.type, (types.get(event.type) ?? 0) + 1);
      rows.push({ streamId: append.streamId, revision, event });
      events += 1;
    }
    if (rows.length >= SEED_BATCH) {
      await flush(rows);
      rows = [];
    }
  }
  if (rows.length > 0) await flush(rows);
  await pending;
  return { events, streams: revisions.size, types };
}
