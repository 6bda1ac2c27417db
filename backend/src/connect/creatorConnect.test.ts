import { describe, expect, it } from '@jest/globals';
import type { PrivateMetrics } from '@scout/contracts/connect';
import { fold } from '@scout/platform/decider';
import { ConflictError, NotFoundError } from '@scout/platform/errors';
import { deciderSpec } from '@scout/platform/testing/deciderSpec';
import { now, profileId, removed, saved } from '../profiles/testEvents';
import { creatorConnectDecider, liveRequest, type CreatorConnectEvent } from './creatorConnect';

const spec = deciderSpec(creatorConnectDecider);
const requestId = 'a1b2c3d4-0000-4000-8000-000000000001';
const later = '2026-11-23T10:00:00.000Z';
const expiresAt = '2026-11-29T10:00:00.000Z';
const request = {
  type: 'RequestConnect' as const,
  requestId,
  tokenHash: 'hash-1',
  providerUserId: 'user-1',
  readComments: true,
  simulated: true,
  expiresAt,
  now,
};
const requested: CreatorConnectEvent = {
  type: 'CreatorConnectRequested',
  data: {
    profileId,
    requestId,
    tokenHash: 'hash-1',
    platform: 'instagram',
    providerUserId: 'user-1',
    readComments: true,
    simulated: true,
    requestedAt: now,
    expiresAt,
  },
};
const account = { accountId: 'account-1', platform: 'instagram', username: 'cristiano', simulated: true };
const metrics: PrivateMetrics = { followers: 1000, reach: 800, impressions: 1080, postsConsidered: 12, audience: null };
const complete = { type: 'CompleteConnect' as const, tokenHash: 'hash-1', account, metrics, now: later };
const connected: CreatorConnectEvent = {
  type: 'CreatorAccountConnected',
  data: {
    profileId,
    requestId,
    accountId: 'account-1',
    platform: 'instagram',
    username: 'cristiano',
    readComments: true,
    simulated: true,
    connectedAt: later,
  },
};
const observed: CreatorConnectEvent = {
  type: 'PrivateMetricsObserved',
  data: { profileId, accountId: 'account-1', observedAt: later, simulated: true, metrics },
};

describe('creator connect decider', () => {
  it('Given a saved profile, When RequestConnect, Then CreatorConnectRequested on its platform', () => {
    spec.given([saved]).when(request).then([requested]);
  });

  it('Given no profile or a removed one, When RequestConnect, Then NotFound', () => {
    spec.given([]).when(request).thenThrows(NotFoundError);
    spec.given([saved, removed]).when(request).thenThrows(NotFoundError);
  });

  it('Given a connected account, When RequestConnect, Then Conflict', () => {
    spec.given([saved, requested, connected]).when(request).thenThrows(ConflictError);
  });

  it('Given a pending link, When RequestConnect again, Then the new link replaces it', () => {
    const second = { ...request, requestId: 'a1b2c3d4-0000-4000-8000-000000000002', tokenHash: 'hash-2' };
    const state = fold(creatorConnectDecider, [
      saved,
      requested,
      ...creatorConnectDecider.decide(second, fold(creatorConnectDecider, [saved, requested])),
    ]);
    expect(liveRequest(state, 'hash-1', now)).toBeNull();
    expect(liveRequest(state, 'hash-2', now)).toMatchObject({ tokenHash: 'hash-2' });
  });

  it('Given a pending link, When CompleteConnect with its token, Then the account is connected and its private metrics observed', () => {
    spec.given([saved, requested]).when(complete).then([connected, observed]);
  });

  it('Given a used link, When CompleteConnect again, Then NotFound (single use)', () => {
    spec.given([saved, requested, connected, observed]).when(complete).thenThrows(NotFoundError);
  });

  it('Given a pending link, When CompleteConnect with another token or after it expired, Then NotFound', () => {
    spec
      .given([saved, requested])
      .when({ ...complete, tokenHash: 'other' })
      .thenThrows(NotFoundError);
    spec
      .given([saved, requested])
      .when({ ...complete, now: expiresAt })
      .thenThrows(NotFoundError);
  });

  it('Given a withdrawn link or a removed profile, When CompleteConnect, Then NotFound', () => {
    const cancelled: CreatorConnectEvent = { type: 'CreatorConnectCancelled', data: { profileId, requestId, cancelledAt: now } };
    spec.given([saved, requested, cancelled]).when(complete).thenThrows(NotFoundError);
    spec.given([saved, requested, removed]).when(complete).thenThrows(NotFoundError);
  });

  it('Given a connected account, When Disconnect, Then CreatorAccountDisconnected', () => {
    spec
      .given([saved, requested, connected, observed])
      .when({ type: 'Disconnect', now: later })
      .then([{ type: 'CreatorAccountDisconnected', data: { profileId, accountId: 'account-1', disconnectedAt: later } }]);
  });

  it('Given only a pending link, When Disconnect, Then the link is withdrawn', () => {
    spec
      .given([saved, requested])
      .when({ type: 'Disconnect', now })
      .then([{ type: 'CreatorConnectCancelled', data: { profileId, requestId, cancelledAt: now } }]);
  });

  it('Given nothing connected, When Disconnect, Then nothing happens; Given no profile, Then NotFound', () => {
    spec.given([saved]).when({ type: 'Disconnect', now }).then([]);
    spec.given([]).when({ type: 'Disconnect', now }).thenThrows(NotFoundError);
  });

  it('Given a disconnected account, When RequestConnect, Then a new link', () => {
    const disconnected: CreatorConnectEvent = {
      type: 'CreatorAccountDisconnected',
      data: { profileId, accountId: 'account-1', disconnectedAt: later },
    };
    spec.given([saved, requested, connected, disconnected]).when(request).then([requested]);
  });
});
