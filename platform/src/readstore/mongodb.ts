import type { ClientSession, Collection, Db, Document as MongoDocument } from 'mongodb';
import {
  checkOrganisation,
  checkRevision,
  checkScope,
  checkSpec,
  ReadStoreUsageError,
  reservedDocumentKeys,
  storedDocument,
  type CheckedSpec,
} from './collection-spec';
import { EnsuredCollections } from './ensured-collections';
import {
  CheckpointMovedError,
  type CollectionSpec,
  type Document,
  type DocumentKey as RowKey,
  type Filter,
  type FindOptions,
  type GlobalCollection,
  type GuardedRow,
  type PageCheckpoint,
  type PageWriter,
  type ParkedEvent,
  type ReadStore,
  type ScopedCollection,
  type StoredRow,
  type TenantCollection,
  type WriteGuard,
} from './port';
import { checkFilter, checkFind, checkGroupField, type Condition } from './query';
import { conditionFilter, documentKey, scopeFilter, sortSpec, type DocumentKey, type MongoScope } from './mongodb-filter';
import { checkpointsCollection, collectionName, ensureMongoCollection } from './mongodb-schema';
import { loadMongoRows, mongoParkedCounts, mongoParkedEvents, parkMongoEvent, unparkMongoEvents, writeMongoRows } from './mongodb-rows';

interface Stored extends MongoDocument {
  _id: DocumentKey;
  _revision?: number;
  _deleted?: true;
}

/** True when the stored revision is older than `revision` (or there is none): a guarded write applies. */
const appliesOver = (revision: number) => ({
  $or: [{ $eq: [{ $type: '$_revision' }, 'missing'] }, { $lt: ['$_revision', revision] }],
});

const hasRevision = { $ne: [{ $type: '$_revision' }, 'missing'] };

/** Find options leaving the collection's internal fields on the server. */
const withoutInternal = (checked: CheckedSpec): { projection?: MongoDocument } =>
  checked.internal.length === 0 ? {} : { projection: Object.fromEntries(checked.internal.map((field) => [field, 0])) };

/** Each collection's checked spec, once the collection and its indexes exist. */
type Collections = EnsuredCollections<CheckedSpec>;

class MongoScopedCollection<T extends Document> implements ScopedCollection<T> {
  private readonly scope: MongoScope;

  constructor(
    readonly spec: CollectionSpec,
    private readonly db: Db,
    private readonly collections: Collections,
    private readonly session: ClientSession | undefined,
    orgId: string,
  ) {
    this.scope = { tenant: spec.scope === 'tenant', orgId };
  }

  private async open(): Promise<{ checked: CheckedSpec; collection: Collection<Stored> }> {
    const checked = await this.collections.get(this.spec);
    return { checked, collection: this.db.collection<Stored>(collectionName(checked.name)) };
  }

  /**
   * Selects one document by its whole key, which holds the organisation of a tenant document.
   * Equality on `_id` alone also lets the server retry an upsert that raced another insert.
   */
  private key(id: string): { _id: DocumentKey } {
    return { _id: documentKey(this.scope, id) };
  }

  private query(condition: Condition | null): MongoDocument {
    const live = scopeFilter(this.scope);
    return condition ? { ...live, $and: [conditionFilter(condition, this.scope)] } : live;
  }

  /** The document as the caller wrote it: its own id back in `_id`, the store's keys removed. */
  private fromStored(stored: Stored): T {
    const { _id, _revision, _deleted, ...fields } = stored;
    return { _id: this.scope.tenant ? (_id as { id: string }).id : _id, ...fields } as T;
  }

  /** Stored as JSON, as PostgreSQL stores it: Dates become ISO strings, undefined fields go. */
  private toStored(checked: CheckedSpec, doc: T): Stored {
    const { _id, ...fields } = JSON.parse(JSON.stringify(storedDocument(checked, this.scope.orgId, doc))) as Document;
    for (const key of reservedDocumentKeys) {
      if (key in fields) throw new ReadStoreUsageError(`read store: "${key}" is reserved (document ${_id})`);
    }
    return { _id: documentKey(this.scope, _id), ...fields };
  }

