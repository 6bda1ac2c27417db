import { describe, expect, it } from '@jest/globals';
import { eventSchemas, type EventType, type ScoutEvent } from '@scout/contracts/events';
import type { ProjectedEvent } from '../runner/projection';
import { projectionSpec, recorded, testMetadata } from '../testing/projectionSpec';
import { activityProjection, type ActivityDoc } from './activity';
import { ACTIVITY_DESCRIPTIONS, describeEvent } from './activityDescriptions';

const orgId = '11111111-1111-4111-8111-111111111111';
const userId = '22222222-2222-4222-8222-222222222222';
const profileId = '33333333-3333-4333-8333-333333333333';
const keyId = '55555555-5555-4555-8555-555555555555';
const at = '2026-11-22T10:00:00.000Z';
const SECRET = 'SECRET-VALUE';

const userEvents: ScoutEvent[] = [
  {
    type: 'UserRegistered',
    data: {
      userId,
      orgId,
      email: 'ana@example.com',
      fullName: 'Ana',
      role: 'owner',
      passwordHash: `$argon2id$${SECRET}`,
      newsletter: true,
      registeredAt: at,
    },
  },
  { type: 'UserLoggedIn', data: { sessionId: keyId, tokenHash: SECRET, expiresAt: at, loggedInAt: at } },
  { type: 'EmailVerificationRequested', data: { tokenHash: SECRET, expiresAt: at, requestedAt: at } },
  { type: 'EmailVerified', data: { verifiedAt: at } },
  { type: 'PasswordResetRequested', data: { tokenHash: SECRET, expiresAt: at, requestedAt: at } },
  { type: 'PasswordChanged', data: { passwordHash: `$argon2id$${SECRET}`, changedAt: at, via: 'reset' } },
];
const orgEvents: ScoutEvent[] = [
  { type: 'ApiKeyCreated', data: { keyId, prefix: 'sk_ab', keyHash: SECRET, createdAt: at } },
  {
    type: 'WhiteLabelConfigured',
    data: { agencyName: 'Huber', domain: 'app.huber.at', mailApiKey: SECRET, banner: false, colors: {}, configuredAt: at },
  },
  { type: 'WhiteLabelDomainVerified', data: { domain: 'app.huber.at', challenge: SECRET, verifiedAt: at } },
  { type: 'WhiteLabelDomainLost', data: { domain: 'app.huber.at', toOrgId: userId, lostAt: at } },
];
const profileEvents: ScoutEvent[] = [
  { type: 'ProfileSaved', data: { profileId, platform: 'instagram', username: 'cristiano', slug: 'cristiano-instagram', savedAt: at } },
  { type: 'ProfileFavouriteChanged', data: { profileId, favourite: true, changedAt: at } },
];

const listId = '66666666-6666-4666-8666-666666666666';
const fieldId = '77777777-7777-4777-8777-777777777777';
const categoryId = '88888888-8888-4888-8888-888888888888';
const reportId = '99999999-9999-4999-8999-999999999999';
const importId = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const itemId = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const shareId = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

