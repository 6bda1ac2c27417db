export const KNOWN_PLATFORMS = ['instagram', 'tiktok', 'youtube'] as const;
const PLATFORM_NAMES: Readonly<Record<(typeof KNOWN_PLATFORMS)[number], string>> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};
/** A platform as messages name it: the brand's spelling for a known one, the name as given for others. */
export const platformName = (platform: string): string =>
  Object.hasOwn(PLATFORM_NAMES, platform) ? PLATFORM_NAMES[platform as keyof typeof PLATFORM_NAMES] : platform;
/** Spec: the profile list filter defaults to instagram. */
export const DEFAULT_PLATFORM = 'instagram';
export const PROFILE_SORT_FIELDS = ['createdAt', 'username', 'platform', 'followers', 'engagementRate', 'fullName', 'updatedAt'] as const;
/** `GET /customer/socialProfile/all` answers at most this many (for pickers). */
export const PROFILE_PICKER_MAX = 5000;
export const PROFILE_PAGE_SIZE = 20;
export const PROFILE_PAGE_SIZE_MAX = 100;
