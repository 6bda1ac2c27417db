import { describe, expect, it } from '@jest/globals';
import { hasErrors, validateCredentials, validateEmail, validateNewPassword, validatePasswordChange, validateSignup } from './validation';

const valid = { email: 'ana@agency.at', password: 'longenough', fullName: 'Ana Berger' };

describe('validateSignup', () => {
  it('accepts a complete sign-up', () => {
    expect(hasErrors(validateSignup(valid))).toBe(false);
  });

  it('asks for email, password and full name', () => {
    expect(validateSignup({ email: ' ', password: '', fullName: '' })).toEqual({
      email: { message: 'ra.validation.required' },
      password: { message: 'ra.validation.required' },
      fullName: { message: 'ra.validation.required' },
    });
  });

  it('wants a real email and at least 8 password characters', () => {
    expect(validateSignup({ ...valid, email: 'ana@', password: 'short' })).toEqual({
      email: { message: 'ra.validation.email' },
      password: { message: 'ra.validation.minLength', args: { min: 8 } },
    });
  });
});

describe('validateCredentials', () => {
  it('does not apply the sign-up password length to login', () => {
    expect(hasErrors(validateCredentials({ email: 'ana@agency.at', password: 'x' }))).toBe(false);
  });
});

describe('validateNewPassword', () => {
  it('accepts the same long-enough password twice', () => {
    expect(validateNewPassword({ newPassword: 'longenough', passwordConfirm: 'longenough' })).toEqual({});
  });

  it('asks for both, at least 8 characters, and the same text twice', () => {
    expect(validateNewPassword({ newPassword: '', passwordConfirm: '' })).toEqual({
      newPassword: { message: 'ra.validation.required' },
      passwordConfirm: { message: 'ra.validation.required' },
    });
    expect(validateNewPassword({ newPassword: 'short', passwordConfirm: 'short' })).toEqual({
      newPassword: { message: 'ra.validation.minLength', args: { min: 8 } },
    });
    expect(validateNewPassword({ newPassword: 'longenough', passwordConfirm: 'longenougH' })).toEqual({
      passwordConfirm: { message: 'scout.account.passwordMismatch' },
    });
  });
});

describe('validatePasswordChange', () => {
  it('also wants the current password', () => {
    expect(validatePasswordChange({ oldPassword: '', newPassword: 'longenough', passwordConfirm: 'longenough' })).toEqual({
      oldPassword: { message: 'ra.validation.required' },
    });
    expect(hasErrors(validatePasswordChange({ oldPassword: 'x', newPassword: 'longenough', passwordConfirm: 'longenough' }))).toBe(false);
  });
});

describe('validateEmail', () => {
  it('wants a real email', () => {
    expect(validateEmail(' ana@agency.at ')).toBeUndefined();
    expect(validateEmail('')).toEqual({ message: 'ra.validation.required' });
    expect(validateEmail('ana@')).toEqual({ message: 'ra.validation.email' });
  });
});
