import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AnalyticsShown } from './types';
import { countText } from './figures';
import { analyticsTestIds } from './testIds';

interface Figure {
  name: string;
  value: number | null;
}

function figuresOf(analytics: AnalyticsShown): Figure[] {
  const statistics = analytics.statistics;
  return [
    { name: 'followers', value: statistics?.followers ?? null },
    { name: 'following', value: statistics?.following ?? null },
    { name: 'posts', value: statistics?.posts ?? null },
    { name: 'averageLikes', value: analytics.averageLikes.value },
    { name: 'averageComments', value: analytics.averageComments.value },
    { name: 'averageViews', value: analytics.averageViews.value },
  ];
}

/** Followers, following, posts and the averages over the latest posts, abbreviated (1.2K); a dash where no figure exists. */
export function StatisticsCards({ analytics }: { analytics: AnalyticsShown }) {
  const translate = useTranslate();
  return (
    <Grid container spacing={2} data-testid={analyticsTestIds.statistics}>
      {figuresOf(analytics).map(({ name, value }) => (
        <Grid key={name} size={{ xs: 6, sm: 4, md: 2 }}>
          <Card sx={{ height: '100%' }} data-testid={analyticsTestIds.statistic(name)}>
            <CardContent>
              <Typography variant="h5" component="p" title={value === null ? undefined : String(value)}>
                {countText(value)}
              </Typography>
              <Typography variant="overline" color="text.secondary">
                {translate(`scout.profile.statistics.${name}`)}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
