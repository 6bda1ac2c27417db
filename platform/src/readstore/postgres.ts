import pg from 'pg';
import { inTransaction } from '../postgres/pool';
import { checkOrganisation, checkRevision, checkScope, checkSpec, storedDocument } from './collection-spec';
import { EnsuredCollections } from './ensured-collections';
import {
  CheckpointMovedError,
  type CollectionSpec,
  type Document,
  type DocumentKey,
  type Filter,
  type FindOptions,
  type GlobalCollection,
  type GuardedRow,
  type PageCheckpoint,
  type PageWriter,
  type ParkedEvent,
  type ReadStore,
  type ScopedCollection,
  type StoredRow,
  type TenantCollection,
  type WriteGuard,
} from './port';
import { checkFilter, checkFind, checkGroupField } from './query';
import { copyRowsInto } from './postgres-copy';
import { fromParkedRow, parkedStatements, parkValues } from './postgres-parked';
import { loadRowsStatement, writeRowsStatement } from './postgres-rows';
import {
  checkpointMovedCode,
  checkpointsTable,
  dropTableStatement,
  ensureCollectionSchema,
  finishStaging,
  migrateReadStore,
  prepareStagingTable,
  swapStatements,
} from './postgres-schema';
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
    /** Where queries go: a streaming replica when the store has one, else `db`. */
    private readonly reader: Queryable = db,
  ) {}

  private async run(build: (s: CollectionStatements) => Statement, on: Queryable = this.db): Promise<pg.QueryResult> {
    const statement = build(await this.collections.get(this.spec));
    return on.query(statement.text, statement.values);
  }

  async get(id: string): Promise<T | null> {
    const { rows } = await this.run((s) => s.get(this.orgId, id), this.reader);
    return (rows[0]?.doc as T | undefined) ?? null;
  }

  async findOne(filter: Filter): Promise<T | null> {
    const [first] = await this.find({ filter, limit: 1 });
    return first ?? null;
  }

  async find(options?: FindOptions): Promise<T[]> {
    const { rows } = await this.run((s) => s.find(this.orgId, checkFind(s.spec, options)), this.reader);
    return rows.map((row) => row.doc as T);
  }

  async count(filter?: Filter): Promise<number> {
    const { rows } = await this.run((s) => s.count(this.orgId, checkFilter(s.spec, filter)), this.reader);
    return Number(rows[0]?.n ?? 0);
  }

  async countBy(field: string, filter?: Filter): Promise<Map<string, number>> {
    const { rows } = await this.run((s) => s.countBy(this.orgId, checkGroupField(s.spec, field), checkFilter(s.spec, filter)), this.reader);
    return new Map(rows.map((row) => [String(row.v), Number(row.n)]));
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

/**
 * What pg.escapeLiteral answers, without its character-by-character concatenation: a page's rows
 * travel as one JSON text of megabytes, and building it a character at a time made the page's
 * garbage collection cost more than everything else it did.
 */
function escapeLiteral(text: string): string {
  const quoted = `'${text.replaceAll("'", "''")}'`;
  return text.includes('\\') ? ` E${quoted.replaceAll('\\', '\\\\')}` : quoted;
}

/** A value written into SQL text, for statements sent together in one simple-protocol round trip. */
function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  // PostgreSQL text cannot hold NUL, and the simple protocol would cut the statement there.
  if (typeof value === 'string' && !value.includes('\0')) return escapeLiteral(value);
  throw new Error(`read store: ${typeof value} value cannot be written into a statement`);
}

const inlined = (statement: Statement): string =>
  statement.text.replace(/\$(\d+)/g, (_, n: string) => sqlLiteral(statement.values[Number(n) - 1]));

class PostgresReadStore implements ReadStore {
  /**
   * @param pool set on the store itself; null on a transaction's store, whose `db` is the
   *   transaction's client and on which `transaction()` just runs `fn`.
   */
  constructor(
    private readonly db: Queryable,
    private readonly collections: Collections,
    private readonly pool: pg.Pool | null,
    /** Where document queries and `getCheckpoints` go (a streaming replica); writes and checkpoints stay on `db`. */
    private readonly reader: Queryable = db,
  ) {}

  async ensureCollection(spec: CollectionSpec): Promise<void> {
    await this.collections.get(spec);
  }

  tenant<T extends Document>(spec: CollectionSpec): TenantCollection<T> {
    checkScope(spec, 'tenant');
    return {
      spec,
      forOrg: (orgId: string) =>
        new PostgresScopedCollection<T>(spec, this.db, this.collections, checkOrganisation(spec, orgId), this.reader),
    };
  }

