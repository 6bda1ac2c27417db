import { describe, it } from '@jest/globals';
import type { MemberInvited, UserRegistered } from '@scout/contracts/accounts';
import { ConflictError, NotFoundError, ValidationError } from '@scout/platform/errors';
import { deciderSpec } from '@scout/platform/testing/deciderSpec';
import { teamMemberDecider, type TeamActor, type TeamMemberStreamEvent } from './teamMember';
import { userDecider } from './user';

const now = '2026-11-22T10:00:00.000Z';
const later = '2026-11-23T10:00:00.000Z';
const expiresAt = '2026-11-29T10:00:00.000Z';
const userId = '0b8c7d3e-1111-4a2b-8c3d-4e5f6a7b8c9d';
const orgId = '9a8b7c6d-2222-4e3f-9a1b-2c3d4e5f6a7b';
const ownerId = '1c2d3e4f-4444-4a5b-8c6d-7e8f9a0b1c2d';
const sessionId = '5e6f7a8b-3333-4c1d-8e2f-3a4b5c6d7e8f';
const owner: TeamActor = { userId: ownerId, orgId, role: 'owner' };
const stranger: TeamActor = {
  userId: '2d3e4f5a-5555-4b6c-9d7e-8f9a0b1c2d3e',
  orgId: '3e4f5a6b-6666-4c7d-8e9f-0a1b2c3d4e5f',
  role: 'owner',
};

const invitation: MemberInvited['data'] = {
  userId,
  orgId,
  email: 'lena@example.com',
  fullName: 'Lena',
  role: 'member',
  invitedBy: ownerId,
  tokenHash: 'invite-hash',
  expiresAt,
  invitedAt: now,
};
const invited: TeamMemberStreamEvent = { type: 'MemberInvited', data: invitation };
const session = { sessionId, tokenHash: 'session-hash', expiresAt };
const accept = {
  type: 'AcceptInvitation' as const,
  tokenHash: 'invite-hash',
  fullName: 'Lena Berg',
  passwordHash: '$argon2id$x',
  session,
  now: later,
};
const registered: UserRegistered = {
  type: 'UserRegistered',
  data: {
    userId,
    orgId,
    email: 'lena@example.com',
    fullName: 'Lena Berg',
    role: 'member',
    passwordHash: '$argon2id$x',
    newsletter: false,
    registeredAt: later,
  },
};
const accepted: TeamMemberStreamEvent[] = [
  { type: 'InvitationAccepted', data: { acceptedAt: later } },
  registered,
  { type: 'EmailVerified', data: { verifiedAt: later } },
  { type: 'UserLoggedIn', data: { sessionId, tokenHash: 'session-hash', expiresAt, loggedInAt: later } },
];
const ownerRegistered: UserRegistered = { type: 'UserRegistered', data: { ...registered.data, userId: ownerId, role: 'owner' } };

describe('team member decider: invitations', () => {
  const spec = deciderSpec(teamMemberDecider);

  it('Given nothing, When InviteMember, Then MemberInvited', () => {
    spec.given([]).when({ type: 'InviteMember', data: invitation }).then([invited]);
  });
  it('Given an invited member, When InviteMember again, Then Conflict', () => {
    spec.given([invited]).when({ type: 'InviteMember', data: invitation }).thenThrows(ConflictError);
  });
  it('Given an invitation, When AcceptInvitation with its token, Then accepted, registered, verified and signed in', () => {
    spec.given([invited]).when(accept).then(accepted);
  });
  it('Given an invitation, When AcceptInvitation with another token, Then NotFound', () => {
    spec
      .given([invited])
      .when({ ...accept, tokenHash: 'other' })
      .thenThrows(NotFoundError);
  });
  it('Given an accepted invitation, When AcceptInvitation again, Then the link was used', () => {
    spec
      .given([invited, ...accepted])
      .when(accept)
      .thenThrows(ValidationError, /used already/);
  });
  it('Given an invitation 7 days old, When AcceptInvitation, Then the link has expired', () => {
    spec
      .given([invited])
      .when({ ...accept, now: expiresAt })
      .thenThrows(ValidationError, /expired/);
  });
  it('Given a removed invitation, When AcceptInvitation, Then refused', () => {
    spec
      .given([invited, { type: 'MemberRemoved', data: { removedAt: now } }])
      .when(accept)
      .thenThrows(ValidationError);
  });
});

