/** Stable hooks for the browser tests on the import dialog. */
export const importTestIds = {
  button: 'profiles-import-button',
  dialog: 'import-dialog',
  textTab: 'import-tab-text',
  fileTab: 'import-tab-file',
  usernames: 'import-usernames',
  file: 'import-file',
  platform: 'import-platform',
  list: 'import-list',
  start: 'import-start',
  progress: 'import-progress',
  status: 'import-status',
  counts: 'import-counts',
} as const;
