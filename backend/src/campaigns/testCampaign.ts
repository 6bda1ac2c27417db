import type { CampaignEvent } from '@scout/contracts/campaigns';
import type { CampaignCommand, CampaignCommandBody } from './campaignCommands';

/** Fixtures of the campaign decider's tests: one campaign of one organisation, at one instant. */
export const orgId = 'org-1';
export const otherOrgId = 'org-2';
export const campaignId = '0c9e1f62-3a4b-4c5d-8e6f-7a8b9c0d1e2f';
export const influencerId = '1d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
export const otherInfluencerId = '2e3f4051-6b7c-4d8e-9fa0-1b2c3d4e5f60';
export const unknownId = '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
export const now = '2026-11-23T10:00:00.000Z';

/** The command `body` as `orgId` issues it now. */
export const cmd = (body: CampaignCommandBody, by = orgId): CampaignCommand => ({ ...body, orgId: by, now }) as CampaignCommand;

export const created: CampaignEvent = {
  type: 'CampaignCreated',
  data: { campaignId, orgId, details: { name: 'Summer drop', currency: 'EUR', budgetCents: 500000 }, createdAt: now },
};
export const statusChanged = (from: 'draft' | 'active' | 'paused' | 'completed' | 'archived', to: typeof from): CampaignEvent => ({
  type: 'CampaignStatusChanged',
  data: { campaignId, from, to, changedAt: now },
});
export const archived: CampaignEvent[] = [statusChanged('draft', 'archived')];
export const deleted: CampaignEvent = { type: 'CampaignDeleted', data: { campaignId, deletedAt: now } };
export const influencerAdded = (id = influencerId, username = 'anna'): CampaignEvent => ({
  type: 'InfluencerAdded',
  data: { campaignId, influencerId: id, platform: 'instagram', username, addedAt: now },
});
export const post = {
  influencerId,
  url: 'https://www.instagram.com/p/abc/',
  platform: 'instagram',
  type: 'post' as const,
  publishedAt: null,
  likes: 10,
  comments: 2,
  views: null,
  shares: null,
  reach: null,
};
export const postId = '3f405162-7c8d-4e9f-a0b1-2c3d4e5f6071';
export const postAdded: CampaignEvent = {
  type: 'CampaignPostAdded',
  data: { campaignId, postId, post, enableTracking: false, source: 'manual', addedAt: now },
};
export const paymentId = '40516273-8d9e-4fa0-b1c2-3d4e5f607182';
export const payment = { amountCents: 125050, currency: 'EUR', status: 'pending' as const, dueDate: '2026-12-01', paidDate: null };
export const paymentAdded: CampaignEvent = { type: 'PaymentAdded', data: { campaignId, paymentId, influencerId, payment, addedAt: now } };
export const linkId = '51627384-9eaf-40b1-82d3-4e5f60718293';
export const linkAdded: CampaignEvent = {
  type: 'CampaignLinkAdded',
  data: {
    campaignId,
    linkId,
    url: 'https://shop.example.com/x',
    linkText: 'Product Link',
    influencerId: null,
    bitlyLinkId: null,
    shortUrl: null,
    addedAt: now,
  },
};
export const listId = '62738495-afb0-41c2-93e4-5f6071829304';
export const listAdded: CampaignEvent = {
  type: 'CampaignListAdded',
  data: { campaignId, listId, name: 'Wave 1', influencerIds: [influencerId], addedAt: now },
};
export const contentId = '738495a6-b0c1-42d3-a4f5-60718293a415';
export const ugc = { username: 'fan.one', platform: 'tiktok', url: 'https://www.tiktok.com/@fan.one/video/1', status: 'pending' as const };
export const ugcAdded: CampaignEvent = { type: 'UGCContentUpdated', data: { campaignId, contentId, ...ugc, updatedAt: now } };
export const uploadId = '8495a6b7-c1d2-43e4-b5a6-718293a4b526';
export const upload = {
  uploadId,
  blobId: '95a6b7c8-d2e3-44f5-86b7-8293a4b5c637',
  fileName: 'brief.pdf',
  contentType: 'application/pdf',
  size: 1200,
};
export const uploadsAdded: CampaignEvent = { type: 'CampaignUploadsAdded', data: { campaignId, uploads: [upload], addedAt: now } };
