import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EventStore } from '@scout/platform/eventstore/port';
import type { ReadStore } from '@scout/platform/readstore/port';
import { allProjections } from '../index';
import { openTestStores, type TestStores } from '../../../tests/support/database';
import { collectionDifferences, collectionRows, renamedProjection } from '../../../tests/support/readModels';
import { realisticHistory } from '../../../tests/support/seedHistory';
import { storedHead } from '../../../tests/support/storedHead';
import { savedProfilesProjection, type SavedProfileDoc } from '../profiles/savedProfiles';
import { testMetadata } from '../testing/projectionSpec';
import { stagingName } from './operations';
import { projection, type DocumentProjection } from './projection';
import { rebuildAll } from './rebuildAll';
import { ProjectionRunner } from './runner';

const silent = { info: () => undefined, error: () => undefined, warn: () => undefined };

let stores: TestStores;
let eventStore: EventStore;
let readStore: ReadStore;
let seeded = 0;

beforeAll(async () => {
  stores = await openTestStores('rebuildall');
  ({ eventStore, readStore } = stores);
  // The first appends of the benchmark's realistic history: every read model gets documents.
  const history = realisticHistory(3);
  while (seeded < 6000) {
    const { streamId, events } = history.next().value!;
    await eventStore.append(streamId, events, { expectedRevision: 'any' });
    seeded += events.length;
  }
  await stores.everyEventReadable();
}, 60_000);
afterAll(() => stores.close());

const differences = (a: string, b: string) => collectionDifferences(stores.pool, a, b);
const rowCount = (collection: string) => collectionRows(stores.pool, collection);
const live = (p: DocumentProjection) => renamedProjection(p, `${p.name}Live`);
const each = (p: DocumentProjection) => renamedProjection(p, `${p.name}Each`);

/** Catches every projection up on everything stored, as the live runner does. */
async function projectLive(projections: DocumentProjection[]): Promise<void> {
  const runner = new ProjectionRunner(eventStore, readStore, projections, silent);
  const head = await storedHead(stores.pool);
  await runner.start();
  try {
    expect(await runner.waitFor(head, 60_000)).toBe(true);
  } finally {
    await runner.stop();
  }
}

