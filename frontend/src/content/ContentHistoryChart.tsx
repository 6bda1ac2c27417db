import { Box, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useLocaleState, useTranslate } from 'react-admin';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { timeAxisProps, valueAxisProps } from '../platform/charts/axisProps';
import type { ContentHistoryPoint } from '@scout/contracts/content/responses';
import { chartTestIds } from '../platform/charts/chartTestIds';
import { SingleObservation } from '../platform/charts/SingleObservation';
import { timeAxis } from '../platform/charts/timeAxis';
import { valueAxis } from '../platform/charts/valueAxis';
import { countText } from '../platform/numbers';
import { formatDateTime } from '../platform/dates';
import { chartedMetrics, metricAxes, type ChartedMetric } from './contentText';
import { contentTestIds } from './testIds';

const AXIS_LABEL = { fontSize: 11, textAnchor: 'middle' } as const;

/**
 * Views, likes and comments over the item's observations (oldest first), on real time. Views sit
 * on their own right-hand axis beside likes and comments; each axis is labelled and the legend says
 * which axis a line belongs to. One observation shows as its figures and its time. The legend is
 * plain MUI (recharts' Legend would pull more of recharts out of the main bundle into shared chunks).
 */
export default function ContentHistoryChart({ history }: { history: ContentHistoryPoint[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const theme = useTheme();
  const metrics = chartedMetrics(history);
  const axes = metricAxes(metrics);
  const colours: Record<ChartedMetric, string> = {
    views: theme.palette.primary.main,
    likes: theme.palette.secondary.main,
    comments: theme.palette.success.main,
  };
  const name = (metric: ChartedMetric) => translate(`resources.contents.fields.${metric}`);
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const frame = { 'data-testid': contentTestIds.chart, 'data-points': history.length, 'data-lines': metrics.join(',') };
  const only = history.length === 1 ? history[0] : undefined;
  if (only)
    return (
      <Box {...frame}>
        <SingleObservation
          testId={chartTestIds.single}
          value={metrics.map((metric) => `${name(metric)}: ${countText(only[metric], locale)}`).join(' · ')}
          note={translate('scout.content.chart.single', { date: formatDateTime(only.observedAt, locale) })}
        />
      </Box>
    );
  const data = history.map((point) => ({ ...point, at: Date.parse(point.observedAt) }));
  const x = timeAxis(
    data.map((point) => point.at),
    locale,
  );
  const twoAxes = axes.length > 1;
  return (
    <Box sx={{ width: '100%' }} {...frame}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, flexWrap: 'wrap' }}>
        {axes.flatMap((axis) =>
          axis.metrics.map((metric) => (
            <Stack key={metric} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
              <Box sx={{ width: 12, height: 3, bgcolor: colours[metric] }} />
              <Typography variant="caption">
                {twoAxes ? translate(`scout.content.chart.onAxis.${axis.side}`, { metric: name(metric) }) : name(metric)}
              </Typography>
            </Stack>
          )),
        )}
      </Stack>
      <LineChart data={data} responsive style={{ width: '100%', height: 300 }} margin={{ top: 8, right: 8, bottom: 16, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis
          {...timeAxisProps(x)}
          label={{ value: translate('scout.content.chart.timeAxis'), position: 'bottom', offset: 0, style: AXIS_LABEL }}
        />
        {axes.map((axis) => {
          const y = valueAxis(
            data.flatMap((point) => axis.metrics.map((metric) => point[metric] ?? Number.NaN)),
            locale,
          );
          return (
            <YAxis
              key={axis.id}
              yAxisId={axis.id}
              orientation={axis.side}
              {...valueAxisProps(y)}
              width={64}
              label={{
                value: translate('scout.content.chart.axis', { metrics: list.format(axis.metrics.map(name)) }),
                angle: axis.side === 'left' ? -90 : 90,
                position: axis.side === 'left' ? 'insideLeft' : 'insideRight',
                style: AXIS_LABEL,
              }}
            />
          );
        })}
        <Tooltip
          labelFormatter={(at) => formatDateTime(Number(at), locale)}
          formatter={(value) => (typeof value === 'number' ? countText(value, locale) : String(value))}
        />
        {axes.flatMap((axis) =>
          axis.metrics.map((metric) => (
            <Line
              key={metric}
              yAxisId={axis.id}
              type="monotone"
              dataKey={metric}
              name={name(metric)}
              stroke={colours[metric]}
              strokeWidth={2}
              dot={{ r: 3, className: `content-dot-${metric}` }}
              connectNulls
              isAnimationActive={false}
              className={`content-line-${metric}`}
            />
          )),
        )}
      </LineChart>
    </Box>
  );
}
