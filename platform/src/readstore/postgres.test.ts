import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openTestPool, type TestPool } from '../../../tests/support/database';
import type { Pool } from '../postgres/pool';
import { checkSpec } from './collection-spec';
import { readStoreContract } from './contract';
import type { CollectionSpec, ReadStore } from './port';
import { createPostgresReadStore } from './postgres';
import { collectionSchema } from './postgres-schema';
import { CollectionStatements, type Statement } from './postgres-statements';
import { checkFilter, checkFind } from './query';

readStoreContract('PostgreSQL', async () => {
  const { pool, close } = await openTestPool('readstore', 5);
  const store = await createPostgresReadStore({ pool });
  return {
    store,
    async teardown() {
      await store.close();
      await close();
    },
  };
});

const profiles: CollectionSpec = {
  name: 'benchProfiles',
  scope: 'tenant',
  fields: { platform: 'text', username: 'text', followers: 'number', createdAt: 'date' },
  indexes: [
    {
      fields: [
        ['platform', 1],
        ['createdAt', -1],
      ],
    },
    { fields: [['followers', -1]] },
  ],
  searchable: ['username'],
};

const platforms = ['instagram', 'tiktok', 'youtube', 'twitter', 'twitch'];
/** Part of md5('1'), one username's suffix: selective enough that the trigram index wins. */
const rareFragment = 'c4ca42';

