import { z } from 'zod';

/** `GET /misc/config`: which third-party widgets the shell may load; null when not configured. */
export const publicConfigSchema = z.object({
  widgets: z.object({
    analytics: z.object({ key: z.string(), host: z.string() }).nullable(),
    helpBeacon: z.object({ id: z.string() }).nullable(),
    chat: z.object({ id: z.string() }).nullable(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