/** What the team does with a saved profile; every value it enters carries SECRET, so a copy shows. */
const profileWorkEvents: ScoutEvent[] = [
  { type: 'ProfileSlugChanged', data: { profileId, slug: 'cristiano-7', changedAt: at } },
  { type: 'ProfileInfoEdited', data: { profileId, info: { fullName: `Cristiano ${SECRET}`, notes: SECRET, city: SECRET }, editedAt: at } },
  { type: 'ProfileCustomFieldSet', data: { profileId, fieldId, value: SECRET, setAt: at } },
  {
    type: 'ProfileContactChanged',
    data: { profileId, contact: { email: `${SECRET}@example.com`, phone: SECRET, notes: SECRET }, changedAt: at },
  },
  { type: 'ProfileContactsCollected', data: { profileId, contacts: [{ type: 'email', value: `${SECRET}@example.com` }], collectedAt: at } },
  { type: 'ProfileActivityAdded', data: { profileId, activityId: itemId, kind: 'call', text: SECRET, addedAt: at } },
  { type: 'ProfileActivityRemoved', data: { profileId, activityId: itemId, removedAt: at } },
  {
    type: 'ProfileAttachmentAdded',
    data: {
      profileId,
      attachmentId: itemId,
      kind: 'file',
      title: 'Brief',
      description: SECRET,
      blobId: shareId,
      fileName: `${SECRET}.pdf`,
      contentType: 'application/pdf',
      size: 10,
      addedAt: at,
    },
  },
  {
    type: 'ProfileAttachmentAdded',
    data: { profileId, attachmentId: itemId, kind: 'link', title: 'Media kit', url: `https://example.com/${SECRET}`, addedAt: at },
  },
  { type: 'ProfileAttachmentEdited', data: { profileId, attachmentId: itemId, title: 'Brief v2', description: SECRET, editedAt: at } },
  { type: 'ProfileAttachmentRemoved', data: { profileId, attachmentId: itemId, removedAt: at } },
  { type: 'ProfileCouponAdded', data: { profileId, couponId: itemId, code: 'CR7-10', description: SECRET, addedAt: at } },
  { type: 'ProfileCouponRemoved', data: { profileId, couponId: itemId, removedAt: at } },
  { type: 'ProfileTrackingChanged', data: { profileId, tracking: 'live', enabled: true, changedAt: at } },
  { type: 'ProfileShareChanged', data: { profileId, disableShare: true, changedAt: at } },
  { type: 'ProfileAuditReportStatusChanged', data: { profileId, status: 'requested', changedAt: at } },
  { type: 'ProfileConnectionChanged', data: { profileId, connected: true, via: 'direct', readComments: false, changedAt: at } },
];
const listEvents: ScoutEvent[] = [
  { type: 'ListCreated', data: { listId, name: 'Summer', createdAt: at } },
  { type: 'ListProfilesAdded', data: { listId, profileIds: [profileId, itemId], addedAt: at } },
  { type: 'ListProfileRemoved', data: { listId, profileId, removedAt: at } },
  { type: 'ListRenamed', data: { listId, name: 'Summer 26', renamedAt: at } },
  { type: 'ListShared', data: { listId, shareId, sharedAt: at } },
  { type: 'ListShareDisabled', data: { listId, shareId, disabledAt: at } },
  { type: 'ListEnrichRequested', data: { listId, requestId: itemId, profileCount: 2, requestedAt: at } },
  { type: 'ListDeleted', data: { listId, deletedAt: at } },
];
const customFieldEvents: ScoutEvent[] = [
  { type: 'FieldCategoryCreated', data: { categoryId, name: 'Deals', createdAt: at } },
  { type: 'CustomFieldCreated', data: { fieldId, name: 'Fee', type: 'select', options: [SECRET], categoryId, createdAt: at } },
  { type: 'FieldCategoryMoved', data: { categoryId, fromIndex: 0, toIndex: 1, movedAt: at } },
  { type: 'CustomFieldCategoryCleared', data: { fieldId, categoryId, clearedAt: at } },
  { type: 'FieldCategoryDeleted', data: { categoryId, deletedAt: at } },
  { type: 'CustomFieldDeleted', data: { fieldId, deletedAt: at } },
];
const importEvents: ScoutEvent[] = [
  {
    type: 'ImportStarted',
    data: {
      importId,
      platform: 'instagram',
      group: 'Summer',
      source: { kind: 'csv', fileName: `${SECRET}.csv` },
      handles: [
        { platform: 'instagram', username: `a${SECRET}` },
        { platform: 'instagram', username: 'b' },
      ],
      skipped: [{ platform: 'instagram', username: SECRET, outcome: 'invalid', profileId: null }],
      total: 3,
      startedAt: at,
    },
  },
  {
    type: 'ImportProgressed',
    data: { importId, processed: 2, results: [{ platform: 'instagram', username: 'b', outcome: 'saved', profileId }], at },
  },
  { type: 'ImportCompleted', data: { importId, completedAt: at } },
];
/** Built by a job: the content is bulky and the share id opens the public link, so neither is copied. */
const auditReportEvents = [
  { type: 'AuditReportRequested', data: { reportId, profileId, platform: 'instagram', username: 'cristiano', requestedAt: at } },
  { type: 'AuditReportProgressed', data: { reportId, progress: 60, progressedAt: at } },
  {
    type: 'AuditReportCompleted',
    data: {
      reportId,
      shareId,
      content: {
        kind: 'audit',
        platform: 'instagram',
        username: 'cristiano',
        identity: null,
        analytics: { note: SECRET },
        generatedAt: at,
      },
      completedAt: at,
    },
  },
  { type: 'AuditReportFailed', data: { reportId, reason: SECRET, failedAt: at } },
  { type: 'AuditReportShareRevoked', data: { reportId, shareId, revokedAt: at } },
] as unknown as ScoutEvent[];

