import { z } from 'zod';

/**
 * `GET /misc/config`: which third-party widgets the shell may load (null when not configured) and
 * whether sign-in with Google is offered.
 */
export const publicConfigSchema = z.object({
  googleSignIn: z.boolean(),
  widgets: z.object({
    analytics: z.object({ key: z.string(), host: z.string() }).nullable(),
    helpBeacon: z.object({ id: z.string() }).nullable(),
    chat: z.object({ id: z.string() }).nullable(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
