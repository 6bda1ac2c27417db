import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ScoutEvent } from '@scout/contracts/events';
import { createPostgresEventStore } from '@scout/platform/eventstore/postgres';
import type { EventStore } from '@scout/platform/eventstore/port';
import { openTestStores, type TestStores } from '../../../tests/support/database';
import { auditReportsProjection } from '../profiles/auditReports';
import { savedProfilesCollection, savedProfilesProjection, type SavedProfileDoc } from '../profiles/savedProfiles';
import { testMetadata } from '../testing/projectionSpec';
import { CheckpointWaiter } from './checkpointWaiter';
import { ProjectionRunner } from './runner';

const silent = { info: () => undefined, error: () => undefined, warn: () => undefined };
const projections = [savedProfilesProjection, auditReportsProjection];
const org = randomUUID();

let stores: TestStores;
/** The api process's own event store: its appends are "own writes"; the runner's store sees them only through the database. */
let apiEvents: EventStore;

beforeAll(async () => {
  stores = await openTestStores('waiter');
  apiEvents = await createPostgresEventStore({ pool: stores.pool });
});
afterAll(async () => {
  await apiEvents.close();
  await stores.close();
});

async function saveProfile(): Promise<{ profileId: string; position: string }> {
  const profileId = randomUUID();
  const event: ScoutEvent = {
    type: 'ProfileSaved',
    data: {
      profileId,
      platform: 'tiktok',
      username: `w${profileId.slice(0, 8)}`,
      slug: `w-${profileId}`,
      savedAt: '2026-11-26T10:00:00.000Z',
    },
  };
  const { position } = await apiEvents.append(
    `savedProfile-${profileId}`,
    [{ id: randomUUID(), type: event.type, data: event.data, metadata: testMetadata(org) }],
    { expectedRevision: 'no_stream' },
  );
  return { profileId, position };
}

const savedDoc = (id: string) => stores.readStore.tenant<SavedProfileDoc>(savedProfilesCollection).forOrg(org).get(id);

describe('read-your-writes across processes (CheckpointWaiter)', () => {
  it('waits until the projection of the written type has stored the position, so the next read shows it', async () => {
    const runner = new ProjectionRunner(stores.eventStore, stores.readStore, projections, silent);
    await runner.start();
    const waiter = new CheckpointWaiter(apiEvents, stores.readStore, projections);
    try {
      for (let i = 0; i < 5; i += 1) {
        const { profileId, position } = await saveProfile();
        expect(await waiter.waitFor(position, 10_000, { ownWrites: true, skipTroubled: true })).toBe(true);
        expect((await savedDoc(profileId))?._id).toBe(profileId);
      }
    } finally {
      await waiter.close();
      await runner.stop();
    }
  });

  it('answers at once when this process appended nothing a projection handles', async () => {
    const waiter = new CheckpointWaiter(apiEvents, stores.readStore, [auditReportsProjection]);
    const { position } = await saveProfile();
    expect(await waiter.waitFor(position, 10_000, { ownWrites: true })).toBe(true);
    await waiter.close();
  });

  it('gives up after the timeout when no process keeps the projection, then stops waiting for it until it moves', async () => {
    const waiter = new CheckpointWaiter(apiEvents, stores.readStore, projections);
    const { profileId, position } = await saveProfile();
    expect(await waiter.waitFor(position, 200, { ownWrites: true, skipTroubled: true })).toBe(false);
    expect(await savedDoc(profileId)).toBeNull();
    // Troubled now: the next command does not wait for it again...
    const next = await saveProfile();
    expect(await waiter.waitFor(next.position, 60_000, { ownWrites: true, skipTroubled: true })).toBe(true);
    // ...until it is seen past the position it missed, after which it is waited for as before.
    const runner = new ProjectionRunner(stores.eventStore, stores.readStore, projections, silent);
    await runner.start();
    try {
      expect(await runner.waitFor(next.position, 10_000)).toBe(true);
      const third = await saveProfile();
      expect(await waiter.waitFor(third.position, 10_000, { ownWrites: true, skipTroubled: true })).toBe(true);
      expect(await waiter.waitFor(third.position, 10_000, { ownWrites: true, skipTroubled: true })).toBe(true);
      expect((await savedDoc(third.profileId))?._id).toBe(third.profileId);
    } finally {
      await waiter.close();
      await runner.stop();
    }
  });
});
