import { containsText, localList } from '../platform/localList';
import type { ResourceMethods } from '../platform/resourceMethods';
import { fetchMembers, removeMember } from './teamApi';
import type { Member } from './types';

/** A member as a react-admin record: the member with `id` copied from `_id`. */
export interface MemberRecord extends Member {
  id: string;
}

/** The Resource's name: its list is the team page, at `/team`. */
export const MEMBERS_RESOURCE = 'team';

/**
 * `team` (the organisation's members): `GET /customer/account/list` answers every member at once,
 * so getList filters (`q` on name and email, `role`, `status`), sorts and pages in memory; delete is
 * `DELETE /customer/account/{id}` (deleteMany: one per id).
 */
export const membersResource: ResourceMethods<MemberRecord> = {
  async getList(params) {
    const members = (await fetchMembers(params.signal)).map((member) => ({ ...member, id: member._id }));
    return localList(members, params, {
      filters: {
        q: (member, value) => containsText(member.fullName, value) || containsText(member.email, value),
        role: (member, value) => member.role === value,
        status: (member, value) => member.status === value,
      },
      sortBy: {
        fullName: (member) => member.fullName,
        email: (member) => member.email,
        role: (member) => member.role,
        status: (member) => member.status,
        createdAt: (member) => member.createdAt,
        lastLoginAt: (member) => member.lastLoginAt ?? null,
      },
    });
  },
  delete: (id) => removeMember(String(id)),
};
