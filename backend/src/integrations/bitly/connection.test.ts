import { describe, it } from '@jest/globals';
import { deciderSpec } from '@scout/platform/testing/deciderSpec';
import { bitlyDecider } from './connection';

const spec = deciderSpec(bitlyDecider);
const now = '2026-01-02T03:04:05.000Z';
const connected = {
  type: 'BitlyConnected' as const,
  data: { login: 'agency', tokenCiphertext: 'v1.aaa.bbb.ccc', connectedAt: '2026-01-01T00:00:00.000Z' },
};

describe('bitlyDecider', () => {
  it('connects an organisation without Bitly', () => {
    spec
      .given([])
      .when({ type: 'ConnectBitly', login: 'agency', tokenCiphertext: 'v1.aaa.bbb.ccc', now })
      .then([{ type: 'BitlyConnected', data: { login: 'agency', tokenCiphertext: 'v1.aaa.bbb.ccc', connectedAt: now } }]);
  });

  it('connecting again replaces the token', () => {
    spec
      .given([connected])
      .when({ type: 'ConnectBitly', login: null, tokenCiphertext: 'v1.ddd.eee.fff', now })
      .then([{ type: 'BitlyConnected', data: { login: null, tokenCiphertext: 'v1.ddd.eee.fff', connectedAt: now } }]);
  });

  it('disconnects a connected organisation', () => {
    spec
      .given([connected])
      .when({ type: 'DisconnectBitly', now })
      .then([{ type: 'BitlyDisconnected', data: { disconnectedAt: now } }]);
  });

  it('stores nothing when disconnecting twice or without a connection', () => {
    spec.given([]).when({ type: 'DisconnectBitly', now }).then([]);
    spec
      .given([connected, { type: 'BitlyDisconnected', data: { disconnectedAt: now } }])
      .when({ type: 'DisconnectBitly', now })
      .then([]);
  });
});
