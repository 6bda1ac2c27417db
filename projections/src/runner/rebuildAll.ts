import type { EventStore, Position, RecordedEvent, StreamCursor } from '@scout/platform/eventstore/port';
import type { CollectionSpec, GuardedRow, ParkedEvent, ReadStore } from '@scout/platform/readstore/port';
import { keyText, toProjected } from './applyEvents';
import { describeError } from './failures';
import { Limiter } from '@scout/platform/limiter';
import { freshStaging, rebuildProjection, stagingName, stagingSpec } from './operations';
import { settled, type DocumentProjection, type ProjectedEvent } from './projection';

export interface RebuildAllOptions {
  /** Events read per page, and documents written per statement. */
  batchSize?: number;
  /** Called after each page with the events read so far and how many there are in all. */
  onProgress?: (done: number, total: number) => void;
}

export interface RebuildAllResult {
  /** Events read: each once by the pass, whatever number of read models handle it, and again by each `manyStreams` read model. */
  events: number;
  /** Events each read model applied. */
  applied: Map<string, number>;
  parked: number;
  /** False when the store cannot read in stream order and each read model was rebuilt on its own. */
  onePass: boolean;
}

/** Statements writing documents at once, while the next page is folded. */
const WRITERS = 2;
/** Swaps at once: each makes its table durable and builds its indexes. */
const SWAPPERS = 2;

interface Slot {
  orgId: string | null;
  id: string;
  doc: ReturnType<DocumentProjection['evolve']>;
  revision: number;
}

/** One read model's share of the pass: the documents of the stream being folded, and finished ones to write. */
class Lane {
  readonly spec: CollectionSpec;
  readonly checkpoint: string;
  /** Documents of the current stream. A document is fed by one stream, so it is whole once the stream ends. */
  slots = new Map<string, Slot>();
  /** Finished documents, keyed so that a document two streams fed keeps its later revision. */
  done = new Map<string, Slot>();
  applied = 0;

  constructor(readonly projection: DocumentProjection) {
    this.spec = stagingSpec(projection.collection);
    this.checkpoint = stagingName(projection.name);
  }

  /** Folds the event into its document; a thrown error is the caller's to park. */
  fold(event: ProjectedEvent): void {
    const target = this.projection.target(event);
    if (!target) return;
    const key = keyText(target);
    const slot = this.slots.get(key);
    const doc = this.projection.evolve(slot ? slot.doc : null, event);
    if (slot) {
      slot.doc = doc;
      slot.revision = event.revision;
    } else this.slots.set(key, { orgId: target.orgId, id: target.id, doc, revision: event.revision });
    this.applied += 1;
  }

  endStream(): void {
    if (this.slots.size === 0) return;
    for (const [key, slot] of this.slots) {
      slot.doc = settled(this.projection, slot.doc);
      const earlier = this.done.get(key);
      if (!earlier || earlier.revision < slot.revision) this.done.set(key, slot);
    }
    this.slots = new Map();
  }

  take(): GuardedRow[] {
    const rows = [...this.done.values()];
    this.done = new Map();
    return rows;
  }
}

/**
 * Rebuilds every read model of `projections` in one pass over the log, beside the live ones, then
 * swaps each in. The events are read once, in stream order up to the head seen at the start, and
 * each is parsed once for every read model that handles it; a document is fed by one stream, so
 * each is written once, whole, when its stream ends. Events a read model cannot apply are parked
 * under its staging name and move with the swap, as in `rebuildProjection`. An interrupted pass
 * leaves no checkpoint and starts over. Stores that cannot read in stream order rebuild each read
 * model on its own, as do read models whose documents are fed by many streams (`manyStreams`: a
 * document is whole only at the end of the log, and its guard needs the log's order), after the pass.
 */
