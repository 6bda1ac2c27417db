import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useLocaleState, useTranslate } from 'react-admin';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { ProfileAnalyticsView } from '@scout/contracts/profiles/analytics';
import { formatDay } from '../../platform/dates';
import { changeText, countText, percentText } from './figures';
import { analyticsTestIds } from './testIds';

type Growth = Pick<ProfileAnalyticsView, 'followerHistory' | 'growth'>;

/** Followers over time (one point per day observed) and the 7/30/90-day change where history reaches back. */
export function GrowthChart({ analytics }: { analytics: Growth }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const theme = useTheme();
  const data = analytics.followerHistory.map((point) => ({ label: formatDay(point.date, locale, true), followers: point.followers }));
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
                      change: changeText(window.change),
                      percent: percentText(window.percent, locale),
                    })
              }
            />
          ))}
        </Stack>
        {data.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('scout.profile.growth.noHistory')}
          </Typography>
        ) : (
          <Box sx={{ width: '100%', height: 240 }} data-testid={analyticsTestIds.growthChart}>
            <LineChart data={data} responsive style={{ width: '100%', height: 240 }} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" minTickGap={16} />
              <YAxis tick={{ fontSize: 11 }} tickFormatter={(value: number) => countText(value)} width={56} domain={['auto', 'auto']} />
              <Tooltip formatter={(value) => countText(Number(value))} />
              <Line
                type="monotone"
                dataKey="followers"
                name={translate('scout.profile.statistics.followers')}
                stroke={theme.palette.primary.main}
                strokeWidth={2}
                dot={data.length < 40}
                isAnimationActive={false}
              />
            </LineChart>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
