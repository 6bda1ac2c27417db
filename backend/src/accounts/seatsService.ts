import type { Seat, SeatEvent } from '@scout/contracts/accounts';
import { parseEvent } from '@scout/contracts/events';
import type { EventMetadata } from '@scout/contracts/platform/events';
import { organizationSeatsStream } from '@scout/contracts/platform/streams';
import { invitationsCollection, type InvitationDoc } from '@scout/projections/accounts/invitations';
import { membersCollection, type MemberDoc } from '@scout/projections/accounts/members';
import { planOf } from '../plans/plans';
import { handleCommand } from '@scout/platform/commandHandler';
import type { AppContext } from '../runtime/context';
import { fold } from '@scout/platform/decider';
import { assertFreeSeat, seatsDecider, SeatsNotCountedError, type SeatsCommand } from './seats';

/** When an invitation's seat stops counting: the invitation's expiry (null when it is not known: for good). */
export async function invitationExpiry(ctx: AppContext, userId: string): Promise<string | null> {
  return (await ctx.readStore.global<InvitationDoc>(invitationsCollection).get(userId))?.expiresAt ?? null;
}

/** The seats the team holds as the members read model shows it: read only for the stream's first command. */
async function seatsOfTeam(ctx: AppContext, orgId: string): Promise<Seat[]> {
  const seated = await ctx.readStore
    .tenant<MemberDoc>(membersCollection)
    .forOrg(orgId)
    .find({ filter: { role: { $ne: 'guest' } } });
  return Promise.all(
    seated.map(async (m) => ({ userId: m._id, pendingUntil: m.status === 'invited' ? await invitationExpiry(ctx, m._id) : null })),
  );
}

type Uncounted<C> = C extends unknown ? Omit<C, 'baseline' | 'now'> : never;

/**
 * Decides on the organisation's seats stream with its expected revision (retried on a concurrent
 * change like every command); the stream's first command also counts the seats held before it.
 */
async function onSeats(ctx: AppContext, orgId: string, command: Uncounted<SeatsCommand>, metadata: EventMetadata): Promise<void> {
  const stream = organizationSeatsStream(orgId);
  const now = ctx.clock().toISOString();
  try {
    await handleCommand(ctx.eventStore, seatsDecider, stream, { ...command, baseline: null, now } as SeatsCommand, metadata);
    return;
  } catch (error) {
    if (!(error instanceof SeatsNotCountedError)) throw error;
  }
  const baseline = await seatsOfTeam(ctx, orgId);
  await handleCommand(ctx.eventStore, seatsDecider, stream, { ...command, baseline, now } as SeatsCommand, metadata);
}

const memberLimit = async (ctx: AppContext, orgId: string) => (await planOf(ctx, orgId)).plan.limits.members;

/**
 * Refuses early (423, field members) when no seat is free, reading the seats stream without deciding:
 * a full team costs no invitation budget and reserves no address. `takeSeat` still decides.
 */
export async function assertRoomForMember(ctx: AppContext, orgId: string): Promise<void> {
  const now = ctx.clock().toISOString();
  const recorded = await ctx.eventStore.readStream(organizationSeatsStream(orgId));
  let state = fold(
    seatsDecider,
    recorded.map((e) => parseEvent(e.type, e.data) as SeatEvent),
  );
  if (!state.counted)
    state = fold(seatsDecider, [{ type: 'SeatsCounted', data: { seats: await seatsOfTeam(ctx, orgId), countedAt: now } }]);
  assertFreeSeat(state, await memberLimit(ctx, orgId), now);
}

/** A seat for `userId` (pending until `pendingUntil`, or for good), or 423 with field members. */
export async function takeSeat(
  ctx: AppContext,
  orgId: string,
  userId: string,
  pendingUntil: string | null,
  metadata: EventMetadata,
): Promise<void> {
  await onSeats(ctx, orgId, { type: 'TakeSeat', userId, pendingUntil, limit: await memberLimit(ctx, orgId) }, metadata);
}

/** The invitation was accepted: its seat stays. */
export const fillSeat = (ctx: AppContext, orgId: string, userId: string, metadata: EventMetadata) =>
  onSeats(ctx, orgId, { type: 'FillSeat', userId }, metadata);

/** The seat of `userId`, if any, is free again. */
export const releaseSeat = (ctx: AppContext, orgId: string, userId: string, metadata: EventMetadata) =>
  onSeats(ctx, orgId, { type: 'ReleaseSeat', userId }, metadata);
