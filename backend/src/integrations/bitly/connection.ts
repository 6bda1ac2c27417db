import type { IntegrationEvent } from '@scout/contracts/integrations';
import type { Decider } from '@scout/platform/decider';

export type BitlyCommand =
  | { type: 'ConnectBitly'; login: string | null; tokenCiphertext: string; now: string }
  | { type: 'DisconnectBitly'; now: string };

/** The organisation's Bitly connection (stream `integrations-<orgId>`); the token only ever encrypted. */
export type BitlyState = { connected: false } | { connected: true; login: string | null; tokenCiphertext: string; connectedAt: string };

export const bitlyDecider: Decider<BitlyCommand, BitlyState, IntegrationEvent> = {
  initialState: () => ({ connected: false }),

  decide(command, state) {
    switch (command.type) {
      case 'ConnectBitly':
        // Connecting again replaces the token (a new one from Bitly, maybe another Bitly account).
        return [
          { type: 'BitlyConnected', data: { login: command.login, tokenCiphertext: command.tokenCiphertext, connectedAt: command.now } },
        ];
      case 'DisconnectBitly':
        return state.connected ? [{ type: 'BitlyDisconnected', data: { disconnectedAt: command.now } }] : [];
    }
  },

  evolve(_state, event) {
    switch (event.type) {
      case 'BitlyConnected':
        return {
          connected: true,
          login: event.data.login,
          tokenCiphertext: event.data.tokenCiphertext,
          connectedAt: event.data.connectedAt,
        };
      case 'BitlyDisconnected':
        return { connected: false };
    }
  },
};
