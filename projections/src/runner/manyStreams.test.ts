import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EventStore, RecordedEvent } from '@scout/platform/eventstore/port';
import type { CollectionSpec, Document, ReadStore } from '@scout/platform/readstore/port';
import { openTestStores, type TestStores } from '../../../tests/support/database';
import { testMetadata } from '../testing/projectionSpec';
import { applyEvents } from './applyEvents';
import { replayParked } from './operations';
import { appliedThroughKey, inOrgOf, projection } from './projection';
import { rebuildAll } from './rebuildAll';

const orgId = randomUUID();

interface TotalDoc extends Document {
  total: number;
}

/** A toy read model: the failures of every refresh, of any stream, summed into one document. */
const totalsCollection: CollectionSpec = { name: 'refreshFailureTotals', scope: 'tenant', fields: {}, internal: [appliedThroughKey] };
const totals = projection<TotalDoc, 'ProfileRefreshFailed'>({
  name: 'refreshFailureTotals',
  collection: totalsCollection,
  handles: ['ProfileRefreshFailed'],
  manyStreams: true,
  target: (event) => inOrgOf(event, 'total'),
  evolve: (doc, event) => ({ _id: 'total', total: (doc?.total ?? 0) + event.data.failures }),
});

let stores: TestStores;
let eventStore: EventStore;
let readStore: ReadStore;

beforeAll(async () => {
  stores = await openTestStores('manystreams');
  ({ eventStore, readStore } = stores);
});
afterAll(() => stores.close());

const streamA = `refreshes-${randomUUID()}`;
const streamB = `refreshes-${randomUUID()}`;

async function refreshFailed(streamId: string, failures: number): Promise<RecordedEvent> {
  await eventStore.append(
    streamId,
    [
      {
        id: randomUUID(),
        type: 'ProfileRefreshFailed',
        data: { profileId: randomUUID(), failedAt: '2026-11-22T10:00:00.000Z', failures },
        metadata: testMetadata(orgId),
      },
    ],
    { expectedRevision: 'any' },
  );
  return (await eventStore.readStream(streamId)).at(-1)!;
}

const stored = async () => (await readStore.loadRows(totalsCollection, [{ orgId, id: 'total' }]))[0]!;
const total = async () => (await readStore.tenant<TotalDoc>(totalsCollection).forOrg(orgId).get('total'))?.total;

describe('a read model whose documents are fed by many streams', () => {
  let a0: RecordedEvent;
  let b0: RecordedEvent;
  let a1: RecordedEvent;

  it('Given the first events of two streams, when each is applied in its own page, then both land in one document', async () => {
    a0 = await refreshFailed(streamA, 2);
    b0 = await refreshFailed(streamB, 3);
    expect([a0.revision, b0.revision]).toEqual([0, 0]);

    await applyEvents(readStore, totals, [a0]);
    await applyEvents(readStore, totals, [b0]);

    expect(await total()).toBe(5);
    expect(await stored()).toMatchObject({ revision: 2, doc: { total: 5, [appliedThroughKey]: b0.position } });
  });

  it('Given a page already stored, when it is delivered again, then nothing changes', async () => {
    expect(await applyEvents(readStore, totals, [a0, b0])).toBe(2);

    expect(await total()).toBe(5);
    expect(await stored()).toMatchObject({ revision: 2, doc: { [appliedThroughKey]: b0.position } });
  });

  it('Given a later event of a stream, when its whole stream is delivered, then only the new event counts and the revision grows', async () => {
    a1 = await refreshFailed(streamA, 7);

    await applyEvents(readStore, totals, await eventStore.readStream(streamA));

    expect(await total()).toBe(12);
    expect(await stored()).toMatchObject({ revision: 3, doc: { [appliedThroughKey]: a1.position } });
  });

  it('Given an event that was parked, when it is replayed after the fix, then it is added to what the other streams fed', async () => {
    const b1 = await refreshFailed(streamB, 100);
    const a2 = await refreshFailed(streamA, 1000);
    await applyEvents(readStore, totals, [a2]);
    await readStore.parkEvent({
      projection: totals.name,
      eventId: b1.id,
      streamId: b1.streamId,
      revision: b1.revision,
      position: b1.position,
      type: b1.type,
      error: 'Error: cannot handle this refresh',
      attempts: 3,
      parkedAt: '2026-11-22T10:00:00.000Z',
    });

    expect(await replayParked(eventStore, readStore, totals)).toEqual({ replayed: 1, stillParked: 0 });

    expect(await total()).toBe(2 + 3 + 7 + 1000 + 100);
    expect(await stored()).toMatchObject({ revision: 5, doc: { [appliedThroughKey]: a2.position } });
    expect(await readStore.parkedEvents(totals.name)).toEqual([]);
  });

  it('Given the same events, when every read model is rebuilt, then the document holds every stream again', async () => {
    await stores.everyEventReadable();

    const result = await rebuildAll(eventStore, readStore, [totals]);

    expect(result.applied.get(totals.name)).toBe(5);
    expect(await total()).toBe(1112);
    expect(await stored()).toMatchObject({
      revision: 5,
      doc: { [appliedThroughKey]: (await eventStore.readStream(streamA)).at(-1)!.position },
    });
    expect(await readStore.tenant(totalsCollection).forOrg(orgId).get('total')).not.toHaveProperty(appliedThroughKey);
  });
});

describe('settling a document once per page', () => {
  it('Given a page of three events for one document, when it is applied, then settle runs once, on the folded document', async () => {
    const settledTotals: number[] = [];
    const settling = projection<TotalDoc & { settledAt?: number }, 'ProfileRefreshFailed'>({
      name: 'settledFailureTotals',
      collection: { ...totalsCollection, name: 'settledFailureTotals' },
      handles: ['ProfileRefreshFailed'],
      manyStreams: true,
      target: (event) => inOrgOf(event, 'total'),
      evolve: (doc, event) => ({ _id: 'total', total: (doc?.total ?? 0) + event.data.failures }),
      settle: (doc) => {
        settledTotals.push(doc.total);
        return { ...doc, settledAt: doc.total };
      },
    });
    const stream = `refreshes-${randomUUID()}`;
    const events = [await refreshFailed(stream, 1), await refreshFailed(stream, 2), await refreshFailed(stream, 4)];

    await applyEvents(readStore, settling, events);

    expect(settledTotals).toEqual([7]);
    const [row] = await readStore.loadRows(settling.collection, [{ orgId, id: 'total' }]);
    expect(row?.doc).toMatchObject({ total: 7, settledAt: 7 });
  });
});
