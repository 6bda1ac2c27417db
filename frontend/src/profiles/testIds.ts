/** Stable hooks for the browser tests (tests/), kept beside the screens they name. */
export const profileTestIds = {
  addButton: 'profiles-add-button',
  search: 'profiles-search',
  listFilter: 'profiles-list-filter',
  columns: 'profiles-columns',
  platformTab: (platform: string) => `profiles-platform-${platform}`,
  row: 'profile-row',
  username: 'profile-username',
  platform: 'profile-platform',
  deleteButton: 'profile-delete',
  dialog: 'add-profile-dialog',
  dialogPlatform: 'add-profile-platform',
  dialogUsername: 'add-profile-username',
  dialogSubmit: 'add-profile-submit',
  dialogCancel: 'add-profile-cancel',
} as const;
