import { createHash } from 'node:crypto';
import { inTransaction, type Pool, type PoolClient } from '../postgres/pool';
import type { CheckedIndex, CheckedSpec } from './collection-spec';
import { parkedDdl } from './postgres-parked';
import {
  generatedColumn,
  orderTerm,
  quoteIdentifier,
  searchOf,
  tableName,
  typedValueOf,
  type GeneratedColumn,
} from './postgres-expressions';

/** Key of the transaction-scoped advisory lock that serialises read-store migrations. */
const migrationLockKey = 0x5c0e75d;
const maxIdentifierLength = 63;

export const checkpointsTable = 'rs_checkpoints';

const checkpointsDdl = `CREATE TABLE IF NOT EXISTS ${checkpointsTable} (name text PRIMARY KEY, position text)`;

/** SQLSTATE of rs_move_checkpoint when the stored checkpoint is not the expected one (its DETAIL: the stored one, '' for none). */
export const checkpointMovedCode = 'RS409';

/** A projection's page locks its checkpoint, checks it is still the one it read from, and moves it. */
const moveCheckpointFunction = `
CREATE OR REPLACE FUNCTION rs_move_checkpoint(p_name text, p_expected text, p_through text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  stored text;
BEGIN
  INSERT INTO ${checkpointsTable} AS c (name, position) VALUES (p_name, NULL)
    ON CONFLICT (name) DO UPDATE SET name = c.name RETURNING c.position INTO stored;
  IF stored IS DISTINCT FROM p_expected THEN
    RAISE EXCEPTION 'checkpoint % was moved', p_name USING ERRCODE = '${checkpointMovedCode}', DETAIL = coalesce(stored, '');
  END IF;
  IF p_through IS DISTINCT FROM stored THEN
    UPDATE ${checkpointsTable} SET position = p_through WHERE name = p_name;
  END IF;
END
$$;
`;

/**
 * GIN indexes write straight into the index: with the default pending list, freshly written
 * documents are searched by scanning that list, which the planner prices above a sequential scan.
 */
const ginOptions = 'WITH (fastupdate = off)';

/** Declared indexes leave tombstones out; every query says `doc IS NOT NULL`, so they qualify. */
const liveRows = 'WHERE doc IS NOT NULL';

interface IndexDdl {
  name: string;
  ddl: string;
}

export interface CollectionSchema {
  table: string;
  columns: readonly GeneratedColumn[];
  /** Declared indexes, then one trigram index per searchable field. */
  indexes: readonly IndexDdl[];
}

const shortHash = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 8);

/**
 * A deterministic index name: readable fields plus a hash of the definition, so a changed
 * definition gets a new index instead of silently keeping the old one.
 */
function indexName(table: string, label: string, definition: string): string {
  const hash = shortHash(definition);
  const prefix = `${table}_${label}`.slice(0, maxIdentifierLength - hash.length - 1);
  return `${prefix}_${hash}`;
}

const pathLabel = (path: string) => path.replaceAll('.', '_');

function indexDdl(table: string, label: string, unique: boolean, definition: string): IndexDdl {
  const name = indexName(table, label, `${unique}${definition}`);
  return {
    name,
    ddl: `CREATE ${unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${quoteIdentifier(name)} ON ${quoteIdentifier(table)} ${definition}`,
  };
}

function declaredIndex(table: string, index: CheckedIndex): IndexDdl {
  const [only] = index.keys;
  if (only?.field.type === 'textArray') {
    return indexDdl(
      table,
      `${pathLabel(only.field.path)}_gin`,
      false,
      `USING gin (${typedValueOf(only.field)} jsonb_path_ops) ${ginOptions} ${liveRows}`,
    );
  }
  const terms = ['org_id', ...index.keys.map((k) => orderTerm(k.field, k.direction))];
  // Non-unique indexes end with the id in the last key's direction, as every sort does.
  const last = index.keys.at(-1);
  if (!index.unique && last && !index.keys.some((k) => k.field.isId)) {
    terms.push(last.direction === 1 ? 'id ASC' : 'id DESC');
  }
  const label = index.keys.map((k) => `${pathLabel(k.field.path)}${k.direction === -1 ? '_desc' : ''}`).join('_');
  return indexDdl(table, index.unique ? `${label}_key` : label, index.unique, `(${terms.join(', ')}) ${liveRows}`);
}

