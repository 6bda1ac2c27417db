import type { EventStore, Position, RecordedEvent, StreamCursor } from '@scout/platform/eventstore/port';
import type { ParkedEvent, ReadStore } from '@scout/platform/readstore/port';
import { toProjected } from './applyEvents';
import { describeError } from './failures';
import { Limiter } from '@scout/platform/limiter';
import { freshStaging, rebuildProjection } from './operations';
import type { DocumentProjection, ProjectedEvent } from './projection';
import { type Lane, lanesByType, LogLane, StreamLane } from './rebuildLanes';
import { noTimings, type PassTimings, PhaseClock, type RebuildTimings } from './rebuildTimings';

export type { PassTimings, RebuildTimings } from './rebuildTimings';

export interface RebuildAllOptions {
  /** Events read per page, and documents written per statement. */
  batchSize?: number;
  /** Called after each page with the events read so far and how many there are in all. */
  onProgress?: (done: number, total: number) => void;
  /**
   * Past this many events of the `manyStreams` read models, they are rebuilt each on its own, a page
   * at a time, after the pass, instead of held whole in memory until the end of the log.
   */
  logPassMaxEvents?: number;
}

export interface RebuildAllResult {
  /**
   * Events read: each once by the pass in stream order, whatever number of read models handle it,
   * and again by the pass in the log's order when `manyStreams` read models handle it.
   */
  events: number;
  /** Events each read model applied. */
  applied: Map<string, number>;
  parked: number;
  /** False when the store cannot read in stream order and each read model was rebuilt on its own. */
  onePass: boolean;
  /** Where the time went. */
  timings: RebuildTimings;
}

/** The most events the pass in the log's order takes on (its documents, held whole in memory, grow with them). */
const LOG_PASS_MAX_EVENTS = 1_000_000;

/** Statements writing documents at once, while the next page is folded. */
const WRITERS = 2;
/** Swaps at once: each makes its table durable and builds its indexes. */
const SWAPPERS = 2;

/** A page of events, and where the next one starts. */
interface Paged<C> {
  page: RecordedEvent[];
  after: C | null;
}

/**
 * Rebuilds every read model of `projections` beside the live ones, then swaps each in. Read models
 * whose documents are each fed by one stream share one pass over the log in stream order up to the
 * head seen at the start: each event is read once and parsed once for all that handle it, and a
 * document is written once, whole, when its stream ends. Read models whose documents are fed by
 * many streams (`manyStreams`: a document is whole only at the end of the log, and its guard needs
 * the log's order) share a second pass, over their events in the log's order up to the same head,
 * beside the first; their documents are written at its end. The documents go to staging copies
 * made for bulk writes (`copyRows`), made durable and indexed once loaded, and each pass swaps its
 * copies in when done. Events a read model cannot apply are parked under its staging name and move
 * with the swap, as in `rebuildProjection`. An interrupted rebuild leaves no checkpoint and starts
 * over. Stores that cannot read in stream order rebuild each read model on its own.
 */
