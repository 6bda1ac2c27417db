import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EventMetadata } from '@scout/contracts/platform/events';
import { openTestPool, type TestPool } from '../../../tests/support/database';
import { createPool, type Pool } from '../postgres/pool';
import { eventStoreContract } from './contract';
import type { AppendResult, EventStore, NewEvent, RecordedEvent } from './port';
import { createPostgresEventStore } from './postgres';

const metadata: EventMetadata = {
  orgId: null,
  actor: { userId: null, role: null, via: 'system' },
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: '2024-05-01T08:00:00.000Z',
};

function anEvent(type = 'PostgresTested'): NewEvent {
  return { id: randomUUID(), type, data: { at: Date.now() }, metadata };
}

async function eventually<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 20000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

eventStoreContract('PostgreSQL', async () => {
  const { pool, close, database } = await openTestPool('eventstore_contract', 12);
  const store = await createPostgresEventStore({ pool });
  return {
    store,
    async teardown() {
      await store.close();
      await close();
    },
    async another() {
      const otherPool = createPool(database.url, { max: 2 });
      const other = await createPostgresEventStore({ pool: otherPool });
      return {
        store: other,
        async close() {
          await other.close();
          await otherPool.end();
        },
      };
    },
  };
});

describe('PostgreSQL event store', () => {
  let testPool: TestPool;
  let pool: Pool;
  let store: EventStore;

  beforeAll(async () => {
    testPool = await openTestPool('eventstore_pg', 12);
    pool = testPool.pool;
    store = await createPostgresEventStore({ pool });
  });

  afterAll(async () => {
    await store?.close();
    await testPool?.close();
  });

  const ownEvents = (events: RecordedEvent[], prefix: string) => events.filter((event) => event.streamId.startsWith(prefix));

  it('Given an empty store, then headPosition is null and readAll is empty', async () => {
    expect(await store.headPosition()).toBeNull();
    expect(await store.readAll({ after: null, limit: 10 })).toEqual([]);
  });

  it('Given several processes starting at once, when each migrates the schema, then all of them work', async () => {
    const stores = await Promise.all(Array.from({ length: 4 }, () => createPostgresEventStore({ pool })));

    const results = await Promise.all(
      stores.map((each, n) => each.append(`migrated-${n}-${randomUUID()}`, [anEvent()], { expectedRevision: 'no_stream' })),
    );
    await Promise.all(stores.map((each) => each.close()));

    expect(results.map((result) => result.nextExpectedRevision)).toEqual([0, 0, 0, 0]);
  });

  it('Given an uncommitted append at the next revision, when an append with any revision meets it, then it waits and is stored after it', async () => {
    const streamId = `any-after-${randomUUID()}`;
    await store.append(streamId, [anEvent('First')], { expectedRevision: 'no_stream' });
    const taken = anEvent('TookTheRevision');
    const client = await pool.connect();
    let appended: Promise<AppendResult> | undefined;
    try {
      await client.query('BEGIN');
      await client.query('INSERT INTO es_events (stream_id, revision, event_id, type, data, metadata) VALUES ($1, 1, $2, $3, $4, $5)', [
        streamId,
        taken.id,
        taken.type,
        JSON.stringify(taken.data),
        JSON.stringify(taken.metadata),
      ]);
      appended = store.append(streamId, [anEvent('AnyRevision')], { expectedRevision: 'any' });
      // Long enough for it to reach the revision this transaction holds.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await client.query('COMMIT');
    } finally {
      await client.query('ROLLBACK').catch(() => undefined);
      client.release();
    }

    expect(await appended).toMatchObject({ nextExpectedRevision: 2 });
    expect((await store.readStream(streamId)).map((event) => event.type)).toEqual(['First', 'TookTheRevision', 'AnyRevision']);
  });

  it('Given a transaction that appended and has not committed, when a later append commits, then readAll waits for the earlier one', async () => {
    const prefix = `late-commit-${randomUUID()}`;
    const start = await store.headPosition();
    const early = anEvent('CommittedLate');
    const late = anEvent('CommittedEarly');
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT * FROM es_append_any($1, $2::jsonb)', [`${prefix}-early`, JSON.stringify([early])]);
      const committed = await store.append(`${prefix}-late`, [late], { expectedRevision: 'no_stream' });

      expect(await store.readStream(`${prefix}-late`)).toHaveLength(1);
      expect(ownEvents(await store.readAll({ after: start, limit: 100 }), prefix)).toEqual([]);
      const head = await store.headPosition();
      expect(head === null || head < committed.position).toBe(true);

      await client.query('COMMIT');
    } finally {
      await client.query('ROLLBACK').catch(() => undefined);
      client.release();
    }

    const read = await eventually(async () => {
      const visible = ownEvents(await store.readAll({ after: start, limit: 100 }), prefix);
      return visible.length === 2 ? visible : undefined;
    }, 'both events to be visible');
    expect(read.map((event) => event.id)).toEqual([early.id, late.id]);
    expect(read[0]!.position < read[1]!.position).toBe(true);
  });

  it('Given a subscriber, when an earlier transaction commits after a later one, then it gets both in position order', async () => {
    const prefix = `late-subscriber-${randomUUID()}`;
    const start = await store.headPosition();
    const received: RecordedEvent[] = [];
    const subscription = store.subscribe({
      from: start,
      onEvents: async (batch) => {
        received.push(...ownEvents(batch, prefix));
      },
    });
    const early = anEvent('CommittedLate');
    const late = anEvent('CommittedEarly');
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT * FROM es_append_any($1, $2::jsonb)', [`${prefix}-early`, JSON.stringify([early])]);
      await store.append(`${prefix}-late`, [late], { expectedRevision: 'no_stream' });
      await client.query('COMMIT');
    } finally {
      await client.query('ROLLBACK').catch(() => undefined);
      client.release();
    }

    await eventually(async () => (received.length >= 2 ? received : undefined), 'both events to be delivered');
    await subscription.close();

    expect(received.map((event) => event.id)).toEqual([early.id, late.id]);
  });

  it('Given events stored in one stream, when their ids are appended to another stream, then it fails', async () => {
    const event = anEvent();
    await store.append(`owner-${randomUUID()}`, [event], { expectedRevision: 'no_stream' });

    const failure = store.append(`other-${randomUUID()}`, [event], { expectedRevision: 'any' });

    await expect(failure).rejects.toThrow(/already stored/);
  });

  it('Given one stored event of two, when both are appended again, then it fails and stores nothing', async () => {
    const streamId = `partial-${randomUUID()}`;
    const stored = anEvent();
    await store.append(streamId, [stored], { expectedRevision: 'no_stream' });

    await expect(store.append(streamId, [stored, anEvent()], { expectedRevision: 0 })).rejects.toThrow(/already stored/);
    await expect(store.append(streamId, [stored, anEvent()], { expectedRevision: 'any' })).rejects.toThrow(/already stored/);
    expect(await store.readStream(streamId)).toHaveLength(1);
  });

  it('Given a store on another pool, when it appends, then a subscriber of this store gets the event', async () => {
    const otherPool = createPool(testPool.database.url, { max: 2 });
    const other = await createPostgresEventStore({ pool: otherPool });
    const prefix = `other-process-${randomUUID()}`;
    const received: RecordedEvent[] = [];
    const subscription = store.subscribe({
      from: await store.headPosition(),
      onEvents: async (batch) => {
        received.push(...ownEvents(batch, prefix));
      },
    });
    try {
      const event = anEvent();
      await other.append(`${prefix}-stream`, [event], { expectedRevision: 'no_stream' });
      await eventually(async () => (received.length > 0 ? received : undefined), 'the event of the other store');
      expect(received.map((each) => each.id)).toEqual([event.id]);
    } finally {
      await subscription.close();
      await other.close();
      await otherPool.end();
    }
  });

  it('Given a closed store, then its pool stays open for its owner', async () => {
    const closing = await createPostgresEventStore({ pool });
    closing.subscribe({ from: null, onEvents: async () => undefined });

    await closing.close();

    expect((await pool.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('Given an append with no events or a repeated id, then it is refused before reaching the database', async () => {
    const event = anEvent();
    await expect(store.append(`empty-${randomUUID()}`, [], { expectedRevision: 'any' })).rejects.toThrow(/at least one event/);
    await expect(store.append(`twice-${randomUUID()}`, [event, event], { expectedRevision: 'any' })).rejects.toThrow(/twice/);
  });
});
