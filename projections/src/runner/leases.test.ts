import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ScoutEvent } from '@scout/contracts/events';
import type { LeaseStore } from '@scout/platform/leases/port';
import { createPostgresLeaseStore } from '@scout/platform/leases/postgres';
import { openTestStores, type TestStores } from '../../../tests/support/database';
import { eventually } from '../../../tests/support/eventually';
import { auditReportsProjection } from '../profiles/auditReports';
import { savedProfilesCollection, savedProfilesProjection, type SavedProfileDoc } from '../profiles/savedProfiles';
import { testMetadata } from '../testing/projectionSpec';
import { ProjectionRunner } from './runner';

const silent = { info: () => undefined, error: () => undefined, warn: () => undefined };
const projections = [savedProfilesProjection, auditReportsProjection];
const names = projections.map((p) => p.name).sort();
const org = randomUUID();
const TTL = 1000;

let stores: TestStores;
let leases: LeaseStore;

beforeAll(async () => {
  stores = await openTestStores('leasesrunner');
  leases = await createPostgresLeaseStore(stores.pool);
});
afterAll(() => stores.close());

const runnerOf = (holder: string, store: LeaseStore = leases) =>
  new ProjectionRunner(stores.eventStore, stores.readStore, projections, silent, { leases: { store, holder, ttlMs: TTL } });

/** A lease store whose holder dies: it stops answering, and gives nothing up when its process stops. */
function dyingLeases(): { store: LeaseStore; die(): void } {
  let dead = false;
  return {
    store: {
      acquire: (name, holder, ttlMs) => (dead ? Promise.reject(new Error('process is gone')) : leases.acquire(name, holder, ttlMs)),
      release: async () => undefined,
      holdings: () => leases.holdings(),
    },
    die: () => {
      dead = true;
    },
  };
}

async function saveProfiles(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const profileId = randomUUID();
    const event: ScoutEvent = {
      type: 'ProfileSaved',
      data: {
        profileId,
        platform: 'instagram',
        username: `u${profileId.slice(0, 8)}`,
        slug: `s-${profileId}`,
        savedAt: '2026-11-26T10:00:00.000Z',
      },
    };
    await stores.eventStore.append(
      `savedProfile-${profileId}`,
      [{ id: randomUUID(), type: event.type, data: event.data, metadata: testMetadata(org) }],
      {
        expectedRevision: 'no_stream',
      },
    );
    ids.push(profileId);
  }
  return ids;
}

const savedIds = async () =>
  (await stores.readStore.tenant<SavedProfileDoc>(savedProfilesCollection).forOrg(org).find({})).map((doc) => doc._id).sort();

describe('projections under leases (SCOUT_ROLE=projections)', () => {
  it('runs each projection in exactly one of two processes, and a standby takes over when the holder dies', async () => {
    const dying = dyingLeases();
    const first = runnerOf('first', dying.store);
    await first.start();
    expect(first.runningNames().sort()).toEqual(names);
    const second = runnerOf('second');
    await second.start();
    expect(second.runningNames()).toEqual([]);
    const statuses = await second.status();
    expect(statuses.map((s) => s.state)).toEqual(['standby', 'standby']);

    const before = await saveProfiles(5);
    await eventually('the holder to apply the events', async () => ((await savedIds()).length === 5 ? true : undefined));

    // The holder dies without giving its leases up: its projections stop, and its leases run out.
    dying.die();
    await first.stop();
    const after = await saveProfiles(5);
    await eventually(
      'the standby to take every lease',
      async () => (second.runningNames().length === names.length ? true : undefined),
      100,
      100,
    );
    const holders = await leases.holdings();
    expect(holders.filter((h) => names.includes(h.name)).map((h) => h.holder)).toEqual(['second', 'second']);
    await eventually('the standby to apply the events after the death', async () => ((await savedIds()).length === 10 ? true : undefined));
    // Each event applied once: every profile is there exactly once, and the checkpoint is the last event's.
    expect(await savedIds()).toEqual([...before, ...after].sort());
    await second.stop();
  });

  it('shares the projections between two live processes, and one takes them all back when the other stops', async () => {
    const first = runnerOf('sharer-1');
    await first.start();
    const second = runnerOf('sharer-2');
    await second.start();
    // The first one held everything; it hands over its surplus once it sees a second member.
    await eventually('the projections to be shared', async () =>
      first.runningNames().length === 1 && second.runningNames().length === 1 ? true : undefined,
    );
    expect([...first.runningNames(), ...second.runningNames()].sort()).toEqual(names);
    const ids = await saveProfiles(3);
    await eventually('both to keep applying', async () => {
      const stored = await savedIds();
      return ids.every((id) => stored.includes(id)) ? true : undefined;
    });
    await second.stop();
    await eventually('the first to run everything again', async () => (first.runningNames().length === names.length ? true : undefined));
    await first.stop();
    expect((await leases.holdings()).filter((h) => h.holder.startsWith('sharer'))).toEqual([]);
  });

  it('hands its projections over at once when it stops, and never runs one a holder still has', async () => {
    const first = runnerOf('one');
    const second = runnerOf('two');
    await first.start();
    await second.start();
    expect(first.runningNames().length + second.runningNames().length).toBe(names.length);
    expect(first.runningNames().filter((name) => second.runningNames().includes(name))).toEqual([]);
    const holder = first.runningNames().length > 0 ? first : second;
    const standby = holder === first ? second : first;
    await holder.stop();
    // Released, not run out: the standby's next round (a third of the lease) takes them.
    await eventually('the standby to take over', async () => (standby.runningNames().length === names.length ? true : undefined), 40, 100);
    const ids = await saveProfiles(3);
    await eventually('the standby to apply new events', async () => {
      const stored = await savedIds();
      return ids.every((id) => stored.includes(id)) ? true : undefined;
    });
    await standby.stop();
    expect((await leases.holdings()).filter((h) => names.includes(h.name))).toEqual([]);
  });
});
