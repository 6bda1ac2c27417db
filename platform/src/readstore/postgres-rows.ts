import { storedDocument, type CheckedSpec } from './collection-spec';
import { quoteIdentifier, tableName } from './postgres-expressions';
import type { Statement } from './postgres-statements';
import type { DocumentKey, GuardedRow } from './port';

/** Tenant keys carry their organisation; global documents are stored under ''. */
const orgOf = (spec: CheckedSpec, key: DocumentKey): string => (spec.tenant ? (key.orgId ?? '') : '');

/** The stored rows (live or tombstones) of many keys in one statement. */
export function loadRowsStatement(spec: CheckedSpec, keys: readonly DocumentKey[]): Statement {
  const t = quoteIdentifier(tableName(spec.name));
  return {
    text: `SELECT rs.org_id, rs.id, rs.doc, rs.revision FROM ${t} AS rs
      JOIN unnest($1::text[], $2::text[]) AS k(org_id, id) ON rs.org_id = k.org_id AND rs.id = k.id`,
    values: [keys.map((key) => orgOf(spec, key)), keys.map((key) => key.id)],
  };
}

/**
 * One multi-row guarded upsert: documents and tombstones (doc NULL) together, each applied only
 * over an older revision (or an equal one with `orEqual`). The rows travel as one JSON array.
 */
export function writeRowsStatement(spec: CheckedSpec, rows: readonly GuardedRow[], orEqual: boolean): Statement {
  const t = quoteIdentifier(tableName(spec.name));
  const payload = rows.map((row) => {
    const orgId = orgOf(spec, row);
    return { org_id: orgId, id: row.id, doc: row.doc && storedDocument(spec, orgId, row.doc), revision: row.revision };
  });
  return {
    text: `INSERT INTO ${t} AS rs (org_id, id, doc, revision)
      SELECT k.org_id, k.id, k.doc, k.revision
      FROM jsonb_to_recordset($1::jsonb) AS k(org_id text, id text, doc jsonb, revision bigint)
      ON CONFLICT (org_id, id) DO UPDATE SET doc = EXCLUDED.doc, revision = EXCLUDED.revision
      WHERE rs.revision IS NULL OR rs.revision ${orEqual ? '<=' : '<'} EXCLUDED.revision`,
    values: [JSON.stringify(payload)],
  };
}
