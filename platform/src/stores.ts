import type { Config } from './config';
import type { EventStore } from './eventstore/port';
import { createPostgresEventStore } from './eventstore/postgres';
import type { LeaseStore } from './leases/port';
import type { Pool } from './postgres/pool';
import type { ReadStore } from './readstore/port';
import { createPostgresReadStore } from './readstore/postgres';

export interface Stores {
  eventStore: EventStore;
  readStore: ReadStore;
  /** The projections' leases, beside their checkpoints (MongoDB or PostgreSQL); made on first use. */
  leases(): Promise<LeaseStore>;
  /** Closes the stores and the clients opened for them; the PostgreSQL pool stays the caller's. */
  close(): Promise<void>;
}

/**
 * The event store and read store that EVENT_STORE and READ_STORE choose (PostgreSQL by default). The
 * EventStoreDB and MongoDB clients load only when chosen: each costs a process about 10 MB it would
 * never use on PostgreSQL.
 */
export async function openStores(config: Config, pool: Pool, options: { readPool?: Pool } = {}): Promise<Stores> {
  const closers: Array<() => Promise<void>> = [];
  let leases: () => Promise<LeaseStore>;

  let eventStore: EventStore;
  if (config.EVENT_STORE === 'eventstoredb') {
    const [{ EventStoreDBClient }, { createEventStoreDbEventStore }] = await Promise.all([
      import('@eventstore/db-client'),
      import('./eventstore/eventstoredb'),
    ]);
    const client = EventStoreDBClient.connectionString(config.EVENTSTORE_URL ?? '');
    eventStore = createEventStoreDbEventStore({ client });
    closers.push(() => client.dispose());
  } else {
    eventStore = await createPostgresEventStore({ pool });
  }

  let readStore: ReadStore;
  if (config.READ_STORE === 'mongodb') {
    const [{ MongoClient }, { createMongoReadStore }] = await Promise.all([import('mongodb'), import('./readstore/mongodb')]);
    const client = await new MongoClient(config.MONGO_URL ?? '').connect();
    readStore = await createMongoReadStore({ db: client.db() });
    closers.push(() => client.close());
    leases = async () => (await import('./leases/mongodb')).createMongoLeaseStore(client.db());
  } else {
    readStore = await createPostgresReadStore({ pool, ...(options.readPool ? { readPool: options.readPool } : {}) });
    leases = async () => (await import('./leases/postgres')).createPostgresLeaseStore(pool);
  }
  let leaseStore: Promise<LeaseStore> | undefined;

  return {
    eventStore,
    readStore,
    leases: () => {
      leaseStore ??= leases();
      return leaseStore;
    },
    async close() {
      await eventStore.close();
      await readStore.close();
      for (const close of closers) await close();
    },
  };
}
