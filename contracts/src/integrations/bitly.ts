import { z } from 'zod';
import type { EventsOf } from '../platform/events';

/**
 * Bitly, connected per organisation (stream `integrations-<orgId>`). The OAuth access token is
 * stored only encrypted (AES-256-GCM under SECRETS_KEY): `tokenCiphertext` is never the token.
 */
export const bitlyConnectedSchema = z.object({
  login: z.string().max(200).nullable(),
  /** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
  tokenCiphertext: z.string().regex(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/),
  connectedAt: z.string(),
});
export const bitlyDisconnectedSchema = z.object({ disconnectedAt: z.string() });

export const integrationEventSchemas = {
  BitlyConnected: bitlyConnectedSchema,
  BitlyDisconnected: bitlyDisconnectedSchema,
} as const;

export type IntegrationEvent = EventsOf<typeof integrationEventSchemas>;
export type IntegrationEventType = IntegrationEvent['type'];

/** `POST /customer/bitly`: the code Bitly appended to the callback address. */
export const connectBitlyRequestSchema = z.object({ code: z.string().trim().min(1).max(500) });

/** `GET /customer/bitly` (and the answer of POST and DELETE). */
export const bitlyConnectionViewSchema = z.object({
  connected: z.boolean(),
  login: z.string().nullable(),
  connectedAt: z.string().nullable(),
  /** Bitly's authorize address with Scout's client id and callback; null when Bitly is not set up on this server. */
  authorizeUrl: z.string().nullable(),
});
export type BitlyConnectionView = z.infer<typeof bitlyConnectionViewSchema>;

/** Bitly's answers, as its API documents them (only the fields Scout reads). */
export const bitlyTokenResponseSchema = z.object({ access_token: z.string().min(1), login: z.string().optional() });
export const bitlyShortenResponseSchema = z.object({ id: z.string().min(1).max(200), link: z.string().url().max(500) });
export const bitlyClicksSummarySchema = z.object({ total_clicks: z.number().int().nonnegative() });
