import { z } from 'zod';
import { listNameSchema } from '../lists/requests';
import { LIST_NAMES_MAX } from '../lists/constants';
import { DEFAULT_PLATFORM } from '../profiles/constants';
import { platformSchema, usernameSchema } from '../profiles/requests';
import { CONTENT_LIST_ITEMS_MAX, CONTENT_PAGE_SIZE, CONTENT_PAGE_SIZE_MAX, CONTENT_SORT_FIELDS, CONTENT_TYPES } from './constants';

/**
 * Every schema here is strict: a parameter or field it does not name is a 400, never ignored
 * (as `parse` treats every schema, even for keys whose value cleaning drops).
 */
const contentId = z.string().uuid('Unknown content id');
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const limit = z.coerce.number().int().min(1).max(CONTENT_PAGE_SIZE_MAX).default(CONTENT_PAGE_SIZE);
const booleanText = z.enum(['true', 'false']).transform((v) => v === 'true');

/** `YYYY-MM-DD` (a UTC day) or an ISO 8601 instant. */
export const dayOrInstant = z
  .string()
  .trim()
  .max(40)
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/, 'Use a date such as 2025-03-01 or an ISO 8601 instant')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Not a valid date');

/** `GET /customer/contents`: `from`/`to` bound the published date, both inclusive (a day `to` includes that whole day). */
export const listContentsQuerySchema = z
  .object({
    page,
    limit,
    platform: z.union([z.literal('all'), platformSchema]).default(DEFAULT_PLATFORM),
    type: z.enum(CONTENT_TYPES).optional(),
    profileId: z.string().uuid('Unknown profile id').optional(),
    /** A content list's name (case-insensitive). */
    list: listNameSchema.optional(),
    from: dayOrInstant.optional(),
    to: dayOrInstant.optional(),
    tracked: booleanText.optional(),
    sortBy: z.enum(CONTENT_SORT_FIELDS).default('publishedAt'),
    orderBy: z.enum(['asc', 'desc']).default('desc'),
  })
  .strict();
export type ListContentsQuery = z.infer<typeof listContentsQuerySchema>;

/** `GET /customer/content/username` and `/all`: the content of one saved creator. */
export const creatorContentQuerySchema = z.object({ username: usernameSchema, platform: platformSchema, page, limit }).strict();
export type CreatorContentQuery = z.infer<typeof creatorContentQuerySchema>;

/**
 * `GET /misc/content/username` and `/all`: the content of a creator whose profile is shared, named by
 * its public slug (slugs are unique across organisations); `username`/`platform`, when given, must match it.
 */
export const publicContentQuerySchema = z
  .object({
    slug: z.string().trim().min(1).max(200),
    username: usernameSchema.optional(),
    platform: platformSchema.optional(),
    page,
    limit,
  })
  .strict();
export type PublicContentQuery = z.infer<typeof publicContentQuerySchema>;

export const contentIdParamsSchema = z.object({ id: contentId }).strict();
/** `PUT /customer/content/{id}`. */
export const setLiveTrackRequestSchema = z.object({ liveTrack: z.boolean() }).strict();
/** `DELETE /customer/content`: `contentId` in the query or the body. */
export const deleteContentRequestSchema = z.object({ contentId }).strict();
/** `PUT /customer/content/addToList`: content items of the organisation into content lists by name. */
export const addContentToListRequestSchema = z
  .object({
    contentIds: z.array(contentId).min(1).max(CONTENT_LIST_ITEMS_MAX),
    listNames: z.array(listNameSchema).min(1).max(LIST_NAMES_MAX),
  })
  .strict();
export type AddContentToListRequest = z.infer<typeof addContentToListRequestSchema>;
