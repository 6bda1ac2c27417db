import { describe, it } from '@jest/globals';
import type { ScoutEvent } from '@scout/contracts/events';
import { projectionSpec, recorded, testMetadata } from '../testing/projectionSpec';
import { usersProjection, type UserDoc } from './users';
import { userTokensProjection, type UserTokenDoc } from './userTokens';

const orgId = '11111111-1111-4111-8111-111111111111';
const userId = '22222222-2222-4222-8222-222222222222';
const at = '2026-11-22T10:00:00.000Z';
const stream = `user-${userId}`;
const registered: ScoutEvent = {
  type: 'UserRegistered',
  data: {
    userId,
    orgId,
    email: 'ana@example.com',
    fullName: 'Ana',
    role: 'owner',
    passwordHash: '$argon2id$old',
    newsletter: false,
    registeredAt: at,
  },
};
const given = (events: ScoutEvent[]) => recorded(stream, testMetadata(orgId, userId), [registered, ...events]);
const verificationRequested = (tokenHash: string): ScoutEvent => ({
  type: 'EmailVerificationRequested',
  data: { tokenHash, expiresAt: '2026-11-23T10:00:00.000Z', requestedAt: at },
});
const resetRequested = (tokenHash: string): ScoutEvent => ({
  type: 'PasswordResetRequested',
  data: { tokenHash, expiresAt: '2026-11-22T11:00:00.000Z', requestedAt: at },
});
const changed: ScoutEvent = { type: 'PasswordChanged', data: { passwordHash: '$argon2id$new', changedAt: at, via: 'reset' } };
const verified: ScoutEvent = { type: 'EmailVerified', data: { verifiedAt: at } };

describe('users projection: credentials', () => {
  const user: UserDoc = {
    _id: userId,
    orgId,
    email: 'ana@example.com',
    fullName: 'Ana',
    role: 'owner',
    passwordHash: '$argon2id$old',
    newsletter: false,
    emailVerified: false,
    createdAt: at,
  };

  it('Given UserRegistered, Then the email is unverified', () => {
    projectionSpec<UserDoc>(usersProjection).given(given([])).then([user]);
  });
  it('Given PasswordChanged, Then the new hash', () => {
    projectionSpec<UserDoc>(usersProjection)
      .given(given([changed]))
      .then([{ ...user, passwordHash: '$argon2id$new' }]);
  });
  it('Given EmailVerified, Then the email is verified', () => {
    projectionSpec<UserDoc>(usersProjection)
      .given(given([verificationRequested('v1'), verified]))
      .then([{ ...user, emailVerified: true }]);
  });
});

describe('user tokens projection', () => {
  const verifyDoc: UserTokenDoc = {
    _id: `verifyEmail-${userId}`,
    tokenHash: 'v1',
    userId,
    purpose: 'verifyEmail',
    expiresAt: '2026-11-23T10:00:00.000Z',
    used: false,
  };
  const resetDoc: UserTokenDoc = {
    _id: `resetPassword-${userId}`,
    tokenHash: 'r2',
    userId,
    purpose: 'resetPassword',
    expiresAt: '2026-11-22T11:00:00.000Z',
    used: false,
  };

  it('Given requested tokens, Then the latest of each purpose, found by hash', () => {
    projectionSpec<UserTokenDoc>(userTokensProjection)
      .given(given([verificationRequested('v1'), resetRequested('r1'), resetRequested('r2')]))
      .then([verifyDoc, resetDoc]);
  });
  it('Given EmailVerified and PasswordChanged, Then both tokens are used', () => {
    projectionSpec<UserTokenDoc>(userTokensProjection)
      .given(given([verificationRequested('v1'), resetRequested('r2'), verified, changed]))
      .then([
        { ...verifyDoc, used: true },
        { ...resetDoc, used: true },
      ]);
  });
  it('Given PasswordChanged without a reset token, Then no document', () => {
    projectionSpec<UserTokenDoc>(userTokensProjection)
      .given(given([changed]))
      .then([]);
  });
});
