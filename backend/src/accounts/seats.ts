import type { Seat, SeatEvent } from '@scout/contracts/accounts';
import type { Decider } from '@scout/platform/decider';
import { PlanLimitError } from '@scout/platform/errors';

export const NO_FREE_SEAT = 'Your plan has no room for another team member, please upgrade';

/**
 * Every seats command carries the team as the read model shows it (`baseline`) only after the
 * decider asked for it: the stream's first command counts the seats already held (the owner, and
 * members from before the stream), later ones are decided on the stream alone.
 */
type Counting = { baseline: Seat[] | null; now: string };

export type SeatsCommand =
  | ({ type: 'TakeSeat'; userId: string; pendingUntil: string | null; limit: number } & Counting)
  | ({ type: 'FillSeat'; userId: string } & Counting)
  | ({ type: 'ReleaseSeat'; userId: string } & Counting);

/** `seats`: who holds one, and until when a pending invitation's seat counts (null: for good). */
export type SeatsState = { counted: boolean; seats: ReadonlyMap<string, string | null> };

/** Thrown when the stream has not counted its seats yet and the command brought no baseline. */
export class SeatsNotCountedError extends Error {
  override name = 'SeatsNotCounted';
}

/** Seats that count at `now`: held for good, or by an invitation that has not expired. */
export const seatsInUse = (state: SeatsState, now: string): number =>
  [...state.seats.values()].filter((pendingUntil) => pendingUntil === null || pendingUntil > now).length;

/** 423 with field members when no seat is free at `now`. */
export function assertFreeSeat(state: SeatsState, limit: number, now: string): void {
  if (seatsInUse(state, now) >= limit) throw new PlanLimitError('members', NO_FREE_SEAT);
}

function decideCounted(command: SeatsCommand, state: SeatsState): SeatEvent[] {
  const held = state.seats.has(command.userId);
  switch (command.type) {
    case 'TakeSeat':
      if (held) return [];
      assertFreeSeat(state, command.limit, command.now);
      return [{ type: 'SeatTaken', data: { userId: command.userId, pendingUntil: command.pendingUntil, takenAt: command.now } }];
    case 'FillSeat':
      // Accepted before it expired (the user's stream decided that): the seat is kept even if `now` is later.
      return held && state.seats.get(command.userId) !== null
        ? [{ type: 'SeatFilled', data: { userId: command.userId, filledAt: command.now } }]
        : [];
    case 'ReleaseSeat':
      return held ? [{ type: 'SeatReleased', data: { userId: command.userId, releasedAt: command.now } }] : [];
  }
}

function evolve(state: SeatsState, event: SeatEvent): SeatsState {
  const seats = new Map(state.seats);
  switch (event.type) {
    case 'SeatsCounted':
      return { counted: true, seats: new Map(event.data.seats.map((s) => [s.userId, s.pendingUntil])) };
    case 'SeatTaken':
      seats.set(event.data.userId, event.data.pendingUntil);
      return { ...state, seats };
    case 'SeatFilled':
      seats.set(event.data.userId, null);
      return { ...state, seats };
    case 'SeatReleased':
      seats.delete(event.data.userId);
      return { ...state, seats };
  }
}

/**
 * The plan's member limit, decided on one stream per organisation with its expected revision:
 * of concurrent invitations only as many as there are free seats are appended, the others are
 * decided again on the fresh stream and refused (423, field members).
 */
export const seatsDecider: Decider<SeatsCommand, SeatsState, SeatEvent> = {
  initialState: () => ({ counted: false, seats: new Map() }),

  decide(command, state) {
    if (state.counted) return decideCounted(command, state);
    if (!command.baseline) throw new SeatsNotCountedError();
    const counted: SeatEvent = { type: 'SeatsCounted', data: { seats: command.baseline, countedAt: command.now } };
    return [counted, ...decideCounted(command, evolve(state, counted))];
  },

  evolve,
};
