import { allProjections } from '@scout/projections';
import type { ProjectionStatus } from '@scout/projections/runner/runner';
import { storedStatus } from '@scout/projections/runner/storedStatus';
import type { EventStore } from '@scout/platform/eventstore/port';
import type { ReadStore } from '@scout/platform/readstore/port';

/**
 * The projections as a process that does not run them sees them (SCOUT_ROLE=api or worker): their
 * stored checkpoints and the events of their types after those. `standby` says another process
 * keeps them; `behind` is a lag of a thousand events or more.
 */
export async function projectionsKeptElsewhere(eventStore: EventStore, readStore: ReadStore): Promise<ProjectionStatus[]> {
  const statuses = await storedStatus(eventStore, readStore, allProjections);
  return statuses.map(({ pendingRebuild: _pending, ...status }) => ({ ...status, state: 'standby', behind: status.lag >= 1000 }));
}
