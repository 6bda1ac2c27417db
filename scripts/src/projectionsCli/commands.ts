import type { EventStore } from '@scout/platform/eventstore/port';
import type { LeaseStore } from '@scout/platform/leases/port';
import type { ReadStore } from '@scout/platform/readstore/port';
import { rebuildProjection, replayParked, stagingName } from '@scout/projections/runner/operations';
import { rebuildAll } from '@scout/projections/runner/rebuildAll';
import type { DocumentProjection } from '@scout/projections/runner/projection';
import { storedStatus } from '@scout/projections/runner/storedStatus';
import type { ProjectionsCommand } from './arguments';
import { duration, grouped, perSecond } from './numbers';
import { createProgress, type ProgressOutput } from './progress';
import { parkedTable, statusTable } from './tables';

export interface CommandContext {
  eventStore: EventStore;
  readStore: ReadStore;
  projections: readonly DocumentProjection[];
  /** Which projections process holds each projection's lease. */
  leases(): Promise<LeaseStore>;
  /** Results (stdout). */
  print(line: string): void;
  /** Progress (stderr). */
  progress: ProgressOutput;
  /** Whether the operator asked to stop (Ctrl-C): a rebuild then stops after the page it is applying. */
  interrupted(): boolean;
}

/** A rebuild stopped on request after a stored page: running it again resumes from there (a rebuild of all starts over). */
export class RebuildInterrupted extends Error {
  override name = 'RebuildInterrupted';
  constructor(
    readonly done: number,
    readonly total: number,
    then = 'run it again to resume',
  ) {
    super(`interrupted after ${grouped(done)} of ${grouped(total)} events; ${then}`);
  }
}

const plural = (n: number, one: string) => `${grouped(n)} ${one}${n === 1 ? '' : 's'}`;

export async function runCommand(command: ProjectionsCommand, ctx: CommandContext): Promise<void> {
  switch (command.kind) {
    case 'status':
      return ctx.print(
        statusTable(await storedStatus(ctx.eventStore, ctx.readStore, ctx.projections), await (await ctx.leases()).holdings()),
      );
    case 'parked':
      return printParked(ctx, command.projection);
    case 'replay':
      return replay(ctx, command.projection);
    case 'rebuild':
      return rebuild(ctx, command.projection, { fresh: command.fresh, batchSize: command.batchSize });
    case 'rebuildAll':
      return rebuildEverything(ctx, command.batchSize);
  }
}

async function printParked(ctx: CommandContext, projection: DocumentProjection | null): Promise<void> {
  const events = await ctx.readStore.parkedEvents(projection?.name);
  ctx.print(events.length > 0 ? parkedTable(events) : `no parked events${projection ? ` of ${projection.name}` : ''}`);
}

async function replay(ctx: CommandContext, projection: DocumentProjection): Promise<void> {
  const before = await ctx.readStore.parkedEvents(projection.name);
  if (before.length === 0) return ctx.print(`${projection.name} has no parked events`);
  const { replayed, stillParked } = await replayParked(ctx.eventStore, ctx.readStore, projection);
  const after = await ctx.readStore.parkedEvents(projection.name);
  const remaining = new Set(after.map((event) => event.eventId));
  const applied = before.filter((event) => !remaining.has(event.eventId));
  ctx.print(`replayed ${plural(replayed, 'parked event')} of ${projection.name}; ${grouped(stillParked)} still parked`);
  if (applied.length > 0) ctx.print(`\napplied:\n${parkedTable(applied)}`);
  if (after.length > 0) ctx.print(`\nstill parked:\n${parkedTable(after)}`);
}

async function rebuild(
  ctx: CommandContext,
  projection: DocumentProjection,
  options: { fresh: boolean; batchSize: number | undefined },
): Promise<void> {
  const interrupted = (await ctx.readStore.getCheckpoint(stagingName(projection.name))) !== null;
  if (interrupted && options.fresh) ctx.print(`starting over: discarding an interrupted rebuild of ${projection.name}`);
  const progress = createProgress(projection.name, ctx.progress);
  const started = performance.now();
  let first: number | undefined;
  let result: { events: number; resumed: boolean };
  try {
    result = await rebuildProjection(ctx.eventStore, ctx.readStore, projection, {
      fresh: options.fresh,
      batchSize: options.batchSize,
      onProgress(done, total) {
        if (first === undefined) {
          first = done;
          if (interrupted && !options.fresh) {
            ctx.print(
              `resuming an interrupted rebuild of ${projection.name}: ${grouped(done)} of ${grouped(total)} events were applied before (--fresh starts over)`,
            );
          }
        }
        progress.update(done, total);
        if (ctx.interrupted() && done < total) throw new RebuildInterrupted(done, total);
      },
    });
  } finally {
    progress.end();
  }
  const ms = performance.now() - started;
  const thisRun = result.events - (first ?? 0);
  const rate = `${grouped(perSecond(thisRun, ms))} events/s`;
  ctx.print(
    `rebuilt ${projection.name} from ${grouped(result.events)} events in ${duration(ms)} ` +
      (result.resumed ? `(resumed; ${grouped(thisRun)} applied in this run, ${rate})` : `(${rate})`),
  );
  const parked = (await ctx.readStore.parkedCounts())[projection.name] ?? 0;
  if (parked > 0) ctx.print(`${plural(parked, 'event')} of ${projection.name} parked: npm run projections -- parked ${projection.name}`);
}

async function rebuildEverything(ctx: CommandContext, batchSize: number | undefined): Promise<void> {
  const progress = createProgress('all', ctx.progress);
  const started = performance.now();
  let result: Awaited<ReturnType<typeof rebuildAll>>;
  try {
    result = await rebuildAll(ctx.eventStore, ctx.readStore, ctx.projections, {
      batchSize,
      onProgress(done, total) {
        progress.update(done, total);
        if (ctx.interrupted() && done < total) throw new RebuildInterrupted(done, total, 'run it again to start over');
      },
    });
  } finally {
    progress.end();
  }
  const ms = performance.now() - started;
  const how = result.onePass ? 'in one pass' : 'one at a time (this event store cannot read in stream order)';
  ctx.print(
    `rebuilt ${plural(ctx.projections.length, 'read model')} ${how} from ${grouped(result.events)} events in ${duration(ms)} ` +
      `(${grouped(perSecond(result.events, ms))} events/s)`,
  );
  if (result.parked > 0) ctx.print(`${plural(result.parked, 'event')} parked: npm run projections -- parked`);
}
