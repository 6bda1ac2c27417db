import { describe, it } from '@jest/globals';
import type { SeatEvent } from '@scout/contracts/accounts';
import { PlanLimitError } from '@scout/platform/errors';
import { deciderSpec } from '@scout/platform/testing/deciderSpec';
import { seatsDecider, SeatsNotCountedError } from './seats';

const now = '2026-11-22T10:00:00.000Z';
const inAWeek = '2026-11-29T10:00:00.000Z';
const lastWeek = '2026-11-15T10:00:00.000Z';
const owner = '1c2d3e4f-4444-4a5b-8c6d-7e8f9a0b1c2d';
const lena = '0b8c7d3e-1111-4a2b-8c3d-4e5f6a7b8c9d';
const max = '2d3e4f5a-5555-4b6c-9d7e-8f9a0b1c2d3e';
const ivy = '3e4f5a6b-6666-4c7d-8e9f-0a1b2c3d4e5f';

const counted = (...seats: { userId: string; pendingUntil: string | null }[]): SeatEvent => ({
  type: 'SeatsCounted',
  data: { seats, countedAt: now },
});
const taken = (userId: string, pendingUntil: string | null = inAWeek): SeatEvent => ({
  type: 'SeatTaken',
  data: { userId, pendingUntil, takenAt: now },
});
const filled = (userId: string): SeatEvent => ({ type: 'SeatFilled', data: { userId, filledAt: now } });
const released = (userId: string): SeatEvent => ({ type: 'SeatReleased', data: { userId, releasedAt: now } });
const ownerOnly = counted({ userId: owner, pendingUntil: null });

const take = (userId: string, limit = 3) => ({ type: 'TakeSeat' as const, userId, pendingUntil: inAWeek, limit, baseline: null, now });
const fill = (userId: string) => ({ type: 'FillSeat' as const, userId, baseline: null, now });
const release = (userId: string) => ({ type: 'ReleaseSeat' as const, userId, baseline: null, now });

describe('seats decider: counting the seats held before the stream', () => {
  const spec = deciderSpec(seatsDecider);

  it('Given nothing, When TakeSeat without a baseline, Then it asks for the team (SeatsNotCounted)', () => {
    spec.given([]).when(take(lena)).thenThrows(SeatsNotCountedError);
  });
  it('Given nothing, When TakeSeat with the team as baseline, Then SeatsCounted and SeatTaken', () => {
    spec
      .given([])
      .when({ ...take(lena), baseline: [{ userId: owner, pendingUntil: null }] })
      .then([ownerOnly, taken(lena)]);
  });
  it('Given nothing, When TakeSeat with a full team as baseline, Then PlanLimit (nothing, not even the count)', () => {
    const full = [owner, max, ivy].map((userId) => ({ userId, pendingUntil: null }));
    spec
      .given([])
      .when({ ...take(lena), baseline: full })
      .thenThrows(PlanLimitError, /no room/);
  });
  it('Given counted seats, When a command brings a baseline, Then the baseline is ignored', () => {
    spec
      .given([ownerOnly])
      .when({ ...take(lena), baseline: [] })
      .then([taken(lena)]);
  });
  it('Given nothing, When ReleaseSeat with a baseline that no longer holds the user, Then only SeatsCounted', () => {
    spec
      .given([])
      .when({ ...release(lena), baseline: [{ userId: owner, pendingUntil: null }] })
      .then([ownerOnly]);
  });
});

describe('seats decider: the plan limit counts members and pending invitations', () => {
  const spec = deciderSpec(seatsDecider);

  it('Given the owner and one pending invitation of 3 seats, When TakeSeat, Then SeatTaken', () => {
    spec
      .given([ownerOnly, taken(max)])
      .when(take(lena))
      .then([taken(lena)]);
  });
  it('Given the owner and two pending invitations of 3 seats, When TakeSeat, Then PlanLimit with field members', () => {
    spec
      .given([ownerOnly, taken(max), taken(ivy)])
      .when(take(lena))
      .thenThrows(PlanLimitError, /no room/);
  });
  it('Given a full team, When TakeSeat for someone who holds a seat already, Then nothing (no second seat)', () => {
    spec
      .given([ownerOnly, taken(max), taken(ivy)])
      .when(take(max))
      .then([]);
  });
  it('Given a full team whose invitation expired, When TakeSeat, Then SeatTaken (an expired invitation holds no seat)', () => {
    spec
      .given([ownerOnly, taken(max), taken(ivy, lastWeek)])
      .when(take(lena))
      .then([taken(lena)]);
  });
  it('Given a full team, When TakeSeat on an unlimited plan, Then SeatTaken', () => {
    spec
      .given([ownerOnly, taken(max), taken(ivy)])
      .when(take(lena, Infinity))
      .then([taken(lena)]);
  });
});

describe('seats decider: accepting, removing, cancelling', () => {
  const spec = deciderSpec(seatsDecider);

  it('Given a pending invitation, When FillSeat, Then SeatFilled', () => {
    spec
      .given([ownerOnly, taken(max)])
      .when(fill(max))
      .then([filled(max)]);
  });
  it('Given an invitation accepted (filled) whose expiry has passed, When TakeSeat on a full team, Then PlanLimit (the member keeps the seat)', () => {
    spec
      .given([ownerOnly, taken(max, lastWeek), filled(max), taken(ivy)])
      .when(take(lena))
      .thenThrows(PlanLimitError);
  });
  it('Given a filled seat, When FillSeat again, Then nothing', () => {
    spec
      .given([ownerOnly, taken(max), filled(max)])
      .when(fill(max))
      .then([]);
  });
  it('Given no seat for a guest, When FillSeat or ReleaseSeat, Then nothing', () => {
    spec.given([ownerOnly]).when(fill(lena)).then([]);
    spec.given([ownerOnly]).when(release(lena)).then([]);
  });
  it('Given a full team, When ReleaseSeat of a member (removed, made a guest, invitation cancelled), Then SeatReleased, and the seat is free', () => {
    spec
      .given([ownerOnly, taken(max), taken(ivy)])
      .when(release(ivy))
      .then([released(ivy)]);
    spec
      .given([ownerOnly, taken(max), taken(ivy), released(ivy)])
      .when(take(lena))
      .then([taken(lena)]);
  });
});
