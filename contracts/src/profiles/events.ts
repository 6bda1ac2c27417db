import { z } from 'zod';
import type { EventsOf } from '../platform/events';
import { profileContactSchema, profileSnapshotSchema } from '../socialData/snapshot';
import { profileShareKeySchema } from './publicAddress';

/** Events of one saved profile's stream (`savedProfile-<id>`). Every change of a profile is one of these. */
const at = z.string();
const profileId = z.string().uuid();

export const profileSavedSchema = z.object({
  profileId,
  platform: z.string(),
  username: z.string(),
  slug: z.string(),
  /** The secret part of the public address (see publicAddress.ts); profiles saved before it have none until shared again. */
  shareKey: profileShareKeySchema.optional(),
  savedAt: at,
});
export const profileFavouriteChangedSchema = z.object({ profileId, favourite: z.boolean(), changedAt: at });
export const profileRemovedSchema = z.object({ profileId, removedAt: at });

/** One observation of a creator's public statistics and recent posts (save, enrich, live tracking, import). */
export const PROFILE_DATA_SOURCES = ['provider', 'import', 'manual'] as const;
export const profileStatisticsObservedSchema = z.object({
  profileId,
  observedAt: at,
  source: z.enum(PROFILE_DATA_SOURCES),
  snapshot: profileSnapshotSchema,
});
/** The provider was asked and does not know this creator (or failed): the profile stays without data. */
export const profileDataUnavailableSchema = z.object({
  profileId,
  checkedAt: at,
  reason: z.enum(['unknown', 'provider_error']),
});

/** The live-tracking refresh could not ask the provider (an outage): the `failures`-th in a row, which backs the profile off. */
export const profileRefreshFailedSchema = z.object({ profileId, failedAt: at, failures: z.number().int().min(1) });

export const profileSlugChangedSchema = z.object({ profileId, slug: z.string(), changedAt: at });

/** `info` edit: the team's own notes about a creator, beside what the provider says. */
export const profileInfoSchema = z.object({
  fullName: z.string().max(300).optional(),
  notes: z.string().max(5000).optional(),
  category: z.string().max(200).optional(),
  country: z.string().max(100).optional(),
  city: z.string().max(200).optional(),
  language: z.string().max(100).optional(),
});
export const profileInfoEditedSchema = z.object({ profileId, info: profileInfoSchema, editedAt: at });
export const customFieldValueSchema = z.union([z.string().max(5000), z.number(), z.boolean(), z.null()]);
export const profileCustomFieldSetSchema = z.object({ profileId, fieldId: z.string().uuid(), value: customFieldValueSchema, setAt: at });

/** `contact`: how the team reaches the creator (email, phone, …, plus a note). */
export const profileContactDetailsSchema = z.object({
  email: z.string().max(300).optional(),
  phone: z.string().max(100).optional(),
  website: z.string().max(2000).optional(),
  whatsapp: z.string().max(100).optional(),
  notes: z.string().max(5000).optional(),
});
export const profileContactChangedSchema = z.object({ profileId, contact: profileContactDetailsSchema, changedAt: at });
export const profileContactsCollectedSchema = z.object({ profileId, contacts: z.array(profileContactSchema).max(50), collectedAt: at });

/** Activities: a timeline of what the team did with a creator (notes, contacts made). */
export const PROFILE_ACTIVITY_KINDS = ['note', 'email', 'call', 'message', 'meeting'] as const;
export const profileActivityAddedSchema = z.object({
  profileId,
  activityId: z.string().uuid(),
  kind: z.enum(PROFILE_ACTIVITY_KINDS),
  text: z.string().max(5000),
  addedAt: at,
});
export const profileActivityRemovedSchema = z.object({ profileId, activityId: z.string().uuid(), removedAt: at });

