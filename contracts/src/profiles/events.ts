import { z } from 'zod';

export const profileSavedSchema = z.object({
  profileId: z.string().uuid(),
  platform: z.string(),
  username: z.string(),
  slug: z.string(),
  savedAt: z.string(),
});
export const profileFavouriteChangedSchema = z.object({ profileId: z.string().uuid(), favourite: z.boolean(), changedAt: z.string() });
export const profileRemovedSchema = z.object({ profileId: z.string().uuid(), removedAt: z.string() });

export const profileEventSchemas = {
  ProfileSaved: profileSavedSchema,
  ProfileFavouriteChanged: profileFavouriteChangedSchema,
  ProfileRemoved: profileRemovedSchema,
} as const;

export type ProfileSaved = { type: 'ProfileSaved'; data: z.infer<typeof profileSavedSchema> };
export type ProfileRemoved = { type: 'ProfileRemoved'; data: z.infer<typeof profileRemovedSchema> };
export type ProfileFavouriteChanged = {
  type: 'ProfileFavouriteChanged';
  data: z.infer<typeof profileFavouriteChangedSchema>;
};
export type ProfileEvent = ProfileSaved | ProfileFavouriteChanged | ProfileRemoved;
