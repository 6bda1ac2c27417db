import { PASSWORD_MIN_LENGTH, type Credentials, type SignupDetails } from './types';

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

export function hasErrors<T>(errors: FieldErrors<T>): boolean {
  return Object.keys(errors).length > 0;
}
