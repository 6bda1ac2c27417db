import { PASSWORD_MIN_LENGTH, type Credentials, type PasswordChange, type SignupDetails } from './types';

/** A translation key with its arguments, e.g. `ra.validation.minLength` with `{ min: 8 }`. */
export interface FieldError {
  message: string;
  args?: Record<string, number>;
}

export type FieldErrors<T> = Partial<Record<keyof T, FieldError>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REQUIRED: FieldError = { message: 'ra.validation.required' };

export function validateCredentials({ email, password }: Credentials): FieldErrors<Credentials> {
  const errors: FieldErrors<Credentials> = {};
  if (!email.trim()) errors.email = REQUIRED;
  else if (!EMAIL.test(email.trim())) errors.email = { message: 'ra.validation.email' };
  if (!password) errors.password = REQUIRED;
  return errors;
}

export function validateSignup(details: SignupDetails): FieldErrors<SignupDetails> {
  const errors: FieldErrors<SignupDetails> = validateCredentials(details);
  if (details.password && details.password.length < PASSWORD_MIN_LENGTH) {
    errors.password = { message: 'ra.validation.minLength', args: { min: PASSWORD_MIN_LENGTH } };
  }
  if (!details.fullName.trim()) errors.fullName = REQUIRED;
  return errors;
}

/** A new password typed twice (reset and change password): long enough, and the same both times. */
export interface NewPassword {
  newPassword: string;
  passwordConfirm: string;
}

export const PASSWORD_MISMATCH: FieldError = { message: 'scout.account.passwordMismatch' };

export function validateNewPassword({ newPassword, passwordConfirm }: NewPassword): FieldErrors<NewPassword> {
  const errors: FieldErrors<NewPassword> = {};
  if (!newPassword) errors.newPassword = REQUIRED;
  else if (newPassword.length < PASSWORD_MIN_LENGTH) {
    errors.newPassword = { message: 'ra.validation.minLength', args: { min: PASSWORD_MIN_LENGTH } };
  }
  if (!passwordConfirm) errors.passwordConfirm = REQUIRED;
  else if (newPassword && passwordConfirm !== newPassword) errors.passwordConfirm = PASSWORD_MISMATCH;
  return errors;
}

export function validatePasswordChange(change: PasswordChange): FieldErrors<PasswordChange> {
  const errors: FieldErrors<PasswordChange> = validateNewPassword(change);
  if (!change.oldPassword) errors.oldPassword = REQUIRED;
  return errors;
}

/** The email of the forgot-password form. */
export function validateEmail(email: string): FieldError | undefined {
  if (!email.trim()) return REQUIRED;
  return EMAIL.test(email.trim()) ? undefined : { message: 'ra.validation.email' };
}

export function hasErrors<T>(errors: FieldErrors<T>): boolean {
  return Object.keys(errors).length > 0;
}
