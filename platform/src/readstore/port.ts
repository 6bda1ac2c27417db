/**
 * Read store: collections of JSON documents keyed by `_id`. Tenant collections are scoped by
 * organisation in the API itself: every call names the organisation, so a query cannot forget it.
 */

export type FieldType = 'text' | 'number' | 'boolean' | 'date' | 'textArray';

export interface IndexSpec {
  /** Fields in index order with their direction. The organisation is always the first key of tenant indexes. */
  fields: ReadonlyArray<readonly [field: string, direction: 1 | -1]>;
  unique?: boolean;
}

export interface CollectionSpec {
  name: string;
  /** `tenant`: every document belongs to one organisation. `global`: not scoped (users by email, sessions). */
  scope: 'tenant' | 'global';
  /**
   * Types of the fields that filters and sorts may use (top-level or dotted paths). Dates are ISO
   * strings. A filter or sort on an undeclared field is a programming error and throws.
   */
  fields: Readonly<Record<string, FieldType>>;
  indexes?: readonly IndexSpec[];
  /** Text fields searched by `$contains`; the adapter may add a trigram or text index for them. */
  searchable?: readonly string[];
  /**
   * Top-level fields kept for the projection only (a per-post table, say): `loadRows` answers
   * them, queries leave them out on the server. They cannot be declared in `fields`.
   */
  internal?: readonly string[];
}

export type Scalar = string | number | boolean | null;

export interface FieldCondition {
  $eq?: Scalar;
  $ne?: Scalar;
  $in?: readonly Scalar[];
  $gt?: string | number;
  $gte?: string | number;
  $lt?: string | number;
  $lte?: string | number;
  /** Case-insensitive substring match on a text field. */
  $contains?: string;
  /** Case-insensitive prefix match on a text field. */
  $startsWith?: string;
  /** The array field holds this value. */
  $has?: Scalar;
  /** The field is present (true) or absent/null (false). */
  $exists?: boolean;
}

export type Filter = {
  [field: string]: Scalar | FieldCondition | readonly Filter[] | undefined;
} & {
  $or?: readonly Filter[];
};

export type Sort = ReadonlyArray<readonly [field: string, direction: 1 | -1]>;

export interface FindOptions {
  filter?: Filter;
  sort?: Sort;
  skip?: number;
  limit?: number;
}

export interface Document {
  _id: string;
  [key: string]: unknown;
}

/**
 * Guard for writes fed by one event stream: the store keeps the revision it applied last and
 * ignores writes with a revision at or below it, so redelivery and rebuilds are harmless.
 */
export interface WriteGuard {
  revision: number;
}

/** Operations on one collection, for one scope (an organisation, or global). */
export interface ScopedCollection<T extends Document> {
  get(id: string): Promise<T | null>;
  findOne(filter: Filter): Promise<T | null>;
  find(options?: FindOptions): Promise<T[]>;
  count(filter?: Filter): Promise<number>;
  /**
   * How many documents match, per value of a declared text field (one query, as `GROUP BY`): the
   * figures of a tab row. Documents without a text value in the field are not counted.
   */
  countBy(field: string, filter?: Filter): Promise<Map<string, number>>;
  /** Inserts or replaces. Answers false when the guard's revision is not newer than the stored one. */
  upsert(doc: T, guard?: WriteGuard): Promise<boolean>;
  /** Deletes by id. With a guard, only when the guard's revision is newer. Answers whether a document went. */
  delete(id: string, guard?: WriteGuard): Promise<boolean>;
  deleteMany(filter: Filter): Promise<number>;
  /** The last revision applied to a document, or null if none was stored with a guard. */
  revisionOf(id: string): Promise<number | null>;
}

export interface TenantCollection<T extends Document> {
  spec: CollectionSpec;
  /** The collection as seen by one organisation. */
  forOrg(orgId: string): ScopedCollection<T>;
}

export interface GlobalCollection<T extends Document> extends ScopedCollection<T> {
  spec: CollectionSpec;
}

/** Where a projection's page moves its checkpoint (see `ReadStore.applyPage`). */
export interface PageCheckpoint {
  name: string;
  /** The checkpoint as the caller last stored it: the page is stored only while it still is. */
  expected: string | null;
  through: string | null;
}

/** What a projection's page may do: read the rows it changes, write rows and park events. */
export type PageWriter = Pick<ReadStore, 'loadRows' | 'writeRows' | 'parkEvent'>;

/** Another process moved the checkpoint (a rebuild's swap, a second runner): nothing was stored. */
export class CheckpointMovedError extends Error {
  override name = 'CheckpointMoved';
  constructor(readonly position: string | null) {
    super('the checkpoint was moved by another process');
  }
}

/** The key of a document: its organisation (`null` in a global collection) and id. */
export interface DocumentKey {
  orgId: string | null;
  id: string;
}

/** A document as projections see it: a deleted one (`doc` null) keeps its revision as a tombstone. */
export interface StoredRow extends DocumentKey {
  doc: Document | null;
  revision: number | null;
}