describe('team member decider: changes', () => {
  const spec = deciderSpec(teamMemberDecider);

  it('Given a member, When UpdateMember with a new role and name, Then MemberRenamed and MemberRoleChanged', () => {
    spec
      .given([invited, ...accepted])
      .when({ type: 'UpdateMember', actor: owner, fullName: 'Lena B.', role: 'admin', now })
      .then([
        { type: 'MemberRenamed', data: { fullName: 'Lena B.', renamedAt: now } },
        { type: 'MemberRoleChanged', data: { role: 'admin', previousRole: 'member', changedAt: now } },
      ]);
  });
  it('Given a member, When UpdateMember with what it is already, Then nothing happens', () => {
    spec
      .given([invited, ...accepted])
      .when({ type: 'UpdateMember', actor: owner, fullName: 'Lena Berg', role: 'member', now })
      .then([]);
  });
  it('Given a member of another organisation, When UpdateMember, Then NotFound', () => {
    spec.given([invited]).when({ type: 'UpdateMember', actor: stranger, role: 'admin', now }).thenThrows(NotFoundError);
  });
  it('Given the owner, When an admin demotes them, Then Conflict', () => {
    const admin: TeamActor = { userId, orgId, role: 'admin' };
    spec.given([ownerRegistered]).when({ type: 'UpdateMember', actor: admin, role: 'member', now }).thenThrows(ConflictError, /owner/);
  });
  it('Given an admin, When they change their own role, Then Conflict', () => {
    const self: TeamActor = { userId, orgId, role: 'admin' };
    spec
      .given([invited, ...accepted])
      .when({ type: 'UpdateMember', actor: self, role: 'member', now })
      .thenThrows(ConflictError, /yourself/);
  });
  it('Given a guest, When UpdateGuest shares lists, Then GuestSharesChanged keeps the profiles', () => {
    const list = '7a8b9c0d-7777-4e1f-8a2b-3c4d5e6f7a8b';
    spec
      .given([{ type: 'MemberInvited', data: { ...invitation, role: 'guest' } }])
      .when({ type: 'UpdateGuest', actor: owner, shared: { lists: [list] }, now })
      .then([{ type: 'GuestSharesChanged', data: { lists: [list], profiles: [], changedAt: now } }]);
  });
  it('Given a member who is not a guest, When UpdateGuest, Then Conflict', () => {
    spec
      .given([invited])
      .when({ type: 'UpdateGuest', actor: owner, fullName: 'X', now })
      .thenThrows(ConflictError, /not a guest/);
  });
});

describe('team member decider: removal', () => {
  const spec = deciderSpec(teamMemberDecider);
  const second = '6f7a8b9c-8888-4d2e-9f3a-4b5c6d7e8f9a';

  it('Given a member with two sessions, When RemoveMember, Then both sessions end and MemberRemoved', () => {
    spec
      .given([
        ...[invited, ...accepted],
        { type: 'UserLoggedIn', data: { sessionId: second, tokenHash: 'h2', expiresAt, loggedInAt: later } },
      ])
      .when({ type: 'RemoveMember', actor: owner, now: later })
      .then([
        { type: 'UserLoggedOut', data: { sessionId, loggedOutAt: later } },
        { type: 'UserLoggedOut', data: { sessionId: second, loggedOutAt: later } },
        { type: 'MemberRemoved', data: { removedAt: later } },
      ]);
  });
  it('Given a pending invitation, When RemoveMember, Then MemberRemoved', () => {
    spec
      .given([invited])
      .when({ type: 'RemoveMember', actor: owner, now })
      .then([{ type: 'MemberRemoved', data: { removedAt: now } }]);
  });
  it('Given the owner, When they remove themselves, Then Conflict', () => {
    spec.given([ownerRegistered]).when({ type: 'RemoveMember', actor: owner, now }).thenThrows(ConflictError);
  });
  it('Given a removed member, When RemoveMember, Then NotFound', () => {
    spec
      .given([invited, { type: 'MemberRemoved', data: { removedAt: now } }])
      .when({ type: 'RemoveMember', actor: owner, now })
      .thenThrows(NotFoundError);
  });
});

describe('user decider after removal', () => {
  it('Given a removed member, When LogIn, Then NotFound', () => {
    deciderSpec(userDecider)
      .given([registered, { type: 'MemberRemoved', data: { removedAt: now } }])
      .when({ type: 'LogIn', sessionId, tokenHash: 'h', expiresAt, now })
      .thenThrows(NotFoundError);
  });
});
