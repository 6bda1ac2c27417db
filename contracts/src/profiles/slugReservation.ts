import { z } from 'zod';

/**
 * Events of a slug's reservation stream (`profileSlug-<slug>`): the public address
 * `/misc/socialProfile/{slug}` names no organisation, so a slug belongs to one profile of one
 * organisation at a time.
 */
export const profileSlugReservedSchema = z.object({ slug: z.string(), profileId: z.string().uuid(), orgId: z.string().uuid() });
export const profileSlugReleasedSchema = z.object({ slug: z.string(), profileId: z.string().uuid() });

export const profileSlugEventSchemas = {
  ProfileSlugReserved: profileSlugReservedSchema,
  ProfileSlugReleased: profileSlugReleasedSchema,
} as const;

export type ProfileSlugEvent =
  | { type: 'ProfileSlugReserved'; data: z.infer<typeof profileSlugReservedSchema> }
  | { type: 'ProfileSlugReleased'; data: z.infer<typeof profileSlugReleasedSchema> };
