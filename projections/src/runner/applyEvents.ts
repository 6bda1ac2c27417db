import { parseEvent } from '@scout/contracts/events';
import type { RecordedEvent } from '@scout/platform/eventstore/port';
import type { CollectionSpec, Document, DocumentKey, GuardedRow, PageWriter, ReadStore } from '@scout/platform/readstore/port';
import type { DocumentProjection, ProjectedEvent } from './projection';

/** A stored event with its data parsed by its contract: a schema failure throws (and the event is parked). */
export const toProjected = (event: RecordedEvent): ProjectedEvent =>
  ({
    ...parseEvent(event.type, event.data),
    streamId: event.streamId,
    revision: event.revision,
    position: event.position,
    metadata: event.metadata,
  }) as ProjectedEvent;

/** A document's key as one text, for maps of documents. */
export const keyText = (key: DocumentKey): string => `${key.orgId ?? ''}\u0000${key.id}`;

interface Targeted {
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

interface Slot {
  key: DocumentKey;
  doc: Document | null;
  revision: number | null;
  changed: boolean;
}

/** Folds the events into the slots; an event at or below a slot's revision was applied already. */
function fold(projection: DocumentProjection, work: readonly Targeted[], slots: Map<string, Slot>): void {
  for (const { event, key } of work) {
    const text = keyText(key);
    let slot = slots.get(text);
    if (!slot) {
      slot = { key, doc: null, revision: null, changed: false };
      slots.set(text, slot);
    }
    if (slot.revision !== null && event.revision <= slot.revision) continue;
    slot.doc = projection.evolve(slot.doc, event);
    slot.revision = event.revision;
    slot.changed = true;
  }
}

const rowsOf = (slots: Map<string, Slot>): GuardedRow[] =>
  [...slots.values()]
    .filter((slot) => slot.changed)
    .map((slot) => ({ orgId: slot.key.orgId, id: slot.key.id, doc: slot.doc, revision: slot.revision ?? 0 }));

/**
 * The documents a page must read before folding: not those whose first event here is their
 * stream's first (a document is fed by one stream, so it did not exist before), nor any when the
 * projection never looks at the stored document.
 */
function storedKeys(projection: DocumentProjection, work: readonly Targeted[]): DocumentKey[] {
  if (projection.ignoresStoredDocument) return [];
  const first = new Map<string, Targeted>();
  for (const item of work) if (!first.has(keyText(item.key))) first.set(keyText(item.key), item);
  return [...first.values()].filter(({ event }) => event.revision > 0).map(({ key }) => key);
}

/**
 * Applies a page of events to one projection's collection, as part of the caller's page: one
 * read of the documents the page changes (see storedKeys), the events folded in memory (each
 * document's stream revision guards against applying an event twice), one multi-row write.
 * Answers how many events the projection handled.
 */
export async function applyEvents(
  tx: PageWriter,
  projection: DocumentProjection,
  events: readonly RecordedEvent[],
  spec: CollectionSpec = projection.collection,
): Promise<number> {
  const work = targeted(projection, events);
  if (work.length === 0) return 0;
  const slots = new Map<string, Slot>();
  for (const row of await tx.loadRows(spec, storedKeys(projection, work))) {
    slots.set(keyText(row), { key: row, doc: row.doc, revision: row.revision, changed: false });
  }
  fold(projection, work, slots);
  await tx.writeRows(spec, rowsOf(slots));
  return work.length;
}

/**
 * The documents one stream's events make, folded from nothing, written over rows of the same or
 * an older revision (replaying parked events after a fix). Answers how many events it handled.
 */
export async function reprojectStream(
  tx: Pick<ReadStore, 'writeRows'>,
  projection: DocumentProjection,
  events: readonly RecordedEvent[],
): Promise<number> {
  const work = targeted(projection, events);
  const slots = new Map<string, Slot>();
  fold(projection, work, slots);
  await tx.writeRows(projection.collection, rowsOf(slots), { orEqual: true });
  return work.length;
}
