import { z } from 'zod';
import type { EventsOf } from '../platform/events';

/**
 * Creator connect: events on the saved profile's stream (`savedProfile-<id>`). The team asks for a
 * connection (a single-use link, known only by its hash), the creator consents and logs in with the
 * data provider, and Scout links the provider's account to the saved profile and records its
 * private metrics. `simulated`: the embedded provider walked the flow; nothing of it is real data.
 */
const at = z.string();
const profileId = z.string().uuid();
const requestId = z.string().uuid();
const count = z.number().int().nonnegative().nullable();
const share = z.number().min(0).max(100);

export const creatorConnectRequestedSchema = z.object({
  profileId,
  requestId,
  /** SHA-256 of the link's token; the token itself is never stored. */
  tokenHash: z.string(),
  platform: z.string(),
  /** The provider's user made for this saved profile (its external id is the profile id). */
  providerUserId: z.string().max(200),
  readComments: z.boolean(),
  simulated: z.boolean(),
  requestedAt: at,
  expiresAt: at,
});
/** A pending link withdrawn by the team (disconnect before the creator completed). */
export const creatorConnectCancelledSchema = z.object({ profileId, requestId, cancelledAt: at });
export const creatorAccountConnectedSchema = z.object({
  profileId,
  requestId,
  accountId: z.string().max(200),
  platform: z.string(),
  /** The handle the provider reports for the account (null when it gives none). */
  username: z.string().max(200).nullable(),
  readComments: z.boolean(),
  simulated: z.boolean(),
  connectedAt: at,
});

export const audienceSchema = z.object({
  countries: z.array(z.object({ code: z.string().max(10), share })).max(50),
  cities: z.array(z.object({ name: z.string().max(200), share })).max(50),
  genderAge: z.array(z.object({ gender: z.string().max(20), ageRange: z.string().max(20), share })).max(50),
});
export type Audience = z.infer<typeof audienceSchema>;

/** What the connected account shows its owner only: reach and impressions per post, and the audience. */
export const privateMetricsSchema = z.object({
  followers: count,
  /** Mean organic reach per post over the latest posts that report it. */
  reach: count,
  /** Mean organic impressions per post over the latest posts that report them. */
  impressions: count,
  /** How many posts the means are over. */
  postsConsidered: z.number().int().nonnegative(),
  audience: audienceSchema.nullable(),
});
export type PrivateMetrics = z.infer<typeof privateMetricsSchema>;

export const privateMetricsObservedSchema = z.object({
  profileId,
  accountId: z.string().max(200),
  observedAt: at,
  simulated: z.boolean(),
  metrics: privateMetricsSchema,
});
export const creatorAccountDisconnectedSchema = z.object({ profileId, accountId: z.string().max(200), disconnectedAt: at });

export const connectEventSchemas = {
  CreatorConnectRequested: creatorConnectRequestedSchema,
  CreatorConnectCancelled: creatorConnectCancelledSchema,
  CreatorAccountConnected: creatorAccountConnectedSchema,
  PrivateMetricsObserved: privateMetricsObservedSchema,
  CreatorAccountDisconnected: creatorAccountDisconnectedSchema,
} as const;

export type ConnectEvent = EventsOf<typeof connectEventSchemas>;
export type ConnectEventType = ConnectEvent['type'];
