import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openTestPool, type TestPool } from '../../tests/support/database';
import { contactUnlockDecider } from '@scout/backend/discovery/contactUnlock';
import { profileDetailsDecider } from '@scout/backend/profiles/profileDetails';
import { savedProfileDecider } from '@scout/backend/profiles/savedProfile';
import { handleCommand } from './commandHandler';
import { CONFLICT_RETRY, type ConflictRetry } from './conflictRetry';
import { ConflictError, NotFoundError, PlanLimitError } from './errors';
import { WrongExpectedRevisionError, type EventStore } from './eventstore/port';
import { createPostgresEventStore } from './eventstore/postgres';

let testPool: TestPool;
let store: EventStore;
let reads = 0;

/** The real store, counting stream reads. */
const counting = (inner: EventStore): EventStore => ({
  ...inner,
  append: (...args) => inner.append(...args),
  readStream: (...args) => {
    reads += 1;
    return inner.readStream(...args);
  },
});

beforeAll(async () => {
  testPool = await openTestPool('commands');
  store = await createPostgresEventStore({ pool: testPool.pool });
});
afterAll(async () => {
  await store.close();
  await testPool.close();
});

const metadata = {
  orgId: randomUUID(),
  actor: { userId: null, role: null, via: 'system' as const },
  correlationId: 'test',
  causationId: null,
  occurredAt: '2026-11-22T10:00:00.000Z',
};
const now = '2026-11-22T10:00:00.000Z';
const save = (profileId: string) => ({
  type: 'SaveProfile' as const,
  profileId,
  platform: 'instagram',
  username: 'x',
  slug: 'x-instagram',
  shareKey: 'Ab3dE5gH7kLm',
  now,
});

