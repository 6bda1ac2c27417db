/** Stable hooks for the browser tests (tests/), kept beside the screens they name. */
export const teamTestIds = {
  menuItem: 'menu-team',
  page: 'team-page',
  notAllowed: 'team-not-allowed',
  inviteButton: 'team-invite',
  search: 'team-search',
  export: 'team-export',
  bulkRemove: 'team-bulk-remove',
  /** A row of the member list: `team-member-<email>`. */
  member: (email: string) => `team-member-${email}`,
  role: 'team-member-role',
  status: 'team-member-status',
  roleSelect: 'team-member-role-select',
  removeButton: 'team-member-remove',
  confirmRemove: 'team-confirm-remove',
  inviteDialog: 'team-invite-dialog',
  inviteEmail: 'team-invite-email',
  inviteFullName: 'team-invite-fullName',
  inviteRole: 'team-invite-role',
  inviteSubmit: 'team-invite-submit',
  inviteWhyDisabled: 'team-invite-why-disabled',
  inviteCancel: 'team-invite-cancel',
} as const;

export const acceptInviteTestIds = {
  checking: 'accept-invite-checking',
  invalid: 'accept-invite-invalid',
  invitation: 'accept-invite-invitation',
  fullName: 'accept-invite-fullName',
  password: 'accept-invite-password',
  generatePassword: 'accept-invite-generate-password',
  submit: 'accept-invite-submit',
} as const;
