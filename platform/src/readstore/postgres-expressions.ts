import type { FieldRef } from './collection-spec';

/*
 * SQL for the fields of a `doc jsonb` column. Field paths were validated by `checkSpec` (letters,
 * digits, `_`, dots), so they are safe inside these literals; values never are and always travel
 * as parameters.
 *
 * Every declared scalar field is also a stored generated column (`"doc.<path>"`) that filters
 * compare, sorts order by and indexes hold. Plain columns, unlike expressions over `doc`, let
 * PostgreSQL count from the index alone (an index-only scan), which keeps `count` of a large
 * organisation in milliseconds.
 */

const pathParts = (field: FieldRef): string[] => field.path.split('.');

/** The field as JSON text: `doc->>'a'` or `doc #>> '{a,b}'`. NULL when missing or JSON null. */
export function textOf(field: FieldRef): string {
  if (field.isId) return 'id';
  const parts = pathParts(field);
  return parts.length === 1 ? `(doc->>'${field.path}')` : `(doc #>> '{${parts.join(',')}}')`;
}

function jsonOf(field: FieldRef): string {
  const parts = pathParts(field);
  return parts.length === 1 ? `(doc->'${field.path}')` : `(doc #> '{${parts.join(',')}}')`;
}

export const quoteIdentifier = (name: string): string => `"${name.replaceAll('"', '""')}"`;

export const tableName = (collection: string): string => `rs_${collection}`;

export interface GeneratedColumn {
  name: string;
  /** As `format_type` reports it, to notice a field whose declared type changed. */
  type: 'text' | 'numeric' | 'boolean';
  definition: string;
}

const jsonTypes = { text: 'string', date: 'string', number: 'number', boolean: 'boolean' } as const;

/**
 * The stored column of a scalar field. A value of another JSON type than declared becomes NULL,
 * so a stray value is unmatched (as in MongoDB) instead of failing the write. Text and dates use
 * the "C" collation: byte order, as MongoDB sorts, and ISO timestamps order correctly whatever
 * the database locale.
 */
export function generatedColumn(field: FieldRef): GeneratedColumn | null {
  if (field.isId || field.type === 'textArray') return null;
  const name = `doc.${field.path}`;
  const type = field.type === 'number' ? 'numeric' : field.type === 'boolean' ? 'boolean' : 'text';
  const value = type === 'text' ? textOf(field) : `${textOf(field)}::${type}`;
  const collation = type === 'text' ? ' COLLATE "C"' : '';
  return {
    name,
    type,
    definition: `${quoteIdentifier(name)} ${type}${collation} GENERATED ALWAYS AS (CASE WHEN jsonb_typeof(${jsonOf(field)}) = '${jsonTypes[field.type]}' THEN ${value} END) STORED`,
  };
}

/** The typed value that filters compare, sorts order by and indexes hold. */
export function typedValueOf(field: FieldRef): string {
  if (field.isId) return 'id';
  const column = generatedColumn(field);
  return column ? quoteIdentifier(column.name) : jsonOf(field);
}

/** What `$contains` and `$startsWith` compare, and what trigram indexes hold. */
export function searchOf(field: FieldRef): string {
  return `lower(${textOf(field)})`;
}

export function castOf(field: FieldRef): string {
  switch (field.type) {
    case 'number':
      return 'numeric';
    case 'boolean':
      return 'boolean';
    case 'textArray':
      return 'jsonb';
    default:
      return 'text';
  }
}

/**
 * An ORDER BY or index term. Missing values come first ascending and last descending, as in
 * MongoDB; an index declared one way serves both directions.
 */
export function orderTerm(field: FieldRef, direction: 1 | -1): string {
  if (field.isId) return direction === 1 ? 'id ASC' : 'id DESC';
  return `${typedValueOf(field)} ${direction === 1 ? 'ASC NULLS FIRST' : 'DESC NULLS LAST'}`;
}
