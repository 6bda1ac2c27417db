import type { CollectionSpec } from '@scout/platform/readstore/port';
import { projection } from '../runner/projection';
import { userIdOf as userIdOfStream } from '@scout/contracts/platform/streams';

export type TokenPurpose = 'verifyEmail' | 'resetPassword';

/**
 * The latest link token of one purpose for one user (`_id` = `<purpose>-<userId>`), found by its
 * hash. A newer token replaces the older one; the user stream stays the judge of every use.
 */
export interface UserTokenDoc {
  [key: string]: unknown;
  _id: string;
  tokenHash: string;
  userId: string;
  purpose: TokenPurpose;
  expiresAt: string;
  used: boolean;
}

export const userTokensCollection: CollectionSpec = {
  name: 'userTokens',
  scope: 'global',
  fields: { tokenHash: 'text', userId: 'text', expiresAt: 'date' },
  indexes: [{ fields: [['tokenHash', 1]], unique: true }],
};

type Handled = 'EmailVerificationRequested' | 'EmailVerified' | 'PasswordResetRequested' | 'PasswordChanged';

const purposeOf: Record<Handled, TokenPurpose> = {
  EmailVerificationRequested: 'verifyEmail',
  EmailVerified: 'verifyEmail',
  PasswordResetRequested: 'resetPassword',
  PasswordChanged: 'resetPassword',
};

const idOf = (purpose: TokenPurpose, event: { streamId: string }) => `${purpose}-${userIdOfStream(event.streamId)}`;

export const userTokensProjection = projection<UserTokenDoc, Handled>({
  name: 'userTokens',
  collection: userTokensCollection,
  handles: ['EmailVerificationRequested', 'EmailVerified', 'PasswordResetRequested', 'PasswordChanged'],
  target: (event) => ({ id: idOf(purposeOf[event.type], event), orgId: null }),
  evolve(doc, event) {
    switch (event.type) {
      case 'EmailVerificationRequested':
      case 'PasswordResetRequested':
        return {
          _id: idOf(purposeOf[event.type], event),
          tokenHash: event.data.tokenHash,
          userId: userIdOfStream(event.streamId),
          purpose: purposeOf[event.type],
          expiresAt: event.data.expiresAt,
          used: false,
        };
      case 'EmailVerified':
      case 'PasswordChanged':
        return doc && { ...doc, used: true };
    }
  },
});
