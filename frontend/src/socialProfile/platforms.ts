export { DEFAULT_PLATFORM, KNOWN_PLATFORMS } from '@scout/contracts/profiles/constants';

/** The list filter value that shows every platform. */
export const ALL_PLATFORMS = 'all';