describe('command handler', () => {
  it('refuses an event its contracts schema does not accept, and stores nothing', async () => {
    const id = randomUUID();
    const stream = `savedProfile-${id}`;
    // A decider bug: profileId is not a UUID, so the read side could never parse the event back.
    const broken = {
      ...savedProfileDecider,
      decide: () => [{ type: 'ProfileRemoved' as const, data: { profileId: 'not-a-uuid', removedAt: now } }],
    };
    await expect(handleCommand(store, broken, stream, { type: 'RemoveProfile', now }, metadata)).rejects.toThrow();
    expect(await store.readStream(stream)).toEqual([]);
  });

  it('appends to a new stream without reading it, and to a stream it wrote last without reading again', async () => {
    const id = randomUUID();
    reads = 0;
    const saved = await handleCommand(counting(store), savedProfileDecider, `savedProfile-${id}`, save(id), metadata);
    expect(saved.events.map((e) => e.type)).toEqual(['ProfileSaved']);
    const fav = await handleCommand(
      counting(store),
      savedProfileDecider,
      `savedProfile-${id}`,
      { type: 'SetFavourite', favourite: true, now },
      metadata,
    );
    expect(fav.events.map((e) => e.type)).toEqual(['ProfileFavouriteChanged']);
    expect(reads).toBe(0);
    expect((await store.readStream(`savedProfile-${id}`)).map((e) => e.revision)).toEqual([0, 1]);
  });

  it('reads the stream when the assumption is refused, and decides on the stored history', async () => {
    const id = randomUUID();
    const stream = `savedProfile-${id}`;
    // Written by "another process": this handler's cache knows nothing of it.
    await store.append(
      stream,
      [{ id: randomUUID(), type: 'ProfileSaved', data: { ...save(id), slug: 'x-instagram', savedAt: now }, metadata }],
      {
        expectedRevision: 'no_stream',
      },
    );
    reads = 0;
    await expect(handleCommand(counting(store), savedProfileDecider, stream, save(id), metadata)).rejects.toThrow(ConflictError);
    expect(reads).toBe(1);
  });

  it('never trusts a domain error decided on an assumed state', async () => {
    const id = randomUUID();
    const stream = `savedProfile-${id}`;
    await store.append(
      stream,
      [{ id: randomUUID(), type: 'ProfileSaved', data: { ...save(id), slug: 'x-instagram', savedAt: now }, metadata }],
      {
        expectedRevision: 'no_stream',
      },
    );
    reads = 0;
    const removed = await handleCommand(counting(store), savedProfileDecider, stream, { type: 'RemoveProfile', now }, metadata);
    expect(removed.events.map((e) => e.type)).toEqual(['ProfileRemoved']);
    expect(reads).toBe(1);
    await expect(handleCommand(store, savedProfileDecider, stream, { type: 'RemoveProfile', now }, metadata)).rejects.toThrow(
      NotFoundError,
    );
  });

  it('recovers from a stale cached state changed by another writer', async () => {
    const id = randomUUID();
    const stream = `savedProfile-${id}`;
    await handleCommand(store, savedProfileDecider, stream, save(id), metadata);
    await store.append(stream, [{ id: randomUUID(), type: 'ProfileRemoved', data: { profileId: id, removedAt: now }, metadata }], {
      expectedRevision: 0,
    });
    const again = await handleCommand(store, savedProfileDecider, stream, save(id), metadata);
    expect(again.events.map((e) => e.type)).toEqual(['ProfileSaved']);
    expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['ProfileSaved', 'ProfileRemoved', 'ProfileSaved']);
  });

  it('after a stale cached state, reads only the events after the revision it holds', async () => {
    const id = randomUUID();
    const stream = `savedProfile-${id}`;
    const asked: Array<number | undefined> = [];
    const watching: EventStore = {
      ...store,
      readStream: (streamId, options) => {
        asked.push(options?.fromRevision);
        return store.readStream(streamId, options);
      },
    };
    await handleCommand(watching, savedProfileDecider, stream, save(id), metadata);
    await store.append(stream, [{ id: randomUUID(), type: 'ProfileRemoved', data: { profileId: id, removedAt: now }, metadata }], {
      expectedRevision: 0,
    });
    const again = await handleCommand(watching, savedProfileDecider, stream, save(id), metadata);
    expect(again.events.map((e) => e.type)).toEqual(['ProfileSaved']);
    expect(asked).toEqual([1]);
  });

  it('decides again on a stream where another writer appended, with a fresh state each time', async () => {
    const id = randomUUID();
    const stream = `savedProfile-${id}`;
    await handleCommand(store, savedProfileDecider, stream, save(id), metadata);
    // Eight writers on one busy stream: each decision commutes with the others, so all succeed.
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        handleCommand(
          store,
          profileDetailsDecider,
          stream,
          { type: 'AddActivity', activityId: randomUUID(), kind: 'note', text: `n${i}`, now },
          metadata,
        ),
      ),
    );
    expect(results.map((r) => r.events.map((e) => e.type))).toEqual(Array.from({ length: 8 }, () => ['ProfileActivityAdded']));
    const stored = await store.readStream(stream);
    expect(stored.filter((e) => e.type === 'ProfileActivityAdded')).toHaveLength(8);
  });

  it('answers the domain error of the fresh state when a concurrent writer changed the decision', async () => {
    const orgId = randomUUID();
    const stream = `organization-${orgId}`;
    await store.append(
      stream,
      [
        {
          id: randomUUID(),
          type: 'OrganizationCreated',
          data: { orgId, name: 'Busy GmbH', ownerId: orgId, package: 'free', createdAt: now, trialEndsAt: now },
          metadata,
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    const search = { type: 'RecordSearch' as const, creditLimit: 5, period: '2026-11', now };
    const settled = await Promise.allSettled(
      Array.from({ length: 12 }, () => handleCommand(store, contactUnlockDecider, stream, search, metadata)),
    );
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(5);
    const refusals = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason] : []));
    expect(refusals).toHaveLength(7);
    for (const refusal of refusals) expect(refusal).toBeInstanceOf(PlanLimitError);
    expect((await store.readStream(stream)).filter((e) => e.type === 'UsageRecorded')).toHaveLength(5);

    // Searches and contact unlocks spend the same credits; the month's total never passes the limit.
    const period = '2026-12';
    const unlock = () => ({ type: 'UnlockContacts' as const, profileBankIds: [randomUUID(), randomUUID()], creditLimit: 10, period, now });
    const mixed = await Promise.allSettled([
      ...Array.from({ length: 8 }, () =>
        handleCommand(store, contactUnlockDecider, stream, { ...search, creditLimit: 10, period }, metadata),
      ),
      ...Array.from({ length: 4 }, () => handleCommand(store, contactUnlockDecider, stream, unlock(), metadata)),
    ]);
    const spent = (events: ReadonlyArray<{ type: string; data: unknown }>) =>
      events.reduce((sum, e) => {
        const data = e.data as { period?: string; amount?: number };
        return e.type === 'UsageRecorded' && data.period === period ? sum + (data.amount ?? 0) : sum;
      }, 0);
    const answered = mixed.reduce((sum, s) => (s.status === 'fulfilled' ? sum + spent(s.value.events) : sum), 0);
    for (const s of mixed) if (s.status === 'rejected') expect(s.reason).toBeInstanceOf(PlanLimitError);
    expect(spent(await store.readStream(stream))).toBe(answered);
    // 16 credits asked for 10: a refusal only when fewer than its 1 or 2 were left.
    expect(answered).toBeGreaterThanOrEqual(9);
    expect(answered).toBeLessThanOrEqual(10);
  });
});