export function collectionSchema(spec: CheckedSpec): CollectionSchema {
  const table = tableName(spec.name);
  return {
    table,
    columns: spec.fields.map(generatedColumn).filter((c): c is GeneratedColumn => c !== null),
    indexes: [
      ...spec.indexes.map((index) => declaredIndex(table, index)),
      ...spec.searchable.map((field) =>
        indexDdl(table, `${pathLabel(field.path)}_trgm`, false, `USING gin (${searchOf(field)} gin_trgm_ops) ${ginOptions}`),
      ),
    ],
  };
}

interface CatalogState {
  tableExists: boolean;
  /** Type of each existing column by name; empty when the table is missing. */
  columns: Record<string, string>;
  missingIndexes: number;
}

async function catalogState(db: Pool | PoolClient, schema: CollectionSchema): Promise<CatalogState> {
  const { rows } = await db.query<CatalogState>(
    `SELECT
       to_regclass($1) IS NOT NULL AS "tableExists",
       (SELECT coalesce(jsonb_object_agg(attname, format_type(atttypid, atttypmod)), '{}')
          FROM pg_attribute WHERE attrelid = to_regclass($1) AND attnum > 0 AND NOT attisdropped) AS columns,
       (SELECT count(*) FILTER (WHERE to_regclass(n) IS NULL) FROM unnest($2::text[]) AS n)::int AS "missingIndexes"`,
    [quoteIdentifier(schema.table), schema.indexes.map((i) => quoteIdentifier(i.name))],
  );
  return rows[0] ?? { tableExists: false, columns: {}, missingIndexes: schema.indexes.length };
}

const upToDate = (schema: CollectionSchema, state: CatalogState): boolean =>
  state.tableExists && state.missingIndexes === 0 && schema.columns.every((c) => state.columns[c.name] === c.type);

/** The primary key of every collection's table, under PostgreSQL's own name for it (`<table>_pkey`). */
const primaryKey = 'PRIMARY KEY (org_id, id)';

/** The collection's table with its generated columns and (unless `keyed` is false) its primary key, without the declared indexes. */
function createTableStatement(schema: CollectionSchema, unlogged: boolean, keyed = true): string {
  // doc is NULL for a tombstone: a guarded delete keeps the row's revision so that an older,
  // redelivered event cannot bring the document back.
  const columns = [
    'org_id text COLLATE "C" NOT NULL',
    'id text COLLATE "C" NOT NULL',
    'doc jsonb',
    'revision bigint',
    ...schema.columns.map((c) => c.definition),
    ...(keyed ? [primaryKey] : []),
  ];
  return `CREATE ${unlogged ? 'UNLOGGED ' : ''}TABLE IF NOT EXISTS ${quoteIdentifier(schema.table)} (\n      ${columns.join(',\n      ')}\n    )`;
}

/** The statements that bring the catalog to the schema. */
function migrationStatements(spec: CheckedSpec, schema: CollectionSchema, state: CatalogState): string[] {
  const table = quoteIdentifier(schema.table);
  const statements: string[] = [];
  if (!state.tableExists) {
    statements.push(createTableStatement(schema, false));
  } else {
    for (const column of schema.columns) {
      const existing = state.columns[column.name];
      if (existing === column.type) continue;
      // The field's declared type changed: its column (and the indexes on it) are rebuilt.
      if (existing) statements.push(`ALTER TABLE ${table} DROP COLUMN ${quoteIdentifier(column.name)}`);
      statements.push(`ALTER TABLE ${table} ADD COLUMN ${column.definition}`);
    }
  }
  if (spec.searchable.length > 0) statements.push('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  statements.push(...schema.indexes.map((i) => i.ddl));
  return statements;
}

async function withMigrationLock(pool: Pool, fn: (client: PoolClient) => Promise<void>): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
    await fn(client);
  });
}

/** Creates the checkpoints table; safe when several processes start at once. */
export async function migrateReadStore(pool: Pool): Promise<void> {
  await withMigrationLock(pool, async (client) => {
    await client.query(checkpointsDdl);
    await client.query(parkedDdl);
    await client.query(moveCheckpointFunction);
  });
}

/**
 * Statements that put the staging table in the live table's place: the live table goes, the
 * staging table, its primary key and its indexes take the live names (the same definitions, so
 * the next `ensureCollectionSchema` finds them up to date).
 */
