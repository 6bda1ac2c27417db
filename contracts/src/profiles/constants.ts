export const KNOWN_PLATFORMS = ['instagram', 'tiktok', 'youtube'] as const;
/** Spec: the profile list filter defaults to instagram. */
export const DEFAULT_PLATFORM = 'instagram';
export const PROFILE_SORT_FIELDS = ['createdAt', 'username', 'platform'] as const;
export const PROFILE_PAGE_SIZE = 20;
export const PROFILE_PAGE_SIZE_MAX = 100;
