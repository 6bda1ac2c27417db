import type pg from 'pg';
import { inTransaction } from '../postgres/pool';
import { checkOrganisation, checkRevision, checkScope, checkSpec, storedDocument } from './collection-spec';
import { EnsuredCollections } from './ensured-collections';
import type {
  CollectionSpec,
  Document,
  DocumentKey,
  Filter,
  FindOptions,
  GlobalCollection,
  GuardedRow,
  ParkedEvent,
  ReadStore,
  ScopedCollection,
  StoredRow,
  TenantCollection,
  TransactionOptions,
  WriteGuard,
} from './port';
import { checkFilter, checkFind } from './query';
import { fromParkedRow, parkedStatements, parkValues } from './postgres-parked';
import { loadRowsStatement, writeRowsStatement } from './postgres-rows';
import { checkpointsTable, dropTableStatement, ensureCollectionSchema, migrateReadStore, swapStatements } from './postgres-schema';
import { CollectionStatements, type Statement } from './postgres-statements';

/** A pool outside transactions, the transaction's client inside one. */
interface Queryable {
  query(text: string, values?: unknown[]): Promise<pg.QueryResult>;
}

/** Each collection's statements, once its table exists. DDL runs on the pool, never in a caller's transaction. */
type Collections = EnsuredCollections<CollectionStatements>;

class PostgresScopedCollection<T extends Document> implements ScopedCollection<T> {
  constructor(
    readonly spec: CollectionSpec,
    private readonly db: Queryable,
    private readonly collections: Collections,
    private readonly orgId: string,
  ) {}

  private async run(build: (s: CollectionStatements) => Statement): Promise<pg.QueryResult> {
    const statement = build(await this.collections.get(this.spec));
    return this.db.query(statement.text, statement.values);
  }

  async get(id: string): Promise<T | null> {
    const { rows } = await this.run((s) => s.get(this.orgId, id));
    return (rows[0]?.doc as T | undefined) ?? null;
  }

  async findOne(filter: Filter): Promise<T | null> {
    const [first] = await this.find({ filter, limit: 1 });
    return first ?? null;
  }

  async find(options?: FindOptions): Promise<T[]> {
    const { rows } = await this.run((s) => s.find(this.orgId, checkFind(s.spec, options)));
    return rows.map((row) => row.doc as T);
  }

  async count(filter?: Filter): Promise<number> {
    const { rows } = await this.run((s) => s.count(this.orgId, checkFilter(s.spec, filter)));
    return Number(rows[0]?.n ?? 0);
  }

  async upsert(doc: T, guard?: WriteGuard): Promise<boolean> {
    const { rowCount } = await this.run((s) =>
      s.upsert(this.orgId, doc._id, storedDocument(s.spec, this.orgId, doc), guard && checkRevision(guard)),
    );
    return rowCount === 1;
  }

  async delete(id: string, guard?: WriteGuard): Promise<boolean> {
    if (guard) {
      const { rows } = await this.run((s) => s.guardedDelete(this.orgId, id, checkRevision(guard)));
      return rows[0]?.deleted === true;
    }
    const { rows } = await this.run((s) => s.deleteOne(this.orgId, id));
    return Number(rows[0]?.n) > 0;
  }

  async deleteMany(filter: Filter): Promise<number> {
    const { rows } = await this.run((s) => s.deleteWhere(this.orgId, checkFilter(s.spec, filter)));
    return Number(rows[0]?.n ?? 0);
  }

  async revisionOf(id: string): Promise<number | null> {
    const { rows } = await this.run((s) => s.revisionOf(this.orgId, id));
    const revision = rows[0]?.revision;
    return revision === null || revision === undefined ? null : Number(revision);
  }
}

const literal = (text: string): string => `'${text.replaceAll("'", "''")}'`;

/** The checkpoint a projection batch locks with BEGIN and writes with COMMIT (see TransactionOptions). */
class FramedCheckpoint {
  private stored: string | null = null;
  private next: { position: string | null } | null = null;

