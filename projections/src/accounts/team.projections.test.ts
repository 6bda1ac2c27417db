import { describe, it } from '@jest/globals';
import type { ScoutEvent } from '@scout/contracts/events';
import { projectionSpec, recorded, testMetadata } from '../testing/projectionSpec';
import { invitationsProjection, type InvitationDoc } from './invitations';
import { membersProjection, type MemberDoc } from './members';
import { sessionsProjection, type SessionDoc } from './sessions';
import { usersProjection, type UserDoc } from './users';

const orgId = '11111111-1111-4111-8111-111111111111';
const ownerId = '33333333-3333-4333-8333-333333333333';
const userId = '22222222-2222-4222-8222-222222222222';
const sessionId = '44444444-4444-4444-8444-444444444444';
const listId = '55555555-5555-4555-8555-555555555555';
const invitedAt = '2026-11-22T10:00:00.000Z';
const at = '2026-11-23T10:00:00.000Z';
const expiresAt = '2026-11-29T10:00:00.000Z';
const stream = `user-${userId}`;
const byOwner = testMetadata(orgId, ownerId);

const invitation = {
  userId,
  orgId,
  email: 'lena@example.com',
  fullName: 'Lena',
  role: 'member' as const,
  invitedBy: ownerId,
  tokenHash: 'invite-hash',
  expiresAt,
  invitedAt,
};
const invited: ScoutEvent = { type: 'MemberInvited', data: invitation };
const accepted: ScoutEvent[] = [
  { type: 'InvitationAccepted', data: { acceptedAt: at } },
  {
    type: 'UserRegistered',
    data: {
      userId,
      orgId,
      email: 'lena@example.com',
      fullName: 'Lena Berg',
      role: 'member',
      passwordHash: '$argon2id$h',
      newsletter: false,
      registeredAt: at,
    },
  },
  { type: 'EmailVerified', data: { verifiedAt: at } },
  { type: 'UserLoggedIn', data: { sessionId, tokenHash: 'session-hash', expiresAt, loggedInAt: at } },
];
const roleChanged: ScoutEvent = { type: 'MemberRoleChanged', data: { role: 'admin', previousRole: 'member', changedAt: at } };
const removed: ScoutEvent[] = [
  { type: 'UserLoggedOut', data: { sessionId, loggedOutAt: at } },
  { type: 'MemberRemoved', data: { removedAt: at } },
];

const invitedDoc: MemberDoc = {
  _id: userId,
  orgId,
  email: 'lena@example.com',
  fullName: 'Lena',
  role: 'member',
  status: 'invited',
  createdAt: invitedAt,
};

describe('members projection', () => {
  it('Given MemberInvited, Then an invited member', () => {
    projectionSpec<MemberDoc>(membersProjection)
      .given(recorded(stream, byOwner, [invited]))
      .then([invitedDoc]);
  });

  it('Given an accepted invitation, Then an active member with the chosen name, the invitation date and the last login', () => {
    projectionSpec<MemberDoc>(membersProjection)
      .given(recorded(stream, byOwner, [invited, ...accepted]))
      .then([{ ...invitedDoc, fullName: 'Lena Berg', status: 'active', lastLoginAt: at }]);
  });

  it('Given a role change, Then the new role', () => {
    projectionSpec<MemberDoc>(membersProjection)
      .given(recorded(stream, byOwner, [invited, roleChanged]))
      .then([{ ...invitedDoc, role: 'admin' }]);
  });

  it('Given a guest whose shares changed, Then the shared lists and profiles', () => {
    const guest: ScoutEvent = { type: 'MemberInvited', data: { ...invitation, role: 'guest' } };
    projectionSpec<MemberDoc>(membersProjection)
      .given(recorded(stream, byOwner, [guest, { type: 'GuestSharesChanged', data: { lists: [listId], profiles: [], changedAt: at } }]))
      .then([{ ...invitedDoc, role: 'guest', shared: { lists: [listId], profiles: [] } }]);
  });

  it('Given MemberRemoved, Then no member', () => {
    projectionSpec<MemberDoc>(membersProjection)
      .given(recorded(stream, byOwner, [invited, ...accepted, ...removed]))
      .then([]);
  });

  it('Given an owner signing up, Then an active member', () => {
    const ownerStream = `user-${ownerId}`;
    projectionSpec<MemberDoc>(membersProjection)
      .given(
        recorded(ownerStream, byOwner, [
          {
            type: 'UserRegistered',
            data: {
              userId: ownerId,
              orgId,
              email: 'ana@example.com',
              fullName: 'Ana',
              role: 'owner',
              passwordHash: '-',
              newsletter: false,
              registeredAt: invitedAt,
            },
          },
        ]),
      )
      .then([{ _id: ownerId, orgId, email: 'ana@example.com', fullName: 'Ana', role: 'owner', status: 'active', createdAt: invitedAt }]);
  });
});

describe('users projection follows the team', () => {
  const user: UserDoc = {
    _id: userId,
    orgId,
    email: 'lena@example.com',
    fullName: 'Lena Berg',
    role: 'member',
    passwordHash: '$argon2id$h',
    newsletter: false,
    emailVerified: true,
    createdAt: at,
  };

  it('Given an invitation, Then no user yet (nobody can log in)', () => {
    projectionSpec<UserDoc>(usersProjection)
      .given(recorded(stream, byOwner, [invited]))
      .then([]);
  });
  it('Given an accepted invitation and a role change, Then a verified user with the new role', () => {
    projectionSpec<UserDoc>(usersProjection)
      .given(recorded(stream, byOwner, [invited, ...accepted, roleChanged]))
      .then([{ ...user, role: 'admin' }]);
  });
  it('Given MemberRemoved, Then no user and no session', () => {
    const events = recorded(stream, byOwner, [invited, ...accepted, ...removed]);
    projectionSpec<UserDoc>(usersProjection).given(events).then([]);
    projectionSpec<SessionDoc>(sessionsProjection).given(events).then([]);
  });
});

describe('invitations projection', () => {
  const doc: InvitationDoc = {
    _id: userId,
    tokenHash: 'invite-hash',
    orgId,
    email: 'lena@example.com',
    fullName: 'Lena',
    role: 'member',
    invitedBy: ownerId,
    expiresAt,
    used: false,
  };

  it('Given MemberInvited, Then an invitation found by its token hash', () => {
    projectionSpec<InvitationDoc>(invitationsProjection)
      .given(recorded(stream, byOwner, [invited]))
      .then([doc]);
  });
  it('Given an accepted invitation, Then it is used', () => {
    projectionSpec<InvitationDoc>(invitationsProjection)
      .given(recorded(stream, byOwner, [invited, ...accepted]))
      .then([{ ...doc, used: true }]);
  });
  it('Given a removed invitation, Then none', () => {
    projectionSpec<InvitationDoc>(invitationsProjection)
      .given(recorded(stream, byOwner, [invited, ...removed]))
      .then([]);
  });
});