  async get(id: string): Promise<T | null> {
    const { checked, collection } = await this.open();
    const found = await collection.findOne(
      { ...this.key(id), _deleted: { $exists: false } },
      { session: this.session, ...withoutInternal(checked) },
    );
    return found ? this.fromStored(found) : null;
  }

  async findOne(filter: Filter): Promise<T | null> {
    const [first] = await this.find({ filter, limit: 1 });
    return first ?? null;
  }

  async find(options?: FindOptions): Promise<T[]> {
    const { checked, collection } = await this.open();
    const find = checkFind(checked, options);
    // MongoDB reads a limit of 0 as "no limit".
    if (find.limit === 0) return [];
    const cursor = collection.find(this.query(find.condition), {
      session: this.session,
      ...withoutInternal(checked),
      sort: sortSpec(find.sort),
      skip: find.skip,
      ...(find.limit === null ? {} : { limit: find.limit }),
    });
    return (await cursor.toArray()).map((stored) => this.fromStored(stored));
  }

  async count(filter?: Filter): Promise<number> {
    const { checked, collection } = await this.open();
    return collection.countDocuments(this.query(checkFilter(checked, filter)), { session: this.session });
  }

  async countBy(field: string, filter?: Filter): Promise<Map<string, number>> {
    const { checked, collection } = await this.open();
    const { path } = checkGroupField(checked, field);
    const match = { $and: [this.query(checkFilter(checked, filter)), { [path]: { $type: 'string' } }] };
    const groups = collection.aggregate<{ _id: string; n: number }>([{ $match: match }, { $group: { _id: `$${path}`, n: { $sum: 1 } } }], {
      session: this.session,
    });
    return new Map((await groups.toArray()).map((group) => [group._id, group.n]));
  }

  async upsert(doc: T, guard?: WriteGuard): Promise<boolean> {
    const { checked, collection } = await this.open();
    const stored = this.toStored(checked, doc);
    // Update pipelines decide on the server, in one operation, without a duplicate-key error
    // (which would abort a surrounding transaction).
    if (!guard) {
      // An unguarded write keeps the revision, so a later guarded write still compares against it.
      await collection.updateOne(
        this.key(doc._id),
        [{ $replaceWith: { $mergeObjects: [{ $literal: stored }, { $cond: [hasRevision, { _revision: '$_revision' }, {}] }] } }],
        { upsert: true, session: this.session },
      );
      return true;
    }
    const revision = checkRevision(guard);
    const result = await collection.updateOne(
      this.key(doc._id),
      [{ $replaceWith: { $cond: [appliesOver(revision), { $literal: { ...stored, _revision: revision } }, '$$ROOT'] } }],
      { upsert: true, session: this.session },
    );
    return result.upsertedCount + result.modifiedCount > 0;
  }

  private tombstone(revision: number | '$_revision'): MongoDocument {
    const owner = this.scope.tenant ? { orgId: { $literal: this.scope.orgId } } : {};
    return { _id: '$_id', ...owner, _revision: revision, _deleted: true };
  }

  async delete(id: string, guard?: WriteGuard): Promise<boolean> {
    const { collection } = await this.open();
    if (!guard) return (await this.deleteLive(collection, { ...this.key(id), _deleted: { $exists: false } })) > 0;
    const revision = checkRevision(guard);
    // A tombstone keeps the revision, so an older, redelivered event cannot bring the document back.
    const before = await collection.findOneAndUpdate(
      this.key(id),
      [{ $replaceWith: { $cond: [appliesOver(revision), this.tombstone(revision), '$$ROOT'] } }],
      { upsert: true, returnDocument: 'before', session: this.session },
    );
    return before !== null && before._deleted === undefined && (before._revision === undefined || before._revision < revision);
  }

  async deleteMany(filter: Filter): Promise<number> {
    const { checked, collection } = await this.open();
    return this.deleteLive(collection, this.query(checkFilter(checked, filter)));
  }

  /** Unguarded delete: documents that never had a revision go, the others become tombstones keeping it. */
  private async deleteLive(collection: Collection<Stored>, query: MongoDocument): Promise<number> {
    const buried = await collection.updateMany(
      { ...query, _revision: { $exists: true } },
      [{ $replaceWith: this.tombstone('$_revision') }],
      { session: this.session },
    );
    const gone = await collection.deleteMany({ ...query, _revision: { $exists: false } }, { session: this.session });
    return buried.modifiedCount + gone.deletedCount;
  }

