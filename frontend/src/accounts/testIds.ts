/** Stable hooks for the browser tests (tests/), kept beside the screens they name. */
export const signupTestIds = {
  email: 'signup-email',
  password: 'signup-password',
  generatePassword: 'signup-generate-password',
  fullName: 'signup-fullName',
  orgName: 'signup-orgName',
  jobRole: 'signup-jobRole',
  newsletter: 'signup-newsletter',
  submit: 'signup-submit',
  loginLink: 'signup-login-link',
} as const;

/** Beside every Generate password button. */
export const passwordTestIds = {
  copy: 'password-copy',
} as const;

export const loginTestIds = {
  email: 'login-email',
  password: 'login-password',
  submit: 'login-submit',
  signupLink: 'login-signup-link',
} as const;

export const forgotPasswordTestIds = {
  link: 'login-forgot-password-link',
  email: 'forgot-password-email',
  submit: 'forgot-password-submit',
  sent: 'forgot-password-sent',
  loginLink: 'forgot-password-login-link',
} as const;

export const resetPasswordTestIds = {
  checking: 'reset-password-checking',
  invalid: 'reset-password-invalid',
  newPassword: 'reset-password-new',
  passwordConfirm: 'reset-password-confirm',
  generatePassword: 'reset-password-generate',
  submit: 'reset-password-submit',
  done: 'reset-password-done',
  loginLink: 'reset-password-login-link',
} as const;

export const verifyEmailTestIds = {
  pending: 'verify-email-pending',
  success: 'verify-email-success',
  error: 'verify-email-error',
  appLink: 'verify-email-app-link',
  banner: 'verify-email-banner',
  bannerResend: 'verify-email-banner-resend',
  popup: 'verify-email-popup',
  popupResend: 'verify-email-popup-resend',
  popupClose: 'verify-email-popup-close',
} as const;

export const accountTestIds = {
  menuItem: 'menu-account',
  page: 'account-page',
  fullName: 'account-full-name',
  email: 'account-email',
  orgName: 'account-org-name',
  publicProfiles: 'account-public-profiles',
  publicProfilesState: 'account-public-profiles-state',
  oldPassword: 'account-old-password',
  newPassword: 'account-new-password',
  passwordConfirm: 'account-password-confirm',
  generatePassword: 'account-generate-password',
  submit: 'account-change-password',
} as const;
