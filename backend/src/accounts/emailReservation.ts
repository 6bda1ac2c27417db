import type { UserEmailReserved } from '@scout/contracts/accounts';
import { ConflictError } from '../platform/errors';
import type { Decider } from '../platform/decider';

export type EmailReservationCommand = {
  type: 'ReserveEmail';
  email: string;
  userId: string;
  /**
   * A holder the caller checked has no user: a sign-up that died half-way leaves such a
   * reservation behind, and only that holder may be replaced.
   */
  takeOverFrom: string | null;
};
export type EmailReservationState = { userId: string | null };

/** One stream per email address keeps addresses unique across concurrent sign-ups. */
export const emailReservationDecider: Decider<EmailReservationCommand, EmailReservationState, UserEmailReserved> = {
  initialState: () => ({ userId: null }),
  decide(command, state) {
    if (state.userId && state.userId !== command.takeOverFrom) throw new ConflictError('An account with this email already exists');
    return [{ type: 'UserEmailReserved', data: { email: command.email, userId: command.userId } }];
  },
  evolve: (_state, event) => ({ userId: event.data.userId }),
};
