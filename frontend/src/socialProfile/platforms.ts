export { DEFAULT_PLATFORM, KNOWN_PLATFORMS } from '@scout/contracts/profiles/constants';

/** The list filter value that shows every platform. */
export const ALL_PLATFORMS = 'all';

/**
 * The platform tab the saved-profile and content lists open on: every platform, so no saved item is
 * hidden behind a tab (issue 24). The spec's client filter defaults to instagram, but its API takes
 * the platform as one filter among others, and `all` is one of its values.
 */
export const LIST_DEFAULT_PLATFORM = ALL_PLATFORMS;