  async revisionOf(id: string): Promise<number | null> {
    const { collection } = await this.open();
    const found = await collection.findOne(this.key(id), { projection: { _revision: 1 }, session: this.session });
    return found?._revision ?? null;
  }
}

interface CheckpointDoc {
  _id: string;
  position: string | null;
}

class MongoReadStore implements ReadStore {
  private transactions: Promise<boolean> | undefined;

  /** @param session set on a transaction's store; `transaction()` on it just runs `fn`. */
  constructor(
    private readonly db: Db,
    private readonly collections: Collections,
    private readonly session: ClientSession | undefined,
  ) {}

  async ensureCollection(spec: CollectionSpec): Promise<void> {
    await this.collections.get(spec);
  }

  tenant<T extends Document>(spec: CollectionSpec): TenantCollection<T> {
    checkScope(spec, 'tenant');
    return {
      spec,
      forOrg: (orgId: string) =>
        new MongoScopedCollection<T>(spec, this.db, this.collections, this.session, checkOrganisation(spec, orgId)),
    };
  }

  global<T extends Document>(spec: CollectionSpec): GlobalCollection<T> {
    checkScope(spec, 'global');
    return new MongoScopedCollection<T>(spec, this.db, this.collections, this.session, '');
  }

  /**
   * With a replica set or sharded cluster, `fn` runs in a transaction (the driver may rerun it
   * on a transient error). On a standalone server `fn` runs plainly: its guarded writes are
   * idempotent and the checkpoint comes last, so a failure is repaired by redelivery.
   */
  async transaction<R>(fn: (tx: ReadStore) => Promise<R>): Promise<R> {
    if (this.session) return fn(this);
    this.transactions ??= mongoSupportsTransactions(this.db);
    if (!(await this.transactions)) return fn(this);
    const session = this.db.client.startSession();
    try {
      return await session.withTransaction(() => fn(new MongoReadStore(this.db, this.collections, session)));
    } finally {
      await session.endSession();
    }
  }

  async applyPage<R>({ name, expected, through }: PageCheckpoint, fn: (page: PageWriter) => Promise<R>): Promise<R> {
    return this.transaction(async (tx) => {
      const stored = await tx.getCheckpoint(name);
      if (stored !== expected) throw new CheckpointMovedError(stored);
      const result = await fn(tx);
      if (through !== stored) await (tx as MongoReadStore).moveCheckpoint(name, expected, through);
      return result;
    });
  }

  /**
   * Moves the checkpoint only from `expected` (compare-and-set on its document): without a replica
   * set's transactions, a second process that moved it meanwhile is still noticed, and the
   * checkpoint never goes back.
   */
  async moveCheckpoint(name: string, expected: string | null, through: string | null): Promise<void> {
    if (through === null) return this.setCheckpoint(name, null);
    const checkpoints = this.db.collection<CheckpointDoc>(checkpointsCollection);
    try {
      // `position: null` also matches a checkpoint never stored; the upsert then makes it, and
      // collides on _id with one another process made meanwhile.
      const moved = await checkpoints.updateOne(
        { _id: name, position: expected },
        { $set: { position: through } },
        { upsert: expected === null, session: this.session },
      );
      if (moved.matchedCount + moved.upsertedCount === 1) return;
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error;
    }
    throw new CheckpointMovedError(await this.getCheckpoint(name));
  }

  async clear(spec: CollectionSpec): Promise<void> {
    const checked = await this.collections.get(spec);
    await this.db.collection(collectionName(checked.name)).deleteMany({}, { session: this.session });
  }

  async getCheckpoint(name: string): Promise<string | null> {
    const found = await this.db.collection<CheckpointDoc>(checkpointsCollection).findOne({ _id: name }, { session: this.session });
    return found?.position ?? null;
  }

  async getCheckpoints(names: readonly string[]): Promise<Record<string, string | null>> {
    const found = await this.db
      .collection<CheckpointDoc>(checkpointsCollection)
      .find({ _id: { $in: [...names] } }, { session: this.session })
      .toArray();
    const positions = new Map(found.map((doc) => [doc._id, doc.position]));
    return Object.fromEntries(names.map((name) => [name, positions.get(name) ?? null]));
  }

