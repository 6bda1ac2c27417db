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
  createdAt: string;
}

export const usersCollection: CollectionSpec = {
  name: 'users',
  scope: 'global',
  fields: { email: 'text', orgId: 'text', createdAt: 'date' },
  indexes: [{ fields: [['email', 1]], unique: true }, { fields: [['orgId', 1]] }],
};

export const usersProjection = projection<UserDoc, 'UserRegistered'>({
  name: 'users',
  collection: usersCollection,
  handles: ['UserRegistered'],
  target: (event) => ({ id: event.data.userId, orgId: null }),
  evolve: (_doc, { data }) => ({
    _id: data.userId,
    orgId: data.orgId,
    email: data.email,
    fullName: data.fullName,
    role: data.role,
    passwordHash: data.passwordHash,
    newsletter: data.newsletter,
    createdAt: data.registeredAt,
  }),
});
