import type { EventMetadata } from '@scout/contracts/platform/events';

/**
 * Global position of an event in the store. Opaque to callers, but positions of one store compare
 * with plain string comparison (`a < b` means a was delivered to subscribers before b): adapters
 * encode them as fixed-width, zero-padded strings.
 */
export type Position = string;

/** Revision of an event inside its stream: 0 for the first event (as in EventStoreDB). */
export type StreamRevision = number;

/** `no_stream`: the stream must not exist; a number: the stream's last revision must be exactly this. */
export type ExpectedRevision = 'any' | 'no_stream' | StreamRevision;

export interface NewEvent<Type extends string = string, Data = unknown> {
  /** UUID chosen by the writer; appending the same id again stores it once. */
  id: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> extends NewEvent<Type, Data> {
  streamId: string;
  revision: StreamRevision;
  position: Position;
  recordedAt: Date;
}

export interface AppendResult {
  /** Revision of the last event of the stream after the append. */
  nextExpectedRevision: StreamRevision;
  /** Position of the last appended event: wait for the projections to pass it to read your writes. */
  position: Position;
}

export class WrongExpectedRevisionError extends Error {
  override name = 'WrongExpectedRevision';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: StreamRevision | 'no_stream',
  ) {
    super(`stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
  }
}

export interface SubscribeOptions {
  /** Deliver events strictly after this position; `null` from the very beginning. */
  from: Position | null;
  /** Largest batch handed to `onEvents`. */
  batchSize?: number;
  /**
   * Called with consecutive batches in position order. The next batch is fetched only after the
   * returned promise resolves. When it rejects, the same batch is delivered again after a back-off.
   */
  onEvents: (events: RecordedEvent[]) => Promise<void>;
  onError?: (error: unknown) => void;
}

export interface Subscription {
  close(): Promise<void>;
}

export interface FilteredRead {
  /** Events of the asked types after `after`, in position order, at most `limit`. */
  events: RecordedEvent[];
  /**
   * Every event of the asked types at or before this position is in `events` or before `after`:
   * the last event's position when the page is full, else how far the store was read (its visible
   * head). `null` only for an empty store.
   */
  through: Position | null;
}

/** Where a read in stream order stopped: the last event it answered. */
export interface StreamCursor {
  streamId: string;
  revision: StreamRevision;
}

/** Events this process appended (or found stored already): their types and the position of the last one. */
export interface Appended {
  types: readonly string[];
  position: Position;
}

/** Called after appends: with what this process appended, `null` when another process appended. */
export type AppendListener = (appended: Appended | null) => void;

export interface EventStore {
  /**
   * Appends events atomically to one stream. Throws WrongExpectedRevisionError when the expectation
   * does not hold. When every event id was already stored in this stream (a retried command),
   * answers with the stored result and appends nothing.
   */
  append(streamId: string, events: NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult>;
  /** The stream's events in revision order; an empty array for a stream that does not exist. */
  readStream(streamId: string, options?: { fromRevision?: StreamRevision }): Promise<RecordedEvent[]>;
  /**
   * A batch of events after `after` in position order. Never skips an event that commits late:
   * an event is returned only once no earlier position can still appear.
   */
  readAll(options: { after: Position | null; limit: number }): Promise<RecordedEvent[]>;
  /**
   * Like `readAll`, but only events whose type is in `types` (all when absent), and telling how far
   * the read reached, so a reader of few types moves past the events it does not read.
   */
  readFiltered(options: { after: Position | null; limit: number; types?: readonly string[] }): Promise<FilteredRead>;
  /**
   * Events of `types` at or before `through`, ordered by stream and revision (each stream's events
   * together), at most `limit`, after the event `after` names: how a rebuild folds one stream at a
   * time. Stores that cannot read in stream order leave it out.
   */
  readInStreamOrder?(options: {
    after: StreamCursor | null;
    through: Position;
    limit: number;
    types: readonly string[];
  }): Promise<RecordedEvent[]>;
  /** How many events of `types` come after `after`, counting at most `max`. */
  countAfter(options: { after: Position | null; types?: readonly string[]; max: number }): Promise<number>;
  /** Calls `listener` after appends (see AppendListener); answers a function that stops it. */
  watch(listener: AppendListener): () => void;
  /** Catch-up subscription to all events: reads history from `from`, then follows new events. */
  subscribe(options: SubscribeOptions): Subscription;
  /** Position of the last event visible to subscribers, `null` when the store is empty. */
  headPosition(): Promise<Position | null>;
  close(): Promise<void>;
}
