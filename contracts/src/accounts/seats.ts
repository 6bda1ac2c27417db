import { z } from 'zod';

/**
 * Events on an organisation's seats stream (`organizationSeats-<orgId>`): who holds a seat of the
 * plan's member limit. The owner, admins and members hold one, invited or active; guests none. An
 * invitation's seat is pending until its invitation expires (then it frees itself) or is accepted.
 */
const seatSchema = z.object({ userId: z.string().min(1), pendingUntil: z.string().nullable() });

/** The seats held when the stream began, counted from the team as it was (first in the stream, once). */
export const seatsCountedSchema = z.object({ seats: z.array(seatSchema), countedAt: z.string() });
/** An invitation (pending until it expires) or a guest made member or admin (`pendingUntil` null). */
export const seatTakenSchema = seatSchema.extend({ takenAt: z.string() });
/** The invitation was accepted: its seat no longer expires. */
export const seatFilledSchema = z.object({ userId: z.string().min(1), filledAt: z.string() });
/** The member was removed or made a guest, or the invitation was cancelled or could not be recorded. */
export const seatReleasedSchema = z.object({ userId: z.string().min(1), releasedAt: z.string() });

export const seatEventSchemas = {
  SeatsCounted: seatsCountedSchema,
  SeatTaken: seatTakenSchema,
  SeatFilled: seatFilledSchema,
  SeatReleased: seatReleasedSchema,
} as const;

type Of<T extends keyof typeof seatEventSchemas> = { type: T; data: z.infer<(typeof seatEventSchemas)[T]> };
export type Seat = z.infer<typeof seatSchema>;
export type SeatsCounted = Of<'SeatsCounted'>;
export type SeatTaken = Of<'SeatTaken'>;
export type SeatFilled = Of<'SeatFilled'>;
export type SeatReleased = Of<'SeatReleased'>;
export type SeatEvent = SeatsCounted | SeatTaken | SeatFilled | SeatReleased;
