import type { CheckedSpec, FieldRef } from './collection-spec';
import type { CheckedFind, Condition } from './query';
import { orderTerm, quoteIdentifier, tableName, typedValueOf } from './postgres-expressions';
import { conditionSql, Parameters } from './postgres-filter';

export interface Statement {
  text: string;
  values: unknown[];
}

/** Live rows of one scope; `$1` is the organisation ('' for global collections). */
const live = 'org_id = $1 AND doc IS NOT NULL';

/** The document as queries answer it: internal fields stay in the database (names checked by `checkSpec`). */
const visibleDoc = (spec: CheckedSpec): string =>
  spec.internal.length === 0 ? 'doc' : `doc - '{${spec.internal.join(',')}}'::text[] AS doc`;

/** The SQL of one collection's operations. Statements whose shape never varies are built once. */
export class CollectionStatements {
  private readonly table: string;
  private readonly doc: string;
  private readonly getText: string;
  private readonly revisionText: string;
  private readonly upsertText: string;
  private readonly guardedUpsertText: string;
  private readonly guardedDeleteText: string;

  constructor(readonly spec: CheckedSpec) {
    const t = quoteIdentifier(tableName(spec.name));
    this.table = t;
    this.doc = visibleDoc(spec);
    this.getText = `SELECT ${this.doc} FROM ${t} WHERE ${live} AND id = $2`;
    this.revisionText = `SELECT revision FROM ${t} WHERE org_id = $1 AND id = $2`;
    // An unguarded write keeps the revision, so a later guarded write still compares against it.
    this.upsertText = `INSERT INTO ${t} AS rs (org_id, id, doc) VALUES ($1, $2, $3::jsonb)
      ON CONFLICT (org_id, id) DO UPDATE SET doc = EXCLUDED.doc`;
    this.guardedUpsertText = `INSERT INTO ${t} AS rs (org_id, id, doc, revision) VALUES ($1, $2, $3::jsonb, $4)
      ON CONFLICT (org_id, id) DO UPDATE SET doc = EXCLUDED.doc, revision = EXCLUDED.revision
      WHERE rs.revision IS NULL OR rs.revision < EXCLUDED.revision`;
    // Leaves a tombstone carrying the revision; `prev` sees the row as it was before the statement.
    this.guardedDeleteText = `WITH prev AS (
        SELECT doc IS NOT NULL AS live FROM ${t} WHERE org_id = $1 AND id = $2
      ), put AS (
        INSERT INTO ${t} AS rs (org_id, id, doc, revision) VALUES ($1, $2, NULL, $3)
        ON CONFLICT (org_id, id) DO UPDATE SET doc = NULL, revision = EXCLUDED.revision
        WHERE rs.revision IS NULL OR rs.revision < EXCLUDED.revision
        RETURNING 1
      )
      SELECT EXISTS (SELECT 1 FROM put) AND coalesce((SELECT live FROM prev), false) AS deleted`;
  }

  private where(orgId: string, condition: Condition | null): { clause: string; params: Parameters } {
    const params = new Parameters([orgId]);
    return { clause: condition ? `${live} AND ${conditionSql(condition, params)}` : live, params };
  }

  get(orgId: string, id: string): Statement {
    return { text: this.getText, values: [orgId, id] };
  }

  revisionOf(orgId: string, id: string): Statement {
    return { text: this.revisionText, values: [orgId, id] };
  }

  find(orgId: string, find: CheckedFind): Statement {
    const { clause, params } = this.where(orgId, find.condition);
    const order = find.sort.map((k) => orderTerm(k.field, k.direction)).join(', ');
    // Walking a sort index while filtering by a search reads every row when the matches sit at
    // the far end of the order. Collecting the matches first (through the trigram index) costs
    // what the search matches, and the page is then a top-N sort of those.
    const sortColumns = [...new Set(find.sort.map((k) => typedValueOf(k.field)))].join(', ');
    let text = this.narrowedBySearch(find.condition)
      ? `WITH matches AS MATERIALIZED (SELECT doc, ${sortColumns} FROM ${this.table} WHERE ${clause})
        SELECT ${this.doc} FROM matches ORDER BY ${order}`
      : `SELECT ${this.doc} FROM ${this.table} WHERE ${clause} ORDER BY ${order}`;
    if (find.limit !== null) text += ` LIMIT ${params.add(find.limit)}`;
    if (find.skip > 0) text += ` OFFSET ${params.add(find.skip)}`;
    return { text, values: params.values };
  }

  /** Whether a search on a trigram-indexed field must hold for every result. */
  private narrowedBySearch(condition: Condition | null): boolean {
    const all = condition?.kind === 'and' ? condition.all : condition ? [condition] : [];
    return all.some((c) => c.kind === 'match' && this.spec.searchable.includes(c.field));
  }

  count(orgId: string, condition: Condition | null): Statement {
    const { clause, params } = this.where(orgId, condition);
    return { text: `SELECT count(*)::int AS n FROM ${this.table} WHERE ${clause}`, values: params.values };
  }

  /** Counts per value of a text field, as rows `{ v, n }`. */
  countBy(orgId: string, field: FieldRef, condition: Condition | null): Statement {
    const { clause, params } = this.where(orgId, condition);
    const value = typedValueOf(field);
    return {
      text: `SELECT ${value} AS v, count(*)::int AS n FROM ${this.table} WHERE ${clause} AND ${value} IS NOT NULL GROUP BY 1`,
      values: params.values,
    };
  }

  upsert(orgId: string, id: string, doc: object, revision?: number): Statement {
    const json = JSON.stringify(doc);
    return revision === undefined
      ? { text: this.upsertText, values: [orgId, id, json] }
      : { text: this.guardedUpsertText, values: [orgId, id, json, revision] };
  }

  guardedDelete(orgId: string, id: string, revision: number): Statement {
    return { text: this.guardedDeleteText, values: [orgId, id, revision] };
  }

  /**
   * Unguarded delete of the matching live documents: rows that never had a revision go, rows that
   * had one become tombstones keeping it. Answers the count as `n`.
   */
  deleteWhere(orgId: string, condition: Condition | null): Statement {
    const { clause, params } = this.where(orgId, condition);
    const t = this.table;
    return {
      text: `WITH gone AS (
          DELETE FROM ${t} WHERE ${clause} AND revision IS NULL RETURNING 1
        ), buried AS (
          UPDATE ${t} SET doc = NULL WHERE ${clause} AND revision IS NOT NULL RETURNING 1
        )
        SELECT ((SELECT count(*) FROM gone) + (SELECT count(*) FROM buried))::int AS n`,
      values: params.values,
    };
  }

  deleteOne(orgId: string, id: string): Statement {
    return this.deleteWhere(orgId, { kind: 'eq', field: this.spec.field('_id'), value: id });
  }

  clear(): Statement {
    return { text: `TRUNCATE ${this.table}`, values: [] };
  }
}
