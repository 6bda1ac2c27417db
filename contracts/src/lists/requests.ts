import { z } from 'zod';
import { listProfilesQuerySchema, platformSchema, usernameSchema } from '../profiles/requests';
import { LIST_ITEMS_MAX, LIST_KINDS, LIST_NAME_MAX, LIST_NAMES_MAX } from './constants';

export const listNameSchema = z
  .string()
  .trim()
  .min(1, 'List name is required')
  .max(LIST_NAME_MAX, `List name may hold at most ${LIST_NAME_MAX} characters`);

const profileId = z.string().uuid('Unknown profile id');

/** `PUT /customer/addListItem`: saved profiles (`items`) into lists by name; missing lists are created. */
export const addListItemRequestSchema = z.object({
  items: z.array(profileId).min(1).max(LIST_ITEMS_MAX),
  listNames: z.array(listNameSchema).min(1).max(LIST_NAMES_MAX),
});
export type AddListItemRequest = z.infer<typeof addListItemRequestSchema>;

/** `PUT /customer/removeListItem`: `item` (a profile id) leaves the list; without `item` the list is deleted. */
export const removeListItemRequestSchema = z.object({ listName: listNameSchema, item: profileId.optional() });
export type RemoveListItemRequest = z.infer<typeof removeListItemRequestSchema>;

/** `PUT /customer/renameListItem`: list `oldListItem` becomes `newListItem`; `listName` is the kind of list. */
export const renameListItemRequestSchema = z.object({
  oldListItem: listNameSchema,
  newListItem: listNameSchema,
  listName: z.enum(LIST_KINDS).default('profiles'),
});
export type RenameListItemRequest = z.infer<typeof renameListItemRequestSchema>;

/** `PUT /customer/share-profile-list`: `group` is the list's name; `disableShare` ends the public link. */
export const shareProfileListRequestSchema = z.object({ group: listNameSchema, disableShare: z.boolean().default(false) });
export type ShareProfileListRequest = z.infer<typeof shareProfileListRequestSchema>;

export const enrichListRequestSchema = z.object({ listName: listNameSchema });

/** `PUT /customer/socialProfile/addToList`: one profile into one or more lists (the profile page). */
export const addToListRequestSchema = z.object({ profileId, listNames: z.array(listNameSchema).min(1).max(LIST_NAMES_MAX) });
/** `PUT /customer/socialProfile/removeFromList`. */
export const removeFromListRequestSchema = z.object({ profileId, listName: listNameSchema });

/** `GET /customer/profile-lists`: with `profileId`, only the lists that profile is in. */
export const profileListsQuerySchema = z.object({ profileId: profileId.optional() });
export const listIdParamsSchema = z.object({ id: z.string().uuid('Unknown list') });
/** `{id}`: a list's public share id. */
export const sharedListIdParamsSchema = z.object({ id: z.string().uuid('Unknown shared list') });
/** `GET /misc/socialProfile/shared/{shareId}/{platform}/{username}`: one profile of a shared list. */
export const sharedProfileParamsSchema = sharedListIdParamsSchema.extend({ platform: platformSchema, username: usernameSchema });

/** A list's profiles page like the saved-profile list, over every platform unless one is asked for. */
export const listProfilesPageQuerySchema = listProfilesQuerySchema
  .omit({ listId: true, listSlug: true })
  .extend({ platform: z.union([z.literal('all'), platformSchema]).default('all') });

/** What a shared list's public view sorts by: public figures only (never when the team saved or changed a profile). */
export const PUBLIC_LIST_SORT_FIELDS = ['followers', 'engagementRate', 'username', 'fullName', 'platform'] as const;
/**
 * `GET /misc/socialProfile/shared/{shareId}`: only parameters over public fields. The team's own
 * (favourite, custom fields, other lists, saved and changed times) answer 400, as does anything unknown.
 */
export const publicListProfilesQuerySchema = listProfilesPageQuerySchema
  .pick({ page: true, limit: true, platform: true, orderBy: true, search: true })
  .extend({ sortBy: z.enum(PUBLIC_LIST_SORT_FIELDS).default('followers') })
  .strict();
export type PublicListProfilesQuery = z.infer<typeof publicListProfilesQuerySchema>;