const campaignId = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
const paymentId = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
/** A campaign's stream: every note, caption, URL, file name and public address carries SECRET, so a copy shows. */
const campaignEvents: ScoutEvent[] = [
  {
    type: 'CampaignCreated',
    data: {
      campaignId,
      orgId,
      details: { name: 'Summer', description: SECRET, brand: 'Huber', budgetCents: 100000, currency: 'EUR' },
      createdAt: at,
    },
  },
  { type: 'CampaignUpdated', data: { campaignId, changes: { name: 'Summer 26', description: SECRET }, updatedAt: at } },
  { type: 'CampaignUpdated', data: { campaignId, changes: { description: SECRET }, updatedAt: at } },
  { type: 'CampaignStatusChanged', data: { campaignId, from: 'draft', to: 'active', changedAt: at } },
  { type: 'InfluencerAdded', data: { campaignId, influencerId: profileId, platform: 'instagram', username: 'cristiano', addedAt: at } },
  {
    type: 'InfluencerUpdated',
    data: { campaignId, influencerId: profileId, changes: { status: 'confirmed', notes: SECRET, deliverables: SECRET }, updatedAt: at },
  },
  { type: 'InfluencerUpdated', data: { campaignId, influencerId: profileId, changes: { feeCents: 5000, notes: SECRET }, updatedAt: at } },
  {
    type: 'CampaignPostAdded',
    data: {
      campaignId,
      postId: itemId,
      post: {
        influencerId: profileId,
        url: `https://instagram.com/p/${SECRET}`,
        platform: 'instagram',
        type: 'reel',
        caption: SECRET,
        publishedAt: at,
        likes: 1,
        comments: 2,
        views: 3,
        shares: null,
        reach: null,
      },
      enableTracking: true,
      source: 'url',
      addedAt: at,
    },
  },
  {
    type: 'CampaignPostEdited',
    data: { campaignId, postId: itemId, changes: { caption: SECRET, url: `https://instagram.com/p/${SECRET}2` }, editedAt: at },
  },
  { type: 'CampaignPostRemoved', data: { campaignId, postId: itemId, removedAt: at } },
  {
    type: 'CampaignStoryAdded',
    data: {
      campaignId,
      storyId: itemId,
      influencerId: profileId,
      url: `https://instagram.com/s/${SECRET}`,
      views: 10,
      publishedAt: at,
      addedAt: at,
    },
  },
  { type: 'CampaignStoryRemoved', data: { campaignId, storyId: itemId, removedAt: at } },
  { type: 'CampaignActivityAdded', data: { campaignId, activityId: itemId, text: SECRET, addedAt: at } },
  { type: 'CampaignActivityRemoved', data: { campaignId, activityId: itemId, removedAt: at } },
  { type: 'CampaignPublicUrlGenerated', data: { campaignId, slug: `summer-${SECRET}`, generatedAt: at } },
  { type: 'CampaignShareStatusChanged', data: { campaignId, disableShare: true, changedAt: at } },
  {
    type: 'CampaignUploadsAdded',
    data: {
      campaignId,
      uploads: [
        { uploadId: itemId, blobId: shareId, fileName: `${SECRET}.pdf`, contentType: 'application/pdf', size: 10 },
        { uploadId: paymentId, blobId: listId, fileName: `${SECRET}.png`, contentType: 'image/png', size: 20 },
      ],
      description: SECRET,
      addedAt: at,
    },
  },
  { type: 'CampaignUploadsRemoved', data: { campaignId, uploadIds: [itemId], removedAt: at } },
  {
    type: 'CampaignLinkAdded',
    data: {
      campaignId,
      linkId: itemId,
      url: `https://shop.example.com/${SECRET}`,
      linkText: 'Product Link',
      influencerId: profileId,
      bitlyLinkId: `bit.ly/${SECRET}`,
      shortUrl: `https://bit.ly/${SECRET}`,
      addedAt: at,
    },
  },
  { type: 'CampaignLinkClicksCollected', data: { campaignId, linkId: itemId, clicks: 42, collectedAt: at } },
  { type: 'CampaignLinkRemoved', data: { campaignId, linkId: itemId, removedAt: at } },
  { type: 'CampaignListAdded', data: { campaignId, listId, name: 'Wave 1', influencerIds: [profileId], addedAt: at } },
  { type: 'CampaignListRenamed', data: { campaignId, listId, name: 'Wave 2', renamedAt: at } },
  { type: 'CampaignListRemoved', data: { campaignId, listId, removedAt: at } },
  {
    type: 'PaymentAdded',
    data: {
      campaignId,
      paymentId,
      influencerId: profileId,
      payment: { amountCents: 50000, currency: 'EUR', status: 'pending', dueDate: '2026-12-01', paidDate: null, note: SECRET },
      addedAt: at,
    },
  },
  {
    type: 'PaymentEdited',
    data: { campaignId, paymentId, changes: { status: 'paid', paidDate: '2026-12-02', note: SECRET }, editedAt: at },
  },
  { type: 'PaymentEdited', data: { campaignId, paymentId, changes: { note: SECRET }, editedAt: at } },
  { type: 'PaymentRemoved', data: { campaignId, paymentId, removedAt: at } },
  {
    type: 'UGCContentUpdated',
    data: {
      campaignId,
      contentId: itemId,
      username: 'fan1',
      platform: 'tiktok',
      url: `https://tiktok.com/${SECRET}`,
      status: 'approved',
      note: SECRET,
      updatedAt: at,
    },
  },
  { type: 'UGCContentRemoved', data: { campaignId, contentId: itemId, removedAt: at } },
  { type: 'UGCUserRemoved', data: { campaignId, username: 'fan1', platform: 'tiktok', removedAt: at } },
  { type: 'InfluencerRemoved', data: { campaignId, influencerId: profileId, removedAt: at } },
  { type: 'CampaignDeleted', data: { campaignId, deletedAt: at } },
];
const bitlyCiphertext = `v1.${SECRET}iv.${SECRET}tag.${SECRET}ct`;
const integrationEvents: ScoutEvent[] = [
  { type: 'BitlyConnected', data: { login: 'huber', tokenCiphertext: bitlyCiphertext, connectedAt: at } },
  { type: 'BitlyDisconnected', data: { disconnectedAt: at } },
];

