import { describe, it } from '@jest/globals';
import type { UserRegistered } from '@scout/contracts/accounts';
import { ConflictError, NotFoundError, ValidationError } from '@scout/platform/errors';
import { deciderSpec } from '@scout/platform/testing/deciderSpec';
import { userDecider, type UserStreamEvent } from './user';

const now = '2026-11-22T10:00:00.000Z';
const later = '2026-11-22T10:30:00.000Z';
const tooLate = '2026-11-22T11:00:00.000Z';
const userId = '0b8c7d3e-1111-4a2b-8c3d-4e5f6a7b8c9d';
const orgId = '9a8b7c6d-2222-4e3f-9a1b-2c3d4e5f6a7b';
const sessionA = '5e6f7a8b-3333-4c1d-8e2f-3a4b5c6d7e8f';
const sessionB = '6f7a8b9c-4444-4d2e-9f3a-4b5c6d7e8f9a';

const registration: UserRegistered['data'] = {
  userId,
  orgId,
  email: 'ana@example.com',
  fullName: 'Ana',
  role: 'owner',
  passwordHash: '$argon2id$old',
  newsletter: false,
  registeredAt: now,
};
const registered: UserStreamEvent = { type: 'UserRegistered', data: registration };
const loggedIn = (sessionId: string): UserStreamEvent => ({
  type: 'UserLoggedIn',
  data: { sessionId, tokenHash: `hash-${sessionId}`, expiresAt: '2026-11-29T10:00:00.000Z', loggedInAt: now },
});
const loggedOut = (sessionId: string, at: string): UserStreamEvent => ({ type: 'UserLoggedOut', data: { sessionId, loggedOutAt: at } });

const verificationRequested = (tokenHash: string): UserStreamEvent => ({
  type: 'EmailVerificationRequested',
  data: { tokenHash, expiresAt: '2026-11-23T10:00:00.000Z', requestedAt: now },
});
const verified: UserStreamEvent = { type: 'EmailVerified', data: { verifiedAt: later } };
const resetRequested = (tokenHash: string): UserStreamEvent => ({
  type: 'PasswordResetRequested',
  data: { tokenHash, expiresAt: '2026-11-22T11:00:00.000Z', requestedAt: now },
});
const changed = (via: 'change' | 'reset'): UserStreamEvent => ({
  type: 'PasswordChanged',
  data: { passwordHash: '$argon2id$new', changedAt: later, via },
});

describe('user decider: email verification', () => {
  const spec = deciderSpec(userDecider);

  it('Given a registered user, When RequestEmailVerification, Then EmailVerificationRequested', () => {
    spec
      .given([registered])
      .when({ type: 'RequestEmailVerification', tokenHash: 'v1', expiresAt: '2026-11-23T10:00:00.000Z', now })
      .then([verificationRequested('v1')]);
  });
  it('Given nothing, When RequestEmailVerification, Then NotFound', () => {
    spec.given([]).when({ type: 'RequestEmailVerification', tokenHash: 'v1', expiresAt: now, now }).thenThrows(NotFoundError);
  });
  it('Given a verified email, When RequestEmailVerification, Then Conflict', () => {
    spec
      .given([registered, verificationRequested('v1'), verified])
      .when({ type: 'RequestEmailVerification', tokenHash: 'v2', expiresAt: tooLate, now: later })
      .thenThrows(ConflictError, /verified already/);
  });
  it('Given a pending token, When VerifyEmail with it, Then EmailVerified', () => {
    spec
      .given([registered, verificationRequested('v1')])
      .when({ type: 'VerifyEmail', tokenHash: 'v1', now: later })
      .then([verified]);
  });
  it('Given a used token, When VerifyEmail with it again, Then ValidationError', () => {
    spec
      .given([registered, verificationRequested('v1'), verified])
      .when({ type: 'VerifyEmail', tokenHash: 'v1', now: later })
      .thenThrows(ValidationError, /used already/);
  });
  it('Given a token replaced by a newer one, When VerifyEmail with the older, Then NotFound', () => {
    spec
      .given([registered, verificationRequested('v1'), verificationRequested('v2')])
      .when({ type: 'VerifyEmail', tokenHash: 'v1', now: later })
      .thenThrows(NotFoundError, /not valid/);
  });
  it('Given a token, When VerifyEmail after 24 hours, Then ValidationError', () => {
    spec
      .given([registered, verificationRequested('v1')])
      .when({ type: 'VerifyEmail', tokenHash: 'v1', now: '2026-11-23T10:00:00.000Z' })
      .thenThrows(ValidationError, /expired/);
  });
  it('Given no token, When VerifyEmail, Then NotFound', () => {
    spec.given([registered]).when({ type: 'VerifyEmail', tokenHash: 'v1', now }).thenThrows(NotFoundError);
  });
});