/** A row to write, guarded by the revision of the event that produced it. */
export interface GuardedRow extends DocumentKey {
  doc: Document | null;
  revision: number;
}

/** An event a projection could not apply, set aside with its error so the projection goes on. */
export interface ParkedEvent {
  projection: string;
  eventId: string;
  streamId: string;
  revision: number;
  position: string;
  type: string;
  error: string;
  attempts: number;
  parkedAt: string;
}

export interface ReadStore {
  /** Creates the collection and its declared indexes if missing (idempotent). */
  ensureCollection(spec: CollectionSpec): Promise<void>;
  tenant<T extends Document>(spec: CollectionSpec): TenantCollection<T>;
  global<T extends Document>(spec: CollectionSpec): GlobalCollection<T>;
  /**
   * Runs `fn` with a read store whose writes commit together (Postgres: one transaction; MongoDB:
   * a session when available, otherwise plain idempotent writes).
   */
  transaction<R>(fn: (tx: ReadStore) => Promise<R>): Promise<R>;
  /**
   * A projection's page: what `fn` writes is stored together with the checkpoint moved to
   * `through`, only if the stored checkpoint is still `expected`; otherwise nothing is stored and
   * CheckpointMovedError says where it is. The commit may be lost in a crash, all of it together
   * (the page is simply applied again), in exchange for not waiting on the disk. PostgreSQL: the
   * rows are read outside any transaction and every write goes in one round trip, so the page
   * holds a transaction only while that round trip runs.
   */
  applyPage<R>(checkpoint: PageCheckpoint, fn: (page: PageWriter) => Promise<R>): Promise<R>;
  /** Removes every document of the collection (used by rebuilds). */
  clear(spec: CollectionSpec): Promise<void>;
  /** Key-value checkpoints stored beside the documents, written inside `transaction`. */
  getCheckpoint(name: string): Promise<string | null>;
  /**
   * The stored checkpoints of these projections (null when none), read where documents are read:
   * on a streaming replica a checkpoint shows only once the documents it covers are there too.
   */
  getCheckpoints(names: readonly string[]): Promise<Record<string, string | null>>;
  setCheckpoint(name: string, position: string | null): Promise<void>;
  /**
   * Inside `transaction`: the stored checkpoint, locked until the transaction ends (PostgreSQL),
   * so a rebuild's swap and a projection's page (`applyPage`) never interleave. MongoDB answers it unlocked.
   */
  lockCheckpoint(name: string): Promise<string | null>;

  /** The stored rows of these keys (live or tombstones); missing keys are left out. */
  loadRows(spec: CollectionSpec, keys: readonly DocumentKey[]): Promise<StoredRow[]>;
  /**
   * Writes every row whose revision is newer than the stored one (with `orEqual`, at least as
   * new), in one round trip where the adapter can. Keys must be distinct.
   */
  writeRows(spec: CollectionSpec, rows: readonly GuardedRow[], options?: { orEqual?: boolean }): Promise<void>;

  parkEvent(event: ParkedEvent): Promise<void>;
  /** Parked events in position order, of one projection or of all. */
  parkedEvents(projection?: string): Promise<ParkedEvent[]>;
  unparkEvents(projection: string, eventIds: readonly string[]): Promise<void>;
  /** How many events each projection has parked (projections with none are absent). */
  parkedCounts(): Promise<Record<string, number>>;

  /**
   * Creates a rebuild's staging copy of a collection, or keeps the one an interrupted rebuild left,
   * made for bulk writes where the adapter can (PostgreSQL: unlogged, and without the declared
   * indexes, which `swapCollection` builds and makes durable before it swaps). Answers whether the
   * copy holds any document: PostgreSQL empties an unlogged table when it crashes, so an
   * interrupted rebuild whose copy holds none starts over. Adapters without it stage with
   * `ensureCollection`. With `bulk`, a copy made anew is for `copyRows` alone (PostgreSQL: without
   * its primary key too, which `swapCollection` builds after the load).
   */
  prepareStaging?(spec: CollectionSpec, options?: { bulk?: boolean }): Promise<boolean>;
  /**
   * Writes rows into a rebuild's staging copy made with `prepareStaging(spec, { bulk: true })` (or,
   * in adapters without `prepareStaging`, by `ensureCollection`), the fastest way the adapter can
   * (PostgreSQL: `COPY`; MongoDB: one unordered bulk write). A key may come again in a later call:
   * the row of the highest revision is kept, as `writeRows` keeps it (PostgreSQL: when `swapCollection`
   * builds the primary key).
   */
  copyRows(spec: CollectionSpec, rows: readonly GuardedRow[]): Promise<void>;
  /** Removes the collection itself (a rebuild's abandoned staging copy). */
  dropCollection(spec: CollectionSpec): Promise<void>;
  /**
   * Replaces `live` by `staging` (data and indexes) and moves `staging`'s checkpoint and parked
   * events to `live`'s name, atomically where the adapter can; readers see the old collection until then.
   */
  swapCollection(staging: { spec: CollectionSpec; checkpoint: string }, live: { spec: CollectionSpec; checkpoint: string }): Promise<void>;
  close(): Promise<void>;
}
