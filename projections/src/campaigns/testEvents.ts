import type { CampaignEvent } from '@scout/contracts/campaigns/events';

/** Campaign events for projection tests: fixed ids and times, sensible defaults. */
export const ORG = '11111111-1111-4111-8111-111111111111';
export const USER = '22222222-2222-4222-8222-222222222222';
export const CAMPAIGN = '33333333-3333-4333-8333-333333333333';
export const INFLUENCER_A = '44444444-4444-4444-8444-444444444441';
export const INFLUENCER_B = '44444444-4444-4444-8444-444444444442';
export const uuid = (n: number) => `55555555-5555-4555-8555-${String(n).padStart(12, '0')}`;
export const at = (minute: number) => `2026-11-22T10:${String(minute).padStart(2, '0')}:00.000Z`;

type PostNumbers = { likes: number | null; comments: number | null; views: number | null; reach: number | null };

/** Builders for the events of one campaign. */
export const eventsOf = (campaignId: string) => ({
  created: (name = 'Summer launch'): CampaignEvent => ({
    type: 'CampaignCreated',
    data: { campaignId, details: { name, brand: 'Acme', currency: 'EUR', budgetCents: 500000 }, createdAt: at(0) },
  }),
  influencer: (influencerId: string, username: string, platform = 'instagram'): CampaignEvent => ({
    type: 'InfluencerAdded',
    data: { campaignId, influencerId, platform, username, addedAt: at(1) },
  }),
  post: (postId: string, platform: string, numbers: PostNumbers, influencerId: string | null = INFLUENCER_A): CampaignEvent => ({
    type: 'CampaignPostAdded',
    data: {
      campaignId,
      postId,
      post: { influencerId, url: `https://example.com/p/${postId}`, platform, type: 'post', publishedAt: null, shares: null, ...numbers },
      enableTracking: false,
      source: 'manual',
      addedAt: at(2),
    },
  }),
  payment: (
    paymentId: string,
    amountCents: number,
    currency: string,
    status: 'pending' | 'scheduled' | 'paid' | 'cancelled',
  ): CampaignEvent => ({
    type: 'PaymentAdded',
    data: {
      campaignId,
      paymentId,
      influencerId: INFLUENCER_A,
      payment: {
        amountCents,
        currency,
        status,
        dueDate: '2026-12-01',
        paidDate: status === 'paid' ? '2026-11-30' : null,
        note: 'Invoice 7',
      },
      addedAt: at(3),
    },
  }),
  story: (storyId: string, views: number | null): CampaignEvent => ({
    type: 'CampaignStoryAdded',
    data: { campaignId, storyId, influencerId: INFLUENCER_A, url: null, views, publishedAt: at(4), addedAt: at(4) },
  }),
  link: (linkId: string): CampaignEvent => ({
    type: 'CampaignLinkAdded',
    data: {
      campaignId,
      linkId,
      url: 'https://shop.example.com/x',
      linkText: 'Product Link',
      influencerId: null,
      bitlyLinkId: null,
      shortUrl: null,
      addedAt: at(5),
    },
  }),
  status: (
    from: 'draft' | 'active' | 'paused' | 'completed' | 'archived',
    to: 'draft' | 'active' | 'paused' | 'completed' | 'archived',
  ): CampaignEvent => ({
    type: 'CampaignStatusChanged',
    data: { campaignId, from, to, changedAt: at(6) },
  }),
  publicUrl: (slug: string): CampaignEvent => ({ type: 'CampaignPublicUrlGenerated', data: { campaignId, slug, generatedAt: at(7) } }),
  share: (disableShare: boolean): CampaignEvent => ({
    type: 'CampaignShareStatusChanged',
    data: { campaignId, disableShare, changedAt: at(8) },
  }),
  deleted: (): CampaignEvent => ({ type: 'CampaignDeleted', data: { campaignId, deletedAt: at(9) } }),
});

export const ev = eventsOf(CAMPAIGN);
