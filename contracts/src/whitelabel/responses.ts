import { z } from 'zod';
import { COLOR_NAMES, DOMAIN_STATUSES } from './constants';

const fullColorsSchema = z.object(
  Object.fromEntries(COLOR_NAMES.map((name) => [name, z.string()])) as { [K in (typeof COLOR_NAMES)[number]]: z.ZodString },
);

/** The public branding of a host: white-label or Scout's own, and nothing else about the tenant. */
export const brandingSchema = z.object({
  whiteLabel: z.boolean(),
  agencyName: z.string(),
  colors: fullColorsSchema,
  /** `/api/v1/misc/blobs/<id>?t=<upload time>`, or null for Scout's own. */
  logo: z.string().nullable(),
  favicon: z.string().nullable(),
  logoChangedAt: z.string().nullable(),
});
export type Branding = z.infer<typeof brandingSchema>;

/** The organisation's own white-label setup, as its owner and admins see it. */
export const whitelabelSettingsSchema = z.object({
  agencyName: z.string(),
  domain: z.string(),
  senderEmail: z.string().nullable(),
  /** Whether a mail-provider key is stored; the key itself is never sent back. */
  apiKeySet: z.boolean(),
  banner: z.boolean(),
  colors: fullColorsSchema,
  logo: z.string().nullable(),
  favicon: z.string().nullable(),
  logoChangedAt: z.string().nullable(),
  configuredAt: z.string(),
});
export type WhitelabelSettings = z.infer<typeof whitelabelSettingsSchema>;

export const whitelabelResponseSchema = z.object({ whitelabel: whitelabelSettingsSchema.nullable() });
export type WhitelabelResponse = z.infer<typeof whitelabelResponseSchema>;

/** The DNS record the organisation sets to prove the domain is its own. */
export const domainChallengeSchema = z.object({ type: z.literal('TXT'), name: z.string(), value: z.string() });
export type DomainChallenge = z.infer<typeof domainChallengeSchema>;

export const domainStatusResponseSchema = z.object({
  configured: z.boolean(),
  domain: z.string().nullable(),
  status: z.enum(DOMAIN_STATUSES),
  /** The TXT record to set (null when no domain is configured). */
  challenge: domainChallengeSchema.nullable(),
});
export type DomainStatusResponse = z.infer<typeof domainStatusResponseSchema>;
