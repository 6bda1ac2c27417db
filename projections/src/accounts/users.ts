import type { CollectionSpec } from '@scout/platform/readstore/port';
import type { StatusFlags, UserInfoUpdated } from '@scout/contracts/accounts';
import { projection } from '../runner/projection';
import { userIdOf } from '@scout/contracts/platform/streams';

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
  phone?: string;
  jobRole?: UserInfoUpdated['data']['jobRole'];
  statusFlags?: StatusFlags;
}

export const usersCollection: CollectionSpec = {
  name: 'users',
  scope: 'global',
  fields: { email: 'text', orgId: 'text', createdAt: 'date' },
  indexes: [{ fields: [['email', 1]], unique: true }, { fields: [['orgId', 1]] }],
};

type Handled = 'UserRegistered' | 'PasswordChanged' | 'EmailVerified' | 'UserInfoUpdated' | 'UserStatusFlagsChanged' | TeamHandled;
/** The team changes a member's name and role; a removed member has no user any more (cannot log in). */
type TeamHandled = 'MemberRoleChanged' | 'MemberRenamed' | 'MemberRemoved';

export const usersProjection = projection<UserDoc, Handled>({
  name: 'users',
  collection: usersCollection,
  handles: [
    'UserRegistered',
    'PasswordChanged',
    'EmailVerified',
    'UserInfoUpdated',
    'UserStatusFlagsChanged',
    'MemberRoleChanged',
    'MemberRenamed',
    'MemberRemoved',
  ],
  target: (event) => ({ id: userIdOf(event.streamId), orgId: null }),
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
      case 'UserInfoUpdated': {
        const { updatedAt: _at, ...changed } = event.data;
        return doc && { ...doc, ...changed };
      }
      case 'UserStatusFlagsChanged':
        return doc && { ...doc, statusFlags: { ...doc.statusFlags, ...event.data.flags } };
      case 'MemberRoleChanged':
        return doc && { ...doc, role: event.data.role };
      case 'MemberRenamed':
        return doc && { ...doc, fullName: event.data.fullName };
      case 'MemberRemoved':
        return null;
    }
  },
});
