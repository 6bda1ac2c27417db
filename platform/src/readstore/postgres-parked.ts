import type { ParkedEvent } from './port';

export const parkedTable = 'rs_parked';

export const parkedDdl = `CREATE TABLE IF NOT EXISTS ${parkedTable} (
  projection text NOT NULL,
  event_id text NOT NULL,
  stream_id text NOT NULL,
  revision bigint NOT NULL,
  position text NOT NULL,
  type text NOT NULL,
  error text NOT NULL,
  attempts integer NOT NULL,
  parked_at timestamptz NOT NULL,
  PRIMARY KEY (projection, event_id)
)`;

interface ParkedRow {
  projection: string;
  event_id: string;
  stream_id: string;
  revision: string | number;
  position: string;
  type: string;
  error: string;
  attempts: number;
  parked_at: Date;
}

export const parkedStatements = {
  park: `INSERT INTO ${parkedTable} (projection, event_id, stream_id, revision, position, type, error, attempts, parked_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
    ON CONFLICT (projection, event_id) DO UPDATE SET error = EXCLUDED.error, attempts = ${parkedTable}.attempts + EXCLUDED.attempts,
      parked_at = EXCLUDED.parked_at`,
  list: `SELECT * FROM ${parkedTable} WHERE $1::text IS NULL OR projection = $1 ORDER BY position, projection`,
  unpark: `DELETE FROM ${parkedTable} WHERE projection = $1 AND event_id = ANY ($2::text[])`,
  counts: `SELECT projection, count(*)::int AS n FROM ${parkedTable} GROUP BY projection`,
  /** The staging copy's parked events become the live projection's, replacing its own. */
  replaceWith: `WITH gone AS (DELETE FROM ${parkedTable} WHERE projection = $1)
    UPDATE ${parkedTable} SET projection = $1 WHERE projection = $2`,
} as const;

export const parkValues = (e: ParkedEvent): unknown[] => [
  e.projection,
  e.eventId,
  e.streamId,
  e.revision,
  e.position,
  e.type,
  e.error,
  e.attempts,
  e.parkedAt,
];

export const fromParkedRow = (row: ParkedRow): ParkedEvent => ({
  projection: row.projection,
  eventId: row.event_id,
  streamId: row.stream_id,
  revision: Number(row.revision),
  position: row.position,
  type: row.type,
  error: row.error,
  attempts: row.attempts,
  parkedAt: row.parked_at.toISOString(),
});
