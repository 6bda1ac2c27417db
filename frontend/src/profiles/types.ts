import type { SavedProfileView } from '@scout/contracts/profiles/responses';

export { PROFILE_SORT_FIELDS, PROFILE_PAGE_SIZE as PROFILES_PER_PAGE } from '@scout/contracts/profiles/constants';
export type { ProfileListResponse } from '@scout/contracts/profiles/responses';
export { ALL_PLATFORMS, DEFAULT_PLATFORM, KNOWN_PLATFORMS, LIST_DEFAULT_PLATFORM } from '../socialProfile/platforms';
export type ProfileSortField = typeof import('@scout/contracts/profiles/constants').PROFILE_SORT_FIELDS[number];
/** A saved profile as `/customer/socialProfile(s)` answers it. */
export type SavedProfile = SavedProfileView;

/** The react-admin record: the document with `id` copied from `_id`. */
export interface ProfileRecord extends SavedProfile {
  id: string;
}

export interface ProfileResponse {
  profile: SavedProfile;
}

export interface NewProfile {
  platform: string;
  username: string;
}
