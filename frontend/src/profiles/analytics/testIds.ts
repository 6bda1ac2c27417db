/** Stable hooks for the browser tests on the analytics cards (profile page and public profile). */
export const analyticsTestIds = {
  statistics: 'profile-statistics',
  statistic: (name: string) => `profile-statistic-${name}`,
  noData: 'profile-no-data',
  engagement: 'profile-engagement',
  engagementValue: 'profile-engagement-value',
  howComputed: 'profile-engagement-how',
  formula: 'profile-engagement-formula',
  growth: 'profile-growth',
  growthChart: 'profile-growth-chart',
  growthWindow: (days: number) => `profile-growth-${days}`,
  heatmap: 'profile-heatmap',
  heatmapCell: 'profile-heatmap-cell',
  heatmapScale: 'profile-heatmap-scale',
  recentPosts: 'profile-recent-posts',
  post: 'profile-post',
  topTags: 'profile-top-tags',
} as const;
