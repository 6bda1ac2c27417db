import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import type { PoolClient } from '../postgres/pool';
import { storedDocument, type CheckedSpec } from './collection-spec';
import { quoteIdentifier, tableName } from './postgres-expressions';
import type { GuardedRow } from './port';

/** Text as COPY's text format takes it: backslash, tab, newline and carriage return escaped. */
export const copyText = (text: string): string =>
  /[\\\t\n\r]/.test(text)
    ? text.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'))
    : text;

/** One row as a line of COPY's text format: organisation ('' for global documents), id, document (\N for a tombstone), revision. */
function copyLine(spec: CheckedSpec, row: GuardedRow): string {
  const orgId = spec.tenant ? (row.orgId ?? '') : '';
  const doc = row.doc ? copyText(JSON.stringify(storedDocument(spec, orgId, row.doc))) : '\\N';
  if (!Number.isSafeInteger(row.revision)) throw new Error(`read store: revision ${row.revision} of ${row.id} is not an integer`);
  return `${copyText(orgId)}\t${copyText(row.id)}\t${doc}\t${row.revision}\n`;
}

/**
 * Lines joined a few hundred at a time (one string of a whole batch costs more to make and to send).
 * All made before the COPY starts: made while it runs, they would wait for whatever else holds the
 * event loop, and PostgreSQL with them.
 */
function copyChunks(spec: CheckedSpec, rows: readonly GuardedRow[], size = 256): string[] {
  const chunks: string[] = [];
  for (let start = 0; start < rows.length; start += size) {
    let chunk = '';
    for (let n = start; n < Math.min(start + size, rows.length); n += 1) chunk += copyLine(spec, rows[n] as GuardedRow);
    chunks.push(chunk);
  }
  return chunks;
}

/** Appends the rows to the collection's table with one `COPY … FROM STDIN` (text format) on `client`. */
export async function copyRowsInto(client: PoolClient, spec: CheckedSpec, rows: readonly GuardedRow[]): Promise<void> {
  const table = quoteIdentifier(tableName(spec.name));
  const chunks = copyChunks(spec, rows);
  await pipeline(Readable.from(chunks), client.query(copyFrom(`COPY ${table} (org_id, id, doc, revision) FROM STDIN`)));
}
