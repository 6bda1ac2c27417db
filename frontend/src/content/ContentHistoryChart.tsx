import { Box, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useLocaleState, useTranslate } from 'react-admin';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { ContentHistoryPoint } from '@scout/contracts/content/responses';
import { countText } from '../socialProfile/analytics/figures';
import { formatDateTime } from '../platform/dates';
import { chartedMetrics, type ChartedMetric } from './contentText';
import { contentTestIds } from './testIds';

/**
 * Views, likes and comments over the item's observations (oldest first). Views sit on their own
 * right-hand axis, as they are usually far larger than likes and comments. The legend is plain MUI
 * (recharts' Legend would pull more of recharts out of the main bundle into shared chunks).
 */
export default function ContentHistoryChart({ history }: { history: ContentHistoryPoint[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const theme = useTheme();
  const metrics = chartedMetrics(history);
  const colours: Record<ChartedMetric, string> = {
    views: theme.palette.primary.main,
    likes: theme.palette.secondary.main,
    comments: theme.palette.success.main,
  };
  const data = history.map((point) => ({ ...point, label: formatDateTime(point.observedAt, locale) }));
  return (
    <Box sx={{ width: '100%' }} data-testid={contentTestIds.chart} data-points={history.length} data-lines={metrics.join(',')}>
      <Stack direction="row" spacing={2} sx={{ mb: 1 }}>
        {metrics.map((metric) => (
          <Stack key={metric} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 12, height: 3, bgcolor: colours[metric] }} />
            <Typography variant="caption">{translate(`resources.contents.fields.${metric}`)}</Typography>
          </Stack>
        ))}
      </Stack>
      <LineChart data={data} responsive style={{ width: '100%', height: 280 }} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" minTickGap={24} />
        <YAxis yAxisId="counts" tickFormatter={(value: number) => countText(value)} tick={{ fontSize: 11 }} allowDecimals={false} />
        {metrics.includes('views') && (
          <YAxis
            yAxisId="views"
            orientation="right"
            tickFormatter={(value: number) => countText(value)}
            tick={{ fontSize: 11 }}
            allowDecimals={false}
          />
        )}
        <Tooltip formatter={(value) => (typeof value === 'number' ? countText(value) : String(value))} />
        {metrics.map((metric) => (
          <Line
            key={metric}
            yAxisId={metric === 'views' ? 'views' : 'counts'}
            type="monotone"
            dataKey={metric}
            name={translate(`resources.contents.fields.${metric}`)}
            stroke={colours[metric]}
            strokeWidth={2}
            dot={{ r: 3 }}
            connectNulls
            isAnimationActive={false}
            className={`content-line-${metric}`}
          />
        ))}
      </LineChart>
    </Box>
  );
}
