import { randomUUID } from 'node:crypto';
import { parseEvent } from '@scout/contracts/events';
import type { EventMetadata } from '@scout/contracts/platform/events';
import { planUsageStream } from '@scout/contracts/platform/streams';
import { savedProfilesCollection } from '@scout/projections/profiles/savedProfiles';
import { retriedOnConflict } from '@scout/platform/conflictRetry';
import { inTurn } from '@scout/platform/concurrency';
import { readState } from '@scout/platform/commandHandler';
import type { AppContext } from '../runtime/context';
import { planOf } from '../plans/plans';
import { usageOf, usagePeriod } from '../plans/usage';
import { planUsageDecider, type PlanUsageCommand, type UsageBaseline } from './planUsage';
import { storedBytesOf } from './storageQuota';

type Uncounted<C> = C extends unknown ? Omit<C, 'baseline' | 'now' | 'outside'> : never;

/** One counter of the plan: its stream, and how the read models count what it held before the stream. */
interface Counter {
  stream: string;
  baseline: () => Promise<UsageBaseline>;
  /** Held outside the stream, read after the stream on every attempt (only storage has any). */
  outside?: () => Promise<number>;
}

/**
 * Decides on the counter's stream and appends at the revision read (a reservation is never decided
 * on a stale count); on a concurrent append it reads and decides again with jittered backoff. The
 * baseline is read only while the stream has not counted. Answers whether anything was appended.
 */
async function onUsage(ctx: AppContext, counter: Counter, asked: Asked, metadata: EventMetadata) {
  const { type } = asked;
  // Handled now, thrown when the turn comes: a plan that cannot be read must not reject unheard meanwhile.
  const pending = Promise.resolve(asked.command);
  pending.catch(() => undefined);
  const attempt = () =>
    retriedOnConflict(async () => {
      const command = await pending;
      const { state, revision } = await readState(ctx.eventStore, planUsageDecider, counter.stream);
      // Giving back only ever removes the caller's own key: it commutes with every other command, so it
      // needs neither the room outside the stream nor the stream's revision (a busy burst of uploads
      // would otherwise make every give-back race every reservation).
      const givingBack = command.type === 'GiveBack' && state.counted;
      const baseline = state.counted ? null : await counter.baseline();
      const outside = counter.outside && !givingBack ? await counter.outside() : 0;
      const now = ctx.clock().toISOString();
      const events = planUsageDecider.decide({ ...command, baseline, outside, now } as PlanUsageCommand, state);
      if (events.length === 0) return false;
      await ctx.eventStore.append(
        counter.stream,
        events.map((e) => ({ id: randomUUID(), type: e.type, data: parseEvent(e.type, e.data).data, metadata })),
        { expectedRevision: givingBack ? 'any' : (revision ?? 'no_stream') },
      );
      return true;
    });
  // This process's reservations on a counter held wholly on its stream take turns, so only other
  // processes' appends conflict with them. A give-back commutes with everything and goes at once.
  // Storage is not queued: its stored files are read outside the stream, and a reservation decided
  // in the moment between a file being stored and its reservation given back counts it twice.
  return type === 'GiveBack' || counter.outside ? attempt() : inTurn(counter.stream, attempt);
}

/**
 * A command on a counter, and its type at once: a reservation takes its turn when it is asked for,
 * while what it needs to be decided (the plan's limit) may still be on its way, so the reservations
 * of one organisation are decided in the order they were asked for (an import's rows in the file's order).
 */
type Asked = { type: 'Reserve'; command: Promise<UsageCommand> } | { type: 'GiveBack'; command: UsageCommand };
type UsageCommand = Uncounted<PlanUsageCommand>;
type Reservation = Omit<Extract<UsageCommand, { type: 'Reserve' }>, 'type'>;

/** Gives a reservation back; a no-op for a reservation that appended nothing (held already). */
export type GiveBack = () => Promise<void>;

async function reserve(
  ctx: AppContext,
  counter: Counter,
  key: string,
  reservation: Omit<Reservation, 'key'> | Promise<Omit<Reservation, 'key'>>,
  metadata: EventMetadata,
): Promise<GiveBack> {
  const command = Promise.resolve(reservation).then((r) => ({ type: 'Reserve' as const, key, ...r }));
  const reserved = await onUsage(ctx, counter, { type: 'Reserve', command }, metadata);
  return async () => {
    if (reserved) await onUsage(ctx, counter, giveBack(key), metadata);
  };
}

const giveBack = (key: string): Asked => ({ type: 'GiveBack', command: { type: 'GiveBack', key } });

const profilesCounter = (ctx: AppContext, orgId: string): Counter => ({
  stream: planUsageStream(orgId, 'profiles'),
  baseline: async () => ({
    held: (await ctx.readStore.tenant(savedProfilesCollection).forOrg(orgId).find({})).map((p) => ({ key: p._id, amount: 1 })),
    others: 0,
  }),
});

/** One of the plan's `profiles` for `profileId` (nothing new when it holds one already), or 423. */
export function reserveProfile(ctx: AppContext, orgId: string, profileId: string, metadata: EventMetadata): Promise<GiveBack> {
  const reservation = planOf(ctx, orgId).then(({ plan }) => ({ field: 'profiles' as const, amount: 1, limit: plan.limits.profiles }));
  return reserve(ctx, profilesCounter(ctx, orgId), profileId, reservation, metadata);
}

/** The profile was removed: its place counts no more. */
export async function releaseProfile(ctx: AppContext, orgId: string, profileId: string, metadata: EventMetadata): Promise<void> {
  await onUsage(ctx, profilesCounter(ctx, orgId), giveBack(profileId), metadata);
}

/** One of the month's `reports` for `reportId`, or 423; given back when the report could not be started. */
export function reserveReport(ctx: AppContext, orgId: string, reportId: string, metadata: EventMetadata): Promise<GiveBack> {
  const reservation = planOf(ctx, orgId).then(({ plan }) => ({ field: 'reports' as const, amount: 1, limit: plan.limits.reports }));
  const counter: Counter = {
    stream: planUsageStream(orgId, `reports:${usagePeriod(ctx.clock())}`),
    baseline: async () => ({ held: [], others: (await usageOf(ctx, orgId, ['reports'])).reports ?? 0 }),
  };
  return reserve(ctx, counter, reportId, reservation, metadata);
}

/**
 * Runs `keep` (which stores files of `bytes` and records them) with the bytes reserved against the
 * plan's storage, or refuses with 423 before it runs. Uploads in flight are held on the stream and
 * the kept files counted from the `storedUploads` read model read after the stream, so a burst of
 * parallel uploads cannot all fit in the same free room; once `keep` recorded its files (or failed),
 * the reservation is given back.
 */
export async function withStorageReserved<T>(
  ctx: AppContext,
  orgId: string,
  bytes: number,
  metadata: EventMetadata,
  keep: () => Promise<T>,
): Promise<T> {
  const { plan } = await planOf(ctx, orgId);
  if (plan.storageBytes === Infinity) return keep();
  const counter: Counter = {
    stream: planUsageStream(orgId, 'storageBytes'),
    baseline: async () => ({ held: [], others: 0 }),
    outside: () => storedBytesOf(ctx, orgId),
  };
  const release = await reserve(ctx, counter, randomUUID(), { field: 'storageBytes', amount: bytes, limit: plan.storageBytes }, metadata);
  try {
    return await keep();
  } finally {
    await release();
  }
}