  constructor(readonly name: string) {}

  lockSql(): string {
    return `INSERT INTO ${checkpointsTable} AS c (name, position) VALUES (${literal(this.name)}, NULL)
      ON CONFLICT (name) DO UPDATE SET name = c.name RETURNING position`;
  }

  locked(result: pg.QueryResult | null): void {
    this.stored = (result?.rows[0]?.position as string | null | undefined) ?? null;
  }

  current(): string | null {
    return this.next ? this.next.position : this.stored;
  }

  set(position: string | null): void {
    this.next = { position };
  }

  writeSql(): string | null {
    if (!this.next) return null;
    const position = this.next.position === null ? 'NULL' : literal(this.next.position);
    return `UPDATE ${checkpointsTable} SET position = ${position} WHERE name = ${literal(this.name)}`;
  }
}

class PostgresReadStore implements ReadStore {
  /**
   * @param pool set on the store itself; null on a transaction's store, whose `db` is the
   *   transaction's client and on which `transaction()` just runs `fn`.
   */
  constructor(
    private readonly db: Queryable,
    private readonly collections: Collections,
    private readonly pool: pg.Pool | null,
    private readonly framed: FramedCheckpoint | null = null,
  ) {}

  async ensureCollection(spec: CollectionSpec): Promise<void> {
    await this.collections.get(spec);
  }

  tenant<T extends Document>(spec: CollectionSpec): TenantCollection<T> {
    checkScope(spec, 'tenant');
    return {
      spec,
      forOrg: (orgId: string) =>
        new PostgresScopedCollection<T>(spec, this.db, this.collections, checkOrganisation(spec, orgId)),
    };
  }

  global<T extends Document>(spec: CollectionSpec): GlobalCollection<T> {
    checkScope(spec, 'global');
    return new PostgresScopedCollection<T>(spec, this.db, this.collections, '');
  }

  async transaction<R>(fn: (tx: ReadStore) => Promise<R>, options: TransactionOptions = {}): Promise<R> {
    if (!this.pool) return fn(this);
    const framed = options.checkpoint === undefined ? null : new FramedCheckpoint(options.checkpoint);
    const afterBegin = [options.relaxedDurability ? 'SET LOCAL synchronous_commit = off' : null, framed?.lockSql() ?? null].filter(Boolean);
    return inTransaction(
      this.pool,
      async (client, begun) => {
        framed?.locked(begun);
        return fn(new PostgresReadStore(client, this.collections, null, framed));
      },
      { ...(afterBegin.length > 0 ? { afterBegin: afterBegin.join('; ') } : {}), beforeCommit: () => framed?.writeSql() ?? null },
    );
  }

  async clear(spec: CollectionSpec): Promise<void> {
    const statement = (await this.collections.get(spec)).clear();
    await this.db.query(statement.text, statement.values);
  }

  async getCheckpoint(name: string): Promise<string | null> {
    if (this.framed?.name === name) return this.framed.current();
    const { rows } = await this.db.query(`SELECT position FROM ${checkpointsTable} WHERE name = $1`, [name]);
    return (rows[0]?.position as string | null | undefined) ?? null;
  }

  async setCheckpoint(name: string, position: string | null): Promise<void> {
    if (this.framed?.name === name) {
      this.framed.set(position);
      return;
    }
    if (position === null) {
      await this.db.query(`DELETE FROM ${checkpointsTable} WHERE name = $1`, [name]);
      return;
    }
    await this.db.query(
      `INSERT INTO ${checkpointsTable} (name, position) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET position = EXCLUDED.position`,
      [name, position],
    );
  }

