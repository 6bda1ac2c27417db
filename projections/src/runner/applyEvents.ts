import { parseEvent } from '@scout/contracts/events';
import type { RecordedEvent } from '@scout/platform/eventstore/port';
import type { CollectionSpec, Document, DocumentKey, GuardedRow, PageWriter, ReadStore } from '@scout/platform/readstore/port';
import { appliedThroughKey, settled, type DocumentProjection, type ProjectedEvent } from './projection';

/** Events parsed already: projections applying one page each parse an event once between them. */
const parsedEvents = new WeakMap<RecordedEvent, ProjectedEvent>();

/** A stored event with its data parsed by its contract: a schema failure throws (and the event is parked). */
export function toProjected(event: RecordedEvent): ProjectedEvent {
  let projected = parsedEvents.get(event);
  if (!projected) {
    projected = {
      ...parseEvent(event.type, event.data),
      streamId: event.streamId,
      revision: event.revision,
      position: event.position,
      metadata: event.metadata,
    } as ProjectedEvent;
    parsedEvents.set(event, projected);
  }
  return projected;
}

/** A document's key as one text, for maps of documents. */
export const keyText = (key: DocumentKey): string => `${key.orgId ?? ''}\u0000${key.id}`;

export interface Targeted {
  event: ProjectedEvent;
  key: DocumentKey;
}

/** The events the projection handles, each with the document it changes. */
function targeted(projection: DocumentProjection, events: readonly RecordedEvent[]): Targeted[] {
  const handled = new Set<string>(projection.handles);
  const found: Targeted[] = [];
  for (const recorded of events) {
    if (!handled.has(recorded.type)) continue;
    const event = toProjected(recorded);
    const target = projection.target(event);
    if (target) found.push({ event, key: { orgId: target.orgId, id: target.id } });
  }
  return found;
}

export interface Slot {
  key: DocumentKey;
  doc: Document | null;
  /**
   * One stream: the stream revision of the last event folded in. Many streams: how many events
   * the document holds, so a rebuild writes the revisions the live pages wrote.
   */
  revision: number | null;
  changed: boolean;
}

/** The position of the last event a `manyStreams` document holds, or null. */
const appliedThrough = (doc: Document | null): string | null => {
  const position = doc?.[appliedThroughKey];
  return typeof position === 'string' ? position : null;
};

/**
 * Folds the events into the slots. Unless `guarded` is false, an event at or below a slot's
 * revision (many streams: at or below its document's `appliedThrough`) was applied already.
 */
export function fold(projection: DocumentProjection, work: readonly Targeted[], slots: Map<string, Slot>, guarded = true): void {
  for (const { event, key } of work) {
    const text = keyText(key);
    let slot = slots.get(text);
    if (!slot) {
      slot = { key, doc: null, revision: null, changed: false };
      slots.set(text, slot);
    }
    if (projection.manyStreams) {
      const through = appliedThrough(slot.doc);
      if (guarded && through !== null && event.position <= through) continue;
      const doc = projection.evolve(slot.doc, event);
      const last = through !== null && through > event.position ? through : event.position;
      slot.doc = doc && { ...doc, [appliedThroughKey]: last };
      slot.revision = (slot.revision ?? 0) + 1;
    } else {
      if (guarded && slot.revision !== null && event.revision <= slot.revision) continue;
      slot.doc = projection.evolve(slot.doc, event);
      slot.revision = event.revision;
    }
    slot.changed = true;
  }
}

/** The documents the fold changed, settled, as rows to write. */
export const rowsOf = (projection: DocumentProjection, slots: Map<string, Slot>): GuardedRow[] =>
  [...slots.values()]
    .filter((slot) => slot.changed)
    .map((slot) => ({ orgId: slot.key.orgId, id: slot.key.id, doc: settled(projection, slot.doc), revision: slot.revision ?? 0 }));

const distinctKeys = (work: readonly Targeted[]): DocumentKey[] => [...new Map(work.map(({ key }) => [keyText(key), key])).values()];

/**
 * The documents a page must read before folding: every one it changes when documents are fed by
 * many streams; otherwise not those whose first event here is their stream's first (the document
 * did not exist before), nor any when the projection never looks at the stored document.
 */
function storedKeys(projection: DocumentProjection, work: readonly Targeted[]): DocumentKey[] {
  if (projection.manyStreams) return distinctKeys(work);
  if (projection.ignoresStoredDocument) return [];
  const first = new Map<string, Targeted>();
  for (const item of work) if (!first.has(keyText(item.key))) first.set(keyText(item.key), item);
  return [...first.values()].filter(({ event }) => event.revision > 0).map(({ key }) => key);
}

async function loadSlots(tx: Pick<ReadStore, 'loadRows'>, spec: CollectionSpec, keys: readonly DocumentKey[]): Promise<Map<string, Slot>> {
  const slots = new Map<string, Slot>();
  for (const row of await tx.loadRows(spec, keys)) {
    slots.set(keyText(row), { key: row, doc: row.doc, revision: row.revision, changed: false });
  }
  return slots;
}

/**
 * Applies a page of events to one projection's collection, as part of the caller's page: one
 * read of the documents the page changes (see storedKeys), the events folded in memory (each
 * document's stream revision, or position when fed by many streams, guards against applying an
 * event twice), one multi-row write. Answers how many events the projection handled.
 */
export async function applyEvents(
  tx: PageWriter,
  projection: DocumentProjection,
  events: readonly RecordedEvent[],
  spec: CollectionSpec = projection.collection,
): Promise<number> {
  const work = targeted(projection, events);
  if (work.length === 0) return 0;
  const slots = await loadSlots(tx, spec, storedKeys(projection, work));
  fold(projection, work, slots);
  await tx.writeRows(spec, rowsOf(projection, slots));
  return work.length;
}

/**
 * Replays events after a fix (see replayParked). One stream: the documents its events make,
 * folded from nothing, written over rows of the same or an older revision. Many streams: the
 * events folded onto the stored documents, which other streams fed, without the position guard
 * (a parked event is older than what its document holds). Answers how many events it handled.
 */
export async function reprojectStream(
  tx: Pick<ReadStore, 'loadRows' | 'writeRows'>,
  projection: DocumentProjection,
  events: readonly RecordedEvent[],
): Promise<number> {
  const work = targeted(projection, events);
  const slots = projection.manyStreams ? await loadSlots(tx, projection.collection, distinctKeys(work)) : new Map<string, Slot>();
  fold(projection, work, slots, !projection.manyStreams);
  await tx.writeRows(projection.collection, rowsOf(projection, slots), { orEqual: !projection.manyStreams });
  return work.length;
}
