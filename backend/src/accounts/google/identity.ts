import { z } from 'zod';
import { storableTextOf } from '@scout/platform/http/storableText';

const FULL_NAME_MAX = 120;

/** Who Google says signed in: a verified email address and a display name. */
export const googleIdentitySchema = z.object({ email: z.string().email(), fullName: z.string().min(1).max(FULL_NAME_MAX) });
export type GoogleIdentity = z.infer<typeof googleIdentitySchema>;

/**
 * The claims Scout reads from a Google ID token or from Google's userinfo answer (the same
 * OpenID Connect names). Google is a boundary: anything else in the payload is ignored, and an
 * email Google has not verified is refused.
 */
export const googleClaimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z
    .string()
    .trim()
    .max(254)
    .email()
    .transform((v) => v.toLowerCase()),
  email_verified: z.literal(true),
  name: z.string().trim().optional(),
  given_name: z.string().trim().optional(),
  family_name: z.string().trim().optional(),
});
export type GoogleClaims = z.infer<typeof googleClaimsSchema>;

/** The name Scout shows: Google's `name`, else given and family name, else the email's local part. */
export function identityFrom(claims: GoogleClaims): GoogleIdentity {
  const joined = [claims.given_name, claims.family_name].filter(Boolean).join(' ');
  // Google's names reach a jsonb event: NUL and lone surrogates are dropped, never stored.
  const fullName = storableTextOf(claims.name || joined || '') || claims.email.split('@')[0] || claims.email;
  return { email: claims.email, fullName: storableTextOf(fullName.slice(0, FULL_NAME_MAX)) };
}

/** The identity in a claims object, or null when it does not hold a verified email. */
export function parseGoogleClaims(payload: unknown): GoogleIdentity | null {
  const parsed = googleClaimsSchema.safeParse(payload);
  return parsed.success ? identityFrom(parsed.data) : null;
}
