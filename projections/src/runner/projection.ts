import type { EventMetadata } from '@scout/contracts/platform/events';
import type { EventType, ScoutEvent } from '@scout/contracts/events';
import type { CollectionSpec, Document } from '@scout/platform/readstore/port';

/** A stored event with its data parsed by its contract. */
export type ProjectedEvent = ScoutEvent & {
  streamId: string;
  revision: number;
  position: string;
  metadata: EventMetadata;
};

export type EventOf<T extends EventType> = Extract<ProjectedEvent, { type: T }>;

/** The top-level key where a `manyStreams` document keeps the position of the last event applied to it. */
export const appliedThroughKey = 'appliedThrough';

interface ProjectionBase<D extends Document, T extends EventType> {
  name: string;
  collection: CollectionSpec;
  handles: readonly T[];
  /** The document the event changes; `orgId` null for global collections; null to skip the event. */
  target(event: EventOf<T>): { id: string; orgId: string | null } | null;
  /** The next document, or null to delete it. */
  evolve(doc: D | null, event: EventOf<T>): D | null;
  /**
   * Work on a document that need not follow every event (a figure read from many of them): done
   * once for each document a page changed, before it is written, and once per document a rebuild writes.
   */
  settle?(doc: D): D;
}

/** The document as it is written: settled once its events are folded. */
export const settled = (projection: DocumentProjection, doc: Document | null): Document | null =>
  doc && projection.settle ? projection.settle(doc) : doc;

/**
 * A read model over one collection. By default each document is fed by one stream: the runner
 * guards every write with the event's stream revision, so redelivery and rebuilds are harmless.
 */
export type DocumentProjection<D extends Document = Document, T extends EventType = EventType> = ProjectionBase<D, T> &
  (
    | {
        manyStreams?: undefined;
        /** `evolve` never looks at the stored document (each event makes its document whole), so a page does not read it. */
        ignoresStoredDocument?: boolean;
      }
    | {
        /**
         * Documents are fed by several streams (`target` maps events of many streams to one
         * document): the guard is the event's position, kept in the document under
         * `appliedThroughKey`, and the row's revision counts the events the document holds.
         */
        manyStreams: true;
        ignoresStoredDocument?: undefined;
      }
  );

/** `target` of a tenant document: `id` in the event's organisation; an event without one is skipped. */
export const inOrgOf = (event: ProjectedEvent, id: string): { id: string; orgId: string } | null =>
  event.metadata.orgId ? { id, orgId: event.metadata.orgId } : null;

/** Erases a projection's event type so projections of different events sit in one list. */
export const projection = <D extends Document, T extends EventType>(p: DocumentProjection<D, T>) =>
  p as unknown as DocumentProjection<Document, EventType>;
