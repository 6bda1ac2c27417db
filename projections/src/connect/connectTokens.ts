import type { CollectionSpec } from '@scout/platform/readstore/port';
import { projection } from '../runner/projection';

/**
 * The latest creator-connect link of each saved profile (`_id` = the profile id), found by its
 * token's hash from the public connect calls. Only a finder: the profile's stream decides whether
 * the link is still usable (latest, unused, unexpired).
 */
export interface ConnectTokenDoc {
  [key: string]: unknown;
  _id: string;
  tokenHash: string;
  orgId: string;
  profileId: string;
  expiresAt: string;
  used: boolean;
}

export const connectTokensCollection: CollectionSpec = {
  name: 'connectTokens',
  scope: 'global',
  fields: { tokenHash: 'text', expiresAt: 'date' },
  indexes: [{ fields: [['tokenHash', 1]], unique: true }],
};

type Handled = 'CreatorConnectRequested' | 'CreatorConnectCancelled' | 'CreatorAccountConnected' | 'ProfileRemoved';

export const connectTokensProjection = projection<ConnectTokenDoc, Handled>({
  name: 'connectTokens',
  collection: connectTokensCollection,
  handles: ['CreatorConnectRequested', 'CreatorConnectCancelled', 'CreatorAccountConnected', 'ProfileRemoved'],
  target: (event) => ({ id: event.data.profileId, orgId: null }),
  evolve(doc, event) {
    switch (event.type) {
      case 'CreatorConnectRequested':
        return {
          _id: event.data.profileId,
          tokenHash: event.data.tokenHash,
          orgId: event.metadata.orgId ?? '',
          profileId: event.data.profileId,
          expiresAt: event.data.expiresAt,
          used: false,
        };
      case 'CreatorAccountConnected':
        return doc && { ...doc, used: true };
      case 'CreatorConnectCancelled':
      case 'ProfileRemoved':
        return null;
    }
  },
});
