import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EventStore } from '@scout/platform/eventstore/port';
import type { ReadStore } from '@scout/platform/readstore/port';
import { openTestStores, type TestStores } from '../../../tests/support/database';
import { savedProfilesCollection, savedProfilesProjection, type SavedProfileDoc } from '../profiles/savedProfiles';
import { testMetadata } from '../testing/projectionSpec';
import { projection, type DocumentProjection } from './projection';
import { ProjectionRunner } from './runner';

const silent = { info: () => undefined, error: () => undefined, warn: () => undefined };
const orgId = randomUUID();

/** The saved-profiles read model on a disk that is full (PostgreSQL's 53100) until space returns. */
let diskFull = true;
const fullCollection = { ...savedProfilesCollection, name: 'diskFullProfiles' };
const fullDiskProjection: DocumentProjection = projection<SavedProfileDoc, (typeof savedProfilesProjection.handles)[number]>({
  ...(savedProfilesProjection as unknown as DocumentProjection<SavedProfileDoc, (typeof savedProfilesProjection.handles)[number]>),
  name: 'diskFullProfiles',
  collection: fullCollection,
  evolve(doc, event) {
    if (diskFull) throw Object.assign(new Error('could not extend file: No space left on device'), { code: '53100' });
    return savedProfilesProjection.evolve(doc, event as never) as SavedProfileDoc | null;
  },
});

let stores: TestStores;
let eventStore: EventStore;
let readStore: ReadStore;

beforeAll(async () => {
  stores = await openTestStores('heldByOutage');
  ({ eventStore, readStore } = stores);
});
afterAll(() => stores.close());

async function save(username: string) {
  const profileId = randomUUID();
  const data = { profileId, platform: 'instagram' as const, username, slug: `${username}-instagram`, savedAt: '2026-11-22T10:00:00.000Z' };
  return eventStore.append(`savedProfile-${profileId}`, [{ id: randomUUID(), type: 'ProfileSaved', data, metadata: testMetadata(orgId) }], {
    expectedRevision: 'no_stream',
  });
}

describe('a projection held by a full disk', () => {
  it('Given writes of the read model failing with disk full, then the runner names the outage, commands still wait for it, and both end once space returns', async () => {
    const runner = new ProjectionRunner(eventStore, readStore, [fullDiskProjection], silent, {
      retry: { attempts: 3, firstDelayMs: 5, maxDelayMs: 20 },
    });
    await runner.start();
    try {
      expect(runner.heldBy()).toBeNull();
      const { position } = await save('anna');
      const waiting = runner.waitFor(position, 20_000, { ownWrites: true, skipTroubled: true });
      while (runner.heldBy() === null) await new Promise((r) => setTimeout(r, 5));
      expect(runner.heldBy()).toBe('diskFull');
      // Never parked: the event is fine, the disk is not.
      expect(await runner.waitFor(position, 50, { ownWrites: true, skipTroubled: true })).toBe(false);
      diskFull = false;
      expect(await waiting).toBe(true);
      expect(runner.heldBy()).toBeNull();
      expect(await readStore.parkedEvents('diskFullProfiles')).toEqual([]);
      const docs = await readStore.tenant<SavedProfileDoc>(fullCollection).forOrg(orgId).find({});
      expect(docs.map((doc) => doc.username)).toEqual(['anna']);
    } finally {
      await runner.stop();
    }
  });
});
