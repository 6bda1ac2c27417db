import { Alert, Grid, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { UpdatedAgo } from '../../platform/UpdatedAgo';
import type { AnalyticsShown } from './types';
import { EngagementCard } from './EngagementCard';
import { GrowthChart } from './GrowthChart';
import { PostingHeatmap } from './PostingHeatmap';
import { RecentPosts } from './RecentPosts';
import { StatisticsCards } from './StatisticsCards';
import { analyticsTestIds } from './testIds';
import { TopTags } from './TopTags';

/**
 * Every analytics card of a profile, read-only: used by the profile page, the public profile and the audit reports.
 * Without data (the provider does not know the creator, or has not answered yet) the figures show
 * dashes and a note says so; nothing is invented. `explained`: the engagement formulas show from the
 * start (audit reports). `showUpdated`: says how fresh the figures are ("Updated 2 hours ago", the
 * latest observation), on live pages, not on frozen reports.
 */
export function ProfileAnalytics({
  analytics,
  explained = false,
  showUpdated = false,
}: {
  analytics: AnalyticsShown | null;
  explained?: boolean;
  showUpdated?: boolean;
}) {
  const translate = useTranslate();
  const status = analytics?.dataStatus ?? 'pending';
  return (
    <Stack spacing={2}>
      {status !== 'available' && (
        <Alert severity={status === 'unavailable' ? 'info' : 'warning'} data-testid={analyticsTestIds.noData}>
          {translate(status === 'unavailable' ? 'scout.profile.noData' : 'scout.profile.pendingData')}
        </Alert>
      )}
      {analytics && (
        <>
          {showUpdated && <UpdatedAgo at={analytics.observedAt} messageKey="scout.profile.updatedAgo" testId={analyticsTestIds.updated} />}
          <StatisticsCards analytics={analytics} />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 4 }}>
              <EngagementCard analytics={analytics} explained={explained} />
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
              <GrowthChart analytics={analytics} />
            </Grid>
          </Grid>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, lg: 7 }}>
              <PostingHeatmap heatmap={analytics.heatmap} />
            </Grid>
            <Grid size={{ xs: 12, lg: 5 }}>
              <Stack spacing={2}>
                <TopTags analytics={analytics} />
                <RecentPosts posts={analytics.recentPosts} />
              </Stack>
            </Grid>
          </Grid>
        </>
      )}
    </Stack>
  );
}