export async function rebuildAll(
  eventStore: EventStore,
  readStore: ReadStore,
  projections: readonly DocumentProjection[],
  options: RebuildAllOptions = {},
): Promise<RebuildAllResult> {
  const batchSize = options.batchSize ?? 5000;
  if (!eventStore.readInStreamOrder) return rebuildEach(eventStore, readStore, projections, batchSize);
  const apart = projections.filter((p) => p.manyStreams);
  if (apart.length > 0) {
    const rest = projections.filter((p) => !p.manyStreams);
    const pass = rest.length > 0 ? await rebuildAll(eventStore, readStore, rest, options) : null;
    const each = await rebuildEach(eventStore, readStore, apart, batchSize, options.onProgress, pass?.events);
    return {
      events: (pass?.events ?? 0) + each.events,
      applied: new Map([...(pass?.applied ?? []), ...each.applied]),
      parked: (pass?.parked ?? 0) + each.parked,
      onePass: true,
    };
  }
  const readInStreamOrder = eventStore.readInStreamOrder.bind(eventStore);

  const lanes = projections.map((projection) => new Lane(projection));
  const byType = new Map<string, Lane[]>();
  for (const lane of lanes) for (const type of lane.projection.handles) byType.set(type, [...(byType.get(type) ?? []), lane]);
  const types = [...byType.keys()];

  for (const lane of lanes) {
    await freshStaging(readStore, lane.projection);
    await readStore.ensureCollection(lane.projection.collection);
  }
  const head: Position | null = await eventStore.headPosition();
  // Counted (a scan of every event) while the first page is read: only the progress reports need it.
  const counted = head === null ? Promise.resolve(0) : eventStore.countAfter({ after: null, types, max: Number.MAX_SAFE_INTEGER });
  counted.catch(() => undefined);

  const writers = new Limiter(WRITERS);
  const writes: Array<Promise<void>> = [];
  const parked: ParkedEvent[] = [];
  const write = async (lane: Lane) => {
    const rows = lane.take();
    if (rows.length === 0) return;
    // At most WRITERS statements run and as many wait: folding pauses while PostgreSQL catches up.
    while (writes.length >= WRITERS * 2) await writes.shift();
    const written = writers.run(() => readStore.writeRows(lane.spec, rows));
    written.catch(() => undefined);
    writes.push(written);
  };
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
  const endStream = async () => {
    for (const lane of lanes) {
      lane.endStream();
      if (lane.done.size >= batchSize) await write(lane);
    }
  };

  // Every event in stream order up to the head, each parsed once and folded by the read models that handle it.
  const pass = async (through: Position): Promise<number> => {
    let events = 0;
    const read = (after: StreamCursor | null) => readInStreamOrder({ after, through, limit: batchSize, types });
    let stream: string | null = null;
    let next: Promise<RecordedEvent[]> | null = read(null);
    while (next) {
      const page: RecordedEvent[] = await next;
      const last = page.at(-1);
      // The next page is read while this one is folded.
      next = page.length === batchSize && last ? read({ streamId: last.streamId, revision: last.revision }) : null;
      next?.catch(() => undefined);
      for (const event of page) {
        if (event.streamId !== stream) {
          await endStream();
          stream = event.streamId;
        }
        const handling = byType.get(event.type) ?? [];
        let projected: ProjectedEvent;
        try {
          projected = toProjected(event);
        } catch (error) {
          for (const lane of handling) park(lane, event, error);
          continue;
        }
        for (const lane of handling) {
          try {
            lane.fold(projected);
          } catch (error) {
            park(lane, event, error);
          }
        }
      }
      events += page.length;
      if (options.onProgress) options.onProgress(events, Math.max(await counted, events));
    }
    await endStream();
    return events;
  };
  let events = 0;
  try {
    if (head !== null) events = await pass(head);
    for (const lane of lanes) await write(lane);
    await Promise.all(writes);
  } catch (error) {
    // Stopped (or failed): nothing is swapped, and no statement is left running.
    await Promise.allSettled(writes);
    throw error;
  }
  for (const event of parked) await readStore.parkEvent(event);

  const swaps = new Limiter(SWAPPERS);
  await Promise.all(
    lanes.map((lane) =>
      swaps.run(async () => {
        await readStore.setCheckpoint(lane.checkpoint, head);
        await readStore.swapCollection(
          { spec: lane.spec, checkpoint: lane.checkpoint },
          { spec: lane.projection.collection, checkpoint: lane.projection.name },
        );
      }),
    ),
  );
  return { events, applied: new Map(lanes.map((lane) => [lane.projection.name, lane.applied])), parked: parked.length, onePass: true };
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
  return { events, applied, parked: projections.reduce((sum, p) => sum + (counts[p.name] ?? 0), 0), onePass: false };
}
