import { z } from 'zod';
import { isPrototypeName } from '../platform/prototypeNames';
import { slugify } from '../platform/slug';
import {
  AUDIT_REPORT_STATUSES,
  customFieldValueSchema,
  PROFILE_ACTIVITY_KINDS,
  profileContactDetailsSchema,
  profileInfoSchema,
} from './events';
import { DEFAULT_PLATFORM, PROFILE_PAGE_SIZE, PROFILE_PAGE_SIZE_MAX, PROFILE_SORT_FIELDS } from './constants';

/** instagram, tiktok, youtube, or another platform by its lowercase name. */
export const platformSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9]{1,29}$/, 'Platform must be a name such as instagram, tiktok or youtube')
  .refine((name) => !isPrototypeName(name), 'Platform must be a name such as instagram, tiktok or youtube');

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
  favourite: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** Only the profiles in this list. */
  listId: z.string().uuid('Unknown list id').optional(),
  /** Only the profiles in the list of this slug (404 when the organisation has no such list); with `listId`, in both. */
  listSlug: z.string().trim().min(1).max(100).optional(),
  /** Only profiles with a value in this custom field; with `customFieldValue`, that value (case-insensitive). */
  customField: z.string().uuid('Unknown field id').optional(),
  customFieldValue: z.string().trim().max(5000).optional(),
});
export type ListProfilesQuery = z.infer<typeof listProfilesQuerySchema>;

export const profileIdParamsSchema = z.object({ id: z.string().uuid('Unknown profile id') });
/** The spec's `platform` of the profile read: a profile of another platform is not found. */
export const profileReadQuerySchema = z.object({ platform: platformSchema.optional() });
export const deleteProfileQuerySchema = z.object({ profileId: z.string().uuid('Unknown profile id') });

const entityId = (what: string) => z.string().uuid(`Unknown ${what} id`);
const httpUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .url('Enter a full address such as https://example.com')
  .refine((url) => /^https?:\/\//i.test(url), 'Only http and https links are allowed');

/** `PUT /customer/socialProfile/{id}`: one command per action. */
export const updateProfileRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('updateFavourite'), favourite: z.boolean() }),
  z.object({ action: z.literal('enableLiveTracking'), enabled: z.boolean() }),
  z.object({ action: z.literal('enableStoryTracking'), enabled: z.boolean() }),
  z.object({ action: z.literal('disableShare'), disableShare: z.boolean() }),
  z.object({ action: z.literal('auditReportStatus'), status: z.enum(AUDIT_REPORT_STATUSES) }),
  z.object({ action: z.literal('contact'), contact: profileContactDetailsSchema }),
  z.object({
    action: z.literal('addActivity'),
    kind: z.enum(PROFILE_ACTIVITY_KINDS).default('note'),
    text: z.string().trim().min(1, 'Write what happened').max(5000),
  }),
  z.object({ action: z.literal('removeActivity'), activityId: entityId('activity') }),
  z.object({ action: z.literal('addLink'), url: httpUrlSchema, title: z.string().trim().max(300).optional() }),
  z.object({
    action: z.literal('editAttachment'),
    attachmentId: entityId('attachment'),
    title: z.string().trim().min(1, 'Title is required').max(300),
    description: z.string().trim().max(2000).optional(),
  }),
  z.object({ action: z.literal('removeAttachment'), attachmentId: entityId('attachment') }),
  z.object({
    action: z.literal('addCoupon'),
    code: z.string().trim().min(1, 'Code is required').max(100),
    description: z.string().trim().max(1000).optional(),
  }),
  z.object({ action: z.literal('removeCoupon'), couponId: entityId('coupon') }),
]);
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** Longest slug a profile may have (the public address is `/misc/socialProfile/{slug}`). */
export const PROFILE_SLUG_MAX = 80;
/** `PUT /customer/socialProfile/{id}/slug`: the text is slugified (spec section 5) before its rules apply. */
export const changeSlugRequestSchema = z.object({
  slug: z
    .string()
    .max(500)
    .transform(slugify)
    .pipe(
      z
        .string()
        .min(1, 'The slug needs at least one letter or digit')
        .max(PROFILE_SLUG_MAX, `A slug has at most ${PROFILE_SLUG_MAX} characters`),
    ),
});
export const profileSlugParamsSchema = z.object({ slug: z.string().min(1).max(PROFILE_SLUG_MAX) });

/** `PUT /customer/socialProfile/{id}/info`: the team's info as a whole, or one custom field. */
export const updateProfileInfoRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('edit'), info: profileInfoSchema }),
  z.object({ action: z.literal('edit-field'), fieldId: entityId('field'), value: customFieldValueSchema.default(null) }),
]);
export type UpdateProfileInfoRequest = z.infer<typeof updateProfileInfoRequestSchema>;
