import { z } from 'zod';
import { JOB_ROLES, ROLES } from './constants';
import { seatEventSchemas } from './seats';

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
  /**
   * The country a trusted proxy gave for the sign-up's request (ISO 3166-1 alpha-2, see
   * CLIENT_COUNTRY_HEADER); absent when none did, and on organisations created before it was recorded.
   */
  ipCountry: z.string().optional(),
});

/**
 * On the email's reservation stream (`userEmail-<uuid>`). `reservedAt` is absent on reservations
 * made before it was recorded (their recorded time stands in).
 */
export const userEmailReservedSchema = z.object({ email: z.string(), userId: z.string().uuid(), reservedAt: z.string().optional() });
/** A sign-up or invitation that failed after reserving gives the address back. */
export const userEmailReleasedSchema = z.object({ email: z.string(), userId: z.string().uuid(), releasedAt: z.string() });
/**
 * The only event of a user stream whose registration never happened (a sign-up or invitation that
 * failed or died after reserving the email): the stream refuses any registration after it, so its
 * reservation may be taken over.
 */
export const userRegistrationAbandonedSchema = z.object({ userId: z.string().uuid(), email: z.string(), abandonedAt: z.string() });

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
  UserEmailReleased: userEmailReleasedSchema,
  UserRegistrationAbandoned: userRegistrationAbandonedSchema,
  UserRegistered: userRegisteredSchema,
  UserLoggedIn: userLoggedInSchema,
  UserLoggedOut: userLoggedOutSchema,
  ...seatEventSchemas,
} as const;

export type OrganizationCreated = { type: 'OrganizationCreated'; data: z.infer<typeof organizationCreatedSchema> };
export type UserEmailReserved = { type: 'UserEmailReserved'; data: z.infer<typeof userEmailReservedSchema> };
export type UserEmailReleased = { type: 'UserEmailReleased'; data: z.infer<typeof userEmailReleasedSchema> };
export type EmailReservationEvent = UserEmailReserved | UserEmailReleased;
export type UserRegistrationAbandoned = { type: 'UserRegistrationAbandoned'; data: z.infer<typeof userRegistrationAbandonedSchema> };
export type UserRegistered = { type: 'UserRegistered'; data: z.infer<typeof userRegisteredSchema> };
export type UserLoggedIn = { type: 'UserLoggedIn'; data: z.infer<typeof userLoggedInSchema> };
export type UserLoggedOut = { type: 'UserLoggedOut'; data: z.infer<typeof userLoggedOutSchema> };
export type UserEvent = UserRegistered | UserLoggedIn | UserLoggedOut;
