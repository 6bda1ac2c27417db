import type { Logger } from 'pino';
import type { EventMetadata } from '@scout/contracts/platform/events';
import type { ScoutEvent } from '@scout/contracts/events';
import type { Config } from './config';
import { handleCommand, type CommandResult } from './commandHandler';
import type { Decider } from './decider';
import type { EventStore, Position } from './eventstore/port';
import { DatabaseOutageError, type DatabaseOutage } from './postgres/databaseUnavailable';
import type { Mailer } from './mail/port';
import type { RateLimiter } from './http/rateLimit';
import type { ReadStore } from './readstore/port';
import type { JobQueue } from './jobs/port';
import type { PendingWrites } from './pendingWrites';

export interface ProjectionWaiter {
  /** Whether the projections passed `position` within `timeoutMs` (see ProjectionRunner.waitFor). */
  waitFor(
    position: Position,
    timeoutMs: number,
    options?: { ownWrites?: boolean; skipTroubled?: boolean; collections?: readonly string[] },
  ): Promise<boolean>;
  /** An outage of the database that keeps a projection of this process from storing anything now. */
  heldBy?(): DatabaseOutage | null;
}

/**
 * The shared ports every side works with. It names no feature: the backend's AppContext extends it
 * with the ports its features register (social data, the profile bank).
 */
export interface PlatformContext {
  config: Config;
  eventStore: EventStore;
  readStore: ReadStore;
  projections: ProjectionWaiter;
  logger: Logger;
  clock: () => Date;
  mailer: Mailer;
  /** Counters of the abuse limits, shared by every process through PostgreSQL. */
  rateLimiter: RateLimiter;
  /** Work outside requests (imports, live-tracking refresh, reports): agenda on Scout's PostgreSQL. */
  jobs: JobQueue;
  /**
   * Tests only, set in code by the test harness (never from configuration): host names the guarded
   * fetcher maps to a loopback test server. Unset in production, where every address is vetted.
   */
  fetchTestHosts?: ReadonlyMap<string, string>;
  /** Writes a caller's next request waits for (execute with `reads`). */
  pendingWrites?: PendingWrites;
  /** Told the event types of a command once the read models show them (execute): caches of read models drop what they changed. */
  writesShown?: (types: readonly string[]) => void;
}

/**
 * Runs a command and waits (bounded) until the projections have applied its events, so the
 * caller's next read shows the change.
 */
export async function execute<Command, State, Event extends ScoutEvent>(
  ctx: PlatformContext,
  decider: Decider<Command, State, Event>,
  streamId: string,
  command: Command,
  metadata: EventMetadata,
  /** The collections the caller reads next (its answer): only their projections are waited for. Unset: every projection. */
  reads?: readonly { name: string }[],
): Promise<CommandResult<State, Event>> {
  // A full disk can still take an event while the read models' writes fail: its command would answer
  // as if nothing happened (a 404 for what it created). Refused before anything is stored instead.
  if (ctx.projections.heldBy?.() === 'diskFull') throw new DatabaseOutageError('diskFull', false);
  const result = await handleCommand(ctx.eventStore, decider, streamId, command, metadata);
  if (result.position) {
    // Every event this process appended up to here, not only this command's: the request may have
    // appended others before (a sign-up creates the organisation, then the user). A projection in
    // trouble is not waited for: one projection's failure must not slow every command.
    const reached = await ctx.projections.waitFor(result.position, ctx.config.READ_YOUR_WRITES_TIMEOUT_MS, {
      ownWrites: true,
      skipTroubled: true,
      ...(reads ? { collections: reads.map((collection) => collection.name) } : {}),
    });
    if (reads && metadata.actor.userId) ctx.pendingWrites?.record(metadata.actor.userId, result.position);
    if (!reached) {
      // Stored, but not readable while the database's outage lasts: a 503 that says so, not a stale answer.
      const outage = ctx.projections.heldBy?.();
      if (outage) throw new DatabaseOutageError(outage, true);
      ctx.logger.warn({ streamId, position: result.position }, 'projections lag behind a command');
    }
    ctx.writesShown?.(result.events.map((event) => event.type));
  }
  return result;
}
