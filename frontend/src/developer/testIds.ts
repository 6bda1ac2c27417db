/** Stable hooks for the browser tests (tests/), kept beside the screens they name. */
export const developerTestIds = {
  menuItem: 'menu-developer',
  page: 'developer-page',
  noKey: 'developer-no-key',
  keyPrefix: 'developer-key-prefix',
  createButton: 'developer-create-key',
  revokeButton: 'developer-revoke-key',
  usageHint: 'developer-usage-hint',
  notAllowed: 'developer-not-allowed',
  confirmReplace: 'developer-confirm-replace',
  confirmRevoke: 'developer-confirm-revoke',
  newKeyDialog: 'developer-new-key-dialog',
  newKey: 'developer-new-key',
  copyButton: 'developer-copy-key',
  newKeyClose: 'developer-new-key-close',
} as const;
