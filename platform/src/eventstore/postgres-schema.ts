import { inTransaction, type Pool } from '../postgres/pool';

/** Key of the transaction-scoped advisory lock that serialises concurrent migrations. */
const migrationLockKey = 0x5c0e7e5;

// A stream is its events: its revision is the last one's, and the unique (stream_id, revision)
// index decides which of two appends at the same revision is stored.
const tables = `
DROP TABLE IF EXISTS es_streams;

CREATE TABLE IF NOT EXISTS es_events (
  global_position bigserial NOT NULL,
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id text NOT NULL,
  revision bigint NOT NULL,
  event_id uuid NOT NULL CONSTRAINT es_events_event_id_key UNIQUE,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT es_events_delivery_order PRIMARY KEY (transaction_id, global_position),
  CONSTRAINT es_events_stream_revision_key UNIQUE (stream_id, revision)
);
`;

// Fixed-width so that comparing two positions as strings compares (transaction_id, global_position).
const positionFunction = `
CREATE OR REPLACE FUNCTION es_position(p_transaction_id xid8, p_global_position bigint) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lpad(p_transaction_id::text, 20, '0') || '-' || lpad(p_global_position::text, 20, '0')
$$;
`;

// An append with any revision (an append that expects one is a prepared statement of the store's,
// postgres.ts). Such appends take turns on a lock of the stream's, in the first statement; the
// second then reads the stream with a snapshot taken after it, so they only meet appends that
// expected a revision: one of those that took a revision first makes this one fail on the stream's
// unique index (23505, es_events_stream_revision_key), and the caller tries again. Returns the
// stream's new revision and the position of the last event; events stored already fail on their
// ids (23505, es_events_event_id_key), and the caller asks es_append_refusal what was stored.
const appendFunction = `
DROP FUNCTION IF EXISTS es_append(text, bigint, jsonb);

CREATE OR REPLACE FUNCTION es_append_any(
  p_stream_id text, p_events jsonb,
  OUT stream_revision bigint, OUT event_position text
) LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtextextended(p_stream_id, 0));
  WITH inserted AS (
    INSERT INTO es_events (stream_id, revision, event_id, type, data, metadata)
    SELECT p_stream_id, coalesce((SELECT max(revision) FROM es_events WHERE stream_id = p_stream_id), -1) + e.ordinal,
           (e.event->>'id')::uuid, e.event->>'type', e.event->'data', e.event->'metadata'
    FROM jsonb_array_elements(p_events) WITH ORDINALITY AS e(event, ordinal)
    ORDER BY e.ordinal
    RETURNING global_position, revision
  )
  SELECT max(revision), es_position(pg_current_xact_id(), max(global_position))
  FROM inserted
$$;
`;

// Why an append appended nothing: 'duplicate' when every id is stored in this stream
// (stream_revision and event_position are those of the last stored one), 'conflicting_ids' when only
// some are or they are in another stream, else 'wrong_expected' with the actual revision (NULL: no stream).
const refusalFunction = `
CREATE OR REPLACE FUNCTION es_append_refusal(
  p_stream_id text, p_event_ids uuid[],
  OUT outcome text, OUT stream_revision bigint, OUT event_position text
) LANGUAGE sql STABLE AS $$
  WITH stored AS (
    SELECT
      CASE WHEN count(*) = cardinality(p_event_ids) AND bool_and(e.stream_id = p_stream_id)
        THEN 'duplicate' ELSE 'conflicting_ids' END AS outcome,
      max(e.revision) AS stream_revision,
      (array_agg(es_position(e.transaction_id, e.global_position) ORDER BY e.revision DESC))[1] AS event_position
    FROM es_events AS e
    WHERE e.event_id = ANY (p_event_ids)
    HAVING count(*) > 0
  )
  SELECT
    coalesce(stored.outcome, 'wrong_expected'),
    CASE WHEN stored.outcome IS NULL
      THEN (SELECT max(e.revision) FROM es_events AS e WHERE e.stream_id = p_stream_id)
      ELSE stored.stream_revision END,
    stored.event_position
  FROM (SELECT) AS one LEFT JOIN stored ON true
$$;
`;

/** Creates or updates the event store's tables and functions; safe to run from several processes at once. */
export async function migrateEventStoreSchema(pool: Pool): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
    await client.query(tables);
    await client.query(positionFunction);
    await client.query(appendFunction);
    await client.query(refusalFunction);
  });
}
