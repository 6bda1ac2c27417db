import type { CollectionSpec, FieldType, IndexSpec, WriteGuard } from './port';

/** A field a query may use: a declared document field, or `_id`. */
export interface FieldRef {
  path: string;
  type: FieldType;
  isId: boolean;
}

export interface IndexKey {
  field: FieldRef;
  direction: 1 | -1;
}

export interface CheckedIndex {
  keys: readonly IndexKey[];
  unique: boolean;
}

/** A collection spec whose names, fields and indexes were validated once, for both adapters. */
export interface CheckedSpec {
  spec: CollectionSpec;
  name: string;
  tenant: boolean;
  /** The field a filter or sort names; throws for an undeclared one. */
  field(path: string): FieldRef;
  /** The declared fields, without `_id`. */
  fields: readonly FieldRef[];
  indexes: readonly CheckedIndex[];
  searchable: readonly FieldRef[];
  /** Top-level fields queries leave out (see CollectionSpec.internal). */
  internal: readonly string[];
}

const collectionNamePattern = /^[a-z][a-zA-Z0-9_]*$/;
/** Dotted paths of plain names; a leading `_` is kept for `_id` and the adapters' own keys. */
const fieldPathPattern = /^[a-zA-Z][a-zA-Z0-9_]*(\.[a-zA-Z][a-zA-Z0-9_]*)*$/;
const maxCollectionNameLength = 40;
/** Keeps derived SQL identifiers (`"doc.<path>"`) under PostgreSQL's 63 bytes. */
const maxFieldPathLength = 50;
/** `checkpoints` would collide with the adapters' own `rs_checkpoints`. */
const reservedCollectionNames = new Set(['checkpoints']);
const fieldTypes = new Set<FieldType>(['text', 'number', 'boolean', 'date', 'textArray']);
/** Keys the MongoDB adapter keeps beside a document's own fields. */
export const reservedDocumentKeys = ['_revision', '_deleted'] as const;

const idField: FieldRef = { path: '_id', type: 'text', isId: true };

export class ReadStoreUsageError extends Error {
  override name = 'ReadStoreUsageError';
}

export function checkCollectionName(name: string): void {
  if (!collectionNamePattern.test(name) || name.length > maxCollectionNameLength || reservedCollectionNames.has(name)) {
    throw new ReadStoreUsageError(`read store: invalid collection name "${name}"`);
  }
}

function checkIndexes(spec: CollectionSpec, fields: ReadonlyMap<string, FieldRef>, indexes: readonly IndexSpec[]): CheckedIndex[] {
  return indexes.map((declared) => {
    if (declared.fields.length === 0) throw new ReadStoreUsageError(`read store: empty index on "${spec.name}"`);
    const keys = declared.fields.map(([path, direction]): IndexKey => {
      const field = path === '_id' ? idField : fields.get(path);
      if (!field) throw new ReadStoreUsageError(`read store: index on undeclared field "${path}" of "${spec.name}"`);
      if (direction !== 1 && direction !== -1) throw new ReadStoreUsageError(`read store: bad index direction on "${spec.name}"`);
      return { field, direction };
    });
    if (keys.some((k) => k.field.type === 'textArray') && (keys.length > 1 || declared.unique)) {
      throw new ReadStoreUsageError(`read store: a textArray field is indexed alone and not unique ("${spec.name}")`);
    }
    return { keys, unique: declared.unique ?? false };
  });
}

/** The internal fields: top-level names that no declared field is, or lies under. */
function checkInternal(spec: CollectionSpec): string[] {
  const internal = [...(spec.internal ?? [])];
  for (const name of internal) {
    if (!fieldPathPattern.test(name) || name.includes('.') || name.length > maxFieldPathLength) {
      throw new ReadStoreUsageError(`read store: invalid internal field "${name}" in "${spec.name}"`);
    }
    if (Object.keys(spec.fields).some((path) => path === name || path.startsWith(`${name}.`))) {
      throw new ReadStoreUsageError(
        `read store: internal field "${name}" of "${spec.name}" is declared in its fields (internal fields are never queried)`,
      );
    }
  }
  return internal;
}

/** Validates a spec; every name that reaches SQL or a MongoDB query passes through here first. */
export function checkSpec(spec: CollectionSpec): CheckedSpec {
  checkCollectionName(spec.name);
  if (spec.scope !== 'tenant' && spec.scope !== 'global') {
    throw new ReadStoreUsageError(`read store: invalid scope of "${spec.name}"`);
  }
  const fields = new Map<string, FieldRef>();
  for (const [path, type] of Object.entries(spec.fields)) {
    if (!fieldPathPattern.test(path) || path.length > maxFieldPathLength) {
      throw new ReadStoreUsageError(`read store: invalid field name "${path}" in "${spec.name}"`);
    }
    if (!fieldTypes.has(type)) throw new ReadStoreUsageError(`read store: invalid type of "${path}" in "${spec.name}"`);
    fields.set(path, { path, type, isId: false });
  }
  const searchable = (spec.searchable ?? []).map((path) => {
    const field = fields.get(path);
    if (field?.type !== 'text') throw new ReadStoreUsageError(`read store: searchable "${path}" of "${spec.name}" is not a text field`);
    return field;
  });
  return {
    spec,
    name: spec.name,
    tenant: spec.scope === 'tenant',
    field(path) {
      if (path === '_id') return idField;
      const field = fields.get(path);
      if (!field) throw new ReadStoreUsageError(`read store: field "${path}" is not declared in "${spec.name}"`);
      return field;
    },
    fields: [...fields.values()],
    indexes: checkIndexes(spec, fields, spec.indexes ?? []),
    searchable,
    internal: checkInternal(spec),
  };
}

/** The document as stored: a tenant document always carries its organisation. */
export function storedDocument<T extends { _id: string }>(spec: CheckedSpec, orgId: string, doc: T): T {
  if (typeof doc._id !== 'string' || doc._id === '') {
    throw new ReadStoreUsageError(`read store: a document of "${spec.name}" needs a non-empty string _id`);
  }
  if (!spec.tenant) return doc;
  const own = (doc as { orgId?: unknown }).orgId;
  if (own !== undefined && own !== orgId) {
    throw new ReadStoreUsageError(`read store: document ${doc._id} of "${spec.name}" belongs to another organisation`);
  }
  return own === orgId ? doc : { ...doc, orgId };
}

export function checkScope(spec: CollectionSpec, scope: CollectionSpec['scope']): void {
  if (spec.scope !== scope) throw new ReadStoreUsageError(`read store: "${spec.name}" is a ${spec.scope} collection`);
}

export function checkOrganisation(spec: CollectionSpec, orgId: string): string {
  if (typeof orgId !== 'string' || orgId === '') throw new ReadStoreUsageError(`read store: "${spec.name}" needs an organisation`);
  return orgId;
}

export function checkRevision(guard: WriteGuard): number {
  if (!Number.isSafeInteger(guard.revision) || guard.revision < 0) {
    throw new ReadStoreUsageError(`read store: a guard's revision must be a non-negative integer, got ${guard.revision}`);
  }
  return guard.revision;
}
