import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MongoClient, type Db } from 'mongodb';
import { readStoreContract } from './contract';
import { createMongoReadStore, mongoSupportsTransactions } from './mongodb';
import type { CollectionSpec, ReadStore } from './port';

const mongoUrl = process.env.MONGO_URL;
const describeIfMongo = mongoUrl ? describe : describe.skip; // skipped without a MongoDB server

async function openTestDatabase(): Promise<{ client: MongoClient; db: Db }> {
  const client = new MongoClient(mongoUrl ?? '');
  await client.connect();
  return { client, db: client.db(`scout_readstore_${randomBytes(6).toString('hex')}`) };
}

describeIfMongo(mongoUrl ? 'MongoDB read store' : 'MongoDB read store (skipped: set MONGO_URL)', () => {
  readStoreContract('MongoDB', async () => {
    const { client, db } = await openTestDatabase();
    const store = await createMongoReadStore({ db });
    return {
      store,
      rollsBack: await mongoSupportsTransactions(db),
      async teardown() {
        await store.close();
        await db.dropDatabase();
        await client.close();
      },
    };
  });

  describe('MongoDB specifics', () => {
    let client: MongoClient;
    let db: Db;
    let store: ReadStore;
    const spec: CollectionSpec = {
      name: 'profiles',
      scope: 'tenant',
      fields: { platform: 'text', createdAt: 'date', email: 'text' },
      indexes: [
        {
          fields: [
            ['platform', 1],
            ['createdAt', -1],
          ],
        },
        { fields: [['email', 1]], unique: true },
      ],
    };

    beforeAll(async () => {
      ({ client, db } = await openTestDatabase());
      store = await createMongoReadStore({ db });
      await store.ensureCollection(spec);
    });

    afterAll(async () => {
      await db?.dropDatabase();
      await client?.close();
    });

    it('creates the declared indexes behind the organisation, ending with the id', async () => {
      const indexes = await db.collection('rs_profiles').listIndexes().toArray();
      expect(indexes.map((i) => i.key)).toEqual(
        expect.arrayContaining([
          { orgId: 1, platform: 1, createdAt: -1, _id: -1 },
          { orgId: 1, email: 1 },
        ]),
      );
      await store.ensureCollection({ ...spec });
      expect(await db.collection('rs_profiles').listIndexes().toArray()).toHaveLength(indexes.length);
    });

    it('keys tenant documents by organisation and id, and gives the id back', async () => {
      const items = store.tenant(spec).forOrg('org-1');
      await items.upsert({ _id: 'p1', platform: 'instagram', email: 'a@example.com' }, { revision: 2 });
      const raw = await db.collection('rs_profiles').findOne({ orgId: 'org-1' });
      expect(raw).toMatchObject({ _id: { orgId: 'org-1', id: 'p1' }, orgId: 'org-1', _revision: 2 });
      expect(await items.get('p1')).toEqual({ _id: 'p1', platform: 'instagram', email: 'a@example.com', orgId: 'org-1' });
    });

    it('enforces unique indexes within an organisation only, tombstones aside', async () => {
      const one = store.tenant(spec).forOrg('org-u1');
      const two = store.tenant(spec).forOrg('org-u2');
      await one.upsert({ _id: 'a', email: 'same@example.com' });
      await two.upsert({ _id: 'a', email: 'same@example.com' });
      await expect(one.upsert({ _id: 'b', email: 'same@example.com' })).rejects.toThrow();
      await one.delete('a', { revision: 1 });
      await one.delete('c', { revision: 1 });
      expect(await one.upsert({ _id: 'b', email: 'same@example.com' })).toBe(true);
    });
  });
});