describe('PostgreSQL read store', () => {
  let testPool: TestPool;
  let pool: Pool;
  let store: ReadStore;
  const statements = new CollectionStatements(checkSpec(profiles));

  async function plan(statement: Statement): Promise<string> {
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${statement.text}`, statement.values);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  }

  beforeAll(async () => {
    testPool = await openTestPool('readstore_pg', 5);
    pool = testPool.pool;
    store = await createPostgresReadStore({ pool });
    await store.ensureCollection(profiles);
    // Two organisations, so the organisation column must take part in the index choice.
    await pool.query(
      `INSERT INTO "rs_benchProfiles" (org_id, id, doc)
       SELECT o, 'p' || i, jsonb_build_object(
         '_id', 'p' || i, 'orgId', o,
         'platform', ($1::text[])[1 + i % 5],
         'username', 'user_' || md5(i::text),
         'followers', (i * 7919) % 100000,
         'createdAt', to_char(timestamp '2024-01-01' + i * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
       FROM generate_series(1, 5000) AS i, unnest(ARRAY['org-a', 'org-b']) AS o`,
      [platforms],
    );
    await pool.query('ANALYZE "rs_benchProfiles"');
  });

  afterAll(async () => {
    await store?.close();
    await testPool?.close();
  });

  it('creates the table of a collection that declares no fields', async () => {
    const bare: CollectionSpec = { name: 'bareDocs', scope: 'global', fields: {} };
    await store.ensureCollection(bare);
    await store.global(bare).upsert({ _id: 'one', note: 'kept' });
    expect(await store.global(bare).get('one')).toEqual({ _id: 'one', note: 'kept' });
  });

  it('indexes the same generated columns the queries use', () => {
    const schema = collectionSchema(checkSpec(profiles));
    expect(schema.columns.map((c) => c.definition)).toContain(
      `"doc.followers" numeric GENERATED ALWAYS AS (CASE WHEN jsonb_typeof((doc->'followers')) = 'number' THEN (doc->>'followers')::numeric END) STORED`,
    );
    const ddl = schema.indexes.map((i) => i.ddl).join('\n');
    expect(ddl).toContain(`(org_id, "doc.platform" ASC NULLS FIRST, "doc.createdAt" DESC NULLS LAST, id DESC) WHERE doc IS NOT NULL`);
    expect(ddl).toContain(`USING gin (lower((doc->>'username')) gin_trgm_ops)`);
    const find = statements.find(
      'org-a',
      checkFind(statements.spec, { filter: { platform: 'tiktok' }, sort: [['createdAt', -1]], limit: 20 }),
    );
    expect(find.text).toContain(`"doc.platform" = $2::text`);
    expect(find.text).toContain(`ORDER BY "doc.createdAt" DESC NULLS LAST, id DESC`);
  });

  it('serves filter, sort and limit from the declared index without sorting', async () => {
    const find = statements.find(
      'org-a',
      checkFind(statements.spec, { filter: { platform: 'tiktok' }, sort: [['createdAt', -1]], skip: 40, limit: 20 }),
    );
    const explained = await plan(find);
    expect(explained).toMatch(/Index Scan using "?rs_benchProfiles_platform_createdAt_desc_[0-9a-f]{8}"?/);
    expect(explained).not.toMatch(/\bSort\b/);
    const reversed = await plan(
      statements.find('org-a', checkFind(statements.spec, { filter: { platform: 'tiktok' }, sort: [['createdAt', 1]], limit: 20 })),
    );
    expect(reversed).toMatch(/Index Scan Backward using "?rs_benchProfiles_platform_createdAt_desc_/);
    expect(reversed).not.toMatch(/\bSort\b/);
    const byNumber = await plan(statements.find('org-a', checkFind(statements.spec, { sort: [['followers', -1]], limit: 20 })));
    expect(byNumber).toMatch(/Index Scan using "?rs_benchProfiles_followers_desc_/);
    expect(byNumber).not.toMatch(/\bSort\b/);
  });

  it('counts from the index alone once the table is vacuumed', async () => {
    await pool.query('VACUUM ANALYZE "rs_benchProfiles"');
    const explained = await plan(statements.count('org-a', checkFilter(statements.spec, { platform: 'tiktok' })));
    expect(explained).toMatch(/Index Only Scan using "?rs_benchProfiles_platform_createdAt_desc_/);
  });

  it('searches through the trigram index, then sorts the matches', async () => {
    const filter = { platform: 'instagram', username: { $contains: rareFragment } };
    const counted = await plan(statements.count('org-a', checkFilter(statements.spec, filter)));
    expect(counted).toMatch(/Bitmap Index Scan on "?rs_benchProfiles_username_trgm_/);
    const found = await plan(statements.find('org-a', checkFind(statements.spec, { filter, sort: [['createdAt', -1]], limit: 20 })));
    expect(found).toMatch(/Bitmap Index Scan on "?rs_benchProfiles_username_trgm_/);
  });

  it('answers the same page as the plain list', async () => {
    const items = store.tenant(profiles).forOrg('org-b');
    const filter = { platform: 'youtube', username: { $contains: 'USER_' } };
    const page = await items.find({ filter, sort: [['createdAt', -1]], skip: 20, limit: 20 });
    const all = await items.find({ filter, sort: [['createdAt', -1]] });
    expect(page).toEqual(all.slice(20, 40));
    expect(await items.count(filter)).toBe(1000);
  });

  it('sends values only as parameters', () => {
    const hostile = `x'); DROP TABLE "rs_benchProfiles"; --`;
    const find = statements.find(
      hostile,
      checkFind(statements.spec, {
        filter: { platform: hostile, $or: [{ username: { $contains: hostile } }, { followers: { $in: [1, 2] } }] },
      }),
    );
    expect(find.text).not.toContain('DROP');
    expect(find.values).toEqual([hostile, hostile, `%${hostile.replace('_', '\\_')}%`, [1, 2]]);
  });

  it('escapes LIKE wildcards in $contains and $startsWith', () => {
    const find = statements.find('org-a', checkFind(statements.spec, { filter: { username: { $contains: '50%_off\\' } } }));
    expect(find.values).toEqual(['org-a', '%50\\%\\_off\\\\%']);
    const prefix = statements.count('org-a', checkFilter(statements.spec, { username: { $startsWith: 'a_' } }));
    expect(prefix.values).toEqual(['org-a', 'a\\_%']);
  });

  it('keeps hostile values literal end to end', async () => {
    const items = store.tenant(profiles).forOrg(`org'; DROP TABLE rs_checkpoints; --`);
    await items.upsert({ _id: `id'); DELETE FROM "rs_benchProfiles"; --`, username: `%' OR '1'='1` });
    expect(await items.count({ username: { $contains: `' OR '1'='1` } })).toBe(1);
    expect(await items.count({ username: `' OR '1'='1` })).toBe(0);
    expect(await store.tenant(profiles).forOrg('org-a').count()).toBe(5000);
    await store.setCheckpoint('still-there', '1');
    expect(await store.getCheckpoint('still-there')).toBe('1');
  });

  it('migrates safely when several stores start at once, and creates each index once', async () => {
    const spec: CollectionSpec = { ...profiles, name: 'racing' };
    const stores = await Promise.all([1, 2, 3].map(() => createPostgresReadStore({ pool })));
    await Promise.all(stores.map((s) => s.ensureCollection(spec)));
    await Promise.all(stores.map((s) => s.ensureCollection({ ...spec })));
    const { rows } = await pool.query(`SELECT indexname FROM pg_indexes WHERE tablename = 'rs_racing'`);
    // Primary key, two declared indexes, one trigram index.
    expect(rows).toHaveLength(4);
  });

  it('adds the column of a newly declared field and rebuilds one whose type changed', async () => {
    const v1: CollectionSpec = { name: 'evolving', scope: 'tenant', fields: { rank: 'text' }, indexes: [{ fields: [['rank', 1]] }] };
    const items = store.tenant(v1).forOrg('org-a');
    await items.upsert({ _id: 'x', rank: 10, level: 3 });
    await items.upsert({ _id: 'y', rank: 'ten', level: 'high' });
    expect(await items.count({ rank: 'ten' })).toBe(1);
    const v2: CollectionSpec = { ...v1, fields: { rank: 'number', level: 'number' }, indexes: [{ fields: [['rank', -1]] }] };
    const evolved = store.tenant(v2).forOrg('org-a');
    expect(await evolved.count({ rank: { $gt: 5 } })).toBe(1);
    expect(await evolved.count({ level: 3 })).toBe(1);
    const { rows } = await pool.query(
      `SELECT format_type(atttypid, atttypmod) AS type FROM pg_attribute WHERE attrelid = '"rs_evolving"'::regclass AND attname = 'doc.rank'`,
    );
    expect(rows).toEqual([{ type: 'numeric' }]);
  });

  it('stages a rebuild unlogged without its declared indexes, then swaps it in durable and indexed', async () => {
    const live: CollectionSpec = { ...profiles, name: 'stagedLive' };
    const staging: CollectionSpec = { ...profiles, name: 'stagedLive__next' };
    const table = async (name: string) =>
      (
        await pool.query<{ persistence: string; indexes: number }>(
          `SELECT relpersistence AS persistence, (SELECT count(*)::int FROM pg_index WHERE indrelid = c.oid) AS indexes FROM pg_class c WHERE oid = to_regclass($1)`,
          [`"rs_${name}"`],
        )
      ).rows[0];
    await store.ensureCollection(live);
    expect(await store.prepareStaging!(staging)).toBe(false);
    // The primary key only (guarded upserts need it), and no write-ahead log.
    expect(await table(staging.name)).toEqual({ persistence: 'u', indexes: 1 });
    await store.writeRows(staging, [
      {
        orgId: 'org-a',
        id: 'p1',
        doc: { _id: 'p1', platform: 'tiktok', username: 'staged', followers: 5, createdAt: '2024-01-01' },
        revision: 0,
      },
    ]);
    // An interrupted rebuild finds what it wrote; after a crash PostgreSQL empties the table, and it says so.
    expect(await store.prepareStaging!(staging)).toBe(true);
    await store.swapCollection({ spec: staging, checkpoint: 'staged__next' }, { spec: live, checkpoint: 'staged' });
    expect(await table(live.name)).toEqual({ persistence: 'p', indexes: (await table('benchProfiles'))!.indexes });
    expect(await table(staging.name)).toBeUndefined();
    expect(
      await store
        .tenant(live)
        .forOrg('org-a')
        .find({ filter: { username: { $contains: 'stag' } } }),
    ).toEqual([{ _id: 'p1', orgId: 'org-a', platform: 'tiktok', username: 'staged', followers: 5, createdAt: '2024-01-01' }]);
  });

  it('loads a bulk staging copy by COPY without any index, and swaps it in keyed, indexed, with the highest revision of a key loaded twice', async () => {
    const live: CollectionSpec = { ...profiles, name: 'copiedLive' };
    const staging: CollectionSpec = { ...profiles, name: 'copiedLive__next' };
    const indexes = async (name: string) =>
      (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_index WHERE indrelid = to_regclass($1)`, [`"rs_${name}"`]))
        .rows[0]?.n;
    const doc = (id: string, username: string) => ({ _id: id, platform: 'tiktok', username, followers: 5, createdAt: '2024-01-01' });
    await store.ensureCollection(live);
    expect(await store.prepareStaging!(staging, { bulk: true })).toBe(false);
    expect(await indexes(staging.name)).toBe(0);
    // Text COPY's escapes: backslashes, tabs and newlines inside ids and documents.
    const odd = 'tab\there\\back\nline';
    await store.copyRows(staging, [
      { orgId: 'org-a', id: 'p1', doc: doc('p1', 'first'), revision: 1 },
      { orgId: 'org-a', id: odd, doc: doc(odd, odd), revision: 0 },
      { orgId: 'org-b', id: 'gone', doc: null, revision: 4 },
    ]);
    await store.copyRows(staging, [
      { orgId: 'org-a', id: 'p1', doc: doc('p1', 'later'), revision: 3 },
      { orgId: 'org-a', id: odd, doc: doc(odd, 'older'), revision: 0 },
    ]);
    await store.swapCollection({ spec: staging, checkpoint: 'copied__next' }, { spec: live, checkpoint: 'copied' });
    expect(await indexes(live.name)).toBe(await indexes('benchProfiles'));
    const docs = store.tenant(live).forOrg('org-a');
    expect(await docs.get('p1')).toEqual({ ...doc('p1', 'later'), orgId: 'org-a' });
    expect(await docs.get(odd)).toEqual({ ...doc(odd, odd), orgId: 'org-a' });
    expect(await docs.revisionOf('p1')).toBe(3);
    expect(await store.tenant(live).forOrg('org-b').revisionOf('gone')).toBe(4);
    expect(await store.tenant(live).forOrg('org-b').count()).toBe(0);
  });

  it('leaves the pool open on close', async () => {
    const other = await createPostgresReadStore({ pool });
    await other.close();
    expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('rejects invalid collection and field names before any SQL', async () => {
    await expect(store.ensureCollection({ ...profiles, name: 'bad"name' })).rejects.toThrow(/collection name/);
    await expect(store.ensureCollection({ ...profiles, name: 'checkpoints' })).rejects.toThrow(/collection name/);
    await expect(store.ensureCollection({ ...profiles, name: 'x2', fields: { "a'b": 'text' } })).rejects.toThrow(/field name/);
    await expect(store.ensureCollection({ ...profiles, name: 'x3', indexes: [{ fields: [['nope', 1]] }] })).rejects.toThrow(/undeclared/);
  });
});

describe('PostgreSQL read store with a read pool (a streaming replica)', () => {
  const spec: CollectionSpec = { name: 'replicaRouted', scope: 'tenant', fields: { name: 'text' } };
  let primary: TestPool;
  let replica: TestPool;
  let routed: ReadStore;
  let onReplica: ReadStore;

  beforeAll(async () => {
    primary = await openTestPool('readstoreprimary', 4);
    // A second database stands for the replica: what a query returns shows where it went.
    replica = await openTestPool('readstorereplica', 4);
    routed = await createPostgresReadStore({ pool: primary.pool, readPool: replica.pool });
    onReplica = await createPostgresReadStore({ pool: replica.pool });
    await routed.ensureCollection(spec);
    await onReplica.ensureCollection(spec);
  });
  afterAll(async () => {
    await primary.close();
    await replica.close();
  });

  it('writes on the primary and queries the replica, checkpoints each where it belongs', async () => {
    await routed.tenant(spec).forOrg('org-1').upsert({ _id: 'written', name: 'on the primary' }, { revision: 0 });
    await onReplica.tenant(spec).forOrg('org-1').upsert({ _id: 'replicated', name: 'on the replica' });
    const docs = routed.tenant(spec).forOrg('org-1');
    expect((await docs.find()).map((d) => d._id)).toEqual(['replicated']);
    expect(await docs.get('written')).toBeNull();
    expect(await docs.count()).toBe(1);
    expect(await docs.revisionOf('written')).toBe(0);

    await routed.setCheckpoint('routed', '0005');
    await onReplica.setCheckpoint('routed', '0003');
    expect(await routed.getCheckpoint('routed')).toBe('0005');
    expect(await routed.getCheckpoints(['routed'])).toEqual({ routed: '0003' });
  });
});
