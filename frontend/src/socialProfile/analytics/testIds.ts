/** Stable hooks for the browser tests on the analytics cards (profile page, public profile, audit report) and the figure markers. */
export const analyticsTestIds = {
  statistics: 'profile-statistics',
  statistic: (name: string) => `profile-statistic-${name}`,
  noData: 'profile-no-data',
  updated: 'profile-updated',
  engagement: 'profile-engagement',
  engagementValue: 'profile-engagement-value',
  howComputed: 'profile-engagement-how',
  formula: 'profile-engagement-formula',
  /** Where a figure comes from, under its value: the data source and its date, or the posts it was computed from. */
  source: (name: string) => `profile-figure-source-${name}`,
  /** The "how computed" panel's note on a figure the data source reported. */
  sourceNote: (name: string) => `profile-figure-source-note-${name}`,
  /** The "*" beside a figure the data source reported, in lists and tables (its tooltip says so). */
  sourceMarker: (name: string) => `profile-figure-source-marker-${name}`,
  /** The warning beside figures that cannot all be true (`data-reasons`), wherever a creator's engagement shows. */
  implausible: 'figure-implausible',
  window: 'profile-figure-window',
  stories: 'profile-stories-figure',
  growth: 'profile-growth',
  growthChart: 'profile-growth-chart',
  growthWindow: (days: number) => `profile-growth-${days}`,
  heatmap: 'profile-heatmap',
  heatmapCell: 'profile-heatmap-cell',
  heatmapScale: 'profile-heatmap-scale',
  heatmapEmpty: 'profile-heatmap-empty',
  recentPosts: 'profile-recent-posts',
  post: 'profile-post',
  topTags: 'profile-top-tags',
} as const;
