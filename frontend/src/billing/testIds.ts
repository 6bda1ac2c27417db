/** Stable hooks for the browser tests, beside the screens they name. */
export const upgradeTestIds = {
  popup: 'upgrade-popup',
  field: 'upgrade-popup-field',
  close: 'upgrade-popup-close',
  contact: 'upgrade-popup-contact',
} as const;

export const trialEndTestIds = {
  page: 'trial-end-page',
  contact: 'trial-end-contact',
  logout: 'trial-end-logout',
} as const;
