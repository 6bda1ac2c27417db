import type { ProfileAnalyticsView } from '@scout/contracts/profiles';

/** The numbers a profile page shows of a creator's post figures and heatmap: what tests compare with a plain computation. */
export function figuresShown(
  analytics: Pick<
    ProfileAnalyticsView,
    'averageLikes' | 'averageComments' | 'averageViews' | 'engagementRate' | 'viewEngagementRate' | 'heatmap'
  >,
) {
  return {
    averageLikes: analytics.averageLikes.value,
    averageComments: analytics.averageComments.value,
    averageViews: analytics.averageViews.value,
    engagementRate: analytics.engagementRate.value,
    viewEngagementRate: analytics.viewEngagementRate.value,
    heatmap: analytics.heatmap.rows,
    postsConsidered: analytics.heatmap.postsConsidered,
  };
}
