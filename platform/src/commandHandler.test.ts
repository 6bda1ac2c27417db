import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openTestPool, type TestPool } from '../../tests/support/database';
import { savedProfileDecider } from '@scout/backend/profiles/savedProfile';
import { handleCommand } from './commandHandler';
import { ConflictError, NotFoundError } from './errors';
import type { EventStore } from './eventstore/port';
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
});
