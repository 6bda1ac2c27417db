import { z } from 'zod';
import { DEFAULT_PLATFORM, PROFILE_PAGE_SIZE, PROFILE_PAGE_SIZE_MAX, PROFILE_SORT_FIELDS } from './constants';

/** instagram, tiktok, youtube, or another platform by its lowercase name. */
export const platformSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9]{1,29}$/, 'Platform must be a name such as instagram, tiktok or youtube');

/** A handle as users paste it: a leading @ and surrounding spaces are dropped; compared case-insensitively. */
export const usernameSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/^@+/, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, 'Username is required')
      .max(100)
      .regex(/^[\p{L}\p{N}._-]+$/u, 'Username may hold letters, digits, dots, underscores and hyphens'),
  );

export const saveProfileRequestSchema = z.object({ platform: platformSchema, username: usernameSchema });
export type SaveProfileRequest = z.infer<typeof saveProfileRequestSchema>;

export const listProfilesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(PROFILE_PAGE_SIZE_MAX).default(PROFILE_PAGE_SIZE),
  platform: z.union([z.literal('all'), platformSchema]).default(DEFAULT_PLATFORM),
  sortBy: z.enum(PROFILE_SORT_FIELDS).default('createdAt'),
  orderBy: z.enum(['asc', 'desc']).default('desc'),
  search: z.string().trim().max(100).optional(),
});
export type ListProfilesQuery = z.infer<typeof listProfilesQuerySchema>;

export const profileIdParamsSchema = z.object({ id: z.string().uuid('Unknown profile id') });
export const deleteProfileQuerySchema = z.object({ profileId: z.string().uuid('Unknown profile id') });

/** `PUT /customer/socialProfile/{id}`: one command per action (more actions join this union). */
export const updateProfileRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('updateFavourite'), favourite: z.boolean() }),
]);
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
