import type { ScoutEvent } from '@scout/contracts/events';
import type { Decider } from '@scout/platform/decider';

export type AbandonRegistrationCommand = { type: 'AbandonRegistration'; userId: string; email: string; now: string };

/**
 * A user stream as an email's reservation sees it: `empty` (a registration in progress, or one
 * that died), `abandoned` (holds UserRegistrationAbandoned: no registration will ever follow) or
 * `started` (an invitation or a registration was recorded).
 */
export type RegistrationStreamState = { status: 'empty' | 'abandoned' | 'started' };

/**
 * Marks a user stream abandoned, only while it is empty: appended with the expected revision of an
 * empty stream, so of the registration (RegisterUser, InviteMember) and the abandonment exactly
 * one is recorded. Deciding nothing means the stream was not empty; the state says which way.
 */
export const registrationAbandonmentDecider: Decider<AbandonRegistrationCommand, RegistrationStreamState, ScoutEvent> = {
  initialState: () => ({ status: 'empty' }),
  decide(command, state) {
    if (state.status !== 'empty') return [];
    return [{ type: 'UserRegistrationAbandoned', data: { userId: command.userId, email: command.email, abandonedAt: command.now } }];
  },
  evolve(state, event) {
    if (event.type === 'UserRegistrationAbandoned') return { status: 'abandoned' };
    return state.status === 'empty' ? { status: 'started' } : state;
  },
};
