import type { MemberRole } from '@scout/contracts/accounts';
import type { CollectionSpec } from '@scout/platform/readstore/port';
import { projection } from '../runner/projection';
import { userIdOf } from '@scout/contracts/platform/streams';

/** An invitation to a team, found by the hash of its token (`_id` = the invited user's id). */
export interface InvitationDoc {
  [key: string]: unknown;
  _id: string;
  tokenHash: string;
  orgId: string;
  email: string;
  fullName: string;
  role: MemberRole;
  invitedBy: string | null;
  expiresAt: string;
  used: boolean;
}

export const invitationsCollection: CollectionSpec = {
  name: 'invitations',
  scope: 'global',
  fields: { tokenHash: 'text', expiresAt: 'date' },
  indexes: [{ fields: [['tokenHash', 1]], unique: true }],
};

type Handled = 'MemberInvited' | 'InvitationAccepted' | 'MemberRoleChanged' | 'MemberRenamed' | 'MemberRemoved';

export const invitationsProjection = projection<InvitationDoc, Handled>({
  name: 'invitations',
  collection: invitationsCollection,
  handles: ['MemberInvited', 'InvitationAccepted', 'MemberRoleChanged', 'MemberRenamed', 'MemberRemoved'],
  target: (event) => ({ id: userIdOf(event.streamId), orgId: null }),
  evolve(doc, event) {
    switch (event.type) {
      case 'MemberInvited': {
        const { data } = event;
        return {
          _id: data.userId,
          tokenHash: data.tokenHash,
          orgId: data.orgId,
          email: data.email,
          fullName: data.fullName,
          role: data.role,
          invitedBy: data.invitedBy,
          expiresAt: data.expiresAt,
          used: false,
        };
      }
      case 'InvitationAccepted':
        return doc && { ...doc, used: true };
      case 'MemberRoleChanged':
        return doc && { ...doc, role: event.data.role };
      case 'MemberRenamed':
        return doc && { ...doc, fullName: event.data.fullName };
      case 'MemberRemoved':
        return null;
    }
  },
});
