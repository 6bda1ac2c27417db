import { describe } from '@jest/globals';
import { EventStoreDBClient } from '@eventstore/db-client';
import { eventStoreContract } from './contract';
import { createEventStoreDbEventStore } from './eventstoredb';

const url = process.env.EVENTSTORE_URL;
const describeIfEsdb = url ? describe : describe.skip; // skipped without an EventStoreDB server

describeIfEsdb(url ? 'EventStoreDB adapter' : 'EventStoreDB adapter (skipped: set EVENTSTORE_URL)', () => {
  eventStoreContract('EventStoreDB', async () => {
    const client = EventStoreDBClient.connectionString(url ?? '');
    const store = createEventStoreDbEventStore({ client });
    return {
      store,
      async teardown() {
        await store.close();
        await client.dispose();
      },
      async another() {
        const otherClient = EventStoreDBClient.connectionString(url ?? '');
        const other = createEventStoreDbEventStore({ client: otherClient });
        return {
          store: other,
          async close() {
            await other.close();
            await otherClient.dispose();
          },
        };
      },
    };
  });
});
