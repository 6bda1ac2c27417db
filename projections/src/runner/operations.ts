import type { EventStore, Position } from '@scout/platform/eventstore/port';
import type { CollectionSpec, ParkedEvent, ReadStore } from '@scout/platform/readstore/port';
import { reprojectStream } from './applyEvents';
import { defaultRetryPolicy, describeError, type RetryPolicy } from './failures';
import type { Limiter } from '@scout/platform/limiter';
import { PageApplier, type RunnerLogger } from './pageApplier';
import type { DocumentProjection } from './projection';

/** Name of a rebuild's staging copy: its collection and checkpoint (and parked events) until the swap. */
export const stagingName = (name: string): string => `${name}__next`;

const stagingSpecs = new WeakMap<CollectionSpec, CollectionSpec>();

/** The staging copy of a collection: the same fields and indexes under another name (one object per spec). */
export function stagingSpec(spec: CollectionSpec): CollectionSpec {
  let staging = stagingSpecs.get(spec);
  if (!staging) {
    staging = { ...spec, name: stagingName(spec.name) };
    stagingSpecs.set(spec, staging);
  }
  return staging;
}

/** The staging copy, made for bulk writes where the store can (with `bulk`, for `copyRows` alone); answers whether it holds documents. */
async function prepareStaging(readStore: ReadStore, spec: CollectionSpec, bulk = false): Promise<boolean> {
  if (readStore.prepareStaging) return readStore.prepareStaging(spec, { bulk });
  await readStore.ensureCollection(spec);
  return true;
}

/**
 * An empty staging copy of the projection's collection, with no checkpoint and no parked events;
 * with `bulk`, written by `copyRows` alone.
 */
export async function freshStaging(readStore: ReadStore, projection: DocumentProjection, { bulk = false } = {}): Promise<void> {
  const spec = stagingSpec(projection.collection);
  const checkpoint = stagingName(projection.name);
  await readStore.dropCollection(spec);
  await readStore.transaction(async (tx) => {
    await tx.setCheckpoint(checkpoint, null);
    await tx.unparkEvents(
      checkpoint,
      (await tx.parkedEvents(checkpoint)).map((event) => event.eventId),
    );
  });
  await prepareStaging(readStore, spec, bulk);
}

export interface RebuildOptions {
  batchSize?: number;
  /**
   * Called after each page with the events applied so far and how many there are in all; first,
   * once the first page is stored, with what earlier runs of an interrupted rebuild applied (0 for a new one).
   */
  onProgress?: (done: number, total: number) => void;
  /** Start over even when an interrupted rebuild left a staging copy. */
  fresh?: boolean;
  retry?: RetryPolicy;
  logger?: RunnerLogger;
  /** Shared by rebuilds that run at once (as the runner's workers share one): how many apply a page at once. */
  limiter?: Limiter;
}

const quietLogger: RunnerLogger = { info: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Rebuilds one read model from the first event into a staging copy while the live one keeps
 * serving, then swaps it in. Each page is stored with the staging checkpoint, so a rebuild that
 * was killed resumes where it stopped. Events the projection cannot apply are parked as in the
 * live runner. After the swap a running runner goes on from the staging checkpoint.
 */
export async function rebuildProjection(
  eventStore: EventStore,
  readStore: ReadStore,
  projection: DocumentProjection,
  options: RebuildOptions = {},
): Promise<{ events: number; resumed: boolean }> {
  const spec = stagingSpec(projection.collection);
  const checkpoint = stagingName(projection.name);
  const types = projection.handles;
  let after: Position | null = options.fresh ? null : await readStore.getCheckpoint(checkpoint);
  // An interrupted rebuild resumes only while its staging copy still holds what it wrote.
  if (after !== null && !(await prepareStaging(readStore, spec))) after = null;
  const resumed = after !== null;
  if (!resumed) await freshStaging(readStore, projection);
  await readStore.ensureCollection(projection.collection);
  // Counted (a scan of every event) while the first page is read and applied: only the progress reports need it.
  const counted = Promise.all([
    eventStore.countAfter({ after: null, types, max: Number.MAX_SAFE_INTEGER }),
    resumed ? eventStore.countAfter({ after, types, max: Number.MAX_SAFE_INTEGER }) : Promise.resolve(0),
  ]);
  counted.catch(() => undefined);
  let total: number | undefined;
  let done = 0;
  const applier = new PageApplier(
    readStore,
    { projection, spec, checkpoint },
    {
      policy: options.retry ?? defaultRetryPolicy,
      logger: options.logger ?? quietLogger,
      sleep,
      stopped: () => false,
      onFailure: () => undefined,
    },
  );
  const batchSize = options.batchSize ?? 5000;
  // A page is read and applied under the limiter: rebuilds running at once hold one page each only while they apply it.
  const step = async () => {
    const page = await eventStore.readFiltered({ after, limit: batchSize, types });
    if (page.events.length > 0 || page.through !== after) await applier.apply(page.events, after, page.through);
    return page;
  };
  for (;;) {
    const page = await (options.limiter ? options.limiter.run(step) : step());
    if (total === undefined) {
      const [all, left] = await counted;
      total = all;
      done = resumed ? all - left : 0;
      options.onProgress?.(done, total);
    }
    done += page.events.length;
    after = page.through;
    options.onProgress?.(done, Math.max(total, done));
    if (page.events.length < batchSize) break;
  }
  await readStore.swapCollection({ spec, checkpoint }, { spec: projection.collection, checkpoint: projection.name });
  return { events: done, resumed };
}

/**
 * Applies the parked events of one projection again, after a fix: each parked event's stream is
 * projected again from its first event into the documents it feeds (a document is fed by one
 * stream) and written over rows of the same or an older revision; a projection whose documents
 * are fed by many streams applies only the parked events onto its stored documents (see
 * reprojectStream). Events that fail again stay parked with the new error.
 */
export async function replayParked(
  eventStore: EventStore,
  readStore: ReadStore,
  projection: DocumentProjection,
): Promise<{ replayed: number; stillParked: number }> {
  const parked = await readStore.parkedEvents(projection.name);
  const byStream = new Map<string, ParkedEvent[]>();
  for (const event of parked) byStream.set(event.streamId, [...(byStream.get(event.streamId) ?? []), event]);
  let replayed = 0;
  let stillParked = 0;
  for (const [streamId, events] of byStream) {
    const history = await eventStore.readStream(streamId);
    const ids = new Set(events.map((event) => event.eventId));
    const replay = projection.manyStreams ? history.filter((event) => ids.has(event.id)) : history;
    try {
      await readStore.transaction(async (tx) => {
        await reprojectStream(tx, projection, replay);
        await tx.unparkEvents(
          projection.name,
          events.map((event) => event.eventId),
        );
      });
      replayed += events.length;
    } catch (error) {
      const reason = describeError(error);
      for (const event of events) await readStore.parkEvent({ ...event, error: reason, attempts: 1, parkedAt: new Date().toISOString() });
      stillParked += events.length;
    }
  }
  return { replayed, stillParked };
}
