import { describe, it } from '@jest/globals';
import type { UserEvent, UserRegistered } from '@scout/contracts/accounts';
import { ConflictError, NotFoundError } from '@scout/platform/errors';
import { deciderSpec } from '@scout/platform/testing/deciderSpec';
import { organizationDecider } from './organization';
import { userDecider } from './user';

const now = '2026-11-22T10:00:00.000Z';
const userId = '0b8c7d3e-1111-4a2b-8c3d-4e5f6a7b8c9d';
const orgId = '9a8b7c6d-2222-4e3f-9a1b-2c3d4e5f6a7b';
const sessionId = '5e6f7a8b-3333-4c1d-8e2f-3a4b5c6d7e8f';

const registration: UserRegistered['data'] = {
  userId,
  orgId,
  email: 'ana@example.com',
  fullName: 'Ana',
  role: 'owner',
  passwordHash: '$argon2id$x',
  newsletter: false,
  registeredAt: now,
};
const registered: UserEvent = { type: 'UserRegistered', data: registration };
const loggedIn: UserEvent = {
  type: 'UserLoggedIn',
  data: { sessionId, tokenHash: 'h', expiresAt: '2026-11-29T10:00:00.000Z', loggedInAt: now },
};
const loggedOut: UserEvent = { type: 'UserLoggedOut', data: { sessionId, loggedOutAt: now } };

describe('user decider', () => {
  const spec = deciderSpec(userDecider);

  it('Given nothing, When RegisterUser, Then UserRegistered', () => {
    spec.given([]).when({ type: 'RegisterUser', data: registration }).then([registered]);
  });
  it('Given nothing, When RegisterUser with a session, Then UserRegistered and UserLoggedIn', () => {
    spec
      .given([])
      .when({
        type: 'RegisterUser',
        data: registration,
        session: { sessionId, tokenHash: 'h', expiresAt: '2026-11-29T10:00:00.000Z', now },
      })
      .then([registered, loggedIn]);
  });
  it('Given a registered user, When RegisterUser, Then Conflict', () => {
    spec.given([registered]).when({ type: 'RegisterUser', data: registration }).thenThrows(ConflictError);
  });
  it('Given a registered user, When LogIn, Then UserLoggedIn', () => {
    spec
      .given([registered])
      .when({ type: 'LogIn', sessionId, tokenHash: 'h', expiresAt: '2026-11-29T10:00:00.000Z', now })
      .then([loggedIn]);
  });
  it('Given nothing, When LogIn, Then NotFound', () => {
    spec.given([]).when({ type: 'LogIn', sessionId, tokenHash: 'h', expiresAt: now, now }).thenThrows(NotFoundError);
  });
  it('Given an open session, When LogOut, Then UserLoggedOut', () => {
    spec.given([registered, loggedIn]).when({ type: 'LogOut', sessionId, now }).then([loggedOut]);
  });
  it('Given a closed session, When LogOut, Then nothing happens', () => {
    spec.given([registered, loggedIn, loggedOut]).when({ type: 'LogOut', sessionId, now }).then([]);
  });
});

describe('organization decider', () => {
  const spec = deciderSpec(organizationDecider);
  const data = { orgId, name: 'Ana GmbH', ownerId: userId, package: 'trial', createdAt: now };

  it('Given nothing, When CreateOrganization, Then OrganizationCreated', () => {
    spec
      .given([])
      .when({ type: 'CreateOrganization', data })
      .then([{ type: 'OrganizationCreated', data }]);
  });
  it('Given an organisation, When CreateOrganization, Then Conflict', () => {
    spec
      .given([{ type: 'OrganizationCreated', data }])
      .when({ type: 'CreateOrganization', data })
      .thenThrows(ConflictError);
  });
});
