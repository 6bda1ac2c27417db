import { ReadStoreUsageError, type CheckedSpec, type FieldRef } from './collection-spec';
import type { FieldCondition, Filter, FindOptions, Scalar, Sort } from './port';

/**
 * A filter checked against its collection's spec, in the shape both adapters translate. Semantics
 * follow MongoDB's: a missing field equals null, `$ne` and `$in` with null match missing fields.
 */
export type Condition =
  | { kind: 'and'; all: readonly Condition[] }
  | { kind: 'or'; any: readonly Condition[] }
  | { kind: 'eq'; field: FieldRef; value: Scalar }
  | { kind: 'ne'; field: FieldRef; value: Scalar }
  | { kind: 'in'; field: FieldRef; values: readonly Scalar[] }
  | { kind: 'range'; field: FieldRef; op: RangeOp; value: string | number }
  | { kind: 'match'; field: FieldRef; mode: 'contains' | 'startsWith'; text: string }
  | { kind: 'has'; field: FieldRef; value: string }
  | { kind: 'exists'; field: FieldRef; exists: boolean };

export type RangeOp = 'gt' | 'gte' | 'lt' | 'lte';

export interface SortKey {
  field: FieldRef;
  direction: 1 | -1;
}

export interface CheckedFind {
  condition: Condition | null;
  /** Ends with `_id`, so pages never overlap or skip documents that tie on the requested keys. */
  sort: readonly SortKey[];
  skip: number;
  limit: number | null;
}

const rangeOps: Record<string, RangeOp> = { $gt: 'gt', $gte: 'gte', $lt: 'lt', $lte: 'lte' };

function fail(spec: CheckedSpec, message: string): never {
  throw new ReadStoreUsageError(`read store: ${message} (collection "${spec.name}")`);
}

function checkScalar(spec: CheckedSpec, field: FieldRef, value: unknown, operator: string): Scalar {
  if (field.type === 'textArray') fail(spec, `${operator} on array field "${field.path}"; use $has`);
  if (value === null) return null;
  const expected = field.type === 'number' ? 'number' : field.type === 'boolean' ? 'boolean' : 'string';
  if (typeof value !== expected || (typeof value === 'number' && !Number.isFinite(value))) {
    fail(spec, `${operator} on "${field.path}" needs a ${expected}, got ${JSON.stringify(value)}`);
  }
  return value as Scalar;
}

function checkRange(spec: CheckedSpec, field: FieldRef, value: unknown, operator: string): string | number {
  if (field.type === 'boolean' || field.type === 'textArray') fail(spec, `${operator} on ${field.type} field "${field.path}"`);
  const scalar = checkScalar(spec, field, value, operator);
  if (scalar === null) fail(spec, `${operator} on "${field.path}" needs a value`);
  return scalar as string | number;
}

function checkText(spec: CheckedSpec, field: FieldRef, value: unknown, operator: string, types: readonly string[]): string {
  if (!types.includes(field.type)) fail(spec, `${operator} on ${field.type} field "${field.path}"`);
  if (typeof value !== 'string') fail(spec, `${operator} on "${field.path}" needs a string`);
  return value;
}

