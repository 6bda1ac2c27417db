import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ScoutEvent } from '@scout/contracts/events';
import type { EventStore } from '@scout/platform/eventstore/port';
import type { ReadStore } from '@scout/platform/readstore/port';
import { openTestStores, type TestStores } from '../../../tests/support/database';
import { savedProfilesCollection, savedProfilesProjection, type SavedProfileDoc } from '../profiles/savedProfiles';
import { testMetadata } from '../testing/projectionSpec';
import { projection, type DocumentProjection } from './projection';
import { ProjectionRunner, replayParked } from './runner';

const silent = { info: () => undefined, error: () => undefined, warn: () => undefined };
const fastRetry = { attempts: 3, firstDelayMs: 5, maxDelayMs: 20 };
const orgId = randomUUID();

/** A copy of the saved-profiles read model with a bug: it throws on one creator, until fixed. */
let fragileIsBroken = true;
const fragileCollection = { ...savedProfilesCollection, name: 'fragileProfiles' };
const fragileProjection: DocumentProjection = projection<SavedProfileDoc, (typeof savedProfilesProjection.handles)[number]>({
  ...(savedProfilesProjection as unknown as DocumentProjection<SavedProfileDoc, (typeof savedProfilesProjection.handles)[number]>),
  name: 'fragileProfiles',
  collection: fragileCollection,
  evolve(doc, event) {
    if (fragileIsBroken && event.type === 'ProfileSaved' && event.data.username === 'poison') throw new Error('cannot handle this creator');
    return savedProfilesProjection.evolve(doc, event as never) as SavedProfileDoc | null;
  },
});

let testPool: TestStores;
let eventStore: EventStore;
let readStore: ReadStore;

beforeAll(async () => {
  testPool = await openTestStores('parking');
  ({ eventStore, readStore } = testPool);
});
afterAll(() => testPool.close());

const saved = (profileId: string, username: string): ScoutEvent => ({
  type: 'ProfileSaved',
  data: { profileId, platform: 'instagram', username, slug: `${username}-instagram`, savedAt: '2026-11-22T10:00:00.000Z' },
});

async function save(username: string) {
  const profileId = randomUUID();
  const event = saved(profileId, username);
  const result = await eventStore.append(
    `savedProfile-${profileId}`,
    [{ id: randomUUID(), type: event.type, data: event.data, metadata: testMetadata(orgId) }],
    {
      expectedRevision: 'no_stream',
    },
  );
  return { profileId, ...result };
}

const usernames = async (name: 'savedProfiles' | 'fragileProfiles') => {
  const spec = name === 'savedProfiles' ? savedProfilesCollection : fragileCollection;
  return (
    await readStore
      .tenant<SavedProfileDoc>(spec)
      .forOrg(orgId)
      .find({ sort: [['username', 1]] })
  ).map((d) => d.username);
};

/** Runs `body` with a started runner and always stops it, so a failed expectation leaves nothing running. */
async function withRunner(projections: DocumentProjection[], body: (runner: ProjectionRunner) => Promise<void>): Promise<void> {
  const runner = new ProjectionRunner(eventStore, readStore, projections, silent, { retry: fastRetry });
  await runner.start();
  try {
    await body(runner);
  } finally {
    await runner.stop();
  }
}

const statusOf = async (runner: ProjectionRunner, name: string) => (await runner.status()).find((s) => s.name === name)!;

describe('an event one projection cannot apply', () => {
  it('Given a projection that throws on one event, then it parks that event and goes on; the other projection is unaffected', async () => {
    await withRunner([savedProfilesProjection, fragileProjection], async (runner) => {
      await save('anna');
      const poison = await save('poison');
      const { position } = await save('cara');

      expect(await runner.waitFor(position, 20_000)).toBe(true);
      expect(await usernames('savedProfiles')).toEqual(['anna', 'cara', 'poison']);
      expect(await usernames('fragileProfiles')).toEqual(['anna', 'cara']);

      const parked = await readStore.parkedEvents('fragileProfiles');
      expect(parked).toHaveLength(1);
      expect(parked[0]).toMatchObject({ streamId: `savedProfile-${poison.profileId}`, type: 'ProfileSaved', attempts: fastRetry.attempts });
      expect(parked[0]!.error).toContain('cannot handle this creator');
      expect(await readStore.parkedEvents('savedProfiles')).toEqual([]);

      const fragile = await statusOf(runner, 'fragileProfiles');
      expect(fragile).toMatchObject({ parked: 1, lag: 0 });
      expect(fragile.lastError).toContain('cannot handle this creator');
      expect(await statusOf(runner, 'savedProfiles')).toMatchObject({ parked: 0, lag: 0, lastError: null });
    });
  });

  it('Given a parked event, when Scout restarts, then the runner comes up and serves new events', async () => {
    await withRunner([savedProfilesProjection, fragileProjection], async (runner) => {
      const { position } = await save('dora');
      expect(await runner.waitFor(position, 20_000)).toBe(true);
      expect(await usernames('fragileProfiles')).toEqual(['anna', 'cara', 'dora']);
      expect((await statusOf(runner, 'fragileProfiles')).parked).toBe(1);
    });
  });

  it('Given the fix, when the parked events are replayed, then the document appears and nothing stays parked', async () => {
    fragileIsBroken = false;
    expect(await replayParked(eventStore, readStore, fragileProjection)).toEqual({ replayed: 1, stillParked: 0 });
    expect(await usernames('fragileProfiles')).toEqual(['anna', 'cara', 'dora', 'poison']);
    expect(await readStore.parkedEvents('fragileProfiles')).toEqual([]);
  });

  it('Given a replay that fails again, then the event stays parked with the new error', async () => {
    fragileIsBroken = true;
    await withRunner([fragileProjection], async (runner) => {
      const { position } = await save('poison');
      expect(await runner.waitFor(position, 20_000)).toBe(true);
    });
    expect(await replayParked(eventStore, readStore, fragileProjection)).toEqual({ replayed: 0, stillParked: 1 });
    expect(await readStore.parkedEvents('fragileProfiles')).toHaveLength(1);
  });

  it('Given a projection that waits out a database failure, then it is reported as retrying and behind, and commands do not wait for it', async () => {
    let outage = true;
    const stuck: DocumentProjection = {
      ...fragileProjection,
      name: 'stuckProfiles',
      collection: { ...savedProfilesCollection, name: 'stuckProfiles' },
      evolve(doc, event) {
        if (outage) throw Object.assign(new Error('the database connection was lost'), { code: '08006' });
        return savedProfilesProjection.evolve(doc as SavedProfileDoc | null, event as never) as SavedProfileDoc | null;
      },
    };
    await withRunner([savedProfilesProjection, stuck], async (runner) => {
      const { position } = await save('erin');
      expect(await runner.waitFor(position, 5_000, { skipTroubled: true })).toBe(true);
      expect(await runner.waitFor(position, 300)).toBe(false);
      const status = await statusOf(runner, 'stuckProfiles');
      expect(status).toMatchObject({ state: 'retrying', behind: true, parked: 0 });
      expect(status.lastError).toContain('connection was lost');
      expect(await readStore.parkedEvents('stuckProfiles')).toEqual([]);

      outage = false;
      expect(await runner.waitFor(position, 20_000)).toBe(true);
      expect((await statusOf(runner, 'stuckProfiles')).state).toBe('live');
    });
  });
});
