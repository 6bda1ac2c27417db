import { z } from 'zod';
import { sameShape } from '../platform/sameShape';
import { appSumoUserResponseSchema } from '../billing/responses';
import { ROLES } from './constants';
import { EMAIL_VERIFICATION_STATUSES } from './credentials';
import { orgInfoSchema, userSchema } from './responses';
import { SURVEY_STATUSES } from './settingsRequests';
import { accountConfigSchema, statusFlagsViewSchema } from './settingsResponses';
import {
  guestSharesSchema,
  MEMBER_ROLES,
  MEMBER_STATUSES,
  type AddMemberResponse,
  type InvitedUserResponse,
  type MemberView,
} from './team';

/** The answer schemas of the account and team calls that had none (the route table's `answer`). */

/** `POST /customer/auth/forgot-password`: what each method answers. */
export const forgotPasswordAnswerSchema = z.union([
  z.object({ sent: z.literal(true), message: z.string() }),
  z.object({ valid: z.literal(true) }),
  z.object({ changed: z.literal(true) }),
]);
export const verifyEmailAnswerSchema = z.object({ email: z.enum(EMAIL_VERIFICATION_STATUSES) });
export const sentAnswerSchema = z.object({ sent: z.literal(true) });
export const changedAnswerSchema = z.object({ changed: z.literal(true) });
export const userAnswerSchema = z.object({ user: userSchema });
export const organizationAnswerSchema = z.object({ orgInfo: orgInfoSchema });
export const surveyAnswerSchema = z.object({ surveyStatus: z.enum(SURVEY_STATUSES) });
export const accountConfigAnswerSchema = z.object({ accountConfig: accountConfigSchema });
export const statusFlagsAnswerSchema = z.object({ statusFlags: statusFlagsViewSchema });
export const countryAnswerSchema = z.object({ country: z.string() });
export const ticketAnswerSchema = z.object({ ticketId: z.string() });
export const searchCreditsAnswerSchema = z.object({ requestId: z.string() });

export const memberViewSchema = z.object({
  _id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(ROLES),
  status: z.enum(MEMBER_STATUSES),
  createdAt: z.string(),
  lastLoginAt: z.string().optional(),
  shared: guestSharesSchema.optional(),
});
sameShape<z.infer<typeof memberViewSchema>, MemberView>(true);

export const membersAnswerSchema = z.object({ members: z.array(memberViewSchema) });
export const memberAnswerSchema = z.object({ member: memberViewSchema });
export const addMemberAnswerSchema = memberAnswerSchema.extend({ invitationSent: z.boolean() });
sameShape<z.infer<typeof addMemberAnswerSchema>, AddMemberResponse>(true);
export const removedAnswerSchema = z.object({ removed: z.literal(true) });

export const invitedUserAnswerSchema = z.object({
  user: z.object({
    email: z.string(),
    fullName: z.string(),
    role: z.enum(MEMBER_ROLES),
    organizationName: z.string(),
    invitedBy: z.string().nullable(),
    expiresAt: z.string(),
  }),
});
sameShape<z.infer<typeof invitedUserAnswerSchema>, InvitedUserResponse>(true);

/** `GET /customer/auth/user/{token}`: who a team invitation is for, or the AppSumo licence of an activation link. */
export const invitationAnswerSchema = z.union([invitedUserAnswerSchema, appSumoUserResponseSchema]);
