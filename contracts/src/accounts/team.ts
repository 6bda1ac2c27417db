import { z } from 'zod';
import { newPasswordSchema, emailSchema } from './requests';
import { MEMBER_ROLES, type MemberRole, type MemberStatus } from './teamConstants';

export * from './teamConstants';

/** What a guest may read: saved lists and profiles by id. */
export const guestSharesSchema = z.object({
  lists: z.array(z.string().uuid()).max(1000),
  profiles: z.array(z.string().uuid()).max(1000),
});
export type GuestShares = z.infer<typeof guestSharesSchema>;

// Events on the invited user's stream (`user-<id>`). The invitation token travels only as a hash.

export const memberInvitedSchema = z.object({
  userId: z.string().uuid(),
  orgId: z.string().uuid(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(MEMBER_ROLES),
  invitedBy: z.string().nullable(),
  tokenHash: z.string(),
  expiresAt: z.string(),
  invitedAt: z.string(),
});
/** Followed in the same append by UserRegistered (with the password), EmailVerified and UserLoggedIn. */
export const invitationAcceptedSchema = z.object({ acceptedAt: z.string() });
export const memberRoleChangedSchema = z.object({ role: z.enum(MEMBER_ROLES), previousRole: z.enum(MEMBER_ROLES), changedAt: z.string() });
export const memberRenamedSchema = z.object({ fullName: z.string(), renamedAt: z.string() });
export const guestSharesChangedSchema = guestSharesSchema.extend({ changedAt: z.string() });
/** Preceded in the same append by UserLoggedOut for every open session. */
export const memberRemovedSchema = z.object({ removedAt: z.string() });

export const teamEventSchemas = {
  MemberInvited: memberInvitedSchema,
  InvitationAccepted: invitationAcceptedSchema,
  MemberRoleChanged: memberRoleChangedSchema,
  MemberRenamed: memberRenamedSchema,
  GuestSharesChanged: guestSharesChangedSchema,
  MemberRemoved: memberRemovedSchema,
} as const;

type Of<T extends keyof typeof teamEventSchemas> = { type: T; data: z.infer<(typeof teamEventSchemas)[T]> };
export type MemberInvited = Of<'MemberInvited'>;
export type InvitationAccepted = Of<'InvitationAccepted'>;
export type MemberRoleChanged = Of<'MemberRoleChanged'>;
export type MemberRenamed = Of<'MemberRenamed'>;
export type GuestSharesChanged = Of<'GuestSharesChanged'>;
export type MemberRemoved = Of<'MemberRemoved'>;
export type TeamEvent = MemberInvited | InvitationAccepted | MemberRoleChanged | MemberRenamed | GuestSharesChanged | MemberRemoved;

// Requests.

const fullName = z.string().trim().min(1).max(120);

/** The name is optional: the invited person gives it when they accept. */
export const addMemberRequestSchema = z.object({ email: emailSchema, fullName: fullName.optional(), role: z.enum(MEMBER_ROLES) });
export type AddMemberRequest = z.infer<typeof addMemberRequestSchema>;

export const updateMemberRequestSchema = z
  .object({ fullName: fullName.optional(), role: z.enum(MEMBER_ROLES).optional() })
  .refine((r) => r.fullName !== undefined || r.role !== undefined, { message: 'Send fullName or role' });
export type UpdateMemberRequest = z.infer<typeof updateMemberRequestSchema>;

/** `shared` replaces what the guest sees; a list left out stays as it is. */
export const updateGuestRequestSchema = z
  .object({ fullName: fullName.optional(), shared: guestSharesSchema.partial().optional() })
  .refine((r) => r.fullName !== undefined || r.shared !== undefined, { message: 'Send fullName or shared' });
export type UpdateGuestRequest = z.infer<typeof updateGuestRequestSchema>;

export const memberIdParamsSchema = z.object({ id: z.string().uuid() });

const token = z.string().trim().min(1).max(200);
export const invitationTokenParamsSchema = z.object({ token });
export const activateUserRequestSchema = z.object({ token, fullName, password: newPasswordSchema });
export type ActivateUserRequest = z.infer<typeof activateUserRequestSchema>;

// Responses.

export interface MemberView {
  _id: string;
  email: string;
  /** Empty for an invitation sent without a name, until it is accepted. */
  fullName: string;
  role: 'owner' | MemberRole;
  status: MemberStatus;
  createdAt: string;
  lastLoginAt?: string;
  /** Guests only. */
  shared?: GuestShares;
}
export interface MembersResponse {
  members: MemberView[];
}
export interface MemberResponse {
  member: MemberView;
}
/** `invitationSent` is false when the mail could not go out (the invitation stands; remove and add again to retry). */
export interface AddMemberResponse extends MemberResponse {
  invitationSent: boolean;
}
/** `GET /customer/auth/user/{token}`: who the invitation is for. */
export interface InvitedUserResponse {
  user: { email: string; fullName: string; role: MemberRole; organizationName: string; invitedBy: string | null; expiresAt: string };
}
