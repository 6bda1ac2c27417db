import { z } from 'zod';

/**
 * What the recent-activity list says about one event: a description key (translated by the UI as
 * `scout.activity.<key>`) and the few parameters the sentence needs. Never a secret.
 */
export const ACTIVITY_KEYS = [
  'organizationCreated',
  'userRegistered',
  'emailVerified',
  'passwordChanged',
  'userInfoUpdated',
  'apiKeyCreated',
  'apiKeyRevoked',
  'profileSaved',
  'profileFavouriteChanged',
  'profileRemoved',
  'whiteLabelConfigured',
  'whiteLabelRemoved',
  'accountConfigChanged',
  'surveySubmitted',
  'organizationCountryChanged',
  'supportTicketCreated',
  'searchExportRequested',
  'searchCreditsRequested',
  'contactsUnlocked',
  'organizationPlanChanged',
  'subscriptionRecorded',
  'retentionOfferActivated',
  'memberInvited',
  'memberRoleChanged',
  'memberRenamed',
  'guestSharesChanged',
  'memberRemoved',
  'profileSlugChanged',
  'profileInfoEdited',
  'profileCustomFieldSet',
  'profileContactChanged',
  'profileContactsCollected',
  'profileActivityAdded',
  'profileActivityRemoved',
  'profileAttachmentAdded',
  'profileAttachmentEdited',
  'profileAttachmentRemoved',
  'profileCouponAdded',
  'profileCouponRemoved',
  'profileTrackingChanged',
  'profileShareChanged',
  'profileConnectionChanged',
  'auditReportRequested',
  'auditReportCompleted',
  'auditReportFailed',
  'listCreated',
  'listProfilesAdded',
  'listProfileRemoved',
  'listRenamed',
  'listDeleted',
  'listShared',
  'listShareDisabled',
  'listEnrichRequested',
  'fieldCategoryCreated',
  'fieldCategoryMoved',
  'fieldCategoryDeleted',
  'customFieldCreated',
  'customFieldDeleted',
  'importStarted',
  'importCompleted',
  'importFailed',
  'campaignCreated',
  'campaignUpdated',
  'campaignStatusChanged',
  'campaignDeleted',
  'campaignInfluencerAdded',
  'campaignInfluencerRemoved',
  'campaignInfluencerUpdated',
  'campaignPostAdded',
  'campaignPostEdited',
  'campaignPostRemoved',
  'campaignStoryAdded',
  'campaignStoryRemoved',
  'campaignActivityAdded',
  'campaignActivityRemoved',
  'campaignPublicUrlGenerated',
  'campaignShareChanged',
  'campaignUploadsAdded',
  'campaignUploadsRemoved',
  'campaignLinkAdded',
  'campaignLinkRemoved',
  'campaignListAdded',
  'campaignListRenamed',
  'campaignListRemoved',
  'campaignPaymentAdded',
  'campaignPaymentEdited',
  'campaignPaymentRemoved',
  'campaignUgcContentUpdated',
  'campaignUgcContentRemoved',
  'campaignUgcUserRemoved',
  'campaignCpmValuesSet',
  'bitlyConnected',
  'bitlyDisconnected',
  'contentLiveTrackingChanged',
  'contentRemoved',
  'contentAddedToLists',
  /** An event type the activity projection has no sentence for yet: shown with its type name. */
  'generic',
] as const;
export type ActivityKey = (typeof ACTIVITY_KEYS)[number];

export const activityParamsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
export type ActivityParams = z.infer<typeof activityParamsSchema>;

export const activityActorSchema = z.object({
  userId: z.string().nullable(),
  role: z.string().nullable(),
  via: z.enum(['session', 'apiKey', 'system']),
});

/** One entry of the organisation's activity read model, as stored (without `orgId`). */
export const activityEntrySchema = z.object({
  _id: z.string(),
  eventType: z.string(),
  key: z.enum(ACTIVITY_KEYS),
  params: activityParamsSchema,
  actor: activityActorSchema,
  occurredAt: z.string(),
  streamId: z.string(),
  revision: z.number(),
  /** The event's global position: orders entries that occurred in the same millisecond. */
  position: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** An entry as `GET /customer/home` answers it: the actor's name resolved (null when unknown). */
export const recentActivitySchema = activityEntrySchema.extend({
  actor: activityActorSchema.extend({ fullName: z.string().nullable() }),
});
export type RecentActivity = z.infer<typeof recentActivitySchema>;
