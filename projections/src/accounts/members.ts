import type { MemberView } from '@scout/contracts/accounts';
import type { CollectionSpec } from '@scout/platform/readstore/port';
import { projection, type EventOf } from '../runner/projection';
import { userIdOf } from '@scout/contracts/platform/streams';

/** One member of an organisation's team, invited or active; removed members are gone. */
export type MemberDoc = MemberView & { [key: string]: unknown; orgId: string };

export const membersCollection: CollectionSpec = {
  name: 'members',
  scope: 'tenant',
  fields: { createdAt: 'date', role: 'text', status: 'text', email: 'text' },
  indexes: [{ fields: [['createdAt', 1]] }],
};

type Handled =
  | 'MemberInvited'
  | 'UserRegistered'
  | 'InvitationAccepted'
  | 'MemberRoleChanged'
  | 'MemberRenamed'
  | 'GuestSharesChanged'
  | 'MemberRemoved'
  | 'UserLoggedIn'
  | 'UserInfoUpdated';

/** The organisation: from the event where it says, else from the metadata of the user's own stream. */
function orgOf(event: EventOf<Handled>): string | null {
  if (event.type === 'MemberInvited' || event.type === 'UserRegistered') return event.data.orgId;
  return event.metadata.orgId;
}

export const membersProjection = projection<MemberDoc, Handled>({
  name: 'members',
  collection: membersCollection,
  handles: [
    'MemberInvited',
    'UserRegistered',
    'InvitationAccepted',
    'MemberRoleChanged',
    'MemberRenamed',
    'GuestSharesChanged',
    'MemberRemoved',
    'UserLoggedIn',
    'UserInfoUpdated',
  ],
  target: (event) => {
    const orgId = orgOf(event);
    return orgId ? { id: userIdOf(event.streamId), orgId } : null;
  },
  evolve(doc, event) {
    switch (event.type) {
      case 'MemberInvited': {
        const { data } = event;
        return {
          _id: data.userId,
          orgId: data.orgId,
          email: data.email,
          fullName: data.fullName,
          role: data.role,
          status: 'invited',
          createdAt: data.invitedAt,
          ...(data.role === 'guest' ? { shared: { lists: [], profiles: [] } } : {}),
        };
      }
      case 'UserRegistered': {
        const { data } = event;
        // An accepted invitation keeps the date of the invitation.
        return {
          ...doc,
          _id: data.userId,
          orgId: data.orgId,
          email: data.email,
          fullName: data.fullName,
          role: data.role,
          status: 'active',
          createdAt: doc?.createdAt ?? data.registeredAt,
        };
      }
      case 'InvitationAccepted':
        return doc && { ...doc, status: 'active' };
      case 'MemberRoleChanged': {
        if (!doc) return null;
        const { shared: _shared, ...rest } = doc;
        return {
          ...rest,
          role: event.data.role,
          ...(event.data.role === 'guest' ? { shared: doc.shared ?? { lists: [], profiles: [] } } : {}),
        };
      }
      case 'MemberRenamed':
        return doc && { ...doc, fullName: event.data.fullName };
      case 'UserInfoUpdated':
        return doc && (event.data.fullName === undefined ? doc : { ...doc, fullName: event.data.fullName });
      case 'GuestSharesChanged':
        return doc && { ...doc, shared: { lists: event.data.lists, profiles: event.data.profiles } };
      case 'UserLoggedIn':
        return doc && { ...doc, lastLoginAt: event.data.loggedInAt };
      case 'MemberRemoved':
        return null;
    }
  },
});
