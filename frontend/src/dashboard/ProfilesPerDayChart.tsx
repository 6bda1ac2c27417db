import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useLocaleState, useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { TIME_ZONE } from '../platform/dates';
import { dashboardTestIds } from './testIds';
import type { HomeResponse } from './types';

/** A Vienna day `YYYY-MM-DD` as "30 Mar"; noon UTC is the same day in Vienna. */
const dayLabel = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: TIME_ZONE }).format(new Date(`${day}T12:00:00Z`));

/** Profiles saved per day over the last 30 days (Europe/Vienna days, computed by the server). */
export function ProfilesPerDayChart({ perDay }: { perDay: HomeResponse['profilesPerDay'] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const theme = useTheme();
  const data = perDay.map((d) => ({ label: dayLabel(d.day, locale), count: d.count }));
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
            <Bar dataKey="count" name={translate('scout.dashboard.chartSeries')} fill={theme.palette.primary.main} isAnimationActive={false} />
          </BarChart>
        </Box>
      </CardContent>
    </Card>
  );
}
