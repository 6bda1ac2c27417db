import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useLocaleState, useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { timeAxisProps, valueAxisProps } from '../platform/charts/axisProps';
import { timeAxis } from '../platform/charts/timeAxis';
import { valueAxis } from '../platform/charts/valueAxis';
import { dayStart, formatDate } from '../platform/dates';
import { dashboardTestIds } from './testIds';
import type { HomeResponse } from './types';

const HALF_DAY = 43_200_000;

/** Profiles saved per day over the last 30 days (Europe/Vienna days, computed by the server). */
export function ProfilesPerDayChart({ perDay }: { perDay: HomeResponse['profilesPerDay'] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const theme = useTheme();
  const data = perDay.map((d) => ({ at: dayStart(d.day), count: d.count }));
  // Each bar is a day wide, centred on the day's start: half a day more on either end.
  const x = timeAxis(
    data.map((d) => d.at),
    locale,
    { padding: HALF_DAY, days: true },
  );
  const y = valueAxis(
    data.map((d) => d.count),
    locale,
    { fromZero: true },
  );
  return (
    <Card data-testid={dashboardTestIds.chart} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('scout.dashboard.chartTitle')}
        </Typography>
        <Box sx={{ width: '100%', height: 220 }}>
          <BarChart data={data} responsive style={{ width: '100%', height: 220 }} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis {...timeAxisProps(x)} />
            <YAxis {...valueAxisProps(y)} />
            <Tooltip labelFormatter={(at) => formatDate(Number(at), locale)} />
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
