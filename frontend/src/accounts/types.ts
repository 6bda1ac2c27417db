import type { JOB_ROLES } from '@scout/contracts/accounts/constants';

export { JOB_ROLES, PASSWORD_MIN_LENGTH } from '@scout/contracts/accounts/constants';
export type { AuthResponse, UserView as User } from '@scout/contracts/accounts/responses';
export type JobRole = (typeof JOB_ROLES)[number];

export interface Credentials {
  email: string;
  password: string;
}

export interface SignupDetails extends Credentials {
  fullName: string;
  orgName?: string;
  jobRole?: JobRole;
  newsletter?: boolean;
  /** An AppSumo code (from the activation link): the organisation gets its lifetime plan. */
  invoice_item_uuid?: string;
}

export interface MeResponse {
  user: import('@scout/contracts/accounts/responses').UserView;
}

/** `PUT /customer/account/changePassword`. */
export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  passwordConfirm: string;
}