export async function rebuildAll(
  eventStore: EventStore,
  readStore: ReadStore,
  projections: readonly DocumentProjection[],
  options: RebuildAllOptions = {},
): Promise<RebuildAllResult> {
  const batchSize = options.batchSize ?? 5000;
  if (!eventStore.readInStreamOrder) return rebuildEach(eventStore, readStore, projections, batchSize);
  const readInStreamOrder = eventStore.readInStreamOrder.bind(eventStore);

  const streamLanes = projections.filter((p) => !p.manyStreams).map((projection) => new StreamLane(projection));
  const manyStreams = projections.filter((p) => p.manyStreams);
  const maxInMemory = options.logPassMaxEvents ?? LOG_PASS_MAX_EVENTS;
  const inMemory =
    manyStreams.length === 0 ||
    (await eventStore.countAfter({ after: null, types: [...new Set(manyStreams.flatMap((p) => p.handles))], max: maxInMemory + 1 })) <=
      maxInMemory;
  const logLanes = inMemory ? manyStreams.map((projection) => new LogLane(projection)) : [];
  const lanes: Lane[] = [...streamLanes, ...logLanes];
  const inStreams = lanesByType(streamLanes);
  const inLog = lanesByType(logLanes);
  const streamTypes = [...inStreams.keys()];
  const logTypes = [...inLog.keys()];

  const timings = noTimings();
  const preparing = performance.now();
  for (const lane of lanes) {
    await freshStaging(readStore, lane.projection, { bulk: true });
    await readStore.ensureCollection(lane.projection.collection);
  }
  timings.prepare = performance.now() - preparing;
  const head: Position | null = await eventStore.headPosition();
  // Counted (a scan of every event) while the first pages are read: only the progress reports need it.
  const count = (types: readonly string[]) =>
    head === null || types.length === 0 ? Promise.resolve(0) : eventStore.countAfter({ after: null, types, max: Number.MAX_SAFE_INTEGER });
  const counted = Promise.all([count(streamTypes), count(logTypes)]).then(([inStreamOrder, inLogOrder]) => inStreamOrder + inLogOrder);
  counted.catch(() => undefined);

  const writers = new Limiter(WRITERS);
  const writes: Array<Promise<void>> = [];
  const parked: ParkedEvent[] = [];
  let events = 0;
  /** Stops the other pass at its next page when one fails. */
  let failed = false;

  const park = (lane: Lane, event: RecordedEvent, error: unknown) =>
    parked.push({
      projection: lane.checkpoint,
      eventId: event.id,
      streamId: event.streamId,
      revision: event.revision,
      position: event.position,
      type: event.type,
      error: describeError(error),
      attempts: 1,
      parkedAt: new Date().toISOString(),
    });
  /** The event parsed once and folded by each lane that handles it. */
  const foldInto = (handling: readonly Lane[], event: RecordedEvent) => {
    let projected: ProjectedEvent;
    try {
      projected = toProjected(event);
    } catch (error) {
      for (const lane of handling) park(lane, event, error);
      return;
    }
    for (const lane of handling) {
      try {
        lane.fold(projected);
      } catch (error) {
        park(lane, event, error);
      }
    }
  };

  /** One pass: its lanes, how it reads a page and folds it; its documents written, then its copies swapped in. */
  const pass = async <C>(
    passLanes: readonly Lane[],
    passTimings: PassTimings,
    read: (after: C | null) => Promise<Paged<C>>,
    fold: (page: RecordedEvent[], write: (lane: Lane) => Promise<void>) => Promise<void>,
  ) => {
    if (passLanes.length === 0) return;
    const clock = new PhaseClock(passTimings);
    const own: Array<Promise<void>> = [];
    const write = async (lane: Lane) => {
      const rows = lane.take();
      for (let start = 0; start < rows.length; start += batchSize) {
        const batch = rows.slice(start, start + batchSize);
        // At most WRITERS statements run and as many wait: folding pauses while the store catches up.
        const folding = clock.enter('write');
        while (writes.length >= WRITERS * 2) await writes.shift();
        clock.enter(folding);
        const written = writers.run(async () => {
          const started = performance.now();
          await readStore.copyRows(lane.spec, batch);
          timings.writing += performance.now() - started;
        });
        written.catch(() => undefined);
        writes.push(written);
        own.push(written);
      }
    };
    try {
      // An empty log: the read models are swapped in empty.
      let next: Promise<Paged<C>> | null = head === null ? null : read(null);
      while (next) {
        clock.enter('read');
        const { page, after }: Paged<C> = await next;
        clock.enter('fold');
        passTimings.pages += 1;
        next = page.length === batchSize && after !== null && !failed ? read(after) : null;
        next?.catch(() => undefined);
        await fold(page, write);
        events += page.length;
        if (options.onProgress) {
          clock.enter('read');
          options.onProgress(events, Math.max(await counted, events));
          clock.enter('fold');
        }
      }
      await fold([], write);
      clock.enter('write');
      for (const lane of passLanes) await write(lane);
      await Promise.all(own);
    } catch (error) {
      failed = true;
      // Stopped (or failed): nothing is swapped, and no statement is left running.
      await Promise.allSettled(own);
      throw error;
    }
    if (failed) return;
    clock.enter('finish');
    const names = new Set(passLanes.map((lane) => lane.checkpoint));
    for (const event of parked) if (names.has(event.projection)) await readStore.parkEvent(event);
    const swaps = new Limiter(SWAPPERS);
    await Promise.all(
      passLanes.map((lane) =>
        swaps.run(async () => {
          await readStore.setCheckpoint(lane.checkpoint, head);
          await readStore.swapCollection(
            { spec: lane.spec, checkpoint: lane.checkpoint },
            { spec: lane.projection.collection, checkpoint: lane.projection.name },
          );
        }),
      ),
    );
    clock.stop();
  };

  // Every event the stream-fed read models handle, in stream order up to the head; an empty page ends the last stream.
  let stream: string | null = null;
  const endStream = async (write: (lane: Lane) => Promise<void>) => {
    for (const lane of streamLanes) {
      lane.endStream();
      if (lane.done.size >= batchSize) await write(lane);
    }
  };
  const inStreamOrder = pass<StreamCursor>(
    streamLanes,
    timings.inStreamOrder,
    async (after) => {
      const page = await readInStreamOrder({ after, through: head as Position, limit: batchSize, types: streamTypes });
      const last = page.at(-1);
      return { page, after: last ? { streamId: last.streamId, revision: last.revision } : null };
    },
    async (page, write) => {
      if (page.length === 0) await endStream(write);
      for (const event of page) {
        if (event.streamId !== stream) {
          await endStream(write);
          stream = event.streamId;
        }
        foldInto(inStreams.get(event.type) ?? [], event);
      }
    },
  );
  // Every event the read models fed by many streams handle, in the log's order up to the head (a page cut there comes short and ends it).
  const inLogOrder = pass<Position>(
    logLanes,
    timings.inLogOrder,
    async (after) => {
      const read = await eventStore.readFiltered({ after, limit: batchSize, types: logTypes });
      return { page: read.events.filter((event) => head !== null && event.position <= head), after: read.through };
    },
    async (page) => {
      for (const event of page) foldInto(inLog.get(event.type) ?? [], event);
    },
  );
  const passes = await Promise.allSettled([inStreamOrder, inLogOrder]);
  for (const outcome of passes) if (outcome.status === 'rejected') throw outcome.reason;
  const apart = inMemory ? null : await rebuildEach(eventStore, readStore, manyStreams, batchSize);
  if (apart) timings.apart = apart.timings.apart;
  return {
    events: events + (apart?.events ?? 0),
    applied: new Map([...lanes.map((lane) => [lane.projection.name, lane.applied] as const), ...(apart?.applied ?? [])]),
    parked: parked.length + (apart?.parked ?? 0),
    onePass: true,
    timings,
  };
}

/** Each read model rebuilt on its own, a page at a time (stores that cannot read in stream order, `manyStreams` read models). */
async function rebuildEach(
  eventStore: EventStore,
  readStore: ReadStore,
  projections: readonly DocumentProjection[],
  batchSize: number,
  onProgress?: RebuildAllOptions['onProgress'],
  /** Events read before, which the progress reports count too. */
  readBefore = 0,
): Promise<RebuildAllResult> {
  const started = performance.now();
  const applied = new Map<string, number>();
  let events = 0;
  for (const projection of projections) {
    const before = readBefore + events;
    const result = await rebuildProjection(eventStore, readStore, projection, {
      batchSize,
      fresh: true,
      onProgress: onProgress && ((done, total) => onProgress(before + done, before + total)),
    });
    applied.set(projection.name, result.events);
    events += result.events;
  }
  const counts = await readStore.parkedCounts();
  return {
    events,
    applied,
    parked: projections.reduce((sum, p) => sum + (counts[p.name] ?? 0), 0),
    onePass: false,
    timings: { ...noTimings(), apart: performance.now() - started },
  };
}
