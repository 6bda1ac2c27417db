import { z } from 'zod';
import { ROLES } from './constants';
import { EMAIL_VERIFICATION_STATUSES } from './credentials';
import { orgPlanInfoSchema, userSettingsInfoSchema } from './settingsResponses';

export const orgInfoSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    package: z.string(),
    jobRole: z.string().optional(),
    owner: z.object({ _id: z.string(), email: z.string(), fullName: z.string(), createdAt: z.string() }),
    verificationStatus: z.object({ email: z.enum(EMAIL_VERIFICATION_STATUSES) }),
    createdAt: z.string(),
  })
  .extend(orgPlanInfoSchema.shape);

export const userSchema = z
  .object({
    _id: z.string(),
    email: z.string(),
    fullName: z.string(),
    role: z.enum(ROLES),
    accessBlocked: z.boolean(),
    createdAt: z.string(),
    orgInfo: orgInfoSchema,
  })
  .extend(userSettingsInfoSchema.shape);
export type UserView = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({ token: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const meResponseSchema = z.object({ user: userSchema });