describe('rebuilding every read model in one pass', () => {
  it('swaps in exactly the documents the live projections wrote, for every read model', async () => {
    expect(seeded).toBeGreaterThanOrEqual(6000);
    await projectLive(allProjections.map(live));

    const progress: Array<[number, number]> = [];
    const result = await rebuildAll(eventStore, readStore, allProjections, {
      batchSize: 250,
      onProgress: (done, total) => progress.push([done, total]),
    });

    expect(result.onePass).toBe(true);
    expect(result.parked).toBe(0);
    expect(progress.length).toBeGreaterThan(5);
    expect(progress.at(-1)).toEqual([result.events, result.events]);
    let documents = 0;
    for (const p of allProjections) {
      const rows = await rowCount(p.collection.name);
      documents += rows;
      expect({ name: p.name, rows, differences: await differences(p.collection.name, live(p).collection.name) }).toEqual({
        name: p.name,
        rows: await rowCount(live(p).collection.name),
        differences: [],
      });
      // Swapped: the live checkpoint is the head the pass read to, the staging one is gone.
      expect(await readStore.getCheckpoint(p.name)).toBe(await eventStore.headPosition());
      expect(await readStore.getCheckpoint(stagingName(p.name))).toBeNull();
    }
    expect(documents).toBeGreaterThan(2000);
    // Each event was read once by the pass (and again by each read model fed by many streams), and the read models that share a type each applied it.
    const applied = [...result.applied.values()].reduce((sum, n) => sum + n, 0);
    const readApart = allProjections.filter((p) => p.manyStreams).reduce((sum, p) => sum + (result.applied.get(p.name) ?? 0), 0);
    expect(result.events - readApart).toBeLessThanOrEqual(seeded);
    expect(applied).toBeGreaterThan(result.events);
    expect(result.applied.get('savedProfiles')).toBeGreaterThan(1000);
    // Most read models have documents to compare (the history holds no API keys, imports, shares or white-label setups).
    const filled = [];
    for (const p of allProjections) if ((await rowCount(p.collection.name)) > 0) filled.push(p.name);
    expect(filled.length).toBeGreaterThanOrEqual(15);
  }, 120_000);

  it('parks an event one read model cannot apply, under its name after the swap, and the others are whole', async () => {
    const orgId = randomUUID();
    const profileId = randomUUID();
    await eventStore.append(
      `savedProfile-${profileId}`,
      [
        {
          id: randomUUID(),
          type: 'ProfileSaved',
          data: { profileId, platform: 'instagram', username: 'poison', slug: 'poison-instagram', savedAt: '2026-11-22T10:00:00.000Z' },
          metadata: testMetadata(orgId),
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await stores.everyEventReadable();
    const fragile = projection<SavedProfileDoc, (typeof savedProfilesProjection.handles)[number]>({
      ...(savedProfilesProjection as unknown as DocumentProjection<SavedProfileDoc, (typeof savedProfilesProjection.handles)[number]>),
      name: 'fragileAll',
      collection: { ...savedProfilesProjection.collection, name: 'fragileAll' },
      evolve(doc, event) {
        if (event.type === 'ProfileSaved' && event.data.username === 'poison') throw new Error('cannot handle this creator');
        return savedProfilesProjection.evolve(doc, event as never) as SavedProfileDoc | null;
      },
    });

    const result = await rebuildAll(eventStore, readStore, [fragile, savedProfilesProjection], { batchSize: 300 });

    expect(result.parked).toBe(1);
    const parked = await readStore.parkedEvents();
    expect(parked.map((event) => [event.projection, event.type, event.error])).toEqual([
      ['fragileAll', 'ProfileSaved', 'Error: cannot handle this creator'],
    ]);
    expect(await readStore.tenant<SavedProfileDoc>(savedProfilesProjection.collection).forOrg(orgId).count({})).toBe(1);
    expect(await readStore.tenant<SavedProfileDoc>(fragile.collection).forOrg(orgId).count({})).toBe(0);
    // Everything else the fragile copy holds is what the sound read model holds.
    expect(await rowCount('fragileAll')).toBe((await rowCount(savedProfilesProjection.collection.name)) - 1);
    await readStore.unparkEvents(
      'fragileAll',
      parked.map((event) => event.eventId),
    );
  }, 60_000);

  it('rebuilds each read model on its own where the event store cannot read in stream order, to the same documents', async () => {
    const { readInStreamOrder: _left, ...positional } = eventStore;
    const copies = allProjections.slice(0, 6).map(each);
    const result = await rebuildAll(positional as EventStore, readStore, copies, { batchSize: 400 });
    expect(result.onePass).toBe(false);
    await rebuildAll(eventStore, readStore, allProjections.slice(0, 6), { batchSize: 400 });
    for (const p of allProjections.slice(0, 6)) expect(await differences(p.collection.name, each(p).collection.name)).toEqual([]);
  }, 60_000);

  it('rebuilds the read models fed by many streams a page at a time past the events it holds in memory, to the same documents', async () => {
    const manyStreams = allProjections.filter((p) => p.manyStreams);
    expect(manyStreams.length).toBeGreaterThan(0);
    const copies = [...allProjections.slice(0, 2), ...manyStreams].map(each);
    const result = await rebuildAll(eventStore, readStore, copies, { batchSize: 400, logPassMaxEvents: 0 });
    expect(result.onePass).toBe(true);
    expect(result.timings.apart).toBeGreaterThan(0);
    for (const p of manyStreams) expect(result.applied.get(each(p).name)).toBeGreaterThan(0);
    await rebuildAll(eventStore, readStore, [...allProjections.slice(0, 2), ...manyStreams], { batchSize: 400 });
    for (const p of [...allProjections.slice(0, 2), ...manyStreams])
      expect(await differences(p.collection.name, each(p).collection.name)).toEqual([]);
  }, 60_000);
});
