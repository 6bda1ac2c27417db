/** Stable hooks for the browser tests on a campaign's plan (expected totals). */
export const planTestIds = {
  card: 'campaign-plan',
  plannedPosts: 'campaign-planned-posts',
  total: (name: string) => `campaign-plan-total-${name}`,
  influencer: 'campaign-plan-influencer',
  reportSwitch: 'campaign-plan-in-report',
  howComputed: 'campaign-plan-how',
  formula: 'campaign-plan-formula',
  empty: 'campaign-plan-empty',
  costReason: 'campaign-plan-cost-reason',
} as const;
