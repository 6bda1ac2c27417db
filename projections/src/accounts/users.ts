import type { CollectionSpec } from '@scout/backend/platform/readstore/port';
import { projection } from '../runner/projection';

export interface UserDoc {
  [key: string]: unknown;
  _id: string;
  orgId: string;
  email: string;
  fullName: string;
  role: 'owner' | 'admin' | 'member' | 'guest';
  passwordHash: string;
  newsletter: boolean;
  /** Absent on documents projected before email verification existed: unverified. */
  emailVerified?: boolean;
  createdAt: string;
}

export const usersCollection: CollectionSpec = {
  name: 'users',
  scope: 'global',
  fields: { email: 'text', orgId: 'text', createdAt: 'date' },
  indexes: [{ fields: [['email', 1]], unique: true }, { fields: [['orgId', 1]] }],
};

export const usersProjection = projection<UserDoc, 'UserRegistered' | 'PasswordChanged' | 'EmailVerified'>({
  name: 'users',
  collection: usersCollection,
  handles: ['UserRegistered', 'PasswordChanged', 'EmailVerified'],
  target: (event) => ({ id: event.streamId.replace(/^user-/, ''), orgId: null }),
  evolve(doc, event) {
    switch (event.type) {
      case 'UserRegistered': {
        const { data } = event;
        return {
          _id: data.userId,
          orgId: data.orgId,
          email: data.email,
          fullName: data.fullName,
          role: data.role,
          passwordHash: data.passwordHash,
          newsletter: data.newsletter,
          emailVerified: false,
          createdAt: data.registeredAt,
        };
      }
      case 'PasswordChanged':
        return doc && { ...doc, passwordHash: event.data.passwordHash };
      case 'EmailVerified':
        return doc && { ...doc, emailVerified: true };
    }
  },
});
