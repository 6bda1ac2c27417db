import type { ApiKeyEvent } from '@scout/contracts/accounts';
import { NotFoundError } from '@scout/platform/errors';
import type { Decider } from '@scout/platform/decider';

export type ApiKeyCommand =
  | { type: 'CreateApiKey'; keyId: string; prefix: string; keyHash: string; now: string }
  | { type: 'RevokeApiKey'; now: string }
  /** The key `keyId` ends with its creator's membership; nothing happens when it is not the active key any more. */
  | { type: 'RevokeApiKeyOfMember'; keyId: string; now: string };

/** An organisation has at most one API key: creating a new one revokes the old one. */
export type ApiKeyState = { activeKeyId: string | null };

export const apiKeyDecider: Decider<ApiKeyCommand, ApiKeyState, ApiKeyEvent> = {
  initialState: () => ({ activeKeyId: null }),

  decide(command, state) {
    switch (command.type) {
      case 'CreateApiKey': {
        const revoke: ApiKeyEvent[] = state.activeKeyId
          ? [{ type: 'ApiKeyRevoked', data: { keyId: state.activeKeyId, revokedAt: command.now } }]
          : [];
        return [
          ...revoke,
          {
            type: 'ApiKeyCreated',
            data: { keyId: command.keyId, prefix: command.prefix, keyHash: command.keyHash, createdAt: command.now },
          },
        ];
      }
      case 'RevokeApiKey':
        if (!state.activeKeyId) throw new NotFoundError('There is no API key');
        return [{ type: 'ApiKeyRevoked', data: { keyId: state.activeKeyId, revokedAt: command.now } }];
      case 'RevokeApiKeyOfMember':
        if (state.activeKeyId !== command.keyId) return [];
        return [{ type: 'ApiKeyRevoked', data: { keyId: command.keyId, revokedAt: command.now } }];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'ApiKeyCreated':
        return { activeKeyId: event.data.keyId };
      case 'ApiKeyRevoked':
        return state.activeKeyId === event.data.keyId ? { activeKeyId: null } : state;
    }
  },
};
