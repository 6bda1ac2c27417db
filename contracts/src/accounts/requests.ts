import { z } from 'zod';
import { JOB_ROLES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

/** Emails are compared in lower case. */
export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .email()
  .transform((v) => v.toLowerCase());
export const newPasswordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
const email = emailSchema;
const password = newPasswordSchema;

/**
 * Sign-up always creates an owner of a new organisation. The spec's client sends `role: 'owner'`
 * (section 3); any other role is refused, like any field the call does not know.
 */
export const signupRequestSchema = z.object({
  role: z.literal('owner').optional(),
  email,
  password,
  fullName: z.string().trim().min(1).max(120),
  orgName: z.string().trim().min(1).max(120).optional(),
  jobRole: z.enum(JOB_ROLES).optional(),
  phone: z.string().trim().max(40).optional(),
  newsletter: z.coerce.boolean().optional(),
  /** An AppSumo code: the new organisation gets its lifetime plan (each code once). */
  invoice_item_uuid: z.string().uuid().optional(),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/** `guest: true` is the guest variant of login (spec section 6): it succeeds for guest users only. */
export const loginRequestSchema = z.object({
  email,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  guest: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
