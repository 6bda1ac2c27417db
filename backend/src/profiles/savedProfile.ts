import type { ProfileEvent } from '@scout/contracts/profiles';
import { ConflictError, NotFoundError } from '@scout/platform/errors';
import type { Decider } from '@scout/platform/decider';

export type SavedProfileCommand =
  | { type: 'SaveProfile'; profileId: string; platform: string; username: string; slug: string; shareKey: string; now: string }
  | { type: 'ChangeSlug'; slug: string; now: string }
  | { type: 'SetFavourite'; favourite: boolean; now: string }
  | { type: 'RemoveProfile'; now: string };

export type SavedProfileState =
  | { status: 'none' }
  | { status: 'saved'; profileId: string; platform: string; username: string; slug: string; favourite: boolean }
  | { status: 'removed'; profileId: string };

/**
 * One stream per (organisation, platform, username): saving the same handle twice meets the same
 * stream, so the duplicate check holds under concurrency. A removed profile can be saved again.
 */
export const savedProfileDecider: Decider<SavedProfileCommand, SavedProfileState, ProfileEvent> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'SaveProfile': {
        if (state.status === 'saved') throw new ConflictError(`@${state.username} on ${state.platform} is already saved`);
        return [
          {
            type: 'ProfileSaved',
            data: {
              profileId: command.profileId,
              platform: command.platform,
              username: command.username,
              slug: command.slug,
              shareKey: command.shareKey,
              savedAt: command.now,
            },
          },
        ];
      }
      case 'SetFavourite': {
        if (state.status !== 'saved') throw new NotFoundError('Profile not found');
        if (state.favourite === command.favourite) return [];
        return [
          { type: 'ProfileFavouriteChanged', data: { profileId: state.profileId, favourite: command.favourite, changedAt: command.now } },
        ];
      }
      case 'ChangeSlug': {
        if (state.status !== 'saved') throw new NotFoundError('Profile not found');
        if (state.slug === command.slug) return [];
        return [{ type: 'ProfileSlugChanged', data: { profileId: state.profileId, slug: command.slug, changedAt: command.now } }];
      }
      case 'RemoveProfile': {
        if (state.status !== 'saved') throw new NotFoundError('Profile not found');
        return [{ type: 'ProfileRemoved', data: { profileId: state.profileId, removedAt: command.now } }];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'ProfileSaved':
        return {
          status: 'saved',
          profileId: event.data.profileId,
          platform: event.data.platform,
          username: event.data.username,
          slug: event.data.slug,
          favourite: false,
        };
      case 'ProfileSlugChanged':
        return state.status === 'saved' ? { ...state, slug: event.data.slug } : state;
      case 'ProfileFavouriteChanged':
        return state.status === 'saved' ? { ...state, favourite: event.data.favourite } : state;
      case 'ProfileRemoved':
        return state.status === 'none' ? state : { status: 'removed', profileId: state.profileId };
      default:
        return state;
    }
  },
};
