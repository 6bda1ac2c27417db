import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useLocaleState, useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDay } from '../platform/dates';
import { dashboardTestIds } from './testIds';
import type { HomeResponse } from './types';

/** Profiles saved per day over the last 30 days (Europe/Vienna days, computed by the server). */
export function ProfilesPerDayChart({ perDay }: { perDay: HomeResponse['profilesPerDay'] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const theme = useTheme();
  const data = perDay.map((d) => ({ label: formatDay(d.day, locale), count: d.count }));
  return (
    <Card data-testid={dashboardTestIds.chart} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('scout.dashboard.chartTitle')}
        </Typography>
        <Box sx={{ width: '100%', height: 220 }}>
          <BarChart data={data} responsive style={{ width: '100%', height: 220 }} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" minTickGap={16} />
            <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
            <Tooltip />
            <Bar
              dataKey="count"
              name={translate('scout.dashboard.chartSeries')}
              fill={theme.palette.primary.main}
              isAnimationActive={false}
            />
          </BarChart>
        </Box>
      </CardContent>
    </Card>
  );
}
