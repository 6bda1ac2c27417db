import { z } from 'zod';
import type { EventsOf } from '../platform/events';

/** Events of an organisation's lists stream (`lists-<orgId>`): every list of the organisation lives there. */
const at = z.string();
const listId = z.string().uuid();
const profileId = z.string().uuid();

/** `slug`: unique in the organisation, decided at creation and kept on rename; absent on lists created before slugs (see legacyListSlug). */
export const listCreatedSchema = z.object({ listId, name: z.string(), slug: z.string().min(1).max(80).optional(), createdAt: at });
export const listProfilesAddedSchema = z.object({ listId, profileIds: z.array(profileId).min(1), addedAt: at });
export const listProfileRemovedSchema = z.object({ listId, profileId, removedAt: at });
export const listRenamedSchema = z.object({ listId, name: z.string(), renamedAt: at });
export const listDeletedSchema = z.object({ listId, deletedAt: at });
/** A public link to the list (`/misc/sharedlist/<shareId>`); disabling it kills the id for good. */
export const listSharedSchema = z.object({ listId, shareId: z.string().uuid(), sharedAt: at });
export const listShareDisabledSchema = z.object({ listId, shareId: z.string().uuid(), disabledAt: at });
/** The team asked support to enrich the list's profiles (mailed to `SUPPORT_EMAIL`). */
export const listEnrichRequestedSchema = z.object({
  listId,
  requestId: z.string().uuid(),
  profileCount: z.number().int().nonnegative(),
  requestedAt: at,
});

export const listEventSchemas = {
  ListCreated: listCreatedSchema,
  ListProfilesAdded: listProfilesAddedSchema,
  ListProfileRemoved: listProfileRemovedSchema,
  ListRenamed: listRenamedSchema,
  ListDeleted: listDeletedSchema,
  ListShared: listSharedSchema,
  ListShareDisabled: listShareDisabledSchema,
  ListEnrichRequested: listEnrichRequestedSchema,
} as const;

export type ListEvent = EventsOf<typeof listEventSchemas>;
export type ListEventType = ListEvent['type'];