  async lockCheckpoint(name: string): Promise<string | null> {
    if (this.framed?.name === name) return this.framed.current();
    // The upsert locks the row even when it exists; RETURNING shows the stored position.
    const { rows } = await this.db.query(
      `INSERT INTO ${checkpointsTable} AS c (name, position) VALUES ($1, NULL)
       ON CONFLICT (name) DO UPDATE SET name = c.name RETURNING position`,
      [name],
    );
    return (rows[0]?.position as string | null | undefined) ?? null;
  }

  async loadRows(spec: CollectionSpec, keys: readonly DocumentKey[]): Promise<StoredRow[]> {
    if (keys.length === 0) return [];
    const statement = loadRowsStatement((await this.collections.get(spec)).spec, keys);
    const { rows } = await this.db.query(statement.text, statement.values);
    const tenant = spec.scope === 'tenant';
    return rows.map((row) => ({
      orgId: tenant ? (row.org_id as string) : null,
      id: row.id as string,
      doc: (row.doc as Document | null) ?? null,
      revision: row.revision === null ? null : Number(row.revision),
    }));
  }

  async writeRows(spec: CollectionSpec, rows: readonly GuardedRow[], options: { orEqual?: boolean } = {}): Promise<void> {
    if (rows.length === 0) return;
    const statement = writeRowsStatement((await this.collections.get(spec)).spec, rows, options.orEqual ?? false);
    await this.db.query(statement.text, statement.values);
  }

  async parkEvent(event: ParkedEvent): Promise<void> {
    await this.db.query(parkedStatements.park, parkValues(event));
  }

  async parkedEvents(projection?: string): Promise<ParkedEvent[]> {
    const { rows } = await this.db.query(parkedStatements.list, [projection ?? null]);
    return rows.map(fromParkedRow);
  }

  async unparkEvents(projection: string, eventIds: readonly string[]): Promise<void> {
    if (eventIds.length > 0) await this.db.query(parkedStatements.unpark, [projection, [...eventIds]]);
  }

  async parkedCounts(): Promise<Record<string, number>> {
    const { rows } = await this.db.query(parkedStatements.counts);
    return Object.fromEntries(rows.map((row) => [row.projection as string, row.n as number]));
  }

  async dropCollection(spec: CollectionSpec): Promise<void> {
    await this.db.query(dropTableStatement(checkSpec(spec)));
    this.collections.forget(spec);
  }

  async swapCollection(
    staging: { spec: CollectionSpec; checkpoint: string },
    live: { spec: CollectionSpec; checkpoint: string },
  ): Promise<void> {
    const stagingChecked = (await this.collections.get(staging.spec)).spec;
    await this.transaction(async (tx) => {
      const db = (tx as PostgresReadStore).db;
      // The live checkpoint's lock first: a runner's batch takes it first too, so neither waits
      // for the other while holding the table.
      await tx.lockCheckpoint(live.checkpoint);
      const position = await tx.getCheckpoint(staging.checkpoint);
      for (const statement of swapStatements(stagingChecked, checkSpec(live.spec))) await db.query(statement);
      await tx.setCheckpoint(live.checkpoint, position);
      await tx.setCheckpoint(staging.checkpoint, null);
      await db.query(parkedStatements.replaceWith, [live.checkpoint, staging.checkpoint]);
    });
    this.collections.forget(staging.spec);
  }

  /** The pool belongs to the caller, who ends it. */
  async close(): Promise<void> {}
}

/**
 * The read store over PostgreSQL: one table `rs_<collection>` per collection holding `jsonb`
 * documents, a stored generated column per declared field, an index per declared index and a
 * trigram index per searchable field. Creates its tables on start (and each collection on first
 * use); the pool stays the caller's.
 */
export async function createPostgresReadStore({ pool }: { pool: pg.Pool }): Promise<ReadStore> {
  await migrateReadStore(pool);
  const collections = new EnsuredCollections(async (checked) => {
    await ensureCollectionSchema(pool, checked);
    return new CollectionStatements(checked);
  });
  return new PostgresReadStore(pool, collections, pool);
}
