import type { AnyBulkWriteOperation, ClientSession, Db, Document as MongoDocument } from 'mongodb';
import { storedDocument, type CheckedSpec } from './collection-spec';
import { documentKey, type DocumentKey as MongoKey } from './mongodb-filter';
import { collectionName } from './mongodb-schema';
import type { Document, DocumentKey, GuardedRow, ParkedEvent, StoredRow } from './port';

interface StoredRowDoc extends MongoDocument {
  _id: MongoKey;
  _revision?: number;
  _deleted?: true;
}

const keyOf = (spec: CheckedSpec, key: DocumentKey): MongoKey => documentKey({ tenant: spec.tenant, orgId: key.orgId ?? '' }, key.id);

/** The stored rows (live or tombstones) of many keys in one query. */
export async function loadMongoRows(
  db: Db,
  spec: CheckedSpec,
  keys: readonly DocumentKey[],
  session?: ClientSession,
): Promise<StoredRow[]> {
  const found = await db
    .collection<StoredRowDoc>(collectionName(spec.name))
    .find({ _id: { $in: keys.map((key) => keyOf(spec, key)) } }, { session })
    .toArray();
  return found.map(({ _id, _revision, _deleted, ...fields }) => {
    const id = spec.tenant ? (_id as { id: string }).id : (_id as string);
    const orgId = spec.tenant ? (_id as { orgId: string }).orgId : null;
    return { orgId, id, doc: _deleted ? null : ({ _id: id, ...fields } as Document), revision: _revision ?? null };
  });
}

/** One unordered bulk write of guarded replacements (tombstones for deleted rows). */
export async function writeMongoRows(
  db: Db,
  spec: CheckedSpec,
  rows: readonly GuardedRow[],
  orEqual: boolean,
  session?: ClientSession,
): Promise<void> {
  const operations: AnyBulkWriteOperation<StoredRowDoc>[] = rows.map((row) => {
    const orgId = row.orgId ?? '';
    const _id = keyOf(spec, row);
    const owner = spec.tenant ? { orgId } : {};
    const next = row.doc
      ? (() => {
          const { _id: _ignored, ...fields } = JSON.parse(JSON.stringify(storedDocument(spec, orgId, row.doc))) as Document;
          return { ...fields, _id, _revision: row.revision };
        })()
      : { _id, ...owner, _revision: row.revision, _deleted: true };
    const applies = {
      $or: [{ $eq: [{ $type: '$_revision' }, 'missing'] }, { [orEqual ? '$lte' : '$lt']: ['$_revision', row.revision] }],
    };
    return {
      updateOne: {
        filter: { _id },
        update: [{ $replaceWith: { $cond: [applies, { $literal: next }, '$$ROOT'] } }],
        upsert: true,
      },
    };
  });
  if (operations.length > 0)
    await db.collection<StoredRowDoc>(collectionName(spec.name)).bulkWrite(operations, { ordered: false, session });
}

export const parkedCollection = 'rs_parked';

interface ParkedDoc extends Omit<ParkedEvent, 'projection' | 'eventId'> {
  _id: { projection: string; eventId: string };
}

export async function parkMongoEvent(db: Db, event: ParkedEvent, session?: ClientSession): Promise<void> {
  const { projection, eventId, attempts, ...rest } = event;
  await db
    .collection<ParkedDoc>(parkedCollection)
    .updateOne({ _id: { projection, eventId } }, { $set: rest, $inc: { attempts } }, { upsert: true, session });
}

export async function mongoParkedEvents(db: Db, projection: string | undefined, session?: ClientSession): Promise<ParkedEvent[]> {
  const found = await db
    .collection<ParkedDoc>(parkedCollection)
    .find(projection ? { '_id.projection': projection } : {}, { session, sort: { position: 1 } })
    .toArray();
  return found.map(({ _id, ...rest }) => ({ ...rest, projection: _id.projection, eventId: _id.eventId }));
}

export async function unparkMongoEvents(db: Db, projection: string, eventIds: readonly string[], session?: ClientSession): Promise<void> {
  await db
    .collection<ParkedDoc>(parkedCollection)
    .deleteMany({ _id: { $in: eventIds.map((eventId) => ({ projection, eventId })) } }, { session });
}

export async function mongoParkedCounts(db: Db, session?: ClientSession): Promise<Record<string, number>> {
  const groups = await db
    .collection<ParkedDoc>(parkedCollection)
    .aggregate<{ _id: string; n: number }>([{ $group: { _id: '$_id.projection', n: { $sum: 1 } } }], { session })
    .toArray();
  return Object.fromEntries(groups.map((group) => [group._id, group.n]));
}
