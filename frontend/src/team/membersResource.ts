import type { ResourceMethods } from '../platform/resourceMethods';
import { removeMember } from './teamApi';
import type { Member } from './types';

/** A member as a react-admin record: the member with `id` copied from `_id`. */
export interface MemberRecord extends Member {
  id: string;
}

export { MEMBERS_RESOURCE } from '@scout/contracts/accounts/teamResource';

/**
 * `team` (the organisation's members): the list is read by ra-data-simple-rest from
 * `GET /customer/resources/team` (`q` on name and email, `role`, `status`; every column sortable);
 * delete is `DELETE /customer/account/{id}` (deleteMany: one per id).
 */
export const membersResource: ResourceMethods<MemberRecord> = {
  delete: (id) => removeMember(String(id)),
};
