/** Campaign statuses and the transitions `updateStatus` allows (the decider enforces exactly this table). */
export const CAMPAIGN_STATUSES = ['draft', 'active', 'paused', 'completed', 'archived'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_TRANSITIONS: Readonly<Record<CampaignStatus, readonly CampaignStatus[]>> = {
  draft: ['active', 'archived'],
  active: ['paused', 'completed'],
  paused: ['active', 'completed', 'archived'],
  completed: ['active', 'archived'],
  archived: ['draft'],
};

/** Spec section 9. */
export const DEFAULT_LINK_TEXT = 'Product Link';

export const INFLUENCER_STATUSES = ['invited', 'confirmed', 'declined', 'content_submitted', 'published', 'paid'] as const;
export const PAYMENT_STATUSES = ['pending', 'scheduled', 'paid', 'cancelled'] as const;
export const UGC_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const CAMPAIGN_POST_TYPES = ['post', 'reel', 'video', 'short', 'carousel', 'other'] as const;
