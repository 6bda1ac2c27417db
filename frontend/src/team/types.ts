export { MEMBER_ROLES } from '@scout/contracts/accounts/teamConstants';
export type {
  AddMemberRequest as NewMember,
  AddMemberResponse,
  InvitedUserResponse,
  MemberResponse,
  MemberRole,
  MembersResponse,
  MemberView as Member,
  UpdateMemberRequest as MemberChange,
} from '@scout/contracts/accounts/team';
import type { InvitedUserResponse } from '@scout/contracts/accounts/team';

/** Who an invitation link is for. */
export type Invitation = InvitedUserResponse['user'];
