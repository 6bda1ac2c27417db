import { z } from 'zod';
import { sealedSecretSchema } from '../platform/sealedSecret';
import { COLOR_NAMES, DOMAIN_CHALLENGE_TOKEN, HEX_COLOR, IMAGE_TYPES } from './constants';

export const colorsSchema = z.object(
  Object.fromEntries(COLOR_NAMES.map((name) => [name, z.string().regex(HEX_COLOR, 'must be a hex colour such as #4f46e5').optional()])) as {
    [K in (typeof COLOR_NAMES)[number]]: z.ZodOptional<z.ZodString>;
  },
);

/** A stored image (Blobs port) that a white-label setup points at. */
export const imageRefSchema = z.object({
  blobId: z.string().uuid(),
  contentType: z.enum(IMAGE_TYPES),
  size: z.number().int().nonnegative(),
  uploadedAt: z.string(),
});

/** The whole setup after the change: the decider carries files and the mail key forward. */
export const whiteLabelConfiguredSchema = z.object({
  agencyName: z.string(),
  domain: z.string(),
  senderEmail: z.string().optional(),
  /** The mail provider's key, sealed under SECRETS_KEY; kept in the organisation's stream only, never in a read model or answer. */
  mailApiKeySealed: sealedSecretSchema.optional(),
  /** Events before keys were sealed held the key itself: still read, never written (the next change seals it). */
  mailApiKey: z.string().optional(),
  banner: z.boolean(),
  colors: colorsSchema,
  logo: imageRefSchema.optional(),
  favicon: imageRefSchema.optional(),
  configuredAt: z.string(),
});

export const whiteLabelRemovedSchema = z.object({ domain: z.string(), removedAt: z.string() });
/**
 * The TXT token the organisation must publish for `domain` (see DOMAIN_CHALLENGE_LABEL): issued with
 * the setup that names a new domain, or at the first status check of a setup from before tokens.
 * Not a secret: DNS shows it to anyone; it only tells this organisation's proof from another's.
 */
export const whiteLabelDomainChallengeIssuedSchema = z.object({
  domain: z.string(),
  token: z.string().regex(DOMAIN_CHALLENGE_TOKEN),
  issuedAt: z.string(),
});
/**
 * DNS showed the setup's domain pointing at Scout and carrying the organisation's TXT token
 * (`challenge`): only from now on does the domain show the agency's branding. Proofs recorded
 * before tokens (no `challenge`: pointing only, which any organisation could claim) prove nothing.
 */
export const whiteLabelDomainVerifiedSchema = z.object({ domain: z.string(), challenge: z.string().optional(), verifiedAt: z.string() });

/**
 * On the domain's reservation stream (`whitelabelDomain-<uuid>`, one per normalised domain): which
 * organisation may white-label it. Reserved before the setup names it, released when the setup
 * moves away from it or is removed.
 */
export const whiteLabelDomainReservedSchema = z.object({ domain: z.string(), orgId: z.string().uuid(), reservedAt: z.string() });
export const whiteLabelDomainReleasedSchema = z.object({ domain: z.string(), orgId: z.string().uuid(), releasedAt: z.string() });
/**
 * On the reservation stream: DNS proved the domain for `orgId` (pointing record and its own TXT
 * token), which holds it from now on; a proven reservation is never taken over. `takenFromOrgId`:
 * the organisation whose unproven reservation the proof took over.
 */
export const whiteLabelDomainProvenSchema = z.object({
  domain: z.string(),
  orgId: z.string().uuid(),
  takenFromOrgId: z.string().uuid().optional(),
  provenAt: z.string(),
});
/** On the organisation's stream: another organisation proved the setup's domain and took it over; the setup no longer brands it. */
export const whiteLabelDomainLostSchema = z.object({ domain: z.string(), toOrgId: z.string().uuid(), lostAt: z.string() });

export const whitelabelEventSchemas = {
  WhiteLabelConfigured: whiteLabelConfiguredSchema,
  WhiteLabelRemoved: whiteLabelRemovedSchema,
  WhiteLabelDomainChallengeIssued: whiteLabelDomainChallengeIssuedSchema,
  WhiteLabelDomainVerified: whiteLabelDomainVerifiedSchema,
  WhiteLabelDomainReserved: whiteLabelDomainReservedSchema,
  WhiteLabelDomainReleased: whiteLabelDomainReleasedSchema,
  WhiteLabelDomainProven: whiteLabelDomainProvenSchema,
  WhiteLabelDomainLost: whiteLabelDomainLostSchema,
} as const;

export type ImageRef = z.infer<typeof imageRefSchema>;
export type WhiteLabelConfigured = { type: 'WhiteLabelConfigured'; data: z.infer<typeof whiteLabelConfiguredSchema> };
export type WhiteLabelRemoved = { type: 'WhiteLabelRemoved'; data: z.infer<typeof whiteLabelRemovedSchema> };
export type WhiteLabelDomainVerified = { type: 'WhiteLabelDomainVerified'; data: z.infer<typeof whiteLabelDomainVerifiedSchema> };
export type WhiteLabelDomainChallengeIssued = {
  type: 'WhiteLabelDomainChallengeIssued';
  data: z.infer<typeof whiteLabelDomainChallengeIssuedSchema>;
};
export type WhiteLabelDomainLost = { type: 'WhiteLabelDomainLost'; data: z.infer<typeof whiteLabelDomainLostSchema> };
export type WhitelabelEvent =
  | WhiteLabelConfigured
  | WhiteLabelRemoved
  | WhiteLabelDomainChallengeIssued
  | WhiteLabelDomainVerified
  | WhiteLabelDomainLost;
export type WhiteLabelDomainReserved = { type: 'WhiteLabelDomainReserved'; data: z.infer<typeof whiteLabelDomainReservedSchema> };
export type WhiteLabelDomainReleased = { type: 'WhiteLabelDomainReleased'; data: z.infer<typeof whiteLabelDomainReleasedSchema> };
export type WhiteLabelDomainProven = { type: 'WhiteLabelDomainProven'; data: z.infer<typeof whiteLabelDomainProvenSchema> };
export type WhitelabelDomainEvent = WhiteLabelDomainReserved | WhiteLabelDomainReleased | WhiteLabelDomainProven;
