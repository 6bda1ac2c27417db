import { describe, expect, it } from '@jest/globals';
import { isEmailUnverified } from './emailVerification';
import type { User } from './types';

const user = (verificationStatus: unknown) =>
  ({
    _id: 'u1',
    email: 'ana@agency.at',
    fullName: 'Ana',
    role: 'owner',
    accessBlocked: false,
    createdAt: '2025-01-01T00:00:00Z',
    orgInfo: {
      _id: 'o1',
      name: 'Agency',
      package: 'free',
      owner: { _id: 'u1', email: 'ana@agency.at', fullName: 'Ana', createdAt: '' },
      verificationStatus,
      createdAt: '',
    },
  }) as User;

describe('isEmailUnverified', () => {
  it('is true only for an unverified email', () => {
    expect(isEmailUnverified(user({ email: 'unverified' }))).toBe(true);
    expect(isEmailUnverified(user({ email: 'verified' }))).toBe(false);
  });

  it('is false while the user is unknown or the server says nothing', () => {
    expect(isEmailUnverified(undefined)).toBe(false);
    expect(isEmailUnverified(user(undefined))).toBe(false);
  });
});
