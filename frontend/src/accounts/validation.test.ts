import { describe, expect, it } from '@jest/globals';
import { hasErrors, validateCredentials, validateSignup } from './validation';

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
