import { z } from 'zod';

/** One list as the API answers it: `count` is the number of its profiles that are still saved. */
export const listViewSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Unique in the organisation, from the name at creation, kept on rename: `GET /customer/socialProfiles?listSlug=`. */
  slug: z.string(),
  count: z.number().int().nonnegative(),
  shareId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ListView = z.infer<typeof listViewSchema>;

export const listsResponseSchema = z.object({ lists: z.array(listViewSchema) });
export type ListsResponse = z.infer<typeof listsResponseSchema>;

/**
 * What a shared list shows the public: public statistics only (never notes, contact, attachments).
 * Read from the saved-profile document; a figure the document does not hold is left out.
 */
const figure = z.union([z.number(), z.object({ value: z.number().nullable() }).transform((f) => f.value)]).nullable();
export const publicListProfileSchema = z.object({
  _id: z.string(),
  platform: z.string(),
  username: z.string(),
  /** The profile's public page (`<slug>-<shareKey>`) when it has one and its organisation allows public profiles. */
  publicAddress: z.string().optional(),
  fullName: z.string().nullable().optional().catch(undefined),
  imageUrl: z.string().nullable().optional().catch(undefined),
  followers: figure.optional().catch(undefined),
  engagementRate: figure.optional().catch(undefined),
});
export type PublicListProfile = z.infer<typeof publicListProfileSchema>;

export const sharedListResponseSchema = z.object({
  list: z.object({ name: z.string(), count: z.number() }),
  profiles: z.array(publicListProfileSchema),
});
export type SharedListResponse = z.infer<typeof sharedListResponseSchema>;
