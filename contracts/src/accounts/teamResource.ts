import { z } from 'zod';
import { resourceListQuerySchema, type ResourceListQuery } from '../platform/resourceLists';
import { ROLES } from './constants';
import { MEMBER_STATUSES, type MemberStatus } from './teamConstants';

/** The members' Resource: its list is the team page, at `/team`. */
export const MEMBERS_RESOURCE = 'team';
export const MEMBER_SORT_FIELDS = ['fullName', 'email', 'role', 'status', 'createdAt', 'lastLoginAt'] as const;
export type MemberSortField = (typeof MEMBER_SORT_FIELDS)[number];

/**
 * `GET /customer/resources/team` (react-admin's list protocol, see resourceLists): the members and
 * invitations of `GET /customer/account/list`, `q` searching names and emails.
 */
export const membersResourceQuerySchema = resourceListQuerySchema(
  { q: z.string().trim().max(200).optional(), role: z.enum(ROLES).optional(), status: z.enum(MEMBER_STATUSES).optional() },
  MEMBER_SORT_FIELDS,
);
export type MembersResourceQuery = ResourceListQuery<{ q?: string; role?: (typeof ROLES)[number]; status?: MemberStatus }, MemberSortField>;
