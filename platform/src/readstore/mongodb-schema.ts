import { createHash } from 'node:crypto';
import { MongoServerError, type Db, type Document as MongoDocument, type IndexSpecification } from 'mongodb';
import type { CheckedIndex, CheckedSpec } from './collection-spec';

export const checkpointsCollection = 'rs_checkpoints';
export const collectionName = (name: string): string => `rs_${name}`;

const namespaceExists = 48;

interface MongoIndex {
  keys: IndexSpecification;
  name: string;
  unique: boolean;
  partialFilterExpression?: MongoDocument;
}

const shortHash = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 8);

function mongoIndex(spec: CheckedSpec, index: CheckedIndex): MongoIndex {
  const keys: Record<string, 1 | -1> = spec.tenant ? { orgId: 1 } : {};
  for (const key of index.keys) keys[key.field.isId ? '_id' : key.field.path] = key.direction;
  // As in PostgreSQL: non-unique indexes end with the id, the tie-break of every sort.
  const last = index.keys.at(-1);
  if (!index.unique && last && !('_id' in keys)) keys._id = last.direction;
  // Tombstones and documents without the field stay out of unique indexes (NULLs are distinct in SQL).
  const partialFilterExpression = index.unique
    ? Object.fromEntries(index.keys.filter((k) => !k.field.isId).map((k) => [k.field.path, { $exists: true }]))
    : undefined;
  const label = index.keys.map((k) => `${k.field.path}_${k.direction}`).join('_');
  return {
    keys,
    name: `${label}_${shortHash(JSON.stringify([keys, index.unique, partialFilterExpression]))}`,
    unique: index.unique,
    ...(partialFilterExpression ? { partialFilterExpression } : {}),
  };
}

/**
 * Creates the collection and its declared indexes (idempotent: index names derive from their
 * definition). `$contains` is an unanchored case-insensitive regex, which no index serves, so
 * searchable fields get none.
 */
export async function ensureMongoCollection(db: Db, spec: CheckedSpec): Promise<void> {
  const name = collectionName(spec.name);
  try {
    await db.createCollection(name);
  } catch (error) {
    if (!(error instanceof MongoServerError && error.code === namespaceExists)) throw error;
  }
  const collection = db.collection(name);
  for (const index of spec.indexes.map((i) => mongoIndex(spec, i))) {
    await collection.createIndex(index.keys, {
      name: index.name,
      unique: index.unique,
      ...(index.partialFilterExpression ? { partialFilterExpression: index.partialFilterExpression } : {}),
    });
  }
}
