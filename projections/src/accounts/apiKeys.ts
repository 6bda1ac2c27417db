import type { CollectionSpec } from '@scout/platform/readstore/port';
import { projection } from '../runner/projection';

export interface ApiKeyDoc {
  [key: string]: unknown;
  _id: string;
  orgId: string;
  keyHash: string;
  prefix: string;
  createdAt: string;
  createdBy: string | null;
}

/** Active keys only, looked up by the hash of the key a client sends. */
export const apiKeysCollection: CollectionSpec = {
  name: 'apiKeys',
  scope: 'global',
  fields: { keyHash: 'text', orgId: 'text', createdAt: 'date' },
  indexes: [{ fields: [['keyHash', 1]], unique: true }, { fields: [['orgId', 1]] }],
};

export const apiKeysProjection = projection<ApiKeyDoc, 'ApiKeyCreated' | 'ApiKeyRevoked'>({
  name: 'apiKeys',
  collection: apiKeysCollection,
  handles: ['ApiKeyCreated', 'ApiKeyRevoked'],
  // `evolve` makes each document whole from its event: a page never reads the stored one.
  ignoresStoredDocument: true,
  target: (event) => ({ id: event.data.keyId, orgId: null }),
  evolve(_doc, event) {
    switch (event.type) {
      case 'ApiKeyCreated':
        return {
          _id: event.data.keyId,
          orgId: event.metadata.orgId ?? '',
          keyHash: event.data.keyHash,
          prefix: event.data.prefix,
          createdAt: event.data.createdAt,
          createdBy: event.metadata.actor.userId,
        };
      case 'ApiKeyRevoked':
        return null;
    }
  },
});
