import { expect } from '@jest/globals';
import type { EventMetadata } from '@scout/contracts/platform/events';
import type { ScoutEvent } from '@scout/contracts/events';
import type { Document } from '@scout/platform/readstore/port';
import { settled, type DocumentProjection, type ProjectedEvent } from '../runner/projection';

export const testMetadata = (orgId: string | null, userId: string | null = null): EventMetadata => ({
  orgId,
  actor: { userId, role: userId ? 'owner' : null, via: userId ? 'session' : 'system' },
  correlationId: 'test',
  causationId: null,
  occurredAt: '2026-11-22T10:00:00.000Z',
});

/** Events of one stream, as the runner hands them to a projection. */
export function recorded(streamId: string, metadata: EventMetadata, events: ScoutEvent[]): ProjectedEvent[] {
  return events.map(
    (e, revision) => ({ ...e, streamId, revision, position: String(revision).padStart(20, '0'), metadata }) as ProjectedEvent,
  );
}

/** Given events / Then documents: folds the events through the projection as the runner would. */
export function projectionSpec<D extends Document>(projection: DocumentProjection) {
  return {
    given(events: ProjectedEvent[]) {
      const docs = new Map<string, Document>();
      const handled = new Set<string>(projection.handles);
      for (const event of events) {
        if (!handled.has(event.type)) continue;
        const target = projection.target(event);
        if (!target) continue;
        const { id, orgId } = target;
        const key = `${orgId ?? ''}/${id}`;
        const next = projection.evolve(docs.get(key) ?? null, event);
        if (next) docs.set(key, next);
        else docs.delete(key);
      }
      const written = () => [...docs.values()].map((doc) => settled(projection, doc));
      return {
        then: (expected: D[]) => expect(written()).toEqual(expected),
        docs: () => written() as D[],
      };
    },
  };
}
