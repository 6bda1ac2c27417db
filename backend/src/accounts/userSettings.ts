import type { StatusFlags, UpdateUserInfoRequest, UserRegistered, UserSettingsEvent } from '@scout/contracts/accounts';
import type { Decider } from '@scout/platform/decider';
import { NotFoundError } from '@scout/platform/errors';

export type UserSettingsCommand =
  | { type: 'UpdateUserInfo'; info: UpdateUserInfoRequest; now: string }
  | { type: 'SetStatusFlags'; flags: StatusFlags; now: string };

export type UserSettingsStreamEvent = UserRegistered | UserSettingsEvent;
export interface UserSettingsState {
  registered: boolean;
  info: UpdateUserInfoRequest;
  flags: StatusFlags;
}

/** The fields of `next` whose value differs from `current`. */
function changes<T extends object>(current: T, next: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(next).filter(([key, value]) => value !== undefined && current[key as keyof T] !== value),
  ) as Partial<T>;
}

/** A user's own details and UI flags, on the user's stream. Unchanged values add no event. */
export const userSettingsDecider: Decider<UserSettingsCommand, UserSettingsState, UserSettingsStreamEvent> = {
  initialState: () => ({ registered: false, info: {}, flags: {} }),

  decide(command, state) {
    if (!state.registered) throw new NotFoundError('User not found');
    switch (command.type) {
      case 'UpdateUserInfo': {
        const changed = changes(state.info, command.info);
        if (Object.keys(changed).length === 0) return [];
        return [{ type: 'UserInfoUpdated', data: { ...changed, updatedAt: command.now } }];
      }
      case 'SetStatusFlags': {
        const changed = changes(state.flags, command.flags);
        if (Object.keys(changed).length === 0) return [];
        return [{ type: 'UserStatusFlagsChanged', data: { flags: changed, changedAt: command.now } }];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { ...state, registered: true, info: { fullName: event.data.fullName, newsletter: event.data.newsletter } };
      case 'UserInfoUpdated': {
        const { updatedAt: _at, ...changed } = event.data;
        return { ...state, info: { ...state.info, ...changed } };
      }
      case 'UserStatusFlagsChanged':
        return { ...state, flags: { ...state.flags, ...event.data.flags } };
      default:
        return state;
    }
  },
};
