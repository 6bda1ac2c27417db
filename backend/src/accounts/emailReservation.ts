import type { EmailReservationEvent } from '@scout/contracts/accounts';
import { ConflictError } from '@scout/platform/errors';
import type { Decider } from '@scout/platform/decider';

export const EMAIL_TAKEN = 'An account with this email already exists';

export type EmailReservationCommand =
  | {
      type: 'ReserveEmail';
      email: string;
      userId: string;
      /**
       * The holder the caller proved abandoned (see `provablyAbandonedHolder`): only that holder
       * may be replaced, so of two takeovers of one holder only the first is appended.
       */
      takeOverFrom: string | null;
      now: string;
    }
  | { type: 'ReleaseEmail'; email: string; userId: string; now: string };

export type EmailReservationState = { userId: string | null; reservedAt: string | null };

/** One stream per email address keeps addresses unique across concurrent sign-ups and invitations. */
export const emailReservationDecider: Decider<EmailReservationCommand, EmailReservationState, EmailReservationEvent> = {
  initialState: () => ({ userId: null, reservedAt: null }),
  decide(command, state) {
    switch (command.type) {
      case 'ReserveEmail':
        if (state.userId === command.userId) return [];
        if (state.userId && state.userId !== command.takeOverFrom) throw new ConflictError(EMAIL_TAKEN);
        return [{ type: 'UserEmailReserved', data: { email: command.email, userId: command.userId, reservedAt: command.now } }];
      case 'ReleaseEmail':
        // Only the holder gives the address back; anyone else's release changes nothing.
        if (state.userId !== command.userId) return [];
        return [{ type: 'UserEmailReleased', data: { email: command.email, userId: command.userId, releasedAt: command.now } }];
    }
  },
  evolve: (_state, event) =>
    event.type === 'UserEmailReserved'
      ? { userId: event.data.userId, reservedAt: event.data.reservedAt ?? null }
      : { userId: null, reservedAt: null },
};
