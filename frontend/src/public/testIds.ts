/** Stable hooks for the browser tests on the public pages. */
export const publicTestIds = {
  profilePage: 'public-profile-page',
  profileName: 'public-profile-name',
  notFound: 'public-not-found',
} as const;
