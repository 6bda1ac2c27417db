import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ProfileAnalyticsView } from '@scout/contracts/profiles/analytics';
import { changeText, percentText } from '../../platform/numbers';
import { FollowerHistoryChart } from './FollowerHistoryChart';
import { analyticsTestIds } from './testIds';

type Growth = Pick<ProfileAnalyticsView, 'followerHistory' | 'growth'>;

/** Followers over time (one point per day observed) and the 7/30/90-day change where history reaches back. */
export function GrowthChart({ analytics }: { analytics: Growth }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Card sx={{ height: '100%' }} data-testid={analyticsTestIds.growth}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('scout.profile.growth.title')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
          {analytics.growth.map((window) => (
            <Chip
              key={window.days}
              size="small"
              variant="outlined"
              data-testid={analyticsTestIds.growthWindow(window.days)}
              label={
                window.change === null
                  ? translate('scout.profile.growth.noWindow', { days: window.days })
                  : translate('scout.profile.growth.window', {
                      days: window.days,
                      change: changeText(window.change, locale),
                      percent: percentText(window.percent, locale),
                    })
              }
            />
          ))}
        </Stack>
        {analytics.followerHistory.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('scout.profile.growth.noHistory')}
          </Typography>
        ) : (
          <FollowerHistoryChart history={analytics.followerHistory} />
        )}
      </CardContent>
    </Card>
  );
}
