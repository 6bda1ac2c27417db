import { z } from 'zod';

export const savedProfileSchema = z.object({
  _id: z.string(),
  orgId: z.string(),
  platform: z.string(),
  username: z.string(),
  slug: z.string(),
  favourite: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  savedBy: z.string().nullable(),
});
export type SavedProfileView = z.infer<typeof savedProfileSchema>;

export const profileListResponseSchema = z.object({
  profiles: z.array(savedProfileSchema),
  currentPage: z.number(),
  totalPages: z.number(),
  totalProfiles: z.number(),
});
export type ProfileListResponse = z.infer<typeof profileListResponseSchema>;

export const profileResponseSchema = z.object({ profile: savedProfileSchema });
