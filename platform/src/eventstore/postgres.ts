import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { EventMetadata } from '@scout/contracts/platform/events';
import { SubscriptionControl } from './delivery';
import {
  WrongExpectedRevisionError,
  type AppendListener,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type RecordedEvent,
  type Subscription,
} from './port';
import { followAll } from './postgres-catch-up';
import { createCommitNotifier, createNotificationListener } from './postgres-notifications';
import { migrateEventStoreSchema } from './postgres-schema';

/** NULLs when nothing was appended. */
interface AppendedRow {
  stream_revision: number | string | null;
  event_position: string | null;
}

interface RefusalRow {
  outcome: 'duplicate' | 'conflicting_ids' | 'wrong_expected';
  stream_revision: number | string | null;
  event_position: string | null;
}

interface EventRow {
  stream_id: string;
  revision: number | string;
  event_id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
  position: string;
}

const eventColumns = `stream_id, revision, event_id, type, data, metadata, recorded_at,
  es_position(transaction_id, global_position) AS position`;

// Only events of transactions older than every running one: no earlier position can still commit.
const visible = 'transaction_id < pg_snapshot_xmin(pg_current_snapshot())';

const statements = {
  // Appends that expect a revision (-1: no stream), as a statement prepared on the connection: the
  // save-profile bench measured it faster than the SQL functions it replaced.
  appendExpected: `WITH last AS (
      SELECT $2::bigint AS revision
      WHERE ($2::bigint = -1 AND NOT EXISTS (SELECT FROM es_events WHERE stream_id = $1::text))
        OR ($2::bigint >= 0 AND EXISTS (SELECT FROM es_events WHERE stream_id = $1::text AND revision = $2::bigint)
          AND NOT EXISTS (SELECT FROM es_events WHERE stream_id = $1::text AND revision = $2::bigint + 1))
    ), inserted AS (
      INSERT INTO es_events (stream_id, revision, event_id, type, data, metadata)
      SELECT $1::text, last.revision + e.ordinal, (e.event->>'id')::uuid, e.event->>'type', e.event->'data', e.event->'metadata'
      FROM last, jsonb_array_elements($3::jsonb) WITH ORDINALITY AS e(event, ordinal)
      ORDER BY e.ordinal
      RETURNING global_position, revision
    )
    SELECT max(revision) AS stream_revision, es_position(pg_current_xact_id(), max(global_position)) AS event_position FROM inserted`,
  appendAny: 'SELECT stream_revision, event_position FROM es_append_any($1, $2::jsonb)',
  appendRefusal: 'SELECT outcome, stream_revision, event_position FROM es_append_refusal($1, $2::uuid[])',
  readStream: `SELECT ${eventColumns} FROM es_events WHERE stream_id = $1 AND revision >= $2 ORDER BY revision`,
  readAll: `SELECT ${eventColumns} FROM es_events
    WHERE ${visible} AND (transaction_id, global_position) > ($1::xid8, $2::bigint)
    ORDER BY transaction_id, global_position LIMIT $3`,
  headPosition: `SELECT es_position(transaction_id, global_position) AS position FROM es_events
    WHERE ${visible} ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
  // One statement, so the page and the head come from one snapshot: when the page is not full,
  // every event of these types up to the head is in it.
  readFiltered: `WITH head AS (
      SELECT es_position(transaction_id, global_position) AS position FROM es_events
      WHERE ${visible} ORDER BY transaction_id DESC, global_position DESC LIMIT 1
    ), page AS (
      SELECT transaction_id AS tx, global_position AS gp, ${eventColumns} FROM es_events
      WHERE ${visible} AND (transaction_id, global_position) > ($1::xid8, $2::bigint)
        AND ($4::text[] IS NULL OR type = ANY ($4::text[]))
      ORDER BY transaction_id, global_position LIMIT $3
    )
    SELECT (SELECT position FROM head) AS head, page.* FROM (SELECT) AS one LEFT JOIN page ON true
    ORDER BY page.tx, page.gp`,
  // The stream's unique index gives the order; positions are made from their parts by the caller.
  readInStreamOrder: `SELECT stream_id, revision, event_id, type, data, metadata, recorded_at,
      transaction_id::text AS tx, global_position::text AS gp FROM es_events
    WHERE (transaction_id, global_position) <= ($1::xid8, $2::bigint) AND type = ANY ($3::text[])
      AND (stream_id, revision) > ($4::text, $5::bigint)
    ORDER BY stream_id, revision LIMIT $6`,
  countAfter: `SELECT count(*)::int AS n FROM (
      SELECT 1 FROM es_events
      WHERE ${visible} AND (transaction_id, global_position) > ($1::xid8, $2::bigint)
        AND ($3::text[] IS NULL OR type = ANY ($3::text[]))
      LIMIT $4
    ) AS counted`,
} as const;

const positionPattern = /^(\d{20})-(\d{20})$/;

function parsePosition(position: Position): { transactionId: string; globalPosition: string } {
  const match = positionPattern.exec(position);
  if (!match?.[1] || !match[2]) throw new Error(`not a position of the PostgreSQL event store: ${position}`);
  // Without the padding: xid8 input reads a leading zero as octal.
  return { transactionId: BigInt(match[1]).toString(), globalPosition: BigInt(match[2]).toString() };
}

function toSqlExpected(expected: ExpectedRevision): number | null {
  if (expected === 'any') return null;
  if (expected === 'no_stream') return -1;
  if (!Number.isSafeInteger(expected) || expected < 0) throw new Error(`invalid expected revision ${String(expected)}`);
  return expected;
}

function assertAppendable(streamId: string, events: NewEvent[]): void {
  if (events.length === 0) throw new Error(`stream ${streamId}: append needs at least one event`);
  if (new Set(events.map((event) => event.id)).size !== events.length) {
    throw new Error(`stream ${streamId}: an event id appears twice in one append`);
  }
}

function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    streamId: row.stream_id,
    revision: Number(row.revision),
    position: row.position,
    recordedAt: row.recorded_at,
  };
}

function isEventIdConflict(error: unknown): boolean {
  return error instanceof pg.DatabaseError && error.code === '23505' && error.constraint === 'es_events_event_id_key';
}

/** Another append took one of the revisions first. */
function isRevisionConflict(error: unknown): boolean {
  return error instanceof pg.DatabaseError && error.code === '23505' && error.constraint === 'es_events_stream_revision_key';
}

/**
 * Tries of an append with any revision: appends of that kind take turns, so only one that expected
 * a revision, at the same moment, can take its revision first.
 */
const ANY_REVISION_TRIES = 5;

function refusalResult(streamId: string, expected: ExpectedRevision, row: RefusalRow): AppendResult {
  switch (row.outcome) {
    case 'duplicate':
      if (row.stream_revision === null || row.event_position === null) {
        throw new Error(`stream ${streamId}: incomplete stored result`);
      }
      return { nextExpectedRevision: Number(row.stream_revision), position: row.event_position };
    case 'wrong_expected':
      throw new WrongExpectedRevisionError(streamId, expected, row.stream_revision === null ? 'no_stream' : Number(row.stream_revision));
    case 'conflicting_ids':
      throw new Error(`stream ${streamId}: some of these event ids are already stored, in another stream or append`);
  }
}

/**
 * Event store on PostgreSQL. Migrates its schema on creation. The caller owns the pool: `close()`
 * stops the subscriptions and the LISTEN connection but leaves the pool open.
 */
export async function createPostgresEventStore({ pool }: { pool: pg.Pool }): Promise<EventStore> {
  await migrateEventStoreSchema(pool);

  const subscriptions = new Map<SubscriptionControl, Promise<void>>();
  const watchers = new Set<AppendListener>();
  const wakeSubscriptions = () => {
    for (const control of subscriptions.keys()) control.wake();
  };
  const tellWatchers: AppendListener = (appended) => {
    for (const watcher of watchers) watcher(appended);
  };
  const notifierId = randomUUID();
  const listener = createNotificationListener(pool, (from) => {
    // This process told its own watchers already, with the types.
    if (from === notifierId) return;
    wakeSubscriptions();
    tellWatchers(null);
  });
  // Other processes only keep their read models current by it (a command waits for this process's
  // projections), so appends share one NOTIFY per 50 ms at most.
  const notifier = createCommitNotifier(pool, { payload: notifierId, intervalMs: 50 });
  let closed = false;

  const query = async <Row extends pg.QueryResultRow>(name: keyof typeof statements, values: unknown[]) =>
    (await pool.query<Row>({ name: `es_${name}`, text: statements[name], values })).rows;

  const append = async (streamId: string, events: NewEvent[], options: { expectedRevision: ExpectedRevision }) => {
    assertAppendable(streamId, events);
    const payload = JSON.stringify(events.map(({ id, type, data, metadata }) => ({ id, type, data: data ?? null, metadata })));
    const ids = events.map((event) => event.id);
    const types = events.map((event) => event.type);
    // Events stored already (a retried command) are told to the watchers as well: whoever waits
    // for their position must not take them for another process's.
    const storedAlready = (refusal: RefusalRow) => {
      const result = refusalResult(streamId, options.expectedRevision, refusal);
      tellWatchers({ types, position: result.position });
      return result;
    };
    let appended: AppendedRow | undefined;
    const expected = toSqlExpected(options.expectedRevision);
    try {
      for (let tried = 1; ; tried += 1) {
        try {
          [appended] =
            expected === null
              ? await query<AppendedRow>('appendAny', [streamId, payload])
              : await query<AppendedRow>('appendExpected', [streamId, expected, payload]);
          break;
        } catch (error) {
          if (expected !== null || !isRevisionConflict(error) || tried >= ANY_REVISION_TRIES) throw error;
        }
      }
    } catch (error) {
      // Lost a race with an append of the same events (answer with what that one stored), or with
      // one that took the same revision (refused as an expectation that failed).
      const revisionTaken = isRevisionConflict(error);
      if (!isEventIdConflict(error) && !revisionTaken) throw error;
      const [refusal] = await query<RefusalRow>('appendRefusal', [streamId, ids]);
      if (!refusal || (!revisionTaken && refusal.outcome === 'wrong_expected')) throw error;
      return storedAlready(refusal);
    }
    if (!appended || appended.stream_revision === null || appended.event_position === null) {
      const [refusal] = await query<RefusalRow>('appendRefusal', [streamId, ids]);
      if (!refusal) throw new Error(`stream ${streamId}: es_append_refusal returned no row`);
      return storedAlready(refusal);
    }
    wakeSubscriptions();
    tellWatchers({ types, position: appended.event_position });
    if (!closed) notifier.notify();
    return { nextExpectedRevision: Number(appended.stream_revision), position: appended.event_position };
  };

  const fromPosition = (after: Position | null) => (after === null ? { transactionId: '0', globalPosition: '0' } : parsePosition(after));

  const readAll = async ({ after, limit }: { after: Position | null; limit: number }) => {
    const from = fromPosition(after);
    const rows = await query<EventRow>('readAll', [from.transactionId, from.globalPosition, limit]);
    return rows.map(toRecordedEvent);
  };

  const readFiltered = async ({ after, limit, types }: { after: Position | null; limit: number; types?: readonly string[] }) => {
    const from = fromPosition(after);
    const rows = await query<EventRow & { head: string | null; event_id: string | null }>('readFiltered', [
      from.transactionId,
      from.globalPosition,
      limit,
      types ? [...types] : null,
    ]);
    const events = rows.filter((row) => row.event_id !== null).map(toRecordedEvent);
    const head = rows[0]?.head ?? null;
    const through = events.length === limit ? events.at(-1)!.position : (head ?? after);
    // The head can only be behind `after` when `after` came from elsewhere; never move backwards.
    return { events, through: after !== null && (through === null || through < after) ? after : through };
  };

  return {
    append,
    readAll,
    readFiltered,

    async readInStreamOrder({ after, through, limit, types }) {
      const upTo = parsePosition(through);
      const rows = await query<Omit<EventRow, 'position'> & { tx: string; gp: string }>('readInStreamOrder', [
        upTo.transactionId,
        upTo.globalPosition,
        [...types],
        after?.streamId ?? '',
        after?.revision ?? -1,
        limit,
      ]);
      return rows.map((row) => toRecordedEvent({ ...row, position: `${row.tx.padStart(20, '0')}-${row.gp.padStart(20, '0')}` }));
    },

    async countAfter({ after, types, max }) {
      const from = fromPosition(after);
      const [row] = await query<{ n: number }>('countAfter', [from.transactionId, from.globalPosition, types ? [...types] : null, max]);
      return row?.n ?? 0;
    },

    watch(watcher) {
      watchers.add(watcher);
      listener.start();
      return () => void watchers.delete(watcher);
    },

    async readStream(streamId, options = {}) {
      const rows = await query<EventRow>('readStream', [streamId, options.fromRevision ?? 0]);
      return rows.map(toRecordedEvent);
    },

    subscribe(options): Subscription {
      if (closed) throw new Error('the event store is closed');
      const control = new SubscriptionControl();
      listener.start();
      const loop = followAll(readAll, options, control).finally(() => subscriptions.delete(control));
      subscriptions.set(control, loop);
      return {
        async close() {
          control.close();
          await loop;
        },
      };
    },

    async headPosition() {
      const [row] = await query<{ position: string }>('headPosition', []);
      return row?.position ?? null;
    },

    async close() {
      closed = true;
      const loops = [...subscriptions.values()];
      for (const control of subscriptions.keys()) control.close();
      await Promise.all(loops);
      await listener.stop();
      await notifier.flush();
    },
  };
}