const given = (...streams: ProjectedEvent[][]) => projectionSpec<ActivityDoc>(activityProjection).given(streams.flat());
/** The entries the runner would write: each described event makes a new document. */
const lines = (events: ProjectedEvent[]): ActivityDoc[] =>
  events.flatMap((e) => {
    const doc = activityProjection.target(e) && activityProjection.evolve(null, e);
    return doc ? [doc as ActivityDoc] : [];
  });

describe('activity projection', () => {
  it('Given a saved profile, Then one entry with who, what (username, platform) and where in the stream', () => {
    given(recorded(`savedProfile-${profileId}`, testMetadata(orgId, userId), profileEvents.slice(0, 1))).then([
      {
        _id: `savedProfile-${profileId}:0`,
        orgId,
        eventType: 'ProfileSaved',
        key: 'profileSaved',
        params: { profileId, username: 'cristiano', platform: 'instagram' },
        actor: { userId, role: 'owner', via: 'session' },
        occurredAt: at,
        streamId: `savedProfile-${profileId}`,
        revision: 0,
        position: '00000000000000000000',
      },
    ]);
  });

  it('Given events of several streams, Then one entry per described event, keyed by stream and revision', () => {
    const docs = lines([
      ...recorded(`user-${userId}`, testMetadata(orgId, userId), userEvents),
      ...recorded(`organization-${orgId}`, testMetadata(orgId, userId), orgEvents),
      ...recorded(`savedProfile-${profileId}`, testMetadata(orgId, userId), profileEvents),
    ]);
    expect(docs.map((d) => `${d._id} ${d.key}`)).toEqual([
      `user-${userId}:0 userRegistered`,
      `user-${userId}:3 emailVerified`,
      `user-${userId}:5 passwordChanged`,
      `organization-${orgId}:0 apiKeyCreated`,
      `organization-${orgId}:1 whiteLabelConfigured`,
      `organization-${orgId}:2 whiteLabelDomainVerified`,
      `organization-${orgId}:3 whiteLabelDomainLost`,
      `savedProfile-${profileId}:0 profileSaved`,
      `savedProfile-${profileId}:1 profileFavouriteChanged`,
    ]);
    expect(docs.find((d) => d.key === 'userRegistered')?.params).toEqual({ fullName: 'Ana', role: 'owner' });
    expect(docs.find((d) => d.key === 'whiteLabelConfigured')?.params).toEqual({ agencyName: 'Huber', domain: 'app.huber.at' });
    // Never the DNS token, nor the organisation that took the domain.
    expect(docs.find((d) => d.key === 'whiteLabelDomainVerified')?.params).toEqual({ domain: 'app.huber.at' });
    expect(docs.find((d) => d.key === 'whiteLabelDomainLost')?.params).toEqual({ domain: 'app.huber.at' });
  });

  it('never copies a password hash, token hash, key hash or mail key', () => {
    const docs = lines([
      ...recorded(`user-${userId}`, testMetadata(orgId, userId), userEvents),
      ...recorded(`organization-${orgId}`, testMetadata(orgId, userId), orgEvents),
    ]);
    expect(docs.length).toBeGreaterThan(0);
    expect(JSON.stringify(docs)).not.toContain(SECRET);
  });

  it('Given events without an organisation, Then nothing', () => {
    given(recorded(`user-${userId}`, testMetadata(null, userId), userEvents)).then([]);
  });

  it('skips sessions and token requests', () => {
    given(recorded(`user-${userId}`, testMetadata(orgId, userId), userEvents.slice(1, 3))).then([]);
  });

  it('Given the team’s work on a saved profile, Then a line per change with the profile id and display fields only', () => {
    const docs = lines(recorded(`savedProfile-${profileId}`, testMetadata(orgId, userId), profileWorkEvents));
    expect(docs.map((d) => [d.key, d.params])).toEqual([
      ['profileSlugChanged', { profileId, slug: 'cristiano-7' }],
      ['profileInfoEdited', { profileId }],
      ['profileCustomFieldSet', { profileId, fieldId }],
      ['profileContactChanged', { profileId }],
      ['profileContactsCollected', { profileId, contactCount: 1 }],
      ['profileActivityAdded', { profileId, activityKind: 'call' }],
      ['profileActivityRemoved', { profileId }],
      ['profileAttachmentAdded', { profileId, kind: 'file', title: 'Brief' }],
      ['profileAttachmentAdded', { profileId, kind: 'link', title: 'Media kit' }],
      ['profileAttachmentEdited', { profileId, title: 'Brief v2' }],
      ['profileAttachmentRemoved', { profileId }],
      ['profileCouponAdded', { profileId, code: 'CR7-10' }],
      ['profileCouponRemoved', { profileId }],
      ['profileTrackingChanged', { profileId, tracking: 'live', enabled: true }],
      ['profileShareChanged', { profileId, disableShare: true }],
      ['profileConnectionChanged', { profileId, connected: true, via: 'direct' }],
    ]);
    expect(JSON.stringify(docs)).not.toContain(SECRET);
  });

  it('Given an info edit, Then one document naming the profile and no value', () => {
    given(recorded(`savedProfile-${profileId}`, testMetadata(orgId, userId), profileWorkEvents.slice(1, 2))).then([
      {
        _id: `savedProfile-${profileId}:0`,
        orgId,
        eventType: 'ProfileInfoEdited',
        key: 'profileInfoEdited',
        params: { profileId },
        actor: { userId, role: 'owner', via: 'session' },
        occurredAt: at,
        streamId: `savedProfile-${profileId}`,
        revision: 0,
        position: '00000000000000000000',
      },
    ]);
  });

  it('Given lists, custom fields and an import, Then their lines with names and counts, never share ids, options or handles', () => {
    const docs = lines([
      ...recorded(`lists-${orgId}`, testMetadata(orgId, userId), listEvents),
      ...recorded(`customFields-${orgId}`, testMetadata(orgId, userId), customFieldEvents),
      ...recorded(`profileImport-${importId}`, testMetadata(orgId, userId), importEvents),
    ]);
    expect(docs.map((d) => [d.key, d.params])).toEqual([
      ['listCreated', { listId, name: 'Summer' }],
      ['listProfilesAdded', { listId, profileCount: 2 }],
      ['listProfileRemoved', { listId, profileId }],
      ['listRenamed', { listId, name: 'Summer 26' }],
      ['listShared', { listId }],
      ['listShareDisabled', { listId }],
      ['listEnrichRequested', { listId, profileCount: 2 }],
      ['listDeleted', { listId }],
      ['fieldCategoryCreated', { categoryId, name: 'Deals' }],
      ['customFieldCreated', { fieldId, name: 'Fee', type: 'select' }],
      ['fieldCategoryMoved', { categoryId }],
      ['fieldCategoryDeleted', { categoryId }],
      ['customFieldDeleted', { fieldId }],
      ['importStarted', { importId, platform: 'instagram', total: 3, profileCount: 2, skippedCount: 1 }],
      ['importCompleted', { importId }],
    ]);
    const stored = JSON.stringify(docs);
    expect(stored).not.toContain(SECRET);
    expect(stored).not.toContain(shareId);
  });

  it('Given an audit report built by a job, Then requested and ready lines, without progress ticks, content or public link', () => {
    const docs = lines(recorded(`auditReport-${reportId}`, testMetadata(orgId, null), auditReportEvents));
    expect(docs.map((d) => [d.key, d.params])).toEqual([
      ['auditReportRequested', { reportId, profileId, username: 'cristiano', platform: 'instagram' }],
      ['auditReportCompleted', { reportId, username: 'cristiano', platform: 'instagram' }],
      ['auditReportFailed', { reportId }],
      ['auditReportShareRevoked', { reportId }],
    ]);
    expect(docs[1]?.actor).toEqual({ userId: null, role: null, via: 'system' });
    const stored = JSON.stringify(docs);
    expect(stored).not.toContain(SECRET);
    expect(stored).not.toContain(shareId);
  });

  it('Given a campaign’s stream, Then a line per change with the campaign id, names, statuses, counts and amounts only', () => {
    const docs = lines(recorded(`campaign-${campaignId}`, testMetadata(orgId, userId), campaignEvents));
    expect(docs.map((d) => [d.key, d.params])).toEqual([
      ['campaignCreated', { campaignId, name: 'Summer' }],
      ['campaignUpdated', { campaignId, name: 'Summer 26' }],
      ['campaignUpdated', { campaignId }],
      ['campaignStatusChanged', { campaignId, from: 'draft', to: 'active' }],
      ['campaignInfluencerAdded', { campaignId, influencerId: profileId, username: 'cristiano', platform: 'instagram' }],
      ['campaignInfluencerUpdated', { campaignId, influencerId: profileId, influencerStatus: 'confirmed' }],
      ['campaignInfluencerUpdated', { campaignId, influencerId: profileId }],
      ['campaignPostAdded', { campaignId, postId: itemId, platform: 'instagram', postType: 'reel' }],
      ['campaignPostEdited', { campaignId, postId: itemId }],
      ['campaignPostRemoved', { campaignId, postId: itemId }],
      ['campaignStoryAdded', { campaignId, storyId: itemId, influencerId: profileId }],
      ['campaignStoryRemoved', { campaignId, storyId: itemId }],
      ['campaignActivityAdded', { campaignId, activityId: itemId }],
      ['campaignActivityRemoved', { campaignId, activityId: itemId }],
      ['campaignPublicUrlGenerated', { campaignId }],
      ['campaignShareChanged', { campaignId, disableShare: true }],
      ['campaignUploadsAdded', { campaignId, uploadCount: 2 }],
      ['campaignUploadsRemoved', { campaignId, uploadCount: 1 }],
      ['campaignLinkAdded', { campaignId, linkId: itemId, linkText: 'Product Link' }],
      ['campaignLinkRemoved', { campaignId, linkId: itemId }],
      ['campaignListAdded', { campaignId, listId, name: 'Wave 1' }],
      ['campaignListRenamed', { campaignId, listId, name: 'Wave 2' }],
      ['campaignListRemoved', { campaignId, listId }],
      [
        'campaignPaymentAdded',
        { campaignId, paymentId, influencerId: profileId, amountCents: 50000, currency: 'EUR', paymentStatus: 'pending' },
      ],
      ['campaignPaymentEdited', { campaignId, paymentId, paymentStatus: 'paid' }],
      ['campaignPaymentEdited', { campaignId, paymentId }],
      ['campaignPaymentRemoved', { campaignId, paymentId }],
      ['campaignUgcContentUpdated', { campaignId, contentId: itemId, username: 'fan1', platform: 'tiktok', ugcStatus: 'approved' }],
      ['campaignUgcContentRemoved', { campaignId, contentId: itemId }],
      ['campaignUgcUserRemoved', { campaignId, username: 'fan1', platform: 'tiktok' }],
      ['campaignInfluencerRemoved', { campaignId, influencerId: profileId }],
      ['campaignDeleted', { campaignId }],
    ]);
    const stored = JSON.stringify(docs);
    expect(stored).not.toContain(SECRET);
    expect(stored).not.toContain(shareId);
    expect(docs.some((d) => d.eventType === 'CampaignLinkClicksCollected')).toBe(false);
  });

  it('Given a status change, Then one document naming the campaign by id with the statuses from and to', () => {
    given(recorded(`campaign-${campaignId}`, testMetadata(orgId, userId), campaignEvents.slice(3, 4))).then([
      {
        _id: `campaign-${campaignId}:0`,
        orgId,
        eventType: 'CampaignStatusChanged',
        key: 'campaignStatusChanged',
        params: { campaignId, from: 'draft', to: 'active' },
        actor: { userId, role: 'owner', via: 'session' },
        occurredAt: at,
        streamId: `campaign-${campaignId}`,
        revision: 0,
        position: '00000000000000000000',
      },
    ]);
  });

  it('Given clicks collected by the background job, Then nothing', () => {
    given(
      recorded(
        `campaign-${campaignId}`,
        testMetadata(orgId, null),
        campaignEvents.filter((e) => e.type === 'CampaignLinkClicksCollected'),
      ),
    ).then([]);
  });

  it('Given CPM values set, Then a line with the currency and no values', () => {
    const docs = lines(
      recorded(`campaignSettings-${orgId}`, testMetadata(orgId, userId), [
        { type: 'CampaignCpmValuesSet', data: { currency: 'EUR', valuesCents: { instagram: 850, tiktok: 600 }, setAt: at } },
      ]),
    );
    expect(docs.map((d) => [d.key, d.params])).toEqual([['campaignCpmValuesSet', { currency: 'EUR' }]]);
  });

  it('Given Bitly connected and disconnected, Then two documents, never the token’s ciphertext', () => {
    given(recorded(`integrations-${orgId}`, testMetadata(orgId, userId), integrationEvents)).then([
      {
        _id: `integrations-${orgId}:0`,
        orgId,
        eventType: 'BitlyConnected',
        key: 'bitlyConnected',
        params: {},
        actor: { userId, role: 'owner', via: 'session' },
        occurredAt: at,
        streamId: `integrations-${orgId}`,
        revision: 0,
        position: '00000000000000000000',
      },
      {
        _id: `integrations-${orgId}:1`,
        orgId,
        eventType: 'BitlyDisconnected',
        key: 'bitlyDisconnected',
        params: {},
        actor: { userId, role: 'owner', via: 'session' },
        occurredAt: at,
        streamId: `integrations-${orgId}`,
        revision: 1,
        position: '00000000000000000001',
      },
    ]);
    const stored = JSON.stringify(lines(recorded(`integrations-${orgId}`, testMetadata(orgId, userId), integrationEvents)));
    expect(stored).not.toContain(bitlyCiphertext);
    expect(stored).not.toContain(SECRET);
    expect(stored).not.toContain('v1.');
  });

  it('Given team changes, Then names and roles, never the invitee’s email or invitation token', () => {
    const docs = lines(
      recorded(`user-${keyId}`, testMetadata(orgId, userId), [
        {
          type: 'MemberInvited',
          data: {
            userId: keyId,
            orgId,
            email: `${SECRET}@example.com`,
            fullName: 'Max',
            role: 'member',
            invitedBy: userId,
            tokenHash: SECRET,
            expiresAt: at,
            invitedAt: at,
          },
        },
        { type: 'InvitationAccepted', data: { acceptedAt: at } },
        { type: 'MemberRoleChanged', data: { role: 'admin', previousRole: 'member', changedAt: at } },
        { type: 'MemberRenamed', data: { fullName: 'Max M.', renamedAt: at } },
        { type: 'GuestSharesChanged', data: { lists: [listId], profiles: [profileId, itemId], changedAt: at } },
        { type: 'MemberRemoved', data: { removedAt: at } },
      ]),
    );
    expect(docs.map((d) => [d.key, d.params])).toEqual([
      ['memberInvited', { fullName: 'Max', role: 'member' }],
      ['memberRoleChanged', { role: 'admin', previousRole: 'member' }],
      ['memberRenamed', { fullName: 'Max M.' }],
      ['guestSharesChanged', { listCount: 1, profileCount: 2 }],
      ['memberRemoved', {}],
    ]);
    expect(JSON.stringify(docs)).not.toContain(SECRET);
  });

  it('skips data refreshes, progress ticks, slug reservations and events that mirror another line', () => {
    for (const type of [
      'ProfileStatisticsObserved',
      'ProfileDataUnavailable',
      'ProfileAuditReportStatusChanged',
      'ProfileSlugReserved',
      'ProfileSlugReleased',
      'AuditReportProgressed',
      'ImportProgressed',
      'CustomFieldCategoryCleared',
      'InvitationAccepted',
      'CampaignLinkClicksCollected',
    ]) {
      expect([type, describeEvent({ type, data: {} })]).toEqual([type, null]);
    }
  });

  it('handles every registered event type the table does not skip, and records a type without a description as generic, without its data', () => {
    const skipped = Object.keys(eventSchemas).filter((type) => ACTIVITY_DESCRIPTIONS[type as EventType] === 'skip');
    expect(skipped).toContain('ProfileStatisticsObserved');
    expect([...activityProjection.handles, ...skipped].sort()).toEqual(Object.keys(eventSchemas).sort());
    const unknown = { type: 'TeamMemberInvited', data: { email: 'x@example.com', tokenHash: SECRET } };
    expect(describeEvent(unknown)).toEqual({ key: 'generic', params: { type: 'TeamMemberInvited' } });
  });

  it('gives every event type Scout records a line of its own or skips it: none falls back to generic', () => {
    expect(Object.keys(eventSchemas).filter((type) => !(type in ACTIVITY_DESCRIPTIONS))).toEqual([]);
  });
});
