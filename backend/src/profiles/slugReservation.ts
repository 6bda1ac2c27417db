import type { ProfileSlugEvent } from '@scout/contracts/profiles/slugReservation';
import { ConflictError } from '@scout/platform/errors';
import type { Decider } from '@scout/platform/decider';

export type SlugReservationCommand =
  | { type: 'ReserveSlug'; slug: string; profileId: string; orgId: string }
  | { type: 'ReleaseSlug'; slug: string; profileId: string };
export type SlugReservationState = { profileId: string | null };

/** One stream per slug keeps public profile addresses unique across organisations, also under concurrency. */
export const slugReservationDecider: Decider<SlugReservationCommand, SlugReservationState, ProfileSlugEvent> = {
  initialState: () => ({ profileId: null }),
  decide(command, state) {
    switch (command.type) {
      case 'ReserveSlug':
        if (state.profileId === command.profileId) return [];
        if (state.profileId) throw new ConflictError(`The address "${command.slug}" is taken, please choose another`);
        return [{ type: 'ProfileSlugReserved', data: { slug: command.slug, profileId: command.profileId, orgId: command.orgId } }];
      case 'ReleaseSlug':
        if (state.profileId !== command.profileId) return [];
        return [{ type: 'ProfileSlugReleased', data: { slug: command.slug, profileId: command.profileId } }];
    }
  },
  evolve: (_state, event) => ({ profileId: event.type === 'ProfileSlugReserved' ? event.data.profileId : null }),
};
