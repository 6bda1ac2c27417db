import type { CollectionSpec } from '@scout/platform/readstore/port';
import { projection } from '../runner/projection';
import { userIdOf } from '@scout/contracts/platform/streams';

export interface SessionDoc {
  [key: string]: unknown;
  /** The session id; the token itself is never stored, only its hash. */
  _id: string;
  tokenHash: string;
  userId: string;
  orgId: string;
  expiresAt: string;
  createdAt: string;
}

export const sessionsCollection: CollectionSpec = {
  name: 'sessions',
  scope: 'global',
  fields: { tokenHash: 'text', userId: 'text', expiresAt: 'date' },
  indexes: [{ fields: [['tokenHash', 1]], unique: true }, { fields: [['userId', 1]] }],
};

export const sessionsProjection = projection<SessionDoc, 'UserLoggedIn' | 'UserLoggedOut'>({
  name: 'sessions',
  collection: sessionsCollection,
  handles: ['UserLoggedIn', 'UserLoggedOut'],
  // A login makes its session whole and a logout deletes it: a page never reads the stored session.
  ignoresStoredDocument: true,
  target: (event) => ({ id: event.data.sessionId, orgId: null }),
  evolve(_doc, event) {
    switch (event.type) {
      case 'UserLoggedIn':
        return {
          _id: event.data.sessionId,
          tokenHash: event.data.tokenHash,
          userId: userIdOf(event.streamId),
          orgId: event.metadata.orgId ?? '',
          expiresAt: event.data.expiresAt,
          createdAt: event.data.loggedInAt,
        };
      case 'UserLoggedOut':
        return null;
    }
  },
});
