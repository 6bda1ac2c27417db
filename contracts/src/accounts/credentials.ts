import { z } from 'zod';
import { emailSchema, newPasswordSchema } from './requests';
import { PASSWORD_MAX_LENGTH } from './constants';

/** A verification link works for 24 hours; a password-reset link for 60 minutes. */
export const EMAIL_VERIFICATION_TTL_SECONDS = 86_400;
export const PASSWORD_RESET_TTL_SECONDS = 3_600;

export const EMAIL_VERIFICATION_STATUSES = ['verified', 'unverified'] as const;
export type EmailVerificationStatus = (typeof EMAIL_VERIFICATION_STATUSES)[number];

// Events on the user stream. Tokens travel only as SHA-256 hashes.

export const emailVerificationRequestedSchema = z.object({ tokenHash: z.string(), expiresAt: z.string(), requestedAt: z.string() });
export const emailVerifiedSchema = z.object({ verifiedAt: z.string() });
export const passwordResetRequestedSchema = z.object({ tokenHash: z.string(), expiresAt: z.string(), requestedAt: z.string() });
export const passwordChangedSchema = z.object({
  passwordHash: z.string(),
  changedAt: z.string(),
  via: z.enum(['change', 'reset']),
});

export const credentialEventSchemas = {
  EmailVerificationRequested: emailVerificationRequestedSchema,
  EmailVerified: emailVerifiedSchema,
  PasswordResetRequested: passwordResetRequestedSchema,
  PasswordChanged: passwordChangedSchema,
} as const;

export type EmailVerificationRequested = { type: 'EmailVerificationRequested'; data: z.infer<typeof emailVerificationRequestedSchema> };
export type EmailVerified = { type: 'EmailVerified'; data: z.infer<typeof emailVerifiedSchema> };
export type PasswordResetRequested = { type: 'PasswordResetRequested'; data: z.infer<typeof passwordResetRequestedSchema> };
export type PasswordChanged = { type: 'PasswordChanged'; data: z.infer<typeof passwordChangedSchema> };
export type CredentialEvent = EmailVerificationRequested | EmailVerified | PasswordResetRequested | PasswordChanged;

// Requests.

const token = z.string().trim().min(1).max(200);
const newPassword = newPasswordSchema;
const email = emailSchema;

export const verifyEmailRequestSchema = z.object({ token });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

export const forgotPasswordRequestSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('request'), email }),
  z.object({ method: z.literal('validate'), token }),
  z.object({ method: z.literal('change'), token, password: newPassword }),
]);
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const changePasswordRequestSchema = z
  .object({
    oldPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    newPassword,
    passwordConfirm: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((r) => r.newPassword === r.passwordConfirm, { path: ['passwordConfirm'], message: 'The passwords do not match' });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

// Responses.

export const verifyStatusResponseSchema = z.object({ email: z.enum(EMAIL_VERIFICATION_STATUSES) });
export type VerifyStatusResponse = z.infer<typeof verifyStatusResponseSchema>;
