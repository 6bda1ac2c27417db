import { Box } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useLocaleState, useTranslate } from 'react-admin';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { timeAxisProps, valueAxisProps } from '../../platform/charts/axisProps';
import type { ProfileAnalyticsView } from '@scout/contracts/profiles/analytics';
import { timeAxis } from '../../platform/charts/timeAxis';
import { valueAxis } from '../../platform/charts/valueAxis';
import { SingleObservation } from '../../platform/charts/SingleObservation';
import { chartTestIds } from '../../platform/charts/chartTestIds';
import { dayStart, formatDate } from '../../platform/dates';
import { countText } from '../../platform/numbers';
import { analyticsTestIds } from './testIds';

/** Followers over real time (one point per day observed); a single day shows as a figure and its date. */
export function FollowerHistoryChart({ history }: { history: ProfileAnalyticsView['followerHistory'] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const theme = useTheme();
  const points = history.map((point) => ({ at: dayStart(point.date), followers: point.followers }));
  const only = points.length === 1 ? points[0] : undefined;
  if (only)
    return (
      <Box data-testid={analyticsTestIds.growthChart} data-points={1}>
        <SingleObservation
          testId={chartTestIds.single}
          value={translate('scout.profile.growth.single', { followers: countText(only.followers, locale) })}
          note={translate('scout.profile.growth.singleNote', { date: formatDate(only.at, locale) })}
        />
      </Box>
    );
  const x = timeAxis(
    points.map((point) => point.at),
    locale,
    { days: true },
  );
  const y = valueAxis(
    points.map((point) => point.followers),
    locale,
  );
  return (
    <Box sx={{ width: '100%', height: 240 }} data-testid={analyticsTestIds.growthChart} data-points={points.length}>
      <LineChart data={points} responsive style={{ width: '100%', height: 240 }} margin={{ top: 8, right: 24, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis {...timeAxisProps(x)} />
        <YAxis {...valueAxisProps(y)} width={56} />
        <Tooltip labelFormatter={(at) => formatDate(Number(at), locale)} formatter={(value) => countText(Number(value), locale)} />
        <Line
          type="monotone"
          dataKey="followers"
          name={translate('scout.profile.statistics.followers')}
          stroke={theme.palette.primary.main}
          strokeWidth={2}
          dot={points.length < 40}
          isAnimationActive={false}
        />
      </LineChart>
    </Box>
  );
}
