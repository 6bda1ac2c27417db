import type { ProfileEvent } from '@scout/contracts/profiles';
import type { ProfileContact, ProfileSnapshot } from '@scout/contracts/socialData';
import type { Decider } from '@scout/platform/decider';
import { NotFoundError } from '@scout/platform/errors';

export type ProfileDataSource = 'provider' | 'import' | 'manual';
export type UnavailableReason = 'unknown' | 'provider_error';

export type ProfileDataCommand =
  /** What the provider answered: a snapshot, or null with why there is none. */
  | { type: 'RecordObservation'; snapshot: ProfileSnapshot | null; reason: UnavailableReason; source: ProfileDataSource; now: string }
  | { type: 'CollectContacts'; contacts: ProfileContact[]; now: string }
  /** The tracking refresh met a provider outage: one more failure in a row (successes reset the count). */
  | { type: 'RecordRefreshFailure'; now: string };

export type ProfileDataState =
  | { status: 'none' }
  | {
      status: 'saved';
      profileId: string;
      data: 'pending' | 'available' | UnavailableReason;
      refreshFailures: number;
      /** Observations with statistics since the save: 1 right after the first. */
      observations: number;
    }
  | { status: 'removed' };

/**
 * The provider's data about a saved profile, on the profile's own stream. A profile the provider
 * does not know stays saved and is marked as without data; it is never given numbers.
 */
export const profileDataDecider: Decider<ProfileDataCommand, ProfileDataState, ProfileEvent> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    if (state.status !== 'saved') throw new NotFoundError('Profile not found');
    switch (command.type) {
      case 'RecordObservation': {
        if (command.snapshot) {
          return [
            {
              type: 'ProfileStatisticsObserved',
              data: { profileId: state.profileId, observedAt: command.now, source: command.source, snapshot: command.snapshot },
            },
          ];
        }
        // Asking again and hearing the same "no data" changes nothing.
        if (state.data === command.reason) return [];
        return [{ type: 'ProfileDataUnavailable', data: { profileId: state.profileId, checkedAt: command.now, reason: command.reason } }];
      }
      case 'RecordRefreshFailure':
        return [
          {
            type: 'ProfileRefreshFailed',
            data: { profileId: state.profileId, failedAt: command.now, failures: state.refreshFailures + 1 },
          },
        ];
      case 'CollectContacts':
        return [
          {
            type: 'ProfileContactsCollected',
            data: { profileId: state.profileId, contacts: command.contacts.slice(0, 50), collectedAt: command.now },
          },
        ];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'ProfileSaved':
        return { status: 'saved', profileId: event.data.profileId, data: 'pending', refreshFailures: 0, observations: 0 };
      case 'ProfileStatisticsObserved':
        return state.status === 'saved' ? { ...state, data: 'available', refreshFailures: 0, observations: state.observations + 1 } : state;
      case 'ProfileRefreshFailed':
        return state.status === 'saved' ? { ...state, refreshFailures: event.data.failures } : state;
      case 'ProfileDataUnavailable':
        return state.status === 'saved' ? { ...state, data: event.data.reason } : state;
      case 'ProfileRemoved':
        return { status: 'removed' };
      default:
        return state;
    }
  },
};
