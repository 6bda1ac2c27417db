import { z } from 'zod';
import { JOB_ROLES, ROLES } from './constants';

export const organizationCreatedSchema = z.object({
  orgId: z.string().uuid(),
  name: z.string(),
  ownerId: z.string().uuid(),
  jobRole: z.enum(JOB_ROLES).optional(),
  phone: z.string().optional(),
  package: z.string(),
  createdAt: z.string(),
  /** When the trial ends; absent for organisations created before trials existed (never blocked). */
  trialEndsAt: z.string().optional(),
});

export const userEmailReservedSchema = z.object({ email: z.string(), userId: z.string().uuid() });

export const userRegisteredSchema = z.object({
  userId: z.string().uuid(),
  orgId: z.string().uuid(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(ROLES),
  passwordHash: z.string(),
  newsletter: z.boolean(),
  registeredAt: z.string(),
});

export const userLoggedInSchema = z.object({
  sessionId: z.string().uuid(),
  tokenHash: z.string(),
  expiresAt: z.string(),
  loggedInAt: z.string(),
});

export const userLoggedOutSchema = z.object({ sessionId: z.string().uuid(), loggedOutAt: z.string() });

export const accountEventSchemas = {
  OrganizationCreated: organizationCreatedSchema,
  UserEmailReserved: userEmailReservedSchema,
  UserRegistered: userRegisteredSchema,
  UserLoggedIn: userLoggedInSchema,
  UserLoggedOut: userLoggedOutSchema,
} as const;

export type OrganizationCreated = { type: 'OrganizationCreated'; data: z.infer<typeof organizationCreatedSchema> };
export type UserEmailReserved = { type: 'UserEmailReserved'; data: z.infer<typeof userEmailReservedSchema> };
export type UserRegistered = { type: 'UserRegistered'; data: z.infer<typeof userRegisteredSchema> };
export type UserLoggedIn = { type: 'UserLoggedIn'; data: z.infer<typeof userLoggedInSchema> };
export type UserLoggedOut = { type: 'UserLoggedOut'; data: z.infer<typeof userLoggedOutSchema> };
export type UserEvent = UserRegistered | UserLoggedIn | UserLoggedOut;
