import type { CollectionSpec, GuardedRow } from '@scout/platform/readstore/port';
import { fold, keyText, rowsOf, type Slot } from './applyEvents';
import { stagingName, stagingSpec } from './operations';
import { settled, type DocumentProjection, type ProjectedEvent } from './projection';

interface StreamSlot {
  orgId: string | null;
  id: string;
  doc: ReturnType<DocumentProjection['evolve']>;
  revision: number;
}

/** One read model's share of the pass in stream order: the documents of the stream being folded, and finished ones to write. */
export class StreamLane {
  readonly spec: CollectionSpec;
  readonly checkpoint: string;
  /** Documents of the current stream. A document is fed by one stream, so it is whole once the stream ends. */
  slots = new Map<string, StreamSlot>();
  /** Finished documents, keyed so that a document two streams fed keeps its later revision. */
  done = new Map<string, StreamSlot>();
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
 * A `manyStreams` read model's share of the pass in the log's order: a document is whole only at
 * the end of the log, so every document is held until then (as many as its live collection holds)
 * and written once. Folded from nothing as the live pages fold them (see applyEvents).
 */
export class LogLane {
  readonly spec: CollectionSpec;
  readonly checkpoint: string;
  slots = new Map<string, Slot>();
  /** Events of its types handed to it, as `rebuildProjection` counts them. */
  applied = 0;

  constructor(readonly projection: DocumentProjection) {
    this.spec = stagingSpec(projection.collection);
    this.checkpoint = stagingName(projection.name);
  }

  /** Folds the event into its document; a thrown error is the caller's to park. */
  fold(event: ProjectedEvent): void {
    this.applied += 1;
    const target = this.projection.target(event);
    if (target) fold(this.projection, [{ event, key: { orgId: target.orgId, id: target.id } }], this.slots);
  }

  take(): GuardedRow[] {
    const rows = rowsOf(this.projection, this.slots);
    this.slots = new Map();
    return rows;
  }
}

export type Lane = StreamLane | LogLane;

/** Lanes by the event types they handle. */
export function lanesByType<L extends Lane>(lanes: readonly L[]): Map<string, L[]> {
  const found = new Map<string, L[]>();
  for (const lane of lanes) for (const type of lane.projection.handles) found.set(type, [...(found.get(type) ?? []), lane]);
  return found;
}