  async setCheckpoint(name: string, position: string | null): Promise<void> {
    const checkpoints = this.db.collection<CheckpointDoc>(checkpointsCollection);
    if (position === null) await checkpoints.deleteOne({ _id: name }, { session: this.session });
    else await checkpoints.updateOne({ _id: name }, { $set: { position } }, { upsert: true, session: this.session });
  }

  /** MongoDB has no row locks outside its transactions: the stored checkpoint, unlocked. */
  async lockCheckpoint(name: string): Promise<string | null> {
    return this.getCheckpoint(name);
  }

  async loadRows(spec: CollectionSpec, keys: readonly RowKey[]): Promise<StoredRow[]> {
    return keys.length === 0 ? [] : loadMongoRows(this.db, await this.collections.get(spec), keys, this.session);
  }

  async writeRows(spec: CollectionSpec, rows: readonly GuardedRow[], options: { orEqual?: boolean } = {}): Promise<void> {
    await writeMongoRows(this.db, await this.collections.get(spec), rows, options.orEqual ?? false, this.session);
  }

  /** No faster way in MongoDB than the guarded bulk write, which keeps the row of the highest revision. */
  async copyRows(spec: CollectionSpec, rows: readonly GuardedRow[]): Promise<void> {
    await this.writeRows(spec, rows);
  }

  async parkEvent(event: ParkedEvent): Promise<void> {
    await parkMongoEvent(this.db, event, this.session);
  }

  async parkedEvents(projection?: string): Promise<ParkedEvent[]> {
    return mongoParkedEvents(this.db, projection, this.session);
  }

  async unparkEvents(projection: string, eventIds: readonly string[]): Promise<void> {
    await unparkMongoEvents(this.db, projection, eventIds, this.session);
  }

  async parkedCounts(): Promise<Record<string, number>> {
    return mongoParkedCounts(this.db, this.session);
  }

  async dropCollection(spec: CollectionSpec): Promise<void> {
    const checked = checkSpec(spec);
    await this.db
      .collection(collectionName(checked.name))
      .drop()
      .catch(() => false);
    this.collections.forget(spec);
  }

  /** `renameCollection` with `dropTarget` replaces the live collection in one step; indexes move with it. */
  async swapCollection(
    staging: { spec: CollectionSpec; checkpoint: string },
    live: { spec: CollectionSpec; checkpoint: string },
  ): Promise<void> {
    const from = await this.collections.get(staging.spec);
    const position = await this.getCheckpoint(staging.checkpoint);
    await this.db.renameCollection(collectionName(from.name), collectionName(checkSpec(live.spec).name), { dropTarget: true });
    await this.setCheckpoint(live.checkpoint, position);
    await this.setCheckpoint(staging.checkpoint, null);
    const parked = await this.parkedEvents(staging.checkpoint);
    await this.unparkEvents(
      live.checkpoint,
      (await this.parkedEvents(live.checkpoint)).map((event) => event.eventId),
    );
    for (const event of parked) await this.parkEvent({ ...event, projection: live.checkpoint });
    await this.unparkEvents(
      staging.checkpoint,
      parked.map((event) => event.eventId),
    );
    this.collections.forget(staging.spec);
  }

  /** The client belongs to the caller, who closes it. */
  async close(): Promise<void> {}
}

/** Whether the server runs transactions: members of a replica set and mongos routers do. */
export async function mongoSupportsTransactions(db: Db): Promise<boolean> {
  const hello = await db.command({ hello: 1 });
  return typeof hello.setName === 'string' || hello.msg === 'isdbgrid';
}

/**
 * The read store over MongoDB: one collection `rs_<collection>` per collection, documents at the
 * top level beside the store's `_revision` and `_deleted`; tenant documents keyed `{ orgId, id }`.
 */
export async function createMongoReadStore({ db }: { db: Db }): Promise<ReadStore> {
  await db.command({ ping: 1 });
  const collections = new EnsuredCollections(async (checked) => {
    await ensureMongoCollection(db, checked);
    return checked;
  });
  return new MongoReadStore(db, collections, undefined);
}
