import type { ActivityKey, ActivityParams } from '@scout/contracts/dashboard/activity';
import type { EventType } from '@scout/contracts/events';
import type { EventOf } from '../runner/projection';

export interface ActivityDescription {
  key: ActivityKey;
  params: ActivityParams;
}

type Describe<T extends EventType> = (data: EventOf<T>['data']) => ActivityDescription;

/** The params with one more display field when the event has it (partial changes leave fields out). */
const withOptional = (params: ActivityParams, name: string, value: string | undefined): ActivityParams =>
  value === undefined ? params : { ...params, [name]: value };

/**
 * What the activity list says about each event type, and the only data it copies: each entry
 * whitelists the fields it shows, so hashes, tokens and keys never reach an activity document.
 * `skip`: not worth a line (sessions, token requests, UI flags, usage ticks, data refreshes, job progress,
 * slug and email reservations, abandoned registrations, events that mirror another event's line).
 *
 * A new event type needs no change here to be safe: without an entry it is recorded as `generic`
 * with its type name and no data. To give it a sentence, add an entry here, its key to
 * ACTIVITY_KEYS (contracts/src/dashboard/activity.ts) and `scout.activity.<key>` to the i18n files.
 */
export const ACTIVITY_DESCRIPTIONS: { [T in EventType]?: Describe<T> | 'skip' } = {
  OrganizationCreated: (d) => ({ key: 'organizationCreated', params: { name: d.name } }),
  UserEmailReserved: 'skip',
  UserEmailReleased: 'skip',
  UserRegistrationAbandoned: 'skip',
  SeatsCounted: 'skip', // the plan's seats: the team's own lines say who joined and left
  SeatTaken: 'skip',
  SeatFilled: 'skip',
  SeatReleased: 'skip',
  UsageCounted: 'skip', // plan usage reservations: the saves, reports and uploads have their own lines
  UsageReserved: 'skip',
  UsageGivenBack: 'skip',
  ProfileSlugReserved: 'skip',
  ProfileSlugReleased: 'skip',
  UserRegistered: (d) => ({ key: 'userRegistered', params: { fullName: d.fullName, role: d.role } }),
  UserLoggedIn: 'skip',
  UserLoggedOut: 'skip',
  EmailVerificationRequested: 'skip',
  EmailVerified: () => ({ key: 'emailVerified', params: {} }),
  PasswordResetRequested: 'skip',
  PasswordChanged: (d) => ({ key: 'passwordChanged', params: { via: d.via } }),
  UserInfoUpdated: () => ({ key: 'userInfoUpdated', params: {} }),
  UserStatusFlagsChanged: 'skip',
  ApiKeyCreated: (d) => ({ key: 'apiKeyCreated', params: { prefix: d.prefix } }),
  ApiKeyRevoked: () => ({ key: 'apiKeyRevoked', params: {} }),
  ProfileSaved: (d) => ({ key: 'profileSaved', params: { profileId: d.profileId, username: d.username, platform: d.platform } }),
  ProfileFavouriteChanged: (d) => ({ key: 'profileFavouriteChanged', params: { profileId: d.profileId, favourite: d.favourite } }),
  ProfileRemoved: (d) => ({ key: 'profileRemoved', params: { profileId: d.profileId } }),
  WhiteLabelConfigured: (d) => ({ key: 'whiteLabelConfigured', params: { agencyName: d.agencyName, domain: d.domain } }),
  WhiteLabelRemoved: (d) => ({ key: 'whiteLabelRemoved', params: { domain: d.domain } }),
  WhiteLabelDomainReserved: 'skip', // the setup's own line names the domain
  WhiteLabelDomainChallengeIssued: 'skip',
  WhiteLabelDomainReleased: 'skip',
  WhiteLabelDomainVerified: (d) => ({ key: 'whiteLabelDomainVerified', params: { domain: d.domain } }),
  WhiteLabelDomainProven: 'skip', // on the domain's reservation: the organisation's own line says it was verified
  WhiteLabelDomainLost: (d) => ({ key: 'whiteLabelDomainLost', params: { domain: d.domain } }),
  AccountConfigChanged: () => ({ key: 'accountConfigChanged', params: {} }),
  SurveySubmitted: () => ({ key: 'surveySubmitted', params: {} }),
  OrganizationCountryChanged: (d) => ({ key: 'organizationCountryChanged', params: { country: d.country } }),
  SupportTicketCreated: (d) => ({ key: 'supportTicketCreated', params: { subject: d.subject } }),
  SearchExportRequested: (d) => ({ key: 'searchExportRequested', params: { profileCount: d.profileCount } }),
  SearchCreditsRequested: (d) => ({ key: 'searchCreditsRequested', params: { searchCredit: d.searchCredit } }),
  OrganizationPlanChanged: (d) => ({ key: 'organizationPlanChanged', params: { package: d.package } }),
  UsageRecorded: 'skip',
  UsageReturned: 'skip',
  // Billing: each state of the subscription Stripe reported (the webhook bookkeeping and the customer link are not worth a line).
  SubscriptionRecorded: (d) => ({
    key: 'subscriptionRecorded',
    params: { status: d.subscription.status, package: d.subscription.plan ?? '' },
  }),
  RetentionOfferActivated: () => ({ key: 'retentionOfferActivated', params: {} }),
  StripeCustomerLinked: 'skip',
  SubscriptionAttemptStarted: 'skip', // the subscription's own line follows once Stripe answered
  SubscriptionAttemptCompleted: 'skip',
  SubscriptionAttemptReleased: 'skip',
  SubscriptionCheckoutOpened: 'skip',
  StripeEventHandled: 'skip',
  AppSumoLicenseRegistered: 'skip',
  AppSumoLicenseRedeemed: 'skip',
  // Discovery: how many creators' contacts were unlocked (never which, nor the contacts); the export's request has the line.
  ContactsUnlocked: (d) => ({ key: 'contactsUnlocked', params: { count: d.profileBankIds.length, credits: d.credits } }),
  SearchExportProgressed: 'skip',
  SearchExportCompleted: 'skip',
  SearchExportFailed: 'skip',

  // Team: who joined, left or got another role; never the e-mail address or the invitation token.
  MemberInvited: (d) => ({ key: 'memberInvited', params: { fullName: d.fullName, role: d.role } }),
  InvitationAccepted: 'skip', // followed by UserRegistered, which has the line
  MemberRoleChanged: (d) => ({ key: 'memberRoleChanged', params: { role: d.role, previousRole: d.previousRole } }),
  MemberRenamed: (d) => ({ key: 'memberRenamed', params: { fullName: d.fullName } }),
  GuestSharesChanged: (d) => ({ key: 'guestSharesChanged', params: { listCount: d.lists.length, profileCount: d.profiles.length } }),
  MemberRemoved: () => ({ key: 'memberRemoved', params: {} }),

  // A saved profile: what the team did with it, never the values (info, contacts, notes, snapshots).
  ProfileStatisticsObserved: 'skip', // save, enrich and live-tracking refreshes
  ProfileDataUnavailable: 'skip',
  ProfileRefreshFailed: 'skip',
  ProfileSlugChanged: (d) => ({ key: 'profileSlugChanged', params: { profileId: d.profileId, slug: d.slug } }),
  ProfileInfoEdited: (d) => ({ key: 'profileInfoEdited', params: { profileId: d.profileId } }),
  ProfileCustomFieldSet: (d) => ({ key: 'profileCustomFieldSet', params: { profileId: d.profileId, fieldId: d.fieldId } }),
  ProfileContactChanged: (d) => ({ key: 'profileContactChanged', params: { profileId: d.profileId } }),
  ProfileContactsCollected: (d) => ({
    key: 'profileContactsCollected',
    params: { profileId: d.profileId, contactCount: d.contacts.length },
  }),
  ProfileActivityAdded: (d) => ({ key: 'profileActivityAdded', params: { profileId: d.profileId, activityKind: d.kind } }),
  ProfileActivityRemoved: (d) => ({ key: 'profileActivityRemoved', params: { profileId: d.profileId } }),
  ProfileAttachmentAdded: (d) => ({ key: 'profileAttachmentAdded', params: { profileId: d.profileId, kind: d.kind, title: d.title } }),
  ProfileAttachmentEdited: (d) => ({ key: 'profileAttachmentEdited', params: { profileId: d.profileId, title: d.title } }),
  ProfileAttachmentRemoved: (d) => ({ key: 'profileAttachmentRemoved', params: { profileId: d.profileId } }),
  ProfileCouponAdded: (d) => ({ key: 'profileCouponAdded', params: { profileId: d.profileId, code: d.code } }),
  ProfileCouponRemoved: (d) => ({ key: 'profileCouponRemoved', params: { profileId: d.profileId } }),
  ProfileTrackingChanged: (d) => ({
    key: 'profileTrackingChanged',
    params: { profileId: d.profileId, tracking: d.tracking, enabled: d.enabled },
  }),
  ProfileShareChanged: (d) => ({ key: 'profileShareChanged', params: { profileId: d.profileId, disableShare: d.disableShare } }),
  ProfileAuditReportStatusChanged: 'skip', // follows the report's own stream, which has the lines
  ProfileConnectionChanged: (d) => ({
    key: 'profileConnectionChanged',
    params: { profileId: d.profileId, connected: d.connected, via: d.via },
  }),
  // Creator connect: never the link's token hash or the provider's user id; private metrics are a data refresh.
  CreatorConnectRequested: (d) => ({
    key: 'creatorConnectRequested',
    params: { profileId: d.profileId, platform: d.platform, readComments: d.readComments },
  }),
  CreatorConnectCancelled: (d) => ({ key: 'creatorConnectCancelled', params: { profileId: d.profileId } }),
  CreatorAccountConnected: (d) => ({
    key: 'creatorAccountConnected',
    params: { profileId: d.profileId, platform: d.platform, simulated: d.simulated },
  }),
  PrivateMetricsObserved: 'skip',
  CreatorAccountDisconnected: (d) => ({ key: 'creatorAccountDisconnected', params: { profileId: d.profileId } }),

  // Audit reports: requested by the team, built by a job; never the content or the public link's id.
  AuditReportRequested: (d) => ({
    key: 'auditReportRequested',
    params: { reportId: d.reportId, profileId: d.profileId, username: d.username, platform: d.platform },
  }),
  AuditReportProgressed: 'skip',
  AuditReportCompleted: (d) => ({
    key: 'auditReportCompleted',
    params: { reportId: d.reportId, username: d.content.username, platform: d.content.platform },
  }),
  AuditReportFailed: (d) => ({ key: 'auditReportFailed', params: { reportId: d.reportId } }),
  AuditReportShareRevoked: (d) => ({ key: 'auditReportShareRevoked', params: { reportId: d.reportId } }),

  // Lists: never the public link's id.
  ListCreated: (d) => ({ key: 'listCreated', params: { listId: d.listId, name: d.name } }),
  ListProfilesAdded: (d) => ({ key: 'listProfilesAdded', params: { listId: d.listId, profileCount: d.profileIds.length } }),
  ListProfileRemoved: (d) => ({ key: 'listProfileRemoved', params: { listId: d.listId, profileId: d.profileId } }),
  ListRenamed: (d) => ({ key: 'listRenamed', params: { listId: d.listId, name: d.name } }),
  ListDeleted: (d) => ({ key: 'listDeleted', params: { listId: d.listId } }),
  ListShared: (d) => ({ key: 'listShared', params: { listId: d.listId } }),
  ListShareDisabled: (d) => ({ key: 'listShareDisabled', params: { listId: d.listId } }),
  ListEnrichRequested: (d) => ({ key: 'listEnrichRequested', params: { listId: d.listId, profileCount: d.profileCount } }),

  // Custom fields and their categories: never a select field's options.
  FieldCategoryCreated: (d) => ({ key: 'fieldCategoryCreated', params: { categoryId: d.categoryId, name: d.name } }),
  FieldCategoryMoved: (d) => ({ key: 'fieldCategoryMoved', params: { categoryId: d.categoryId } }),
  FieldCategoryDeleted: (d) => ({ key: 'fieldCategoryDeleted', params: { categoryId: d.categoryId } }),
  CustomFieldCreated: (d) => ({ key: 'customFieldCreated', params: { fieldId: d.fieldId, name: d.name, type: d.type } }),
  CustomFieldCategoryCleared: 'skip', // a consequence of FieldCategoryDeleted
  CustomFieldDeleted: (d) => ({ key: 'customFieldDeleted', params: { fieldId: d.fieldId } }),

  // Imports: the counts, never the handles, rows or the file's name.
  ImportStarted: (d) => ({
    key: 'importStarted',
    params: { importId: d.importId, platform: d.platform, total: d.total, profileCount: d.handles.length, skippedCount: d.skipped.length },
  }),
  ImportProgressed: 'skip',
  ImportCompleted: (d) => ({ key: 'importCompleted', params: { importId: d.importId } }),
  ImportFailed: (d) => ({ key: 'importFailed', params: { importId: d.importId } }),

  // Campaigns: the campaign's id on every line, its name where the event has it; never notes, captions,
  // activity texts, URLs (posts, stories, links, UGC), upload file names or the public address.
  CampaignCreated: (d) => ({ key: 'campaignCreated', params: { campaignId: d.campaignId, name: d.details.name } }),
  CampaignUpdated: (d) => ({
    key: 'campaignUpdated',
    params: withOptional({ campaignId: d.campaignId }, 'name', d.changes.name),
  }),
  CampaignStatusChanged: (d) => ({ key: 'campaignStatusChanged', params: { campaignId: d.campaignId, from: d.from, to: d.to } }),
  CampaignDeleted: (d) => ({ key: 'campaignDeleted', params: { campaignId: d.campaignId } }),
  InfluencerAdded: (d) => ({
    key: 'campaignInfluencerAdded',
    params: { campaignId: d.campaignId, influencerId: d.influencerId, username: d.username, platform: d.platform },
  }),
  InfluencerRemoved: (d) => ({ key: 'campaignInfluencerRemoved', params: { campaignId: d.campaignId, influencerId: d.influencerId } }),
  InfluencerUpdated: (d) => ({
    key: 'campaignInfluencerUpdated',
    params: withOptional({ campaignId: d.campaignId, influencerId: d.influencerId }, 'influencerStatus', d.changes.status),
  }),
  CampaignPostAdded: (d) => ({
    key: 'campaignPostAdded',
    params: { campaignId: d.campaignId, postId: d.postId, platform: d.post.platform, postType: d.post.type },
  }),
  CampaignPostEdited: (d) => ({ key: 'campaignPostEdited', params: { campaignId: d.campaignId, postId: d.postId } }),
  CampaignPostRemoved: (d) => ({ key: 'campaignPostRemoved', params: { campaignId: d.campaignId, postId: d.postId } }),
  CampaignStoryAdded: (d) => ({
    key: 'campaignStoryAdded',
    params: { campaignId: d.campaignId, storyId: d.storyId, influencerId: d.influencerId },
  }),
  CampaignStoryRemoved: (d) => ({ key: 'campaignStoryRemoved', params: { campaignId: d.campaignId, storyId: d.storyId } }),
  CampaignActivityAdded: (d) => ({ key: 'campaignActivityAdded', params: { campaignId: d.campaignId, activityId: d.activityId } }),
  CampaignActivityRemoved: (d) => ({ key: 'campaignActivityRemoved', params: { campaignId: d.campaignId, activityId: d.activityId } }),
  CampaignPublicUrlGenerated: (d) => ({ key: 'campaignPublicUrlGenerated', params: { campaignId: d.campaignId } }),
  CampaignShareStatusChanged: (d) => ({ key: 'campaignShareChanged', params: { campaignId: d.campaignId, disableShare: d.disableShare } }),
  CampaignUploadsAdded: (d) => ({ key: 'campaignUploadsAdded', params: { campaignId: d.campaignId, uploadCount: d.uploads.length } }),
  CampaignUploadsRemoved: (d) => ({ key: 'campaignUploadsRemoved', params: { campaignId: d.campaignId, uploadCount: d.uploadIds.length } }),
  CampaignLinkAdded: (d) => ({ key: 'campaignLinkAdded', params: { campaignId: d.campaignId, linkId: d.linkId, linkText: d.linkText } }),
  CampaignLinkRemoved: (d) => ({ key: 'campaignLinkRemoved', params: { campaignId: d.campaignId, linkId: d.linkId } }),
  CampaignLinkClicksCollected: 'skip', // the click-collecting job's refresh
  CampaignPostMetricsRefreshed: 'skip', // live tracking's refresh
  CampaignPostRefreshFailed: 'skip',
  CampaignListAdded: (d) => ({ key: 'campaignListAdded', params: { campaignId: d.campaignId, listId: d.listId, name: d.name } }),
  CampaignListRenamed: (d) => ({ key: 'campaignListRenamed', params: { campaignId: d.campaignId, listId: d.listId, name: d.name } }),
  CampaignListRemoved: (d) => ({ key: 'campaignListRemoved', params: { campaignId: d.campaignId, listId: d.listId } }),
  // Payments: amount, currency and status; never the note.
  PaymentAdded: (d) => ({
    key: 'campaignPaymentAdded',
    params: {
      campaignId: d.campaignId,
      paymentId: d.paymentId,
      influencerId: d.influencerId,
      amountCents: d.payment.amountCents,
      currency: d.payment.currency,
      paymentStatus: d.payment.status,
    },
  }),
  PaymentEdited: (d) => ({
    key: 'campaignPaymentEdited',
    params: withOptional({ campaignId: d.campaignId, paymentId: d.paymentId }, 'paymentStatus', d.changes.status),
  }),
  PaymentRemoved: (d) => ({ key: 'campaignPaymentRemoved', params: { campaignId: d.campaignId, paymentId: d.paymentId } }),
  // User-generated content: the creator's handle and the status; never the URL or the note.
  UGCContentUpdated: (d) => ({
    key: 'campaignUgcContentUpdated',
    params: { campaignId: d.campaignId, contentId: d.contentId, username: d.username, platform: d.platform, ugcStatus: d.status },
  }),
  UGCContentRemoved: (d) => ({ key: 'campaignUgcContentRemoved', params: { campaignId: d.campaignId, contentId: d.contentId } }),
  UGCUserRemoved: (d) => ({
    key: 'campaignUgcUserRemoved',
    params: { campaignId: d.campaignId, username: d.username, platform: d.platform },
  }),
  CampaignCpmValuesSet: (d) => ({ key: 'campaignCpmValuesSet', params: { currency: d.currency } }),

  // Content: what the team does with a creator's posts; recording and metric observations are data refreshes.
  ContentRecorded: 'skip',
  ContentMetricsObserved: 'skip',
  ContentRefreshed: 'skip', // live tracking's refresh
  ContentRefreshFailed: 'skip',
  ContentRemovedWithProfile: 'skip', // the profile's removal has the line
  ContentLiveTrackingChanged: (d) => ({ key: 'contentLiveTrackingChanged', params: { contentId: d.contentId, liveTrack: d.liveTrack } }),
  ContentRemoved: (d) => ({ key: 'contentRemoved', params: { contentId: d.contentId } }),
  ContentAddedToLists: (d) => ({ key: 'contentAddedToLists', params: { contentId: d.contentId, listCount: d.listNames.length } }),
  // Stories: an upload is the team's; story tracking's collection is a data refresh.
  StoryUploaded: (d) => ({
    key: 'storyUploaded',
    params: { contentId: d.contentId, profileId: d.profileId, username: d.username, platform: d.platform },
  }),
  StoryCollected: 'skip',

  // Integrations: that Bitly was connected or disconnected; never the token's ciphertext.
  BitlyConnected: () => ({ key: 'bitlyConnected', params: {} }),
  BitlyDisconnected: () => ({ key: 'bitlyDisconnected', params: {} }),
};

/** The event's line, or null when the table skips it; unknown types get the generic line. */
export function describeEvent(event: { type: string; data: unknown }): ActivityDescription | null {
  const describe = Object.hasOwn(ACTIVITY_DESCRIPTIONS, event.type)
    ? (ACTIVITY_DESCRIPTIONS[event.type as EventType] as ((data: unknown) => ActivityDescription) | 'skip' | undefined)
    : undefined;
  if (describe === 'skip') return null;
  if (!describe) return { key: 'generic', params: { type: event.type } };
  return describe(event.data);
}
