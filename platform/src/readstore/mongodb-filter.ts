import type { Document as MongoDocument } from 'mongodb';
import type { FieldRef } from './collection-spec';
import type { Condition, SortKey } from './query';

/**
 * Where a document lives: tenant documents are keyed `{ orgId, id }`, so the same id in two
 * organisations is two documents; global documents are keyed by their id.
 */
export interface MongoScope {
  tenant: boolean;
  orgId: string;
}

export type DocumentKey = string | { orgId: string; id: string };

export const documentKey = (scope: MongoScope, id: string): DocumentKey => (scope.tenant ? { orgId: scope.orgId, id } : id);

/** Live documents of the scope; tombstones of guarded deletes carry `_deleted`. */
export function scopeFilter(scope: MongoScope): MongoDocument {
  return scope.tenant ? { orgId: scope.orgId, _deleted: { $exists: false } } : { _deleted: { $exists: false } };
}

const pathOf = (scope: MongoScope, field: FieldRef): string => (field.isId ? (scope.tenant ? '_id.id' : '_id') : field.path);

export const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const rangeOperators = { gt: '$gt', gte: '$gte', lt: '$lt', lte: '$lte' } as const;

/** Translates a checked condition to a MongoDB query filter. */
export function conditionFilter(condition: Condition, scope: MongoScope): MongoDocument {
  switch (condition.kind) {
    case 'and':
      return { $and: condition.all.map((c) => conditionFilter(c, scope)) };
    case 'or':
      return { $or: condition.any.map((c) => conditionFilter(c, scope)) };
    case 'eq':
      // Whole keys keep id lookups on the _id index.
      if (condition.field.isId && typeof condition.value === 'string') return { _id: documentKey(scope, condition.value) };
      return { [pathOf(scope, condition.field)]: condition.value === null ? null : { $eq: condition.value } };
    case 'ne':
      return { [pathOf(scope, condition.field)]: { $ne: condition.value } };
    case 'in':
      if (condition.field.isId) {
        const ids = condition.values.filter((v): v is string => typeof v === 'string');
        return { _id: { $in: ids.map((id) => documentKey(scope, id)) } };
      }
      return { [pathOf(scope, condition.field)]: { $in: [...condition.values] } };
    case 'range':
      return { [pathOf(scope, condition.field)]: { [rangeOperators[condition.op]]: condition.value } };
    case 'match': {
      const pattern = escapeRegex(condition.text);
      return {
        [pathOf(scope, condition.field)]: { $regex: condition.mode === 'startsWith' ? `^${pattern}` : pattern, $options: 'i' },
      };
    }
    case 'has':
      return { [pathOf(scope, condition.field)]: condition.value };
    case 'exists':
      return { [pathOf(scope, condition.field)]: condition.exists ? { $ne: null } : null };
  }
}

/** Within one organisation `_id` orders by the id, the organisation being the same. */
export function sortSpec(sort: readonly SortKey[]): Record<string, 1 | -1> {
  return Object.fromEntries(sort.map((k) => [k.field.isId ? '_id' : k.field.path, k.direction]));
}
