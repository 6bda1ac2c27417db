import { z } from 'zod';
import { privateMetricsSchema } from './events';

/** How long a connect link works. */
export const CONNECT_LINK_TTL_HOURS = 7 * 24;

/** The creator's account linked to a saved profile. */
export const creatorConnectionViewSchema = z.object({
  platform: z.string(),
  accountId: z.string(),
  username: z.string().nullable(),
  readComments: z.boolean(),
  connectedAt: z.string(),
  /** The embedded provider simulated the connection: nothing it shows is the creator's real data. */
  simulated: z.boolean(),
});
export type CreatorConnectionView = z.infer<typeof creatorConnectionViewSchema>;

/** A link sent to the creator and not used yet (the link itself is shown once, when made). */
export const connectRequestViewSchema = z.object({
  requestedAt: z.string(),
  expiresAt: z.string(),
  readComments: z.boolean(),
});

export const privateMetricsViewSchema = privateMetricsSchema.extend({ observedAt: z.string(), simulated: z.boolean() });
export type PrivateMetricsView = z.infer<typeof privateMetricsViewSchema>;

/**
 * A figure with where it comes from: `private` (the connected account's own insights, `simulated`
 * on the embedded provider) or `estimate` (public data); null value when neither knows it.
 */
export const sourcedFigureSchema = z.object({
  value: z.number().nullable(),
  source: z.enum(['private', 'estimate']),
  simulated: z.boolean(),
  observedAt: z.string().nullable(),
});
export type SourcedFigure = z.infer<typeof sourcedFigureSchema>;

/** `PUT /customer/socialProfile/connect`: the link to send to the creator, and until when it works. */
export const connectLinkSchema = z.object({ url: z.string(), expiresAt: z.string(), readComments: z.boolean() });
export type ConnectLink = z.infer<typeof connectLinkSchema>;

/**
 * `GET /misc/socialProfile/phyllo/{uid}` (public): what the connect page shows the creator, nothing
 * else. `sdk`: what the provider's Connect SDK opens with (null when the embedded provider simulates).
 */
export const connectPageSchema = z.object({
  username: z.string(),
  platform: z.string(),
  /** The organisation asking: its white-label agency name when set, else its name. */
  organisationName: z.string(),
  readComments: z.boolean(),
  simulated: z.boolean(),
  sdk: z.object({ userId: z.string(), token: z.string(), workPlatformId: z.string().nullable() }).nullable(),
});
export type ConnectPage = z.infer<typeof connectPageSchema>;