function fieldConditions(spec: CheckedSpec, field: FieldRef, condition: FieldCondition): Condition[] {
  const out: Condition[] = [];
  for (const [operator, value] of Object.entries(condition)) {
    if (value === undefined) continue;
    const range = rangeOps[operator];
    if (range) {
      out.push({ kind: 'range', field, op: range, value: checkRange(spec, field, value, operator) });
      continue;
    }
    switch (operator) {
      case '$eq':
        out.push({ kind: 'eq', field, value: checkScalar(spec, field, value, operator) });
        break;
      case '$ne':
        out.push({ kind: 'ne', field, value: checkScalar(spec, field, value, operator) });
        break;
      case '$in':
        if (!Array.isArray(value)) fail(spec, `$in on "${field.path}" needs an array`);
        out.push({ kind: 'in', field, values: value.map((v) => checkScalar(spec, field, v, operator)) });
        break;
      case '$contains':
      case '$startsWith':
        out.push({
          kind: 'match',
          field,
          mode: operator === '$contains' ? 'contains' : 'startsWith',
          text: checkText(spec, field, value, operator, ['text', 'date']),
        });
        break;
      case '$has':
        out.push({ kind: 'has', field, value: checkText(spec, field, value, operator, ['textArray']) });
        break;
      case '$exists':
        if (typeof value !== 'boolean') fail(spec, `$exists on "${field.path}" needs a boolean`);
        out.push({ kind: 'exists', field, exists: value });
        break;
      default:
        fail(spec, `unknown operator ${operator} on "${field.path}"`);
    }
  }
  return out;
}

const both = (items: Condition[]): Condition | null =>
  items.length === 0 ? null : items.length === 1 ? (items[0] ?? null) : { kind: 'and', all: items };

/** Checks a filter against the spec; null when it matches every document. Undefined values are absent. */
export function checkFilter(spec: CheckedSpec, filter: Filter | undefined): Condition | null {
  if (!filter) return null;
  const items: Condition[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    if (key === '$or') {
      if (!Array.isArray(value) || value.length === 0) fail(spec, '$or needs a non-empty array of filters');
      // A branch without conditions matches everything, and so does the whole $or.
      const branches = (value as Filter[]).map((branch) => checkFilter(spec, branch));
      if (branches.some((b) => b === null)) continue;
      items.push({ kind: 'or', any: branches as Condition[] });
      continue;
    }
    if (key.startsWith('$')) fail(spec, `unknown operator ${key}`);
    const field = spec.field(key);
    if (value !== null && typeof value === 'object') {
      if (Array.isArray(value)) fail(spec, `array value for "${key}"; use $in or $has`);
      items.push(...fieldConditions(spec, field, value as FieldCondition));
    } else {
      items.push({ kind: 'eq', field, value: checkScalar(spec, field, value, 'equality') });
    }
  }
  return both(items);
}

/** The field `countBy` groups by: a declared text field. */
export function checkGroupField(spec: CheckedSpec, path: string): FieldRef {
  const field = spec.field(path);
  if (field.type !== 'text' || field.isId) fail(spec, `countBy needs a text field, not "${path}"`);
  return field;
}

export function checkSort(spec: CheckedSpec, sort: Sort | undefined): SortKey[] {
  const keys: SortKey[] = (sort ?? []).map(([path, direction]) => {
    const field = spec.field(path);
    if (field.type === 'textArray') fail(spec, `sort on array field "${path}"`);
    if (direction !== 1 && direction !== -1) fail(spec, `sort direction of "${path}" must be 1 or -1`);
    return { field, direction };
  });
  if (new Set(keys.map((k) => k.field.path)).size < keys.length) fail(spec, 'a field appears twice in the sort');
  const idAt = keys.findIndex((k) => k.field.isId);
  if (idAt >= 0) return keys.slice(0, idAt + 1);
  // The tie-break follows the last key's direction so one index serves a sort and its reverse.
  keys.push({ field: spec.field('_id'), direction: keys.at(-1)?.direction ?? 1 });
  return keys;
}

function checkCount(spec: CheckedSpec, name: string, value: number | undefined): number | null {
  if (value === undefined) return null;
  if (!Number.isSafeInteger(value) || value < 0) fail(spec, `${name} must be a non-negative integer`);
  return value;
}

export function checkFind(spec: CheckedSpec, options: FindOptions = {}): CheckedFind {
  return {
    condition: checkFilter(spec, options.filter),
    sort: checkSort(spec, options.sort),
    skip: checkCount(spec, 'skip', options.skip) ?? 0,
    limit: checkCount(spec, 'limit', options.limit),
  };
}
