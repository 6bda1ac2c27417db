import { EMAIL_RESERVATION_GRACE_SECONDS } from '@scout/contracts/accounts';
import { parseEvent } from '@scout/contracts/events';
import type { EventMetadata } from '@scout/contracts/platform/events';
import { userStream } from '@scout/contracts/platform/streams';
import type { AppContext } from '../runtime/context';
import { handleCommand } from '@scout/platform/commandHandler';
import { fold } from '@scout/platform/decider';
import { uuidFromName } from '@scout/platform/ids';
import { usersCollection, type UserDoc } from '@scout/projections/accounts/users';
import { ConflictError } from '@scout/platform/errors';
import { EMAIL_TAKEN, emailReservationDecider, type EmailReservationState } from './emailReservation';
import { registrationAbandonmentDecider } from './registrationAbandonment';
import { teamMemberDecider, type TeamMemberStreamEvent } from './teamMember';

/** The reservation stream of a normalised (trimmed, lower-case) email address. */
export const emailStream = (email: string) => `userEmail-${uuidFromName('email', email)}`;

async function currentReservation(ctx: AppContext, email: string): Promise<EmailReservationState> {
  const recorded = await ctx.eventStore.readStream(emailStream(email));
  const state = fold(
    emailReservationDecider,
    recorded.map((e) => parseEvent(e.type, e.data) as Parameters<typeof emailReservationDecider.evolve>[1]),
  );
  // Reservations made before `reservedAt` was recorded: the time the event was stored.
  const last = recorded.at(-1);
  return state.userId && !state.reservedAt && last ? { ...state, reservedAt: last.recordedAt.toISOString() } : state;
}

/**
 * The user holding the email's reservation, when that holder provably will never have the address:
 * removed from their team, or their user stream holds UserRegistrationAbandoned. A holder whose user
 * stream is still empty is a sign-up or invitation in progress until the reservation is older than
 * the grace period; after it, this marks the holder's stream abandoned, appended only if the stream
 * is still empty, so either the holder's own registration or this abandonment is recorded, never both.
 */
export async function provablyAbandonedHolder(ctx: AppContext, email: string, metadata: EventMetadata): Promise<string | null> {
  const reservation = await currentReservation(ctx, email);
  const holder = reservation.userId;
  if (!holder) return null;
  const history = (await ctx.eventStore.readStream(userStream(holder))).map((e) => parseEvent(e.type, e.data) as TeamMemberStreamEvent);
  if (history.length > 0) {
    const { status } = fold(teamMemberDecider, history);
    return status === 'removed' || status === 'abandoned' ? holder : null;
  }
  const now = ctx.clock();
  const reservedAt = Date.parse(reservation.reservedAt ?? now.toISOString());
  if (now.getTime() - reservedAt < EMAIL_RESERVATION_GRACE_SECONDS * 1000) return null;
  const { state } = await handleCommand(
    ctx.eventStore,
    registrationAbandonmentDecider,
    userStream(holder),
    { type: 'AbandonRegistration', userId: holder, email, now: now.toISOString() },
    metadata,
  );
  return state.status === 'abandoned' ? holder : null;
}

/**
 * Accounts registered before emails were reserved have no reservation: an address nobody holds is
 * still taken when a user has it (409, nothing recorded). No new account can appear without a
 * reservation, so reading the users for such an address cannot race with a registration.
 */
async function refuseAccountWithoutReservation(ctx: AppContext, email: string, userId: string): Promise<void> {
  if ((await currentReservation(ctx, email)).userId) return;
  const holder = await ctx.readStore.global<UserDoc>(usersCollection).findOne({ email });
  if (holder && holder._id !== userId) throw new ConflictError(EMAIL_TAKEN);
}

/**
 * Reserves the email for `userId` (409 when someone else holds it and is not provably gone). The
 * append's expected revision decides between concurrent reservations, and the decider takes over
 * only the holder proven abandoned, so of two takeovers one wins.
 */
export async function reserveEmail(ctx: AppContext, email: string, userId: string, metadata: EventMetadata): Promise<void> {
  await refuseAccountWithoutReservation(ctx, email, userId);
  const takeOverFrom = await provablyAbandonedHolder(ctx, email, metadata);
  await handleCommand(
    ctx.eventStore,
    emailReservationDecider,
    emailStream(email),
    { type: 'ReserveEmail', email, userId, takeOverFrom, now: ctx.clock().toISOString() },
    metadata,
  );
}

/**
 * Gives back the reservation of a registration that failed, best effort: the user's own stream is
 * first marked abandoned (only while empty: a registration that was recorded keeps its address),
 * then the reservation is released if this user still holds it.
 */
export async function releaseEmail(ctx: AppContext, email: string, userId: string, metadata: EventMetadata): Promise<void> {
  try {
    const now = ctx.clock().toISOString();
    const { state } = await handleCommand(
      ctx.eventStore,
      registrationAbandonmentDecider,
      userStream(userId),
      { type: 'AbandonRegistration', userId, email, now },
      metadata,
    );
    if (state.status !== 'abandoned') return;
    await handleCommand(
      ctx.eventStore,
      emailReservationDecider,
      emailStream(email),
      { type: 'ReleaseEmail', email, userId, now },
      metadata,
    );
  } catch (err) {
    ctx.logger.warn({ err, userId }, 'could not release the email of a failed registration');
  }
}

/** Reserves the email, runs the registration, and releases the email when the registration fails. */
export async function withReservedEmail<T>(
  ctx: AppContext,
  reservation: { email: string; userId: string; metadata: EventMetadata },
  register: () => Promise<T>,
): Promise<T> {
  const { email, userId, metadata } = reservation;
  await reserveEmail(ctx, email, userId, metadata);
  try {
    return await register();
  } catch (error) {
    await releaseEmail(ctx, email, userId, metadata);
    throw error;
  }
}
