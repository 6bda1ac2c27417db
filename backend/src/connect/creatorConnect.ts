import type { ConnectEvent, PrivateMetrics } from '@scout/contracts/connect';
import type { ProfileEvent } from '@scout/contracts/profiles';
import { ConflictError, NotFoundError } from '@scout/platform/errors';
import type { Decider } from '@scout/platform/decider';
import type { ConnectedAccount } from '../socialData/connect';

export type CreatorConnectEvent = ConnectEvent | ProfileEvent;

export interface PendingConnect {
  requestId: string;
  tokenHash: string;
  providerUserId: string;
  readComments: boolean;
  simulated: boolean;
  expiresAt: string;
}

export type CreatorConnectState =
  | { status: 'none' | 'removed' }
  | {
      status: 'saved';
      profileId: string;
      platform: string;
      username: string;
      pending: PendingConnect | null;
      account: { accountId: string; platform: string } | null;
    };

export type CreatorConnectCommand =
  | {
      type: 'RequestConnect';
      requestId: string;
      tokenHash: string;
      providerUserId: string;
      readComments: boolean;
      simulated: boolean;
      expiresAt: string;
      now: string;
    }
  | { type: 'CompleteConnect'; tokenHash: string; account: ConnectedAccount; metrics: PrivateMetrics; now: string }
  | { type: 'Disconnect'; now: string };

/** Every way a link can be unusable answers the same, so a link says nothing about why. */
export const linkNotFound = () => new NotFoundError('This connect link is not valid any more, please ask for a new one');

/** The request a link's token names, if it is the live one: the latest, unused, unexpired, not yet connected. */
export function liveRequest(state: CreatorConnectState, tokenHash: string, now: string): PendingConnect | null {
  if (state.status !== 'saved' || state.account || !state.pending) return null;
  if (state.pending.tokenHash !== tokenHash || now >= state.pending.expiresAt) return null;
  return state.pending;
}

/**
 * Creator connect on the saved profile's stream (`savedProfile-<id>`): a link is asked for (a newer
 * one replaces a pending one), used once before it expires to link the creator's account, and the
 * account is disconnected (or a pending link withdrawn) by the team.
 */
export const creatorConnectDecider: Decider<CreatorConnectCommand, CreatorConnectState, CreatorConnectEvent> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'RequestConnect': {
        if (state.status !== 'saved') throw new NotFoundError('Profile not found');
        if (state.account) throw new ConflictError("The creator's account is connected already: disconnect it first");
        const { requestId, tokenHash, providerUserId, readComments, simulated, expiresAt, now } = command;
        return [
          {
            type: 'CreatorConnectRequested',
            data: {
              profileId: state.profileId,
              requestId,
              tokenHash,
              platform: state.platform,
              providerUserId,
              readComments,
              simulated,
              requestedAt: now,
              expiresAt,
            },
          },
        ];
      }
      case 'CompleteConnect': {
        const pending = liveRequest(state, command.tokenHash, command.now);
        if (!pending || state.status !== 'saved') throw linkNotFound();
        const { account, metrics, now } = command;
        const { profileId } = state;
        return [
          {
            type: 'CreatorAccountConnected',
            data: {
              profileId,
              requestId: pending.requestId,
              accountId: account.accountId,
              platform: state.platform,
              username: account.username,
              readComments: pending.readComments,
              simulated: account.simulated,
              connectedAt: now,
            },
          },
          {
            type: 'PrivateMetricsObserved',
            data: { profileId, accountId: account.accountId, observedAt: now, simulated: account.simulated, metrics },
          },
        ];
      }
      case 'Disconnect': {
        if (state.status !== 'saved') throw new NotFoundError('Profile not found');
        if (state.account)
          return [
            {
              type: 'CreatorAccountDisconnected',
              data: { profileId: state.profileId, accountId: state.account.accountId, disconnectedAt: command.now },
            },
          ];
        if (state.pending)
          return [
            {
              type: 'CreatorConnectCancelled',
              data: { profileId: state.profileId, requestId: state.pending.requestId, cancelledAt: command.now },
            },
          ];
        return [];
      }
    }
  },

  evolve(state, event) {
    if (event.type === 'ProfileSaved') {
      const { profileId, platform, username } = event.data;
      return { status: 'saved', profileId, platform, username, pending: null, account: null };
    }
    if (state.status !== 'saved') return state;
    switch (event.type) {
      case 'ProfileRemoved':
        return { status: 'removed' };
      case 'CreatorConnectRequested': {
        const { requestId, tokenHash, providerUserId, readComments, simulated, expiresAt } = event.data;
        return { ...state, pending: { requestId, tokenHash, providerUserId, readComments, simulated, expiresAt } };
      }
      case 'CreatorConnectCancelled':
        return { ...state, pending: null };
      case 'CreatorAccountConnected':
        return { ...state, pending: null, account: { accountId: event.data.accountId, platform: event.data.platform } };
      case 'CreatorAccountDisconnected':
        return { ...state, account: null };
      default:
        return state;
    }
  },
};
