import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ScoutEvent } from '@scout/contracts/events';
import { campaignStream, savedProfileStream } from '@scout/contracts/platform/streams';
import type { EventStore } from '@scout/platform/eventstore/port';
import type { ReadStore } from '@scout/platform/readstore/port';
import { openTestStores, type TestStores } from '../../../tests/support/database';
import { campaignsProjection } from '../campaigns/campaigns';
import { eventsOf } from '../campaigns/testEvents';
import { savedProfilesProjection } from '../profiles/savedProfiles';
import { testMetadata } from '../testing/projectionSpec';
import { rebuildProjection, stagingName } from './operations';
import { storedStatus } from './storedStatus';

const orgId = randomUUID();
let testPool: TestStores;
let eventStore: EventStore;
let readStore: ReadStore;

beforeAll(async () => {
  testPool = await openTestStores('storedstatus', 4);
  ({ eventStore, readStore } = testPool);
});
afterAll(() => testPool.close());

async function append(streamId: string, events: ScoutEvent[]) {
  return eventStore.append(
    streamId,
    events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata: testMetadata(orgId) })),
    { expectedRevision: 'any' },
  );
}

async function saveProfile(username: string) {
  const profileId = randomUUID();
  const { position } = await append(savedProfileStream(profileId), [
    {
      type: 'ProfileSaved',
      data: { profileId, platform: 'instagram', username, slug: `${username}-instagram`, savedAt: '2026-11-22T10:00:00.000Z' },
    },
  ]);
  return { profileId, position };
}

const statusOf = async (name: string) =>
  (await storedStatus(eventStore, readStore, [savedProfilesProjection, campaignsProjection])).find((s) => s.name === name)!;

describe('the stored status of the read models, read without running them', () => {
  it('Given nothing was projected, then each has no checkpoint and every event of its types is lag; the events of other types are not', async () => {
    for (const username of ['anna', 'bert', 'cara']) await saveProfile(username);
    const campaignId = randomUUID();
    const ev = eventsOf(campaignId);
    await append(campaignStream(campaignId), [ev.created(), ev.influencer(randomUUID(), 'dora')]);
    await testPool.everyEventReadable();

    expect(await storedStatus(eventStore, readStore, [savedProfilesProjection, campaignsProjection])).toEqual([
      {
        name: 'savedProfiles',
        checkpoint: null,
        state: 'stopped',
        lag: 3,
        behind: true,
        parked: 0,
        lastError: null,
        eventsPerSecond: 0,
        appliedTotal: 0,
        pendingRebuild: null,
      },
      {
        name: 'campaigns',
        checkpoint: null,
        state: 'stopped',
        lag: 2,
        behind: true,
        parked: 0,
        lastError: null,
        eventsPerSecond: 0,
        appliedTotal: 0,
        pendingRebuild: null,
      },
    ]);
  });

  it('Given a projection built to the end and two saves since, then its checkpoint is where the build ended and its lag is 2', async () => {
    await testPool.everyEventReadable();
    await rebuildProjection(eventStore, readStore, savedProfilesProjection);
    const built = await readStore.getCheckpoint('savedProfiles');
    expect(built).not.toBeNull();
    expect(await statusOf('savedProfiles')).toMatchObject({ checkpoint: built, lag: 0, behind: false, pendingRebuild: null });

    await saveProfile('emil');
    await saveProfile('fritz');
    await testPool.everyEventReadable();
    expect(await statusOf('savedProfiles')).toMatchObject({ checkpoint: built, lag: 2, behind: true });
    // Another projection's events do not count.
    expect(await statusOf('campaigns')).toMatchObject({ checkpoint: null, lag: 2 });
  });

  it('Given parked events, then they are counted per projection and the latest error is shown', async () => {
    const { profileId, position } = await saveProfile('poison');
    await testPool.everyEventReadable();
    const parked = {
      projection: 'savedProfiles',
      streamId: savedProfileStream(profileId),
      revision: 0,
      position,
      type: 'ProfileSaved',
      attempts: 5,
    };
    await readStore.parkEvent({ ...parked, eventId: randomUUID(), error: 'Error: first failure', parkedAt: '2026-11-22T10:00:00.000Z' });
    await readStore.parkEvent({
      ...parked,
      eventId: randomUUID(),
      error: 'Error: cannot handle this creator',
      parkedAt: '2026-11-22T10:05:00.000Z',
    });

    expect(await statusOf('savedProfiles')).toMatchObject({ parked: 2, lastError: 'Error: cannot handle this creator' });
    expect(await statusOf('campaigns')).toMatchObject({ parked: 0, lastError: null });
  });

  it('Given a rebuild that stopped after two pages, then its staging checkpoint is reported with the events it has left', async () => {
    let pages = 0;
    await testPool.everyEventReadable();
    await expect(
      rebuildProjection(eventStore, readStore, savedProfilesProjection, {
        batchSize: 2,
        onProgress(done) {
          if (done > 0 && ++pages === 2) throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    const staging = await readStore.getCheckpoint(stagingName('savedProfiles'));
    expect(staging).not.toBeNull();

    const status = await statusOf('savedProfiles');
    // 6 profiles saved in all, 4 of them applied to the staging copy.
    expect(status.pendingRebuild).toEqual({ checkpoint: staging, remaining: 2 });
    // The live read model is untouched by the rebuild.
    expect(status.checkpoint).toBe(await readStore.getCheckpoint('savedProfiles'));
    expect(status.lag).toBe(3);
    expect((await statusOf('campaigns')).pendingRebuild).toBeNull();

    await rebuildProjection(eventStore, readStore, savedProfilesProjection);
    // Swapped in with the rebuild's own parked events (none: it applied every event).
    expect(await statusOf('savedProfiles')).toMatchObject({ lag: 0, pendingRebuild: null, parked: 0, lastError: null });
  });
});
