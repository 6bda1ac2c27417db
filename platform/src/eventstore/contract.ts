import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EventMetadata } from '@scout/contracts/platform/events';
import {
  WrongExpectedRevisionError,
  type Appended,
  type EventStore,
  type NewEvent,
  type Position,
  type RecordedEvent,
  type Subscription,
} from './port';

const metadata: EventMetadata = {
  orgId: randomUUID(),
  actor: { userId: randomUUID(), role: 'owner', via: 'session' },
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: '2024-05-01T10:00:00.000+02:00',
};

function anEvent(data: unknown = { n: 1 }, type = 'ContractTested'): NewEvent {
  return { id: randomUUID(), type, data, metadata };
}

function events(count: number): NewEvent[] {
  return Array.from({ length: count }, (_, n) => anEvent({ n }));
}

/** Polls `probe` until it returns a value; a bounded wait for eventual visibility, not a timing assertion. */
async function eventually<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 20000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function expectStrictlyIncreasing(positions: Position[]): void {
  for (let i = 1; i < positions.length; i++) expect(positions[i - 1]! < positions[i]!).toBe(true);
}

/**
 * The behaviour every EventStore adapter must show. Tests share one store, so each works on its own
 * streams (a unique prefix) and reads the global order only after the head it saw at its start.
 */
export interface EventStoreUnderTest {
  store: EventStore;
  teardown(): Promise<void>;
  /** The same engine as another process would open it (its own client), closed by `close`. */
  another(): Promise<{ store: EventStore; close(): Promise<void> }>;
}

