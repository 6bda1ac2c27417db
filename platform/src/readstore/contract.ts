import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CheckpointMovedError, type CollectionSpec, type Document, type FindOptions, type ReadStore, type ScopedCollection } from './port';

export interface ReadStoreUnderTest {
  store: ReadStore;
  teardown(): Promise<void>;
  /** False for an adapter whose transactions cannot roll back (MongoDB without a replica set). */
  rollsBack?: boolean;
}

interface Item extends Document {
  platform?: string | null;
  username?: string;
  followers?: number | null;
  verified?: boolean;
  createdAt?: string;
  tags?: string[];
  stats?: { engagement?: number; country?: string };
  note?: string;
}

interface Account extends Document {
  email: string;
  orgId?: string;
}

let collections = 0;

/** A fresh collection name per test, so tests share one store without seeing each other's data. */
function itemsSpec(): CollectionSpec {
  collections += 1;
  return {
    name: `items${collections}`,
    scope: 'tenant',
    fields: {
      platform: 'text',
      username: 'text',
      followers: 'number',
      verified: 'boolean',
      createdAt: 'date',
      tags: 'textArray',
      'stats.engagement': 'number',
      'stats.country': 'text',
    },
    indexes: [
      {
        fields: [
          ['platform', 1],
          ['createdAt', -1],
        ],
      },
      { fields: [['followers', -1]] },
      { fields: [['tags', 1]] },
    ],
    searchable: ['username'],
  };
}

function accountsSpec(): CollectionSpec {
  collections += 1;
  return {
    name: `accounts${collections}`,
    scope: 'global',
    fields: { email: 'text', orgId: 'text' },
    indexes: [{ fields: [['email', 1]], unique: true }],
  };
}

const ids = (docs: readonly Document[]) => docs.map((d) => d._id);

const sample: Item[] = [
  {
    _id: 'a',
    platform: 'instagram',
    username: 'Alice',
    followers: 1500,
    verified: true,
    createdAt: '2024-01-03T10:00:00.000Z',
    tags: ['food', 'travel'],
    stats: { engagement: 2.5, country: 'AT' },
  },
  {
    _id: 'b',
    platform: 'tiktok',
    username: 'bob_builder',
    followers: 300,
    verified: false,
    createdAt: '2024-01-01T10:00:00.000Z',
    tags: ['diy'],
    stats: { engagement: 7, country: 'DE' },
  },
  {
    _id: 'c',
    platform: 'instagram',
    username: 'carol',
    followers: 90000,
    verified: false,
    createdAt: '2024-01-02T10:00:00.000Z',
    tags: ['travel'],
    stats: { engagement: 1.25, country: 'AT' },
  },
  { _id: 'd', platform: 'youtube', username: 'DAVE', followers: null, createdAt: '2023-12-31T23:59:59.999Z', tags: [] },
  { _id: 'e', username: 'eve', followers: 1500, verified: true, createdAt: '2024-01-02T10:00:00.000Z' },
];

