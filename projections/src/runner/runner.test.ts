import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ScoutEvent } from '@scout/contracts/events';
import type { EventStore } from '@scout/platform/eventstore/port';
import type { ReadStore } from '@scout/platform/readstore/port';
import { openTestStores, type TestStores } from '../../../tests/support/database';
import { sessionsCollection, sessionsProjection } from '../accounts/sessions';
import { savedProfilesCollection, savedProfilesProjection, type SavedProfileDoc } from '../profiles/savedProfiles';
import { testMetadata } from '../testing/projectionSpec';
import { applyEvents, ProjectionRunner, rebuildProjection } from './runner';

const silent = { info: () => undefined, error: () => undefined };
const orgA = randomUUID();
const orgB = randomUUID();

let testPool: TestStores;
let eventStore: EventStore;
let readStore: ReadStore;

beforeAll(async () => {
  testPool = await openTestStores('runner');
  ({ eventStore, readStore } = testPool);
});
afterAll(() => testPool.close());

async function append(orgId: string, profileId: string, events: ScoutEvent[], expectedRevision: 'no_stream' | number = 'no_stream') {
  return eventStore.append(
    `savedProfile-${profileId}`,
    events.map((e) => ({ id: randomUUID(), type: e.type, data: e.data, metadata: testMetadata(orgId) })),
    { expectedRevision },
  );
}

const saved = (profileId: string, username: string): ScoutEvent => ({
  type: 'ProfileSaved',
  data: { profileId, platform: 'instagram', username, slug: `${username}-instagram`, savedAt: '2026-11-22T10:00:00.000Z' },
});

const docsOf = async (orgId: string) =>
  (
    await readStore
      .tenant<SavedProfileDoc>(savedProfilesCollection)
      .forOrg(orgId)
      .find({ sort: [['username', 1]] })
  ).map((d) => `${d.username}:${String(d.favourite)}`);

describe('projection runner on PostgreSQL', () => {
  const p1 = randomUUID();
  const p2 = randomUUID();
  const p3 = randomUUID();

  it('catches up with history, then follows new events, and waitFor tells when a position is applied', async () => {
    await append(orgA, p1, [saved(p1, 'anna')]);
    await append(orgB, p2, [saved(p2, 'bert')]);
    const runner = new ProjectionRunner(eventStore, readStore, [savedProfilesProjection], silent);
    await runner.start();
    const { position } = await append(orgA, p3, [saved(p3, 'cara')]);
    expect(await runner.waitFor(position, 10_000)).toBe(true);
    expect(await docsOf(orgA)).toEqual(['anna:false', 'cara:false']);
    expect(await docsOf(orgB)).toEqual(['bert:false']);
    expect(await readStore.getCheckpoint('savedProfiles')).toBe(position);
    expect(await runner.waitFor(`${'9'.repeat(20)}-${'9'.repeat(20)}`, 50)).toBe(false);
    await runner.stop();
  });

  it('resumes from its stored checkpoint after a restart', async () => {
    const { position } = await append(
      orgA,
      p1,
      [{ type: 'ProfileFavouriteChanged', data: { profileId: p1, favourite: true, changedAt: '2026-11-22T11:00:00.000Z' } }],
      0,
    );
    const runner = new ProjectionRunner(eventStore, readStore, [savedProfilesProjection], silent);
    await runner.start();
    expect(await runner.waitFor(position, 10_000)).toBe(true);
    expect(await docsOf(orgA)).toEqual(['anna:true', 'cara:false']);
    await runner.stop();
  });

  it('ignores a redelivered batch: every write is guarded by the stream revision', async () => {
    const history = await eventStore.readAll({ after: null, limit: 100 });
    await readStore.transaction((tx) => applyEvents(tx, savedProfilesProjection, history.slice(0, 1)));
    expect(await docsOf(orgA)).toEqual(['anna:true', 'cara:false']);
  });

  it('ignores a redelivered login after its logout, though the sessions projection never reads the stored session', async () => {
    const userId = randomUUID();
    const sessionId = randomUUID();
    const metadata = testMetadata(orgA, userId);
    const at = '2026-11-29T10:00:00.000Z';
    await eventStore.append(
      `user-${userId}`,
      [
        {
          type: 'UserLoggedIn',
          data: { sessionId, tokenHash: `hash-${sessionId}`, expiresAt: '2026-12-29T10:00:00.000Z', loggedInAt: at },
        },
        { type: 'UserLoggedOut', data: { sessionId, loggedOutAt: at } },
      ].map((e) => ({ id: randomUUID(), ...e, metadata })),
      { expectedRevision: 'no_stream' },
    );
    const [login, logout] = await eventStore.readStream(`user-${userId}`);
    const sessions = readStore.global(sessionsCollection);
    await readStore.transaction((tx) => applyEvents(tx, sessionsProjection, [login!]));
    expect(await sessions.get(sessionId)).toMatchObject({ tokenHash: `hash-${sessionId}` });
    await readStore.transaction((tx) => applyEvents(tx, sessionsProjection, [logout!]));
    await readStore.transaction((tx) => applyEvents(tx, sessionsProjection, [login!]));
    expect(await sessions.get(sessionId)).toBeNull();
  });

  it('rebuilds a projection from zero into the same documents', async () => {
    await readStore.tenant(savedProfilesCollection).forOrg(orgA).upsert({ _id: randomUUID(), username: 'stray', platform: 'x' });
    const { events } = await rebuildProjection(eventStore, readStore, savedProfilesProjection);
    expect(events).toBe(4);
    expect(await docsOf(orgA)).toEqual(['anna:true', 'cara:false']);
    expect(await docsOf(orgB)).toEqual(['bert:false']);
  });

  it('starts a rebuild over when its staging copy lost what it wrote (PostgreSQL empties an unlogged table after a crash)', async () => {
    await expect(
      rebuildProjection(eventStore, readStore, savedProfilesProjection, {
        batchSize: 2,
        onProgress(done) {
          if (done > 0) throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    expect(await readStore.getCheckpoint('savedProfiles__next')).not.toBeNull();
    await testPool.pool.query('TRUNCATE "rs_savedProfiles__next"');
    const { events, resumed } = await rebuildProjection(eventStore, readStore, savedProfilesProjection);
    expect({ events, resumed }).toEqual({ events: 4, resumed: false });
    expect(await docsOf(orgA)).toEqual(['anna:true', 'cara:false']);
    expect(await docsOf(orgB)).toEqual(['bert:false']);
  });
});
