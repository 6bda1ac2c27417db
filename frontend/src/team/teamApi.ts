import type { AuthResponse } from '../accounts/types';
import { httpClient } from '../platform/httpClient';
import type {
  AddMemberResponse,
  Invitation,
  InvitedUserResponse,
  Member,
  MemberChange,
  MemberResponse,
  MembersResponse,
  NewMember,
} from './types';

const MEMBERS_PATH = '/customer/account';

export async function fetchMembers(signal?: AbortSignal): Promise<Member[]> {
  const { members } = await httpClient<MembersResponse>(`${MEMBERS_PATH}/list`, { signal });
  return members;
}

/** Invites by mail; the member shows as `invited` until they accept. */
export function inviteMember(member: NewMember): Promise<AddMemberResponse> {
  return httpClient<AddMemberResponse>(`${MEMBERS_PATH}/add`, { method: 'POST', body: member });
}

export async function updateMember(id: string, change: MemberChange): Promise<Member> {
  const { member } = await httpClient<MemberResponse>(`${MEMBERS_PATH}/${encodeURIComponent(id)}`, { method: 'PUT', body: change });
  return member;
}

/** Removes a member or withdraws an invitation; their sessions end at once. */
export async function removeMember(id: string): Promise<void> {
  await httpClient<{ removed: true }>(`${MEMBERS_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Who an invitation link is for; rejects with 404 when the link is unknown, used or expired. */
export async function fetchInvitation(token: string, signal?: AbortSignal): Promise<Invitation> {
  const { user } = await httpClient<InvitedUserResponse>(`/customer/auth/user/${encodeURIComponent(token)}`, { signal });
  return user;
}

/** Accepts the invitation: sets the name and password and answers a session like login. */
export function acceptInvitation(token: string, fullName: string, password: string): Promise<AuthResponse> {
  return httpClient<AuthResponse>('/customer/auth/user/activate', { method: 'POST', body: { token, fullName, password } });
}
