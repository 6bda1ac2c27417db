import { z } from 'zod';

/**
 * `POST /customer/auth/login/google`: `token` is the Google ID token the browser received.
 * `host` (the white-label host the SPA runs on) is accepted and not used yet.
 */
export const googleLoginRequestSchema = z.object({
  token: z.string().min(1).max(8192),
  newsletter: z.boolean().optional(),
  host: z.string().trim().max(253).optional(),
});
export type GoogleLoginRequest = z.infer<typeof googleLoginRequestSchema>;
