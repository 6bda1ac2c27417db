export const KNOWN_PLATFORMS = ['instagram', 'tiktok', 'youtube'] as const;
export type KnownPlatform = (typeof KNOWN_PLATFORMS)[number];
/** Spec: the profile list filter defaults to instagram. */
export const DEFAULT_PLATFORM: KnownPlatform = 'instagram';
/** The list filter value that shows every platform. */
export const ALL_PLATFORMS = 'all';
export const PROFILE_SORT_FIELDS = ['createdAt', 'username', 'platform'] as const;
export type ProfileSortField = (typeof PROFILE_SORT_FIELDS)[number];
export const PROFILES_PER_PAGE = 20;

/** A saved profile as `/customer/socialProfile(s)` answers it. */
export interface SavedProfile {
  _id: string;
  /** instagram, tiktok, youtube, or another platform by its lowercase name. */
  platform: string;
  username: string;
  slug: string;
  createdAt: string;
}

/** The react-admin record: the document with `id` copied from `_id`. */
export interface ProfileRecord extends SavedProfile {
  id: string;
}

export interface ProfileListResponse {
  profiles: SavedProfile[];
  currentPage: number;
  totalPages: number;
  totalProfiles: number;
}

export interface ProfileResponse {
  profile: SavedProfile;
}

export interface NewProfile {
  platform: string;
  username: string;
}
