import { describe, it } from '@jest/globals';
import type { EmailReservationEvent, MemberInvited, UserRegistered, UserRegistrationAbandoned } from '@scout/contracts/accounts';
import type { ScoutEvent } from '@scout/contracts/events';
import { ConflictError } from '@scout/platform/errors';
import { deciderSpec } from '@scout/platform/testing/deciderSpec';
import { emailReservationDecider } from './emailReservation';
import { registrationAbandonmentDecider } from './registrationAbandonment';
import { teamMemberDecider } from './teamMember';
import { userDecider } from './user';

const now = '2026-11-22T10:00:00.000Z';
const later = '2026-11-22T10:05:00.000Z';
const email = 'ana@example.com';
const holder = '0b8c7d3e-1111-4a2b-8c3d-4e5f6a7b8c9d';
const taker = 'c1d2e3f4-4444-4a5b-9c6d-7e8f9a0b1c2d';
const thirdUser = 'd2e3f4a5-5555-4b6c-8d7e-8f9a0b1c2d3e';
const orgId = '9a8b7c6d-2222-4e3f-9a1b-2c3d4e5f6a7b';

const reservedBy = (userId: string, reservedAt = now): EmailReservationEvent => ({
  type: 'UserEmailReserved',
  data: { email, userId, reservedAt },
});
const releasedBy = (userId: string): EmailReservationEvent => ({ type: 'UserEmailReleased', data: { email, userId, releasedAt: later } });
const reserve = (userId: string, takeOverFrom: string | null) => ({
  type: 'ReserveEmail' as const,
  email,
  userId,
  takeOverFrom,
  now: later,
});
const release = (userId: string) => ({ type: 'ReleaseEmail' as const, email, userId, now: later });
const abandoned: UserRegistrationAbandoned = { type: 'UserRegistrationAbandoned', data: { userId: holder, email, abandonedAt: later } };
const registration: UserRegistered['data'] = {
  userId: holder,
  orgId,
  email,
  fullName: 'Ana',
  role: 'owner',
  passwordHash: '$argon2id$x',
  newsletter: false,
  registeredAt: now,
};
const invitation: MemberInvited['data'] = {
  userId: holder,
  orgId,
  email,
  fullName: 'Ana',
  role: 'member',
  invitedBy: null,
  tokenHash: 'invite-hash',
  expiresAt: '2026-11-29T10:00:00.000Z',
  invitedAt: now,
};

describe('email reservation decider', () => {
  const spec = deciderSpec(emailReservationDecider);

  it('Given nothing, When ReserveEmail, Then UserEmailReserved with the time it was reserved', () => {
    spec
      .given([])
      .when(reserve(holder, null))
      .then([reservedBy(holder, later)]);
  });
  it('Given a reservation by someone else, When ReserveEmail without a takeover, Then Conflict', () => {
    spec
      .given([reservedBy(holder)])
      .when(reserve(taker, null))
      .thenThrows(ConflictError, /already exists/);
  });
  it('Given a reservation, When ReserveEmail taking over exactly its holder, Then UserEmailReserved for the taker', () => {
    spec
      .given([reservedBy(holder)])
      .when(reserve(taker, holder))
      .then([reservedBy(taker, later)]);
  });
  it('Given a reservation already taken over, When a second ReserveEmail takes over the former holder, Then Conflict', () => {
    spec
      .given([reservedBy(holder), reservedBy(taker, later)])
      .when(reserve(thirdUser, holder))
      .thenThrows(ConflictError, /already exists/);
  });
  it('Given a reservation by the same user, When ReserveEmail again, Then nothing', () => {
    spec
      .given([reservedBy(holder)])
      .when(reserve(holder, null))
      .then([]);
  });
  it('Given a released reservation, When ReserveEmail, Then UserEmailReserved', () => {
    spec
      .given([reservedBy(holder), releasedBy(holder)])
      .when(reserve(taker, null))
      .then([reservedBy(taker, later)]);
  });
  it('Given a reservation, When its holder releases it, Then UserEmailReleased', () => {
    spec
      .given([reservedBy(holder)])
      .when(release(holder))
      .then([releasedBy(holder)]);
  });
  it('Given a reservation taken over, When the former holder releases, Then nothing (the taker keeps it)', () => {
    spec
      .given([reservedBy(holder), reservedBy(taker, later)])
      .when(release(holder))
      .then([]);
  });
  it('Given a reservation without reservedAt (stored before it was recorded), When ReserveEmail, Then Conflict', () => {
    spec
      .given([{ type: 'UserEmailReserved', data: { email, userId: holder } }])
      .when(reserve(taker, null))
      .thenThrows(ConflictError);
  });
});

describe('registration abandonment decider', () => {
  const spec = deciderSpec(registrationAbandonmentDecider);
  const abandon = { type: 'AbandonRegistration' as const, userId: holder, email, now: later };
  const given = (events: ScoutEvent[]) => spec.given(events);

  it('Given an empty user stream, When AbandonRegistration, Then UserRegistrationAbandoned', () => {
    given([]).when(abandon).then([abandoned]);
  });
  it('Given an abandoned user stream, When AbandonRegistration, Then nothing', () => {
    given([abandoned]).when(abandon).then([]);
  });
  it('Given a registered user, When AbandonRegistration, Then nothing (a live account keeps its email)', () => {
    given([{ type: 'UserRegistered', data: registration }])
      .when(abandon)
      .then([]);
  });
  it('Given an invited member, When AbandonRegistration, Then nothing', () => {
    given([{ type: 'MemberInvited', data: invitation }])
      .when(abandon)
      .then([]);
  });
});

describe('registration on an abandoned user stream', () => {
  it('Given UserRegistrationAbandoned, When RegisterUser, Then Conflict "An account with this email already exists"', () => {
    deciderSpec(userDecider)
      .given([abandoned])
      .when({ type: 'RegisterUser', data: registration })
      .thenThrows(ConflictError, /already exists/);
  });
  it('Given UserRegistrationAbandoned, When InviteMember, Then Conflict', () => {
    deciderSpec(teamMemberDecider)
      .given([abandoned])
      .when({ type: 'InviteMember', data: invitation })
      .thenThrows(ConflictError, /already exists/);
  });
  it('Given UserRegistrationAbandoned, When AcceptInvitation, Then Conflict', () => {
    deciderSpec(teamMemberDecider)
      .given([abandoned])
      .when({
        type: 'AcceptInvitation',
        tokenHash: 'invite-hash',
        fullName: 'Ana',
        passwordHash: '$argon2id$x',
        session: { sessionId: '5e6f7a8b-3333-4c1d-8e2f-3a4b5c6d7e8f', tokenHash: 's', expiresAt: '2026-11-29T10:00:00.000Z' },
        now: later,
      })
      .thenThrows(ConflictError, /already exists/);
  });
});
