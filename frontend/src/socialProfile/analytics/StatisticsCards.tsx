import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { CreatorFigure } from '@scout/contracts/profiles/figures';
import type { AnalyticsShown } from './types';
import { ReportedCaption } from './FigureSource';
import { countText, exactTitle } from '../../platform/numbers';
import { analyticsTestIds } from './testIds';

interface Figure {
  name: string;
  value: number | null;
  /** A post figure, which says where it comes from. */
  figure?: CreatorFigure;
}

function figuresOf(analytics: AnalyticsShown): Figure[] {
  const statistics = analytics.statistics;
  return [
    { name: 'followers', value: statistics?.followers ?? null },
    { name: 'following', value: statistics?.following ?? null },
    { name: 'posts', value: statistics?.posts ?? null },
    { name: 'averageLikes', value: analytics.averageLikes.value, figure: analytics.averageLikes },
    { name: 'averageComments', value: analytics.averageComments.value, figure: analytics.averageComments },
    { name: 'averageViews', value: analytics.averageViews.value, figure: analytics.averageViews },
  ];
}

/**
 * Followers, following, posts and the averages over the posts in the window, abbreviated (1.2K); a
 * dash where no figure exists. An average the data source reported says so, with its date.
 */
export function StatisticsCards({ analytics }: { analytics: AnalyticsShown }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Grid container spacing={2} data-testid={analyticsTestIds.statistics}>
      {figuresOf(analytics).map(({ name, value, figure }) => (
        <Grid key={name} size={{ xs: 6, sm: 4, md: 2 }}>
          <Card sx={{ height: '100%' }} data-testid={analyticsTestIds.statistic(name)}>
            <CardContent>
              <Typography variant="h5" component="p" title={exactTitle(value, locale)}>
                {countText(value, locale)}
              </Typography>
              <Typography variant="overline" color="text.secondary">
                {translate(`scout.profile.statistics.${name}`)}
              </Typography>
              <ReportedCaption name={name} figure={figure} />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