export function readStoreContract(adapterName: string, setup: () => Promise<ReadStoreUnderTest>): void {
  describe(`read store contract: ${adapterName}`, () => {
    let subject: ReadStoreUnderTest;
    let store: ReadStore;

    beforeAll(async () => {
      subject = await setup();
      store = subject.store;
    });

    afterAll(async () => {
      await subject?.teardown();
    });

    async function seeded(docs: readonly Item[] = sample, orgId = 'org-1'): Promise<ScopedCollection<Item>> {
      const spec = itemsSpec();
      await store.ensureCollection(spec);
      const items = store.tenant<Item>(spec).forOrg(orgId);
      for (const doc of docs) await items.upsert(doc);
      return items;
    }

    describe('documents', () => {
      it('round-trips a tenant document, stamped with its organisation', async () => {
        const items = await seeded([]);
        const doc: Item = { _id: 'p1', platform: 'instagram', username: 'x', stats: { engagement: 1 }, tags: ['a'] };
        expect(await items.upsert(doc)).toBe(true);
        expect(await items.get('p1')).toEqual({ ...doc, orgId: 'org-1' });
        expect(await items.get('missing')).toBeNull();
      });

      it('replaces the whole document on upsert', async () => {
        const items = await seeded([]);
        await items.upsert({ _id: 'p1', platform: 'instagram', note: 'old' });
        await items.upsert({ _id: 'p1', platform: 'tiktok' });
        expect(await items.get('p1')).toEqual({ _id: 'p1', platform: 'tiktok', orgId: 'org-1' });
      });

      it('deletes by id and answers whether a document went', async () => {
        const items = await seeded();
        expect(await items.delete('a')).toBe(true);
        expect(await items.get('a')).toBeNull();
        expect(await items.delete('a')).toBe(false);
        expect(await items.count()).toBe(sample.length - 1);
      });

      it('round-trips a global document unchanged', async () => {
        const spec = accountsSpec();
        const accounts = store.global<Account>(spec);
        const doc = { _id: 'u1', email: 'ann@example.com', orgId: 'org-9', profile: { name: 'Ann' } };
        await accounts.upsert(doc);
        expect(await accounts.get('u1')).toEqual(doc);
        expect(await accounts.findOne({ email: 'ann@example.com' })).toEqual(doc);
        expect(await accounts.findOne({ email: 'nobody@example.com' })).toBeNull();
      });

      it('finds one document by filter', async () => {
        const items = await seeded();
        expect((await items.findOne({ platform: 'tiktok' }))?._id).toBe('b');
        expect((await items.findOne({ platform: 'instagram' }))?._id).toBe('a');
        expect(await items.findOne({ platform: 'myspace' })).toBeNull();
      });

      it('deletes many by filter and answers the count', async () => {
        const items = await seeded();
        expect(await items.deleteMany({ platform: 'instagram' })).toBe(2);
        expect(ids(await items.find())).toEqual(['b', 'd', 'e']);
        expect(await items.deleteMany({ platform: 'instagram' })).toBe(0);
      });

      it('ensures a collection idempotently', async () => {
        const spec = itemsSpec();
        await store.ensureCollection(spec);
        await store.ensureCollection(spec);
        await store.ensureCollection({ ...spec });
        expect(await store.tenant(spec).forOrg('org-1').count()).toBe(0);
      });

      it('clears every document of every organisation', async () => {
        const spec = itemsSpec();
        const other = itemsSpec();
        const one = store.tenant<Item>(spec).forOrg('org-1');
        const two = store.tenant<Item>(spec).forOrg('org-2');
        await one.upsert({ _id: 'x' }, { revision: 3 });
        await two.upsert({ _id: 'y' });
        await one.delete('x', { revision: 4 });
        await store.tenant<Item>(other).forOrg('org-1').upsert({ _id: 'kept' });
        await store.clear(spec);
        expect(await one.count()).toBe(0);
        expect(await two.count()).toBe(0);
        expect(await one.revisionOf('x')).toBeNull();
        // A rebuild replays from the first event: nothing of the old guards may remain.
        expect(await one.upsert({ _id: 'x' }, { revision: 0 })).toBe(true);
        expect(await store.tenant<Item>(other).forOrg('org-1').count()).toBe(1);
      });
    });

    describe('organisations', () => {
      it('keeps the same _id in two organisations apart', async () => {
        const spec = itemsSpec();
        const one = store.tenant<Item>(spec).forOrg('org-1');
        const two = store.tenant<Item>(spec).forOrg('org-2');
        await one.upsert({ _id: 'same', platform: 'instagram' }, { revision: 5 });
        expect(await two.upsert({ _id: 'same', platform: 'tiktok' }, { revision: 1 })).toBe(true);
        expect(await one.get('same')).toEqual({ _id: 'same', platform: 'instagram', orgId: 'org-1' });
        expect(await two.get('same')).toEqual({ _id: 'same', platform: 'tiktok', orgId: 'org-2' });
        expect(await one.revisionOf('same')).toBe(5);
        expect(await two.revisionOf('same')).toBe(1);
      });

      it('never finds, counts or deletes across organisations', async () => {
        const spec = itemsSpec();
        const one = store.tenant<Item>(spec).forOrg('org-1');
        const two = store.tenant<Item>(spec).forOrg('org-2');
        await one.upsert({ _id: 'a', platform: 'instagram' });
        await one.upsert({ _id: 'b', platform: 'instagram' });
        await two.upsert({ _id: 'a', platform: 'instagram' });
        expect(ids(await two.find({ filter: { platform: 'instagram' } }))).toEqual(['a']);
        expect(await two.count()).toBe(1);
        expect(await two.get('b')).toBeNull();
        expect(await two.delete('b')).toBe(false);
        expect(await two.delete('a')).toBe(true);
        expect(await one.get('a')).not.toBeNull();
        expect(await one.deleteMany({ platform: 'instagram' })).toBe(2);
        await two.upsert({ _id: 'c', platform: 'instagram' });
        expect(await two.count({ platform: 'instagram' })).toBe(1);
      });

      it('refuses a missing organisation and a document of another one', async () => {
        const spec = itemsSpec();
        expect(() => store.tenant(spec).forOrg('')).toThrow();
        expect(() => store.global(spec)).toThrow();
        expect(() => store.tenant(accountsSpec())).toThrow();
        await expect(store.tenant<Item>(spec).forOrg('org-1').upsert({ _id: 'x', orgId: 'org-2' })).rejects.toThrow();
      });
    });

    describe('filters', () => {
      const cases: ReadonlyArray<[string, FindOptions['filter'], string[]]> = [
        ['equality', { platform: 'instagram' }, ['a', 'c']],
        ['equality on a number', { followers: 1500 }, ['a', 'e']],
        ['equality on a boolean', { verified: false }, ['b', 'c']],
        ['equality with null matches missing and null', { platform: null }, ['e']],
        ['$eq', { platform: { $eq: 'tiktok' } }, ['b']],
        ['$ne includes missing values', { platform: { $ne: 'instagram' } }, ['b', 'd', 'e']],
        ['$ne null', { followers: { $ne: null } }, ['a', 'b', 'c', 'e']],
        ['$in', { platform: { $in: ['tiktok', 'youtube'] } }, ['b', 'd']],
        ['$in with null', { platform: { $in: ['tiktok', null] } }, ['b', 'e']],
        ['$in empty', { platform: { $in: [] } }, []],
        ['$gt on a number', { followers: { $gt: 1500 } }, ['c']],
        ['$gte and $lte together', { followers: { $gte: 300, $lte: 1500 } }, ['a', 'b', 'e']],
        ['$lt on a date', { createdAt: { $lt: '2024-01-02T00:00:00.000Z' } }, ['b', 'd']],
        ['$gte on a date', { createdAt: { $gte: '2024-01-02T10:00:00.000Z' } }, ['a', 'c', 'e']],
        ['$gt on text is byte order', { username: { $gt: 'a' } }, ['b', 'c', 'e']],
        ['$contains is case-insensitive', { username: { $contains: 'AR' } }, ['c']],
        ['$contains in the middle', { username: { $contains: '_build' } }, ['b']],
        ['$startsWith is case-insensitive', { username: { $startsWith: 'da' } }, ['d']],
        ['$startsWith only at the start', { username: { $startsWith: 'ave' } }, []],
        ['$has', { tags: { $has: 'travel' } }, ['a', 'c']],
        ['$exists true', { verified: { $exists: true } }, ['a', 'b', 'c', 'e']],
        ['$exists false includes null', { followers: { $exists: false } }, ['d']],
        ['dotted path equality', { 'stats.country': 'AT' }, ['a', 'c']],
        ['dotted path range', { 'stats.engagement': { $gt: 2 } }, ['a', 'b']],
        ['$or', { $or: [{ platform: 'tiktok' }, { followers: { $gt: 50000 } }] }, ['b', 'c']],
        ['$or beside a field', { verified: true, $or: [{ platform: 'instagram' }, { platform: null }] }, ['a', 'e']],
        ['$or with an empty branch matches all', { $or: [{}, { platform: 'tiktok' }] }, ['a', 'b', 'c', 'd', 'e']],
        ['_id equality', { _id: 'c' }, ['c']],
        ['_id $in', { _id: { $in: ['a', 'e', 'zz'] } }, ['a', 'e']],
        ['undefined values are absent', { platform: undefined, followers: { $gt: undefined, $lt: 1000 } }, ['b']],
        ['several fields together', { platform: 'instagram', verified: true }, ['a']],
      ];

      it.each(cases)('%s', async (_name, filter, expected) => {
        const items = await seeded();
        expect(ids(await items.find({ filter }))).toEqual(expected);
        expect(await items.count(filter)).toBe(expected.length);
      });

      it('counts per value of a text field under a filter, only in the organisation, leaving out documents without a value', async () => {
        const spec = itemsSpec();
        await store.ensureCollection(spec);
        const items = store.tenant<Item>(spec).forOrg('org-1');
        const elsewhere = store.tenant<Item>(spec).forOrg('org-2');
        for (const doc of sample) await items.upsert(doc);
        await items.upsert({ _id: 'f', platform: 7 as never, username: 'numeric' });
        await elsewhere.upsert({ _id: 'x', platform: 'instagram' });
        expect(Object.fromEntries(await items.countBy('platform'))).toEqual({ instagram: 2, tiktok: 1, youtube: 1 });
        expect(Object.fromEntries(await items.countBy('platform', { verified: false }))).toEqual({ instagram: 1, tiktok: 1 });
        expect(Object.fromEntries(await items.countBy('stats.country', { followers: { $gt: 1000 } }))).toEqual({ AT: 2 });
        expect((await items.countBy('platform', { platform: 'pinterest' })).size).toBe(0);
        expect(Object.fromEntries(await elsewhere.countBy('platform'))).toEqual({ instagram: 1 });
        await expect(items.countBy('followers')).rejects.toThrow(/followers/);
        await expect(items.countBy('tags')).rejects.toThrow(/tags/);
        await expect(items.countBy('secret')).rejects.toThrow(/secret/);
      });

      it('treats quotes, % and _ and backslashes in values literally', async () => {
        const items = await seeded([
          { _id: '1', username: "o'brien" },
          { _id: '2', username: '100% real' },
          { _id: '3', username: '100 real' },
          { _id: '4', username: 'under_score' },
          { _id: '5', username: 'underXscore' },
          { _id: '6', username: 'back\\slash' },
          { _id: '7', username: 'a.*b' },
          { _id: '8', username: "'; DROP TABLE x; --" },
        ]);
        const found = async (filter: FindOptions['filter']) => ids(await items.find({ filter }));
        expect(await found({ username: "o'brien" })).toEqual(['1']);
        expect(await found({ username: { $contains: "'" } })).toEqual(['1', '8']);
        expect(await found({ username: { $contains: '%' } })).toEqual(['2']);
        expect(await found({ username: { $contains: '_' } })).toEqual(['4']);
        expect(await found({ username: { $startsWith: 'under_' } })).toEqual(['4']);
        expect(await found({ username: { $contains: '\\' } })).toEqual(['6']);
        expect(await found({ username: { $contains: '.*' } })).toEqual(['7']);
        expect(await found({ username: { $startsWith: '.' } })).toEqual([]);
        expect(await found({ username: "'; DROP TABLE x; --" })).toEqual(['8']);
        expect(await items.count()).toBe(8);
      });

      it('throws on undeclared fields, wrong value types and unknown operators', async () => {
        const items = await seeded();
        await expect(items.find({ filter: { secret: 'x' } })).rejects.toThrow(/secret/);
        await expect(items.count({ $or: [{ platform: 'x' }, { secret: 'x' }] })).rejects.toThrow(/secret/);
        await expect(items.find({ sort: [['secret', 1]] })).rejects.toThrow(/secret/);
        await expect(items.find({ filter: { followers: '10' } })).rejects.toThrow();
        await expect(items.find({ filter: { platform: { $regex: '.*' } as never } })).rejects.toThrow();
        await expect(items.find({ filter: { tags: 'travel' } })).rejects.toThrow();
        await expect(items.find({ filter: { "platform') OR 1=1 --": 'x' } })).rejects.toThrow();
        await expect(items.deleteMany({ secret: 'x' })).rejects.toThrow();
        expect(await items.count()).toBe(sample.length);
      });
    });

    describe('sorting and paging', () => {
      it('sorts by several fields with directions, missing values first ascending', async () => {
        const items = await seeded();
        expect(
          ids(
            await items.find({
              sort: [
                ['followers', -1],
                ['createdAt', 1],
              ],
            }),
          ),
        ).toEqual(['c', 'e', 'a', 'b', 'd']);
        expect(
          ids(
            await items.find({
              sort: [
                ['followers', 1],
                ['createdAt', -1],
              ],
            }),
          ),
        ).toEqual(['d', 'b', 'a', 'e', 'c']);
        expect(
          ids(
            await items.find({
              sort: [
                ['platform', 1],
                ['username', 1],
              ],
            }),
          ),
        ).toEqual(['e', 'a', 'c', 'b', 'd']);
        expect(ids(await items.find({ sort: [['stats.engagement', -1]] }))).toEqual(['b', 'a', 'c', 'e', 'd']);
        expect(ids(await items.find({ sort: [['verified', 1]] }))).toEqual(['d', 'b', 'c', 'a', 'e']);
      });

      it('sorts text by code point, as MongoDB does', async () => {
        const items = await seeded();
        expect(ids(await items.find({ sort: [['username', 1]] }))).toEqual(['a', 'd', 'b', 'c', 'e']);
      });

      it('pages with skip and limit without overlaps or gaps on ties', async () => {
        const docs: Item[] = Array.from({ length: 23 }, (_, i) => ({
          _id: `p${String(i).padStart(2, '0')}`,
          platform: i % 2 ? 'instagram' : 'tiktok',
          followers: i % 3,
          createdAt: `2024-01-0${(i % 4) + 1}T00:00:00.000Z`,
        }));
        const items = await seeded(docs);
        for (const sort of [
          [['followers', -1]],
          [
            ['createdAt', 1],
            ['followers', -1],
          ],
          [],
        ] as FindOptions['sort'][]) {
          const all = ids(await items.find({ sort }));
          const paged: string[] = [];
          for (let skip = 0; skip < docs.length; skip += 5) paged.push(...ids(await items.find({ sort, skip, limit: 5 })));
          expect(paged).toEqual(all);
          expect(new Set(paged).size).toBe(docs.length);
        }
        const filter = { platform: 'instagram' };
        const page = await items.find({ filter, sort: [['createdAt', -1]], skip: 10, limit: 5 });
        expect(ids(page)).toEqual(ids(await items.find({ filter, sort: [['createdAt', -1]] })).slice(10, 15));
        expect(await items.count(filter)).toBe(11);
        expect(await items.find({ skip: 100 })).toEqual([]);
        expect(await items.find({ limit: 0 })).toHaveLength(0);
      });

      it('orders ties by _id in the direction of the last key', async () => {
        const items = await seeded([
          { _id: 'b', followers: 1 },
          { _id: 'a', followers: 1 },
          { _id: 'c', followers: 2 },
        ]);
        expect(ids(await items.find({ sort: [['followers', 1]] }))).toEqual(['a', 'b', 'c']);
        expect(ids(await items.find({ sort: [['followers', -1]] }))).toEqual(['c', 'b', 'a']);
        expect(ids(await items.find())).toEqual(['a', 'b', 'c']);
        expect(ids(await items.find({ sort: [['_id', -1]] }))).toEqual(['c', 'b', 'a']);
      });
    });

    describe('guarded writes', () => {
      it('ignores stale and equal revisions', async () => {
        const items = await seeded([]);
        expect(await items.revisionOf('x')).toBeNull();
        expect(await items.upsert({ _id: 'x', note: 'five' }, { revision: 5 })).toBe(true);
        expect(await items.upsert({ _id: 'x', note: 'again' }, { revision: 5 })).toBe(false);
        expect(await items.upsert({ _id: 'x', note: 'old' }, { revision: 3 })).toBe(false);
        expect((await items.get('x'))?.note).toBe('five');
        expect(await items.upsert({ _id: 'x', note: 'six' }, { revision: 6 })).toBe(true);
        expect((await items.get('x'))?.note).toBe('six');
        expect(await items.revisionOf('x')).toBe(6);
      });

      it('keeps the revision across unguarded writes', async () => {
        const items = await seeded([]);
        await items.upsert({ _id: 'x', note: 'guarded' }, { revision: 4 });
        await items.upsert({ _id: 'x', note: 'plain' });
        expect(await items.revisionOf('x')).toBe(4);
        expect(await items.upsert({ _id: 'x', note: 'stale' }, { revision: 4 })).toBe(false);
        expect((await items.get('x'))?.note).toBe('plain');
        await items.upsert({ _id: 'y', note: 'plain' });
        expect(await items.revisionOf('y')).toBeNull();
        expect(await items.upsert({ _id: 'y', note: 'guarded' }, { revision: 0 })).toBe(true);
      });

      it('does not resurrect a document deleted by a newer revision', async () => {
        const items = await seeded([]);
        await items.upsert({ _id: 'x', note: 'one' }, { revision: 1 });
        expect(await items.delete('x', { revision: 1 })).toBe(false);
        expect(await items.get('x')).not.toBeNull();
        expect(await items.delete('x', { revision: 2 })).toBe(true);
        expect(await items.get('x')).toBeNull();
        // Redelivery of the events before the delete.
        expect(await items.upsert({ _id: 'x', note: 'one' }, { revision: 1 })).toBe(false);
        expect(await items.delete('x', { revision: 2 })).toBe(false);
        expect(await items.get('x')).toBeNull();
        expect(await items.revisionOf('x')).toBe(2);
        // A later event of the stream brings it back.
        expect(await items.upsert({ _id: 'x', note: 'three' }, { revision: 3 })).toBe(true);
        expect((await items.get('x'))?.note).toBe('three');
      });

      it('remembers a guarded delete of a document it never saw', async () => {
        const items = await seeded([]);
        expect(await items.delete('ghost', { revision: 7 })).toBe(false);
        expect(await items.upsert({ _id: 'ghost' }, { revision: 6 })).toBe(false);
        expect(await items.get('ghost')).toBeNull();
      });

      it('keeps the guard when an unguarded delete removes a guarded document', async () => {
        const items = await seeded([]);
        await items.upsert({ _id: 'x' }, { revision: 3 });
        expect(await items.delete('x')).toBe(true);
        expect(await items.upsert({ _id: 'x' }, { revision: 2 })).toBe(false);
        expect(await items.get('x')).toBeNull();
      });

      it('hides deleted documents from every query', async () => {
        const items = await seeded();
        await items.upsert({ _id: 'gone', platform: 'instagram', followers: 5 }, { revision: 1 });
        await items.delete('gone', { revision: 2 });
        expect(ids(await items.find({ filter: { platform: 'instagram' } }))).toEqual(['a', 'c']);
        expect(await items.count()).toBe(sample.length);
        expect(await items.count({ platform: { $exists: false } })).toBe(1);
        expect(await items.findOne({ _id: 'gone' })).toBeNull();
        expect(await items.deleteMany({ followers: 5 })).toBe(0);
        expect(await items.delete('gone')).toBe(false);
      });
    });

    describe('transactions and checkpoints', () => {
      it('stores, replaces and forgets checkpoints', async () => {
        expect(await store.getCheckpoint('contract-cp')).toBeNull();
        await store.setCheckpoint('contract-cp', '0001');
        expect(await store.getCheckpoint('contract-cp')).toBe('0001');
        await store.setCheckpoint('contract-cp', '0002');
        expect(await store.getCheckpoint('contract-cp')).toBe('0002');
        await store.setCheckpoint('contract-cp', null);
        expect(await store.getCheckpoint('contract-cp')).toBeNull();
      });

      it('answers several checkpoints at once, null for those never stored', async () => {
        await store.setCheckpoint('contract-many-a', '0007');
        await store.setCheckpoint('contract-many-b', '0009');
        expect(await store.getCheckpoints(['contract-many-a', 'contract-many-b', 'contract-many-none'])).toEqual({
          'contract-many-a': '0007',
          'contract-many-b': '0009',
          'contract-many-none': null,
        });
        expect(await store.getCheckpoints([])).toEqual({});
      });

      it('commits documents and checkpoint together', async () => {
        const spec = itemsSpec();
        await store.ensureCollection(spec);
        const result = await store.transaction(async (tx) => {
          const items = tx.tenant<Item>(spec).forOrg('org-1');
          await items.upsert({ _id: 'x', note: 'in tx' }, { revision: 1 });
          await tx.setCheckpoint('contract-tx', '0005');
          expect((await items.get('x'))?.note).toBe('in tx');
          expect(await tx.getCheckpoint('contract-tx')).toBe('0005');
          return tx.transaction(async (nested) => {
            await nested.tenant<Item>(spec).forOrg('org-1').upsert({ _id: 'y' });
            return 'done';
          });
        });
        expect(result).toBe('done');
        expect(await store.tenant<Item>(spec).forOrg('org-1').count()).toBe(2);
        expect(await store.getCheckpoint('contract-tx')).toBe('0005');
      });

      it('rolls back documents and checkpoint when fn throws', async () => {
        const spec = itemsSpec();
        await store.ensureCollection(spec);
        const items = store.tenant<Item>(spec).forOrg('org-1');
        await items.upsert({ _id: 'x', note: 'before' }, { revision: 1 });
        await store.setCheckpoint('contract-rollback', '0001');
        const failing = store.transaction(async (tx) => {
          const inTx = tx.tenant<Item>(spec).forOrg('org-1');
          await inTx.upsert({ _id: 'x', note: 'after' }, { revision: 2 });
          await inTx.upsert({ _id: 'y', note: 'new' }, { revision: 1 });
          await tx.setCheckpoint('contract-rollback', '0002');
          throw new Error('projection failed');
        });
        await expect(failing).rejects.toThrow('projection failed');
        if (subject.rollsBack === false) return;
        expect((await items.get('x'))?.note).toBe('before');
        expect(await items.get('y')).toBeNull();
        expect(await items.revisionOf('x')).toBe(1);
        expect(await store.getCheckpoint('contract-rollback')).toBe('0001');
      });

      it('clears a collection inside a transaction', async () => {
        const spec = itemsSpec();
        const items = store.tenant<Item>(spec).forOrg('org-1');
        await items.upsert({ _id: 'x' }, { revision: 1 });
        if (subject.rollsBack !== false) {
          const failing = store.transaction(async (tx) => {
            await tx.clear(spec);
            throw new Error('rebuild failed');
          });
          await expect(failing).rejects.toThrow('rebuild failed');
          expect(await items.count()).toBe(1);
        }
        await store.transaction(async (tx) => {
          await tx.clear(spec);
          await tx.setCheckpoint('contract-clear', null);
        });
        expect(await items.count()).toBe(0);
      });
    });

    describe('rows for projections, parked events and staging swaps', () => {
      it('loads rows of many keys, tombstones included, and writes only over older revisions', async () => {
        const spec = itemsSpec();
        const items = store.tenant<Item>(spec).forOrg('org-1');
        await items.upsert({ _id: 'a', username: 'old' }, { revision: 5 });
        await items.upsert({ _id: 'b', username: 'gone' }, { revision: 1 });
        await items.delete('b', { revision: 2 });
        const loaded = await store.loadRows(spec, [
          { orgId: 'org-1', id: 'a' },
          { orgId: 'org-1', id: 'b' },
          { orgId: 'org-1', id: 'missing' },
          { orgId: 'org-2', id: 'a' },
        ]);
        expect(loaded.map((r) => [r.orgId, r.id, r.doc?.username ?? null, r.revision]).sort()).toEqual([
          ['org-1', 'a', 'old', 5],
          ['org-1', 'b', null, 2],
        ]);

        await store.writeRows(spec, [
          { orgId: 'org-1', id: 'a', doc: { _id: 'a', username: 'stale' }, revision: 4 },
          { orgId: 'org-1', id: 'b', doc: { _id: 'b', username: 'back' }, revision: 3 },
          { orgId: 'org-1', id: 'c', doc: { _id: 'c', username: 'new' }, revision: 0 },
          { orgId: 'org-2', id: 'a', doc: null, revision: 7 },
        ]);
        expect((await items.get('a'))?.username).toBe('old');
        expect((await items.get('b'))?.username).toBe('back');
        expect(await items.get('c')).toMatchObject({ username: 'new', orgId: 'org-1' });
        expect(await store.tenant<Item>(spec).forOrg('org-2').revisionOf('a')).toBe(7);

        await store.writeRows(spec, [{ orgId: 'org-1', id: 'a', doc: { _id: 'a', username: 'same revision' }, revision: 5 }]);
        expect((await items.get('a'))?.username).toBe('old');
        await store.writeRows(spec, [{ orgId: 'org-1', id: 'a', doc: { _id: 'a', username: 'same revision' }, revision: 5 }], {
          orEqual: true,
        });
        expect((await items.get('a'))?.username).toBe('same revision');
      });

      it('answers internal fields to loadRows only: get, find and findOne leave them out', async () => {
        const spec: CollectionSpec = { ...itemsSpec(), internal: ['posts', 'appliedThrough'] };
        const posts = { p1: { likes: 3 }, p2: { likes: 5 } };
        const visible = { _id: 'a', username: 'alice', followers: 10, orgId: 'org-1' };
        await store.writeRows(spec, [
          { orgId: 'org-1', id: 'a', doc: { _id: 'a', username: 'alice', followers: 10, posts, appliedThrough: '0007' }, revision: 1 },
        ]);
        const items = store.tenant<Item>(spec).forOrg('org-1');
        expect(await items.get('a')).toEqual(visible);
        expect(await items.find({ sort: [['followers', -1]] })).toEqual([visible]);
        expect(await items.find({ filter: { username: { $contains: 'lic' } } })).toEqual([visible]);
        expect(await items.findOne({ username: 'alice' })).toEqual(visible);
        const [row] = await store.loadRows(spec, [{ orgId: 'org-1', id: 'a' }]);
        expect(row?.doc).toEqual({ ...visible, posts, appliedThrough: '0007' });

        const accounts: CollectionSpec = { ...accountsSpec(), internal: ['secrets'] };
        await store.writeRows(accounts, [
          { orgId: null, id: 'u1', doc: { _id: 'u1', email: 'ann@example.com', secrets: [1, 2] }, revision: 1 },
        ]);
        expect(await store.global<Account>(accounts).get('u1')).toEqual({ _id: 'u1', email: 'ann@example.com' });
        expect(await store.global<Account>(accounts).find()).toEqual([{ _id: 'u1', email: 'ann@example.com' }]);
        expect((await store.loadRows(accounts, [{ orgId: null, id: 'u1' }]))[0]?.doc).toMatchObject({ secrets: [1, 2] });
      });

      it('refuses queries on internal fields, and internal fields declared as query fields', async () => {
        const spec: CollectionSpec = { ...itemsSpec(), internal: ['posts'] };
        const items = store.tenant<Item>(spec).forOrg('org-1');
        await expect(items.find({ filter: { posts: 'x' } })).rejects.toThrow(/posts/);
        await expect(items.find({ sort: [['posts', 1]] })).rejects.toThrow(/posts/);
        await expect(store.ensureCollection({ ...itemsSpec(), internal: ['stats'] })).rejects.toThrow(/stats/);
        await expect(store.ensureCollection({ ...itemsSpec(), internal: ['username'] })).rejects.toThrow(/username/);
        await expect(store.ensureCollection({ ...itemsSpec(), internal: ['posts.likes'] })).rejects.toThrow(/posts\.likes/);
      });

      it('stores a page with its checkpoint only while the checkpoint is the one the page started from', async () => {
        const spec = itemsSpec();
        await store.ensureCollection(spec);
        const name = `contract-page-${collections}`;
        const row = (id: string, revision: number) => ({ orgId: 'org-1', id, doc: { _id: id, username: id }, revision });
        await store.applyPage({ name, expected: null, through: '0010' }, (page) => page.writeRows(spec, [row('first', 0)]));
        expect(await store.getCheckpoint(name)).toBe('0010');

        // A second process (or one paused past its lease) still starting from null finds the checkpoint moved.
        const stale = store.applyPage({ name, expected: null, through: '0020' }, (page) => page.writeRows(spec, [row('stale', 0)]));
        await expect(stale).rejects.toBeInstanceOf(CheckpointMovedError);
        await expect(stale).rejects.toMatchObject({ position: '0010' });
        expect(await store.getCheckpoint(name)).toBe('0010');
        if (subject.rollsBack !== false) expect(await store.tenant<Item>(spec).forOrg('org-1').get('stale')).toBeNull();

        // Two pages from the same checkpoint at once: exactly one is stored.
        const outcomes = await Promise.allSettled(
          ['0030', '0040'].map((through, i) =>
            store.applyPage({ name, expected: '0010', through }, (page) => page.writeRows(spec, [row(`racer${i}`, 0)])),
          ),
        );
        expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        const lost = outcomes.find((o) => o.status === 'rejected');
        expect(lost?.status === 'rejected' && lost.reason instanceof CheckpointMovedError).toBe(true);
        expect(['0030', '0040']).toContain(await store.getCheckpoint(name));
      });

      it('keeps parked events per projection until they are taken back', async () => {
        const projection = `contract-parked-${collections}`;
        const event = (eventId: string, position: string) => ({
          projection,
          eventId,
          streamId: 's-1',
          revision: 0,
          position,
          type: 'ContractTested',
          error: 'Error: boom',
          attempts: 3,
          parkedAt: '2026-11-25T10:00:00.000Z',
        });
        await store.parkEvent(event('e2', '0002'));
        await store.parkEvent(event('e1', '0001'));
        expect((await store.parkedEvents(projection)).map((e) => e.eventId)).toEqual(['e1', 'e2']);
        expect((await store.parkedCounts())[projection]).toBe(2);
        await store.unparkEvents(projection, ['e1']);
        expect((await store.parkedEvents(projection)).map((e) => e.eventId)).toEqual(['e2']);
        expect((await store.parkedEvents()).some((e) => e.projection === projection && e.eventId === 'e2')).toBe(true);
      });

      it('swaps a staging collection in: its documents, indexes and checkpoint replace the live ones', async () => {
        const live = itemsSpec();
        const staging = { ...live, name: `${live.name}__next` };
        await store.tenant<Item>(live).forOrg('org-1').upsert({ _id: 'old', username: 'old', followers: 1 }, { revision: 1 });
        await store.ensureCollection(staging);
        await store.writeRows(staging, [
          { orgId: 'org-1', id: 'n1', doc: { _id: 'n1', username: 'new', followers: 10 }, revision: 0 },
          { orgId: 'org-1', id: 'n2', doc: { _id: 'n2', username: 'newer', followers: 20 }, revision: 0 },
        ]);
        await store.setCheckpoint(`${live.name}-stage`, '0009');
        await store.swapCollection({ spec: staging, checkpoint: `${live.name}-stage` }, { spec: live, checkpoint: `${live.name}-live` });

        const items = store.tenant<Item>(live).forOrg('org-1');
        expect(ids(await items.find({ sort: [['followers', -1]] }))).toEqual(['n2', 'n1']);
        expect(await store.getCheckpoint(`${live.name}-live`)).toBe('0009');
        expect(await store.getCheckpoint(`${live.name}-stage`)).toBeNull();
        await store.ensureCollection(live);
        await items.upsert({ _id: 'after', username: 'after', followers: 5 });
        expect(await items.count()).toBe(3);
      });
    });
  });
}
