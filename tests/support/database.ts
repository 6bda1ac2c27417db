import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPostgresEventStore } from '@scout/platform/eventstore/postgres';
import type { EventStore } from '@scout/platform/eventstore/port';
import { createPool, type Pool } from '@scout/platform/postgres/pool';
import { createPostgresReadStore } from '@scout/platform/readstore/postgres';
import type { ReadStore } from '@scout/platform/readstore/port';
import { eventually } from './eventually';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.SCOUT_TEST_PG_URL;
  if (!url) throw new Error('SCOUT_TEST_PG_URL is not set: run the tests through jest (its global setup starts PostgreSQL)');
  return url;
}

/**
 * A fresh database on the test cluster, so test files can run in parallel: empty, or a copy of the
 * run's template holding the shipped profile bank (tests/support/bankTemplate.ts) when `withBank`.
 */
export async function createTestDatabase(prefix = 'test', withBank = false): Promise<TestDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`.toLowerCase();
  const template = withBank ? process.env.SCOUT_TEST_BANK_TEMPLATE : undefined;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl() });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export interface TestPool {
  pool: Pool;
  database: TestDatabase;
  /** Ends the pool, then drops the database. */
  close(): Promise<void>;
}

/** A fresh database with a pool on it; `withBank`: see {@link createTestDatabase}. */
export async function openTestPool(prefix: string, max = 10, withBank = false): Promise<TestPool> {
  const database = await createTestDatabase(prefix, withBank);
  const pool = createPool(database.url, { max });
  return {
    pool,
    database,
    async close() {
      await pool.end();
      await database.drop();
    },
  };
}

export interface TestStores extends TestPool {
  eventStore: EventStore;
  readStore: ReadStore;
  /**
   * Waits until every stored event is readable. Events become readable once every older
   * transaction of the cluster ended (transaction-id visibility), and other test files share the
   * cluster: an append is not readable the moment it returns.
   */
  everyEventReadable(): Promise<void>;
}

/** A fresh database with the PostgreSQL event store and read store on it; `close` ends the stores, then the pool. */
export async function openTestStores(prefix: string, max = 10): Promise<TestStores> {
  const testPool = await openTestPool(prefix, max);
  const eventStore = await createPostgresEventStore({ pool: testPool.pool });
  const readStore = await createPostgresReadStore({ pool: testPool.pool });
  return {
    ...testPool,
    eventStore,
    readStore,
    async everyEventReadable() {
      await eventually('every appended event readable', async () => {
        const { rows } = await testPool.pool.query<{ n: number }>('select count(*)::int as n from es_events');
        const readable = await eventStore.countAfter({ after: null, max: Number.MAX_SAFE_INTEGER });
        return readable === rows[0]!.n ? true : undefined;
      });
    },
    async close() {
      await eventStore.close();
      await readStore.close();
      await testPool.close();
    },
  };
}