describe('user decider: password reset', () => {
  const spec = deciderSpec(userDecider);

  it('Given a registered user, When RequestPasswordReset, Then PasswordResetRequested', () => {
    spec
      .given([registered])
      .when({ type: 'RequestPasswordReset', tokenHash: 'r1', expiresAt: '2026-11-22T11:00:00.000Z', now })
      .then([resetRequested('r1')]);
  });
  it('Given a reset token and two open sessions, When ResetPassword, Then PasswordChanged, the mailed link verifies the email, and every session ends', () => {
    spec
      .given([registered, loggedIn(sessionA), loggedIn(sessionB), resetRequested('r1')])
      .when({ type: 'ResetPassword', tokenHash: 'r1', passwordHash: '$argon2id$new', now: later })
      .then([changed('reset'), verified, loggedOut(sessionA, later), loggedOut(sessionB, later)]);
  });
  it('Given a verified email and a reset token, When ResetPassword, Then PasswordChanged without a second EmailVerified', () => {
    spec
      .given([registered, verified, resetRequested('r1')])
      .when({ type: 'ResetPassword', tokenHash: 'r1', passwordHash: '$argon2id$new', now: later })
      .then([changed('reset')]);
  });
  it('Given a spent reset token, When ResetPassword again, Then ValidationError', () => {
    spec
      .given([registered, resetRequested('r1'), changed('reset')])
      .when({ type: 'ResetPassword', tokenHash: 'r1', passwordHash: '$argon2id$other', now: later })
      .thenThrows(ValidationError, /used already/);
  });
  it('Given a reset token, When ResetPassword at 60 minutes, Then ValidationError', () => {
    spec
      .given([registered, resetRequested('r1')])
      .when({ type: 'ResetPassword', tokenHash: 'r1', passwordHash: '$argon2id$new', now: tooLate })
      .thenThrows(ValidationError, /expired/);
  });
  it('Given a reset token, When ResetPassword with another token, Then NotFound', () => {
    spec
      .given([registered, resetRequested('r1')])
      .when({ type: 'ResetPassword', tokenHash: 'r2', passwordHash: '$argon2id$new', now: later })
      .thenThrows(NotFoundError);
  });
  it('Given a reset token and then a password change, When ResetPassword, Then ValidationError', () => {
    spec
      .given([registered, resetRequested('r1'), changed('change')])
      .when({ type: 'ResetPassword', tokenHash: 'r1', passwordHash: '$argon2id$new', now: later })
      .thenThrows(ValidationError, /used already/);
  });
});

describe('user decider: change password', () => {
  const spec = deciderSpec(userDecider);

  it('Given two open sessions, When ChangePassword from one, Then PasswordChanged and only the other ends', () => {
    spec
      .given([registered, loggedIn(sessionA), loggedIn(sessionB)])
      .when({ type: 'ChangePassword', passwordHash: '$argon2id$new', keepSessionId: sessionA, now: later })
      .then([changed('change'), loggedOut(sessionB, later)]);
  });
  it('Given a closed session, When ChangePassword, Then no UserLoggedOut for it', () => {
    spec
      .given([registered, loggedIn(sessionA), loggedIn(sessionB), loggedOut(sessionB, now)])
      .when({ type: 'ChangePassword', passwordHash: '$argon2id$new', keepSessionId: sessionA, now: later })
      .then([changed('change')]);
  });
  it('Given nothing, When ChangePassword, Then NotFound', () => {
    spec.given([]).when({ type: 'ChangePassword', passwordHash: 'h', keepSessionId: null, now }).thenThrows(NotFoundError);
  });
});

describe('user decider: Google sign-in into an existing account', () => {
  const spec = deciderSpec(userDecider);
  const session = { sessionId: sessionA, tokenHash: `hash-${sessionA}`, expiresAt: '2026-11-29T10:00:00.000Z', now };

  it('Given a registered user whose email is not verified, When LogInWithGoogle, Then Conflict (the squatter keeps nothing new)', () => {
    spec
      .given([registered, loggedIn(sessionB)])
      .when({ type: 'LogInWithGoogle', ...session })
      .thenThrows(ConflictError, /never verified/);
  });
  it('Given a verified email, When LogInWithGoogle, Then UserLoggedIn', () => {
    spec
      .given([registered, verified])
      .when({ type: 'LogInWithGoogle', ...session })
      .then([loggedIn(sessionA)]);
  });
  it('Given a password reset by mail, When LogInWithGoogle, Then UserLoggedIn', () => {
    spec
      .given([registered, resetRequested('r1'), changed('reset'), verified])
      .when({ type: 'LogInWithGoogle', ...session })
      .then([loggedIn(sessionA)]);
  });
  it('Given nothing, When LogInWithGoogle, Then NotFound', () => {
    spec
      .given([])
      .when({ type: 'LogInWithGoogle', ...session })
      .thenThrows(NotFoundError);
  });
  it('Given nothing, When RegisterUser with the email verified (Google sign-up), Then UserRegistered, EmailVerified and the session', () => {
    spec
      .given([])
      .when({ type: 'RegisterUser', data: registration, session, emailVerified: true })
      .then([registered, { type: 'EmailVerified', data: { verifiedAt: now } }, loggedIn(sessionA)]);
  });
});
