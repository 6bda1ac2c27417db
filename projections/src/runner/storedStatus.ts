import type { EventStore, Position } from '@scout/platform/eventstore/port';
import type { ReadStore } from '@scout/platform/readstore/port';
import { stagingName } from './operations';
import type { DocumentProjection } from './projection';
import { LAG_COUNT_CAP, type ProjectionStatus } from './runner';

/** An interrupted rebuild: its staging checkpoint, and how many events it still has to apply. */
export interface PendingRebuild {
  checkpoint: Position;
  /** Events of the projection's types after the staging checkpoint, counted up to LAG_COUNT_CAP. */
  remaining: number;
}

/**
 * What the read store holds about a projection, read without running it (a script, or while
 * another process runs Scout): `state` is always 'stopped', the rates are 0, `behind` means it has
 * events to apply after its stored checkpoint, and `lastError` is the error of its latest parked event.
 */
export interface StoredProjectionStatus extends ProjectionStatus {
  state: 'stopped';
  /** A rebuild that stopped before its swap (a stored `<name>__next` checkpoint); run it again to resume. */
  pendingRebuild: PendingRebuild | null;
}

export { LAG_COUNT_CAP };

/** The stored status of each projection, in the order given. */
export async function storedStatus(
  eventStore: EventStore,
  readStore: ReadStore,
  projections: readonly DocumentProjection[],
): Promise<StoredProjectionStatus[]> {
  const parkedCounts = await readStore.parkedCounts();
  const statuses: StoredProjectionStatus[] = [];
  // One projection after the other: counting lag scans the event store, and Scout may be serving.
  for (const projection of projections) {
    const types = projection.handles;
    const checkpoint = await readStore.getCheckpoint(projection.name);
    const lag = await eventStore.countAfter({ after: checkpoint, types, max: LAG_COUNT_CAP });
    const parked = parkedCounts[projection.name] ?? 0;
    const stagingCheckpoint = await readStore.getCheckpoint(stagingName(projection.name));
    statuses.push({
      name: projection.name,
      checkpoint,
      state: 'stopped',
      lag,
      behind: lag > 0,
      parked,
      lastError: parked > 0 ? latestError(await readStore.parkedEvents(projection.name)) : null,
      eventsPerSecond: 0,
      appliedTotal: 0,
      pendingRebuild:
        stagingCheckpoint === null
          ? null
          : {
              checkpoint: stagingCheckpoint,
              remaining: await eventStore.countAfter({ after: stagingCheckpoint, types, max: LAG_COUNT_CAP }),
            },
    });
  }
  return statuses;
}

/** The error of the most recently parked event (parked events come in position order). */
function latestError(parked: ReadonlyArray<{ error: string; parkedAt: string }>): string | null {
  let latest: { error: string; parkedAt: string } | undefined;
  for (const event of parked) if (!latest || event.parkedAt >= latest.parkedAt) latest = event;
  return latest?.error ?? null;
}
