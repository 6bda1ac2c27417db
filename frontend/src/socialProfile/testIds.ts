/** Stable hooks for the browser tests (tests/), kept beside the pieces they name. */
export const socialProfileTestIds = {
  platformTab: (platform: string) => `profiles-platform-${platform}`,
} as const;
