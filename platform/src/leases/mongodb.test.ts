import { randomBytes } from 'node:crypto';
import { describe } from '@jest/globals';
import { MongoClient } from 'mongodb';
import { leaseStoreContract } from './contract';
import { createMongoLeaseStore } from './mongodb';

const mongoUrl = process.env.MONGO_URL;
const describeIfMongo = mongoUrl ? describe : describe.skip; // skipped without a MongoDB server

describeIfMongo(mongoUrl ? 'MongoDB lease store' : 'MongoDB lease store (skipped: set MONGO_URL)', () => {
  leaseStoreContract('MongoDB', async () => {
    const client = await new MongoClient(mongoUrl ?? '').connect();
    const db = client.db(`scout_leases_${randomBytes(6).toString('hex')}`);
    return {
      store: createMongoLeaseStore(db),
      async teardown() {
        await db.dropDatabase();
        await client.close();
      },
    };
  });
});