export function eventStoreContract(adapterName: string, setup: () => Promise<EventStoreUnderTest>): void {
  describe(`EventStore contract: ${adapterName}`, () => {
    let store: EventStore;
    let teardown: () => Promise<void> = async () => undefined;
    let another: EventStoreUnderTest['another'];

    beforeAll(async () => {
      ({ store, teardown, another } = await setup());
    });

    afterAll(async () => {
      await teardown();
    });

    /** Every event after `after` whose stream starts with `prefix`, once all `expectedCount` are visible. */
    async function readAllOf(prefix: string, after: Position | null, expectedCount: number, limit = 100) {
      return eventually(async () => {
        const found: RecordedEvent[] = [];
        let from = after;
        for (;;) {
          const page = await store.readAll({ after: from, limit });
          expect(page.length).toBeLessThanOrEqual(limit);
          found.push(...page.filter((event) => event.streamId.startsWith(prefix)));
          if (page.length < limit) break;
          from = page.at(-1)!.position;
        }
        return found.length >= expectedCount ? found : undefined;
      }, `${expectedCount} events of ${prefix}`);
    }

    function collector(prefix: string) {
      const received: RecordedEvent[] = [];
      const batches: RecordedEvent[][] = [];
      return {
        received,
        batches,
        onEvents: async (batch: RecordedEvent[]) => {
          batches.push(batch);
          received.push(...batch.filter((event) => event.streamId.startsWith(prefix)));
        },
        until: (count: number) =>
          eventually(async () => (received.length >= count ? received : undefined), `${count} delivered events of ${prefix}`),
      };
    }

    describe('append and readStream', () => {
      it('Given a new stream, when events are appended, then readStream returns them as stored, numbered from 0', async () => {
        const streamId = `roundtrip-${randomUUID()}`;
        const appended = [
          anEvent({ text: 'grüß Gott 👋', nested: { list: [1, 2.5, -3], flag: true, none: null } }, 'First'),
          anEvent(['a', { b: 'c' }], 'Second'),
          anEvent('just a string', 'Third'),
        ];

        const result = await store.append(streamId, appended, { expectedRevision: 'no_stream' });
        const stored = await store.readStream(streamId);

        expect(result.nextExpectedRevision).toBe(2);
        expect(stored.map(({ id, type, data, metadata: meta }) => ({ id, type, data, metadata: meta }))).toEqual(appended);
        expect(stored.map((event) => event.revision)).toEqual([0, 1, 2]);
        expect(stored.every((event) => event.streamId === streamId && event.recordedAt instanceof Date)).toBe(true);
        expect(stored.at(-1)!.position).toBe(result.position);
        expectStrictlyIncreasing(stored.map((event) => event.position));
      });

      it('Given a stream of three events, when one more is appended at revision 2, then it gets revision 3', async () => {
        const streamId = `numbering-${randomUUID()}`;
        const first = await store.append(streamId, events(3), { expectedRevision: 'no_stream' });

        const second = await store.append(streamId, events(1), { expectedRevision: first.nextExpectedRevision });

        expect(first.nextExpectedRevision).toBe(2);
        expect(second.nextExpectedRevision).toBe(3);
        expect((await store.readStream(streamId)).map((event) => event.revision)).toEqual([0, 1, 2, 3]);
        expect((await store.readStream(streamId, { fromRevision: 2 })).map((event) => event.revision)).toEqual([2, 3]);
      });

      it('Given no stream, when it is read, then the result is empty', async () => {
        expect(await store.readStream(`missing-${randomUUID()}`)).toEqual([]);
      });

      it('Given an existing stream, when appending with no_stream, then WrongExpectedRevisionError carries the actual revision', async () => {
        const streamId = `exists-${randomUUID()}`;
        await store.append(streamId, events(2), { expectedRevision: 'no_stream' });

        const failure = store.append(streamId, events(1), { expectedRevision: 'no_stream' });

        await expect(failure).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        await expect(failure).rejects.toMatchObject({ streamId, expected: 'no_stream', actual: 1 });
        expect(await store.readStream(streamId)).toHaveLength(2);
      });

      it('Given a stream at revision 0, when appending at revision 5, then WrongExpectedRevisionError carries actual 0', async () => {
        const streamId = `mismatch-${randomUUID()}`;
        await store.append(streamId, events(1), { expectedRevision: 'no_stream' });

        const failure = store.append(streamId, events(1), { expectedRevision: 5 });

        await expect(failure).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        await expect(failure).rejects.toMatchObject({ streamId, expected: 5, actual: 0 });
        expect(await store.readStream(streamId)).toHaveLength(1);
      });

      it('Given no stream, when appending at revision 0, then WrongExpectedRevisionError carries actual no_stream', async () => {
        const streamId = `absent-${randomUUID()}`;

        const failure = store.append(streamId, events(1), { expectedRevision: 0 });

        await expect(failure).rejects.toMatchObject({ name: 'WrongExpectedRevision', actual: 'no_stream' });
        expect(await store.readStream(streamId)).toEqual([]);
      });

      it('Given any stream state, when appending with any, then the events are appended', async () => {
        const streamId = `any-${randomUUID()}`;

        const created = await store.append(streamId, events(1), { expectedRevision: 'any' });
        const extended = await store.append(streamId, events(2), { expectedRevision: 'any' });

        expect(created.nextExpectedRevision).toBe(0);
        expect(extended.nextExpectedRevision).toBe(2);
        expect(await store.readStream(streamId)).toHaveLength(3);
      });
    });

    describe('optimistic concurrency', () => {
      it('Given a stream at revision 0, when 8 writers append at revision 0 at once, then exactly one succeeds', async () => {
        const streamId = `race-${randomUUID()}`;
        await store.append(streamId, events(1), { expectedRevision: 'no_stream' });

        const outcomes = await Promise.allSettled(
          Array.from({ length: 8 }, () => store.append(streamId, events(1), { expectedRevision: 0 })),
        );

        const rejected = outcomes.filter((outcome) => outcome.status === 'rejected');
        expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
        expect(rejected.every((outcome) => outcome.reason instanceof WrongExpectedRevisionError)).toBe(true);
        expect(await store.readStream(streamId)).toHaveLength(2);
      });

      it('Given no stream, when 8 writers create it at once, then exactly one succeeds', async () => {
        const streamId = `create-race-${randomUUID()}`;

        const outcomes = await Promise.allSettled(
          Array.from({ length: 8 }, () => store.append(streamId, events(2), { expectedRevision: 'no_stream' })),
        );

        expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
        expect((await store.readStream(streamId)).map((event) => event.revision)).toEqual([0, 1]);
      });

      it('Given a stream, when 20 writers append with any while others expect its revision, then every any-append is stored once, revisions without gaps', async () => {
        const streamId = `any-race-${randomUUID()}`;
        await store.append(streamId, events(1), { expectedRevision: 'no_stream' });

        const anyAppends = Array.from({ length: 20 }, () => events(1 + (Math.random() < 0.5 ? 1 : 0)));
        const outcomes = await Promise.allSettled([
          ...anyAppends.map((batch) => store.append(streamId, batch, { expectedRevision: 'any' })),
          ...Array.from({ length: 6 }, () => store.append(streamId, events(1), { expectedRevision: 0 })),
        ]);

        expect(outcomes.slice(0, 20).every((outcome) => outcome.status === 'fulfilled')).toBe(true);
        const rejected = outcomes.slice(20).filter((outcome) => outcome.status === 'rejected');
        expect(rejected.every((outcome) => outcome.reason instanceof WrongExpectedRevisionError)).toBe(true);
        const stored = await store.readStream(streamId);
        expect(stored.map((event) => event.revision)).toEqual(stored.map((_, index) => index));
        const storedIds = new Set(stored.map((event) => event.id));
        expect(anyAppends.flat().every((event) => storedIds.has(event.id))).toBe(true);
        expect(stored).toHaveLength(1 + anyAppends.flat().length + (6 - rejected.length));
      });
    });

    describe('idempotent appends', () => {
      it('Given stored events, when the same append is retried, then it answers the stored result and stores nothing', async () => {
        const streamId = `retry-${randomUUID()}`;
        const batch = events(2);
        const first = await store.append(streamId, batch, { expectedRevision: 'no_stream' });

        const retried = await store.append(streamId, batch, { expectedRevision: 'no_stream' });
        const retriedWithAny = await store.append(streamId, batch, { expectedRevision: 'any' });

        expect(retried).toEqual(first);
        expect(retriedWithAny).toEqual(first);
        expect((await store.readStream(streamId)).map((event) => event.id)).toEqual(batch.map((event) => event.id));
      });

      it('Given a stream that moved on, when an earlier append is retried, then it still answers that append', async () => {
        const streamId = `retry-later-${randomUUID()}`;
        const batch = events(1);
        const first = await store.append(streamId, batch, { expectedRevision: 'no_stream' });
        await store.append(streamId, events(1), { expectedRevision: 0 });

        const retried = await store.append(streamId, batch, { expectedRevision: 'no_stream' });

        expect(retried).toEqual(first);
        expect(await store.readStream(streamId)).toHaveLength(2);
      });

      it('Given no stream, when 8 writers append the same events at once, then they are stored once', async () => {
        for (const expectedRevision of ['any', 'no_stream'] as const) {
          const streamId = `same-events-${expectedRevision}-${randomUUID()}`;
          const batch = events(2);

          const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => store.append(streamId, batch, { expectedRevision })));

          const results = outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : outcome.reason));
          expect(new Set(results.map((result) => JSON.stringify(result))).size).toBe(1);
          expect(results[0]).toMatchObject({ nextExpectedRevision: 1 });
          expect((await store.readStream(streamId)).map((event) => event.id)).toEqual(batch.map((event) => event.id));
        }
      });
    });

    describe('readAll and headPosition', () => {
      it('Given events in several streams, when readAll pages with after, then it returns them once in position order', async () => {
        const prefix = `paging-${randomUUID()}`;
        const start = await store.headPosition();
        const appended: NewEvent[] = [];
        for (const [index, count] of [2, 1, 3, 1, 2].entries()) {
          const batch = events(count);
          await store.append(`${prefix}-${index % 3}`, batch, { expectedRevision: 'any' });
          appended.push(...batch);
        }

        const read = await readAllOf(prefix, start, appended.length, 2);

        expect(read.map((event) => event.id)).toEqual(appended.map((event) => event.id));
        expectStrictlyIncreasing(read.map((event) => event.position));
        if (start !== null) expect(read.every((event) => event.position > start)).toBe(true);
      });

      it('Given an append, when it is visible, then headPosition is its position', async () => {
        const result = await store.append(`head-${randomUUID()}`, events(2), { expectedRevision: 'no_stream' });

        const head = await eventually(async () => {
          const position = await store.headPosition();
          return position !== null && position >= result.position ? position : undefined;
        }, 'the head to reach the append');

        expect(head).toBe(result.position);
      });
    });

    describe('subscribe', () => {
      it('Given history, when 8 writers append concurrently, then the subscriber gets every event once in position order', async () => {
        const prefix = `live-${randomUUID()}`;
        const start = await store.headPosition();
        const history = events(10);
        await store.append(`${prefix}-history`, history, { expectedRevision: 'no_stream' });
        const subscriber = collector(prefix);
        const subscription = store.subscribe({ from: start, batchSize: 16, onEvents: subscriber.onEvents });

        const live = await Promise.all(
          Array.from({ length: 8 }, async (_, writer) => {
            const ids: string[] = [];
            for (let n = 0; n < 50; n++) {
              const event = anEvent({ writer, n });
              await store.append(`${prefix}-writer-${writer}`, [event], { expectedRevision: n === 0 ? 'no_stream' : n - 1 });
              ids.push(event.id);
            }
            return ids;
          }),
        );
        const expectedIds = [...history.map((event) => event.id), ...live.flat()];
        await subscriber.until(expectedIds.length);
        await subscription.close();

        const deliveredIds = subscriber.received.map((event) => event.id);
        expect(deliveredIds).toHaveLength(expectedIds.length);
        expect(new Set(deliveredIds).size).toBe(deliveredIds.length);
        expect([...deliveredIds].sort()).toEqual([...expectedIds].sort());
        expect(deliveredIds.slice(0, history.length)).toEqual(history.map((event) => event.id));
        expectStrictlyIncreasing(subscriber.batches.flat().map((event) => event.position));
        expect(subscriber.batches.every((batch) => batch.length > 0 && batch.length <= 16)).toBe(true);
        for (let writer = 0; writer < 8; writer++) {
          const revisions = subscriber.received.filter((event) => event.streamId === `${prefix}-writer-${writer}`);
          expect(revisions.map((event) => event.revision)).toEqual(Array.from({ length: 50 }, (_, n) => n));
        }
      });

      it('Given a subscriber whose onEvents rejects once, then it gets the same batch again and onError is told', async () => {
        const prefix = `redeliver-${randomUUID()}`;
        const start = await store.headPosition();
        const batch = events(3);
        await store.append(`${prefix}-stream`, batch, { expectedRevision: 'no_stream' });
        const calls: string[][] = [];
        const errors: unknown[] = [];
        const refusal = new Error('projection failed');
        let subscription: Subscription | undefined;

        try {
          subscription = store.subscribe({
            from: start,
            onEvents: async (delivered) => {
              const own = delivered.filter((event) => event.streamId.startsWith(prefix)).map((event) => event.id);
              if (own.length === 0) return;
              calls.push(own);
              if (calls.length === 1) throw refusal;
            },
            onError: (error) => errors.push(error),
          });
          await eventually(async () => (calls.length >= 2 ? calls : undefined), 'the batch to be delivered again');
        } finally {
          await subscription?.close();
        }

        expect(calls[1]).toEqual(calls[0]);
        expect(calls[0]).toEqual(batch.map((event) => event.id));
        expect(errors).toContain(refusal);
      });

      it('Given a closed subscription, when more events are appended, then it receives none of them', async () => {
        const prefix = `closed-${randomUUID()}`;
        const start = await store.headPosition();
        const first = await store.append(`${prefix}-stream`, events(1), { expectedRevision: 'no_stream' });
        const closedOne = collector(prefix);
        const subscription = store.subscribe({ from: start, onEvents: closedOne.onEvents });
        await closedOne.until(1);

        await subscription.close();
        await store.append(`${prefix}-stream`, events(1), { expectedRevision: 0 });
        const witness = collector(prefix);
        const witnessSubscription = store.subscribe({ from: first.position, onEvents: witness.onEvents });
        await witness.until(1);
        await witnessSubscription.close();

        expect(closedOne.received).toHaveLength(1);
      });
    });

    describe('filtered reads, counts and watchers', () => {
      it('Given events of several types, when read filtered by type, then only those come, in order, and `through` passes the rest', async () => {
        const prefix = `filtered-${randomUUID()}`;
        const start = await store.headPosition();
        const wanted = `Wanted${randomUUID().slice(0, 8)}`;
        const mixed = [anEvent({ n: 0 }, wanted), anEvent({ n: 1 }), anEvent({ n: 2 }, wanted), anEvent({ n: 3 })];
        const { position: last } = await store.append(`${prefix}-stream`, mixed, { expectedRevision: 'no_stream' });

        // An append becomes readable once no older transaction is still running (see readAll).
        const all = await eventually(async () => {
          const read = await store.readFiltered({ after: start, limit: 1000, types: [wanted] });
          return read.through !== null && read.through >= last ? read : undefined;
        }, 'the append to become readable');
        expect(all.events.map((event) => (event.data as { n: number }).n)).toEqual([0, 2]);
        expect(all.through !== null && all.through >= last).toBe(true);

        const firstPage = await store.readFiltered({ after: start, limit: 1, types: [wanted] });
        expect(firstPage.events).toHaveLength(1);
        expect(firstPage.through).toBe(firstPage.events[0]!.position);
        const rest = await store.readFiltered({ after: firstPage.through, limit: 1000, types: [wanted] });
        expect(rest.events.map((event) => (event.data as { n: number }).n)).toEqual([2]);

        expect(await store.countAfter({ after: start, types: [wanted], max: 100 })).toBe(2);
        expect(await store.countAfter({ after: start, types: [wanted], max: 1 })).toBe(1);
        expect(await store.countAfter({ after: last, types: [wanted], max: 100 })).toBe(0);
      });

      it('Given interleaved appends to two streams, when read in stream order, then each stream comes whole, in revision order, of the asked types, up to `through`', async (): Promise<void> => {
        const read = store.readInStreamOrder?.bind(store);
        if (!read) return void expect(store.readInStreamOrder).toBeUndefined();
        const wanted = `Ordered${randomUUID().slice(0, 8)}`;
        // Only these events have the type `wanted`; the cursor starts just before the first stream.
        const id = randomUUID();
        const [a, b] = [`ordered-${id}-a`, `ordered-${id}-b`];
        await store.append(b, [anEvent({ s: 'b', n: 0 }, wanted)], { expectedRevision: 'no_stream' });
        await store.append(a, [anEvent({ s: 'a', n: 0 }, wanted), anEvent({ s: 'a', n: 1 })], { expectedRevision: 'no_stream' });
        const { position: through } = await store.append(b, [anEvent({ s: 'b', n: 1 }, wanted)], { expectedRevision: 0 });
        await store.append(a, [anEvent({ s: 'a', n: 2 }, wanted)], { expectedRevision: 1 });
        await eventually(async () => ((await store.headPosition()) ?? '') >= through || undefined, 'the appends to become readable');

        const label = (event: RecordedEvent) => `${(event.data as { s: string }).s}${(event.data as { n: number }).n}@${event.revision}`;
        const after = { streamId: `ordered-${id}`, revision: 0 };
        const all = await read({ after, through, limit: 100, types: [wanted] });
        expect(all.map(label)).toEqual(['a0@0', 'b0@0', 'b1@1']);
        expect(all.every((event) => event.position <= through)).toBe(true);
        const first = await read({ after, through, limit: 2, types: [wanted] });
        expect(first.map(label)).toEqual(['a0@0', 'b0@0']);
        const rest = await read({
          after: { streamId: first[1]!.streamId, revision: first[1]!.revision },
          through,
          limit: 2,
          types: [wanted],
        });
        expect(rest.map(label)).toEqual(['b1@1']);
      });

      it('Given a watcher, when this store appends, then it is told the appended types and position, also of a retried append; after it stops, it is not', async () => {
        const prefix = `watched-${randomUUID()}`;
        const told: Array<Appended | null> = [];
        const stop = store.watch((appended) => told.push(appended));
        const event = anEvent({ n: 1 }, 'WatchedOne');
        const { position } = await store.append(`${prefix}-stream`, [event], { expectedRevision: 'no_stream' });
        expect(told).toContainEqual({ types: ['WatchedOne'], position });
        const before = told.length;
        await store.append(`${prefix}-stream`, [event], { expectedRevision: 'no_stream' });
        expect(told.slice(before)).toContainEqual({ types: ['WatchedOne'], position });
        stop();
        const after = told.length;
        await store.append(`${prefix}-stream`, [anEvent({ n: 2 }, 'WatchedTwo')], { expectedRevision: 0 });
        expect(told.slice(after).some((appended) => appended?.types.includes('WatchedTwo'))).toBe(false);
      });

      it('Given a watcher, when another process appends, then it is told that something was appended (null)', async () => {
        const other = await another();
        const told: Array<Appended | null> = [];
        const stop = store.watch((appended) => told.push(appended));
        try {
          // A live subscription may start a moment after `watch`: append until one is told.
          const heard = await eventually(async () => {
            await other.store.append(`other-${randomUUID()}`, [anEvent({ n: 1 }, 'AppendedElsewhere')], { expectedRevision: 'no_stream' });
            await new Promise((resolve) => setTimeout(resolve, 100));
            return told.includes(null) ? true : undefined;
          }, "the watcher to hear of the other process's append");
          expect(heard).toBe(true);
        } finally {
          stop();
          await other.close();
        }
      });
    });
  });
}
