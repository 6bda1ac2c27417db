import { describe, it } from '@jest/globals';
import { projectionSpec, recorded, testMetadata } from '../testing/projectionSpec';
import { organizationsProjection, type OrganizationDoc } from './organizations';
import { sessionsProjection, type SessionDoc } from './sessions';
import { usersProjection, type UserDoc } from './users';

const orgId = '11111111-1111-4111-8111-111111111111';
const userId = '22222222-2222-4222-8222-222222222222';
const sessionId = '44444444-4444-4444-8444-444444444444';
const at = '2026-11-22T10:00:00.000Z';
const registered = {
  type: 'UserRegistered' as const,
  data: {
    userId,
    orgId,
    email: 'ana@example.com',
    fullName: 'Ana',
    role: 'owner' as const,
    passwordHash: '$argon2id$h',
    newsletter: true,
    registeredAt: at,
  },
};
const loggedIn = {
  type: 'UserLoggedIn' as const,
  data: { sessionId, tokenHash: 'abc', expiresAt: '2026-11-29T10:00:00.000Z', loggedInAt: at },
};
const userStream = `user-${userId}`;

describe('users projection', () => {
  it('Given UserRegistered, Then a user document with the password hash and organisation', () => {
    projectionSpec<UserDoc>(usersProjection)
      .given(recorded(userStream, testMetadata(orgId, userId), [registered, loggedIn]))
      .then([
        {
          _id: userId,
          orgId,
          email: 'ana@example.com',
          fullName: 'Ana',
          role: 'owner',
          passwordHash: '$argon2id$h',
          newsletter: true,
          emailVerified: false,
          createdAt: at,
        },
      ]);
  });
});

describe('sessions projection', () => {
  it('Given UserLoggedIn, Then a session holding only the token hash', () => {
    projectionSpec<SessionDoc>(sessionsProjection)
      .given(recorded(userStream, testMetadata(orgId, userId), [registered, loggedIn]))
      .then([{ _id: sessionId, tokenHash: 'abc', userId, orgId, expiresAt: '2026-11-29T10:00:00.000Z', createdAt: at }]);
  });

  it('Given UserLoggedIn and UserLoggedOut, Then no session', () => {
    projectionSpec<SessionDoc>(sessionsProjection)
      .given(
        recorded(userStream, testMetadata(orgId, userId), [
          registered,
          loggedIn,
          { type: 'UserLoggedOut', data: { sessionId, loggedOutAt: at } },
        ]),
      )
      .then([]);
  });
});

describe('organizations projection', () => {
  it('Given OrganizationCreated, Then an organisation document', () => {
    projectionSpec<OrganizationDoc>(organizationsProjection)
      .given(
        recorded(`organization-${orgId}`, testMetadata(orgId, userId), [
          {
            type: 'OrganizationCreated',
            data: { orgId, name: 'Ana GmbH', ownerId: userId, package: 'free', jobRole: 'Founder', createdAt: at },
          },
        ]),
      )
      .then([{ _id: orgId, name: 'Ana GmbH', package: 'free', ownerId: userId, jobRole: 'Founder', createdAt: at }]);
  });
});
