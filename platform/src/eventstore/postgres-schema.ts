import { inTransaction, type Pool } from '../postgres/pool';

/** Key of the transaction-scoped advisory lock that serialises concurrent migrations. */
const migrationLockKey = 0x5c0e7e5;

const tables = `
CREATE TABLE IF NOT EXISTS es_streams (
  stream_id text PRIMARY KEY,
  revision bigint NOT NULL
);

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

// One statement per append, in SQL rather than plpgsql: it runs markedly faster. p_expected: NULL =
// any, -1 = the stream must not exist, n >= 0 = the stream's last revision must be n. The stream row
// is the lock that orders appends to one stream. Returns the stream's new revision and the position
// of the last event, or NULLs when nothing was appended (the expectation failed, or the events are
// already stored): the caller then asks es_append_refusal why, in a new statement that sees the
// transaction it may have waited for.
const appendFunction = `
CREATE OR REPLACE FUNCTION es_append(
  p_stream_id text, p_expected bigint, p_events jsonb,
  OUT stream_revision bigint, OUT event_position text
) LANGUAGE sql AS $$
  WITH created_or_any AS (
    INSERT INTO es_streams AS s (stream_id, revision)
    SELECT p_stream_id, jsonb_array_length(p_events) - 1
    WHERE p_expected IS NULL OR p_expected = -1
    ON CONFLICT (stream_id) DO UPDATE SET revision = s.revision + jsonb_array_length(p_events)
      WHERE p_expected IS NULL
    RETURNING s.revision
  ), exact AS (
    UPDATE es_streams AS s SET revision = s.revision + jsonb_array_length(p_events)
    WHERE p_expected >= 0 AND s.stream_id = p_stream_id AND s.revision = p_expected
    RETURNING s.revision
  ), stream AS (
    SELECT revision FROM created_or_any UNION ALL SELECT revision FROM exact
  ), inserted AS (
    INSERT INTO es_events (stream_id, revision, event_id, type, data, metadata)
    SELECT p_stream_id, stream.revision - jsonb_array_length(p_events) + e.ordinal, (e.event->>'id')::uuid,
           e.event->>'type', e.event->'data', e.event->'metadata'
    FROM stream, jsonb_array_elements(p_events) WITH ORDINALITY AS e(event, ordinal)
    ORDER BY e.ordinal
    RETURNING global_position
  )
  SELECT (SELECT revision FROM stream), es_position(pg_current_xact_id(), max(global_position))
  FROM inserted
$$;
`;

// Why es_append appended nothing: 'duplicate' when every id is stored in this stream
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
      THEN (SELECT s.revision FROM es_streams AS s WHERE s.stream_id = p_stream_id)
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