describe('command handler on a refused append', () => {
  /** The real store, refusing the first `times` appends as if another writer had just appended. */
  const refusing = (inner: EventStore, times: number) => {
    const calls = { appends: 0 };
    const wrapped: EventStore = {
      ...inner,
      append: (streamId, events, options) => {
        calls.appends += 1;
        if (calls.appends <= times) return Promise.reject(new WrongExpectedRevisionError(streamId, options.expectedRevision, 0));
        return inner.append(streamId, events, options);
      },
    };
    return { store: wrapped, calls };
  };
  /** Waits recorded instead of slept; the clock moves by each wait. */
  const recording = (overrides: Partial<ConflictRetry> = {}) => {
    const waits: number[] = [];
    let clock = 0;
    const retry: ConflictRetry = {
      ...CONFLICT_RETRY,
      random: () => 0.999,
      now: () => clock,
      sleep: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
      ...overrides,
    };
    return { retry, waits };
  };

  it('backs off exponentially with full jitter under the cap, and succeeds once the append goes through', async () => {
    const id = randomUUID();
    // The first append is the one decided without reading; the three after it each wait first.
    const { store: busy, calls } = refusing(store, 4);
    const { retry, waits } = recording();
    const saved = await handleCommand(busy, savedProfileDecider, `savedProfile-${id}`, save(id), metadata, retry);
    expect(saved.events.map((e) => e.type)).toEqual(['ProfileSaved']);
    expect(calls.appends).toBe(5);
    expect(waits).toEqual([4, 9, 19]);

    const capped = recording({ random: () => 0.5, maxDelayMs: 12 });
    const { store: busier } = refusing(store, 6);
    const other = randomUUID();
    await handleCommand(busier, savedProfileDecider, `savedProfile-${other}`, save(other), metadata, capped.retry);
    expect(capped.waits).toEqual([2, 5, 6, 6, 6]);
  });

  it('gives up with the conflict after its attempts', async () => {
    const id = randomUUID();
    const { store: busy, calls } = refusing(store, Infinity);
    const { retry, waits } = recording({ maxAttempts: 4 });
    await expect(handleCommand(busy, savedProfileDecider, `savedProfile-${id}`, save(id), metadata, retry)).rejects.toThrow(
      WrongExpectedRevisionError,
    );
    expect(calls.appends).toBe(5);
    expect(waits).toHaveLength(3);
  });

  it('gives up with the conflict when the next wait would end past its time budget', async () => {
    const id = randomUUID();
    const { store: busy, calls } = refusing(store, Infinity);
    const { retry, waits } = recording({ budgetMs: 30 });
    await expect(handleCommand(busy, savedProfileDecider, `savedProfile-${id}`, save(id), metadata, retry)).rejects.toThrow(
      WrongExpectedRevisionError,
    );
    // 4 + 9 = 13 ms waited; the next wait of 19 would end at 32.
    expect(waits).toEqual([4, 9]);
    expect(calls.appends).toBe(4);
  });
});