  global<T extends Document>(spec: CollectionSpec): GlobalCollection<T> {
    checkScope(spec, 'global');
    return new PostgresScopedCollection<T>(spec, this.db, this.collections, '', this.reader);
  }

  async transaction<R>(fn: (tx: ReadStore) => Promise<R>): Promise<R> {
    if (!this.pool) return fn(this);
    return inTransaction(this.pool, (client) => fn(new PostgresReadStore(client, this.collections, null)));
  }

  async applyPage<R>({ name, expected, through }: PageCheckpoint, fn: (page: PageWriter) => Promise<R>): Promise<R> {
    if (!this.pool) throw new Error('read store: a page is applied on the store, not inside a transaction');
    const writes: string[] = [];
    const result = await fn({
      loadRows: (spec, keys) => this.loadRows(spec, keys),
      writeRows: async (spec, rows, options = {}) => {
        if (rows.length > 0)
          writes.push(inlined(writeRowsStatement((await this.collections.get(spec)).spec, rows, options.orEqual ?? false)));
      },
      parkEvent: async (event) => void writes.push(inlined({ text: parkedStatements.park, values: parkValues(event) })),
    });
    // Statements of one simple query run as one transaction; the checkpoint is locked and checked first.
    const page = [
      "SELECT set_config('synchronous_commit', 'off', true)",
      `SELECT rs_move_checkpoint(${sqlLiteral(name)}, ${sqlLiteral(expected)}, ${sqlLiteral(through)})`,
      ...writes,
    ];
    try {
      await this.pool.query(page.join(';\n'));
    } catch (error) {
      if (error instanceof pg.DatabaseError && error.code === checkpointMovedCode) throw new CheckpointMovedError(error.detail || null);
      throw error;
    }
    return result;
  }

  async clear(spec: CollectionSpec): Promise<void> {
    const statement = (await this.collections.get(spec)).clear();
    await this.db.query(statement.text, statement.values);
  }

  async getCheckpoint(name: string): Promise<string | null> {
    const { rows } = await this.db.query(`SELECT position FROM ${checkpointsTable} WHERE name = $1`, [name]);
    return (rows[0]?.position as string | null | undefined) ?? null;
  }

  async getCheckpoints(names: readonly string[]): Promise<Record<string, string | null>> {
    const { rows } = await this.reader.query(`SELECT name, position FROM ${checkpointsTable} WHERE name = ANY($1)`, [[...names]]);
    const found = new Map(rows.map((row) => [row.name as string, row.position as string | null]));
    return Object.fromEntries(names.map((name) => [name, found.get(name) ?? null]));
  }

  async setCheckpoint(name: string, position: string | null): Promise<void> {
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

  async copyRows(spec: CollectionSpec, rows: readonly GuardedRow[]): Promise<void> {
    if (!this.pool) throw new Error('read store: rows are copied on the store, not inside a transaction');
    if (rows.length === 0) return;
    const checked = (await this.collections.get(spec)).spec;
    const client = await this.pool.connect();
    try {
      await copyRowsInto(client, checked, rows);
      client.release();
    } catch (error) {
      // A COPY cut short leaves the connection mid-protocol: it is closed, not lent again.
      client.release(error instanceof Error ? error : true);
      throw error;
    }
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

  async prepareStaging(spec: CollectionSpec, options: { bulk?: boolean } = {}): Promise<boolean> {
    if (!this.pool) throw new Error('read store: staging is prepared on the store, not inside a transaction');
    const checked = checkSpec(spec);
    const held = await prepareStagingTable(this.pool, checked, options.bulk ?? false);
    this.collections.set(spec, new CollectionStatements(checked));
    return held;
  }

  async swapCollection(
    staging: { spec: CollectionSpec; checkpoint: string },
    live: { spec: CollectionSpec; checkpoint: string },
  ): Promise<void> {
    if (!this.pool) throw new Error('read store: collections are swapped on the store, not inside a transaction');
    const stagingChecked = (await this.collections.get(staging.spec)).spec;
    // Outside the swap's transaction: the live table serves while the staging one is made durable and indexed.
    await finishStaging(this.pool, stagingChecked);
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
export async function createPostgresReadStore({ pool, readPool }: { pool: pg.Pool; readPool?: pg.Pool }): Promise<ReadStore> {
  await migrateReadStore(pool);
  const collections = new EnsuredCollections(async (checked) => {
    await ensureCollectionSchema(pool, checked);
    return new CollectionStatements(checked);
  });
  return new PostgresReadStore(pool, collections, pool, readPool ?? pool);
}
