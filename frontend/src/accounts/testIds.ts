/** Stable hooks for the browser tests (tests/), kept beside the screens they name. */
export const signupTestIds = {
  email: 'signup-email',
  password: 'signup-password',
  fullName: 'signup-fullName',
  orgName: 'signup-orgName',
  jobRole: 'signup-jobRole',
  newsletter: 'signup-newsletter',
  submit: 'signup-submit',
  loginLink: 'signup-login-link',
} as const;

export const loginTestIds = {
  email: 'login-email',
  password: 'login-password',
  submit: 'login-submit',
  signupLink: 'login-signup-link',
} as const;
