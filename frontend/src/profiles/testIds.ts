import { socialProfileTestIds } from '../socialProfile/testIds';

/** Stable hooks for the browser tests (tests/), kept beside the screens they name. */
export const profileTestIds = {
  addButton: 'profiles-add-button',
  search: 'profiles-search',
  listFilter: 'profiles-list-filter',
  favouriteFilter: 'profiles-favourite-filter',
  customFieldFilter: 'profiles-custom-field-filter',
  customFieldValueFilter: 'profiles-custom-field-value-filter',
  reset: 'profiles-reset',
  columns: 'profiles-columns',
  export: 'profiles-export',
  bulkDelete: 'profiles-bulk-delete',
  platformTab: socialProfileTestIds.platformTab,
  row: 'profile-row',
  username: 'profile-username',
  platform: 'profile-platform',
  deleteButton: 'profile-delete',
  dialog: 'add-profile-dialog',
  dialogPlatform: 'add-profile-platform',
  dialogUsername: 'add-profile-username',
  dialogUsernameHelp: 'add-profile-username-help',
  dialogSubmit: 'add-profile-submit',
  dialogCancel: 'add-profile-cancel',
} as const;