/** Attachments: an uploaded file (kept in the blob store) or a link. */
export const profileAttachmentAddedSchema = z.object({
  profileId,
  attachmentId: z.string().uuid(),
  kind: z.enum(['file', 'link']),
  title: z.string().max(300),
  description: z.string().max(2000).optional(),
  /** link only */
  url: z.string().max(2000).optional(),
  /** file only */
  blobId: z.string().uuid().optional(),
  fileName: z.string().max(255).optional(),
  contentType: z.string().max(200).optional(),
  size: z.number().int().nonnegative().optional(),
  addedAt: at,
});
export const profileAttachmentEditedSchema = z.object({
  profileId,
  attachmentId: z.string().uuid(),
  title: z.string().max(300),
  description: z.string().max(2000).optional(),
  editedAt: at,
});
export const profileAttachmentRemovedSchema = z.object({ profileId, attachmentId: z.string().uuid(), removedAt: at });

export const profileCouponAddedSchema = z.object({
  profileId,
  couponId: z.string().uuid(),
  code: z.string().min(1).max(100),
  description: z.string().max(1000).optional(),
  addedAt: at,
});
export const profileCouponRemovedSchema = z.object({ profileId, couponId: z.string().uuid(), removedAt: at });

export const profileTrackingChangedSchema = z.object({
  profileId,
  tracking: z.enum(['live', 'story']),
  enabled: z.boolean(),
  changedAt: at,
});
/** Sharing turned on (again) carries a new `shareKey`, so earlier public addresses stop working. */
export const profileShareChangedSchema = z.object({
  profileId,
  disableShare: z.boolean(),
  shareKey: profileShareKeySchema.optional(),
  changedAt: at,
});

export const AUDIT_REPORT_STATUSES = ['none', 'requested', 'building', 'ready', 'failed'] as const;
export const profileAuditReportStatusChangedSchema = z.object({
  profileId,
  status: z.enum(AUDIT_REPORT_STATUSES),
  changedAt: at,
});

export const profileConnectionChangedSchema = z.object({
  profileId,
  connected: z.boolean(),
  via: z.enum(['direct', 'thirdparty']),
  readComments: z.boolean(),
  changedAt: at,
});

export const profileEventSchemas = {
  ProfileSaved: profileSavedSchema,
  ProfileFavouriteChanged: profileFavouriteChangedSchema,
  ProfileRemoved: profileRemovedSchema,
  ProfileStatisticsObserved: profileStatisticsObservedSchema,
  ProfileDataUnavailable: profileDataUnavailableSchema,
  ProfileRefreshFailed: profileRefreshFailedSchema,
  ProfileSlugChanged: profileSlugChangedSchema,
  ProfileInfoEdited: profileInfoEditedSchema,
  ProfileCustomFieldSet: profileCustomFieldSetSchema,
  ProfileContactChanged: profileContactChangedSchema,
  ProfileContactsCollected: profileContactsCollectedSchema,
  ProfileActivityAdded: profileActivityAddedSchema,
  ProfileActivityRemoved: profileActivityRemovedSchema,
  ProfileAttachmentAdded: profileAttachmentAddedSchema,
  ProfileAttachmentEdited: profileAttachmentEditedSchema,
  ProfileAttachmentRemoved: profileAttachmentRemovedSchema,
  ProfileCouponAdded: profileCouponAddedSchema,
  ProfileCouponRemoved: profileCouponRemovedSchema,
  ProfileTrackingChanged: profileTrackingChangedSchema,
  ProfileShareChanged: profileShareChangedSchema,
  ProfileAuditReportStatusChanged: profileAuditReportStatusChangedSchema,
  ProfileConnectionChanged: profileConnectionChangedSchema,
} as const;

export type ProfileEvent = EventsOf<typeof profileEventSchemas>;
export type ProfileEventType = ProfileEvent['type'];
export type ProfileEventOf<T extends ProfileEventType> = Extract<ProfileEvent, { type: T }>;
export type ProfileSaved = ProfileEventOf<'ProfileSaved'>;
export type ProfileRemoved = ProfileEventOf<'ProfileRemoved'>;
export type ProfileFavouriteChanged = ProfileEventOf<'ProfileFavouriteChanged'>;
export type ProfileStatisticsObserved = ProfileEventOf<'ProfileStatisticsObserved'>;