export function swapStatements(staging: CheckedSpec, live: CheckedSpec): string[] {
  const from = collectionSchema(staging);
  const to = collectionSchema(live);
  const statements = [
    `DROP TABLE IF EXISTS ${quoteIdentifier(to.table)}`,
    `ALTER TABLE ${quoteIdentifier(from.table)} RENAME TO ${quoteIdentifier(to.table)}`,
    `ALTER TABLE ${quoteIdentifier(to.table)} RENAME CONSTRAINT ${quoteIdentifier(`${from.table}_pkey`)} TO ${quoteIdentifier(`${to.table}_pkey`)}`,
  ];
  from.indexes.forEach((index, n) => {
    const target = to.indexes[n];
    if (target) statements.push(`ALTER INDEX ${quoteIdentifier(index.name)} RENAME TO ${quoteIdentifier(target.name)}`);
  });
  return statements;
}

export const dropTableStatement = (spec: CheckedSpec): string => `DROP TABLE IF EXISTS ${quoteIdentifier(tableName(spec.name))}`;

/**
 * A rebuild's staging table for bulk writes: unlogged (no write-ahead log) and with only its
 * primary key (which the guarded upserts need) until `finishStaging`; with `bulk`, for COPY alone,
 * without even the primary key. An existing one is kept; its documents are there unless PostgreSQL
 * crashed since, which empties unlogged tables. Answers whether it holds any row.
 */
export async function prepareStagingTable(pool: Pool, spec: CheckedSpec, bulk = false): Promise<boolean> {
  const schema = collectionSchema(spec);
  await pool.query(createTableStatement(schema, true, !bulk));
  const { rows } = await pool.query<{ held: boolean }>(`SELECT EXISTS (SELECT FROM ${quoteIdentifier(schema.table)}) AS held`);
  return rows[0]?.held === true;
}

/** SQLSTATE of a unique index that finds two rows with one key. */
const uniqueViolation = '23505';

/**
 * The primary key of a table loaded by COPY. A document two loads wrote (two streams fed it) keeps
 * the row of the highest revision, the first one loaded among equals, as guarded upserts keep it.
 */
async function addPrimaryKey(pool: Pool, table: string): Promise<void> {
  const add = `ALTER TABLE ${table} ADD ${primaryKey}`;
  try {
    await pool.query(add);
  } catch (error) {
    if ((error as { code?: unknown }).code !== uniqueViolation) throw error;
    await pool.query(
      `DELETE FROM ${table} AS a USING ${table} AS b
       WHERE a.org_id = b.org_id AND a.id = b.id AND (a.revision < b.revision OR (a.revision = b.revision AND a.ctid > b.ctid))`,
    );
    await pool.query(add);
  }
}

/**
 * Makes a staging table what `ensureCollectionSchema` makes: durable again (written to the log once,
 * as a whole), then its primary key (when it was loaded without one) and declared indexes built over
 * the rows in one pass each. Nothing to do for a staging table created as a collection.
 */
export async function finishStaging(pool: Pool, spec: CheckedSpec): Promise<void> {
  const schema = collectionSchema(spec);
  const table = quoteIdentifier(schema.table);
  const { rows } = await pool.query<{ unlogged: boolean; keyed: boolean; trigrams: boolean }>(
    `SELECT relpersistence = 'u' AS unlogged,
       EXISTS (SELECT FROM pg_constraint WHERE conrelid = c.oid AND contype = 'p') AS keyed,
       EXISTS (SELECT FROM pg_extension WHERE extname = 'pg_trgm') AS trigrams
     FROM pg_class c WHERE oid = to_regclass($1)`,
    [table],
  );
  const state = rows[0];
  // Logged first: the rewrite that makes it durable would build again any index already there.
  if (state?.unlogged) await pool.query(`ALTER TABLE ${table} SET LOGGED`);
  if (state && !state.keyed) await addPrimaryKey(pool, table);
  // The staging table is the rebuild's alone: its indexes are built without the migration lock, so
  // that staging tables finished at once build theirs at once. Columns or an extension missing are
  // left to the locked migration.
  const catalog = await catalogState(pool, schema);
  const current = schema.columns.every((c) => catalog.columns[c.name] === c.type);
  if (state && current && (spec.searchable.length === 0 || state.trigrams)) {
    for (const index of schema.indexes) await pool.query(index.ddl);
  }
  await ensureCollectionSchema(pool, spec);
}

/**
 * Brings a collection's table, generated columns and indexes up to its spec. The first check
 * takes no lock, so an up-to-date collection costs one catalog query and never waits for writers.
 */
export async function ensureCollectionSchema(pool: Pool, spec: CheckedSpec): Promise<void> {
  const schema = collectionSchema(spec);
  if (upToDate(schema, await catalogState(pool, schema))) return;
  await withMigrationLock(pool, async (client) => {
    const state = await catalogState(client, schema);
    for (const statement of migrationStatements(spec, schema, state)) await client.query(statement);
  });
}
