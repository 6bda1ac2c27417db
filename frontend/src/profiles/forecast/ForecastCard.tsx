import {
  Alert,
  Button,
  Card,
  CardContent,
  Collapse,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import {
  FORECAST_FORMULA,
  FORECAST_METRICS,
  type CreatorForecast,
  type ForecastContentType,
  type ForecastMetric,
  type MetricForecast,
} from '@scout/contracts/profiles/forecasts';
import { formatDate } from '../../platform/dates';
import { exactTitle, numberText, percentText } from '../../platform/numbers';
import { expectedCountText } from './expectedCountText';
import { forecastTestIds as ids } from './testIds';

const formulaOf = (locale: string) => (locale === 'de' ? FORECAST_FORMULA.de : FORECAST_FORMULA.en);

function Row({ metric, figure, minPosts }: { metric: ForecastMetric; figure: MetricForecast; minPosts: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { next, backtest } = figure;
  const name = <TableCell sx={{ pl: 0 }}>{translate(`scout.forecast.metrics.${metric}`)}</TableCell>;
  if (!next) {
    return (
      <TableRow data-testid={ids.row(metric)}>
        {name}
        <TableCell colSpan={4} data-testid={ids.none(metric)}>
          <Typography variant="body2" color="text.secondary">
            {translate(`scout.forecast.reasons.${figure.reason ?? 'too_few_posts'}`, { smart_count: figure.postsAvailable, min: minPosts })}
          </Typography>
        </TableCell>
      </TableRow>
    );
  }
  return (
    <TableRow data-testid={ids.row(metric)}>
      {name}
      <TableCell align="right" data-testid={ids.median(metric)} title={exactTitle(next.median, locale)}>
        <strong>{expectedCountText(next.median, locale)}</strong>
      </TableCell>
      <TableCell align="right" data-testid={ids.interval(metric)}>
        {translate('scout.forecast.interval', { low: expectedCountText(next.low, locale), high: expectedCountText(next.high, locale) })}
      </TableCell>
      <TableCell align="right" data-testid={ids.backtest(metric)}>
        {backtest.posts === 0 ? translate('scout.forecast.noBacktest') : percentText(backtest.mdape, locale)}
      </TableCell>
      <TableCell align="right">
        {backtest.posts === 0
          ? '–'
          : translate('scout.forecast.coverage', { coverage: percentText(backtest.coverage, locale), smart_count: backtest.posts })}
      </TableCell>
    </TableRow>
  );
}

/** The inputs of one count's forecast as the "how computed" table lists them. */
const inputsOf = (forecast: CreatorForecast, figure: MetricForecast) => ({
  postsUsed: figure.postsUsed,
  postsAvailable: figure.postsAvailable,
  windowPosts: forecast.windowPosts,
  halfLifePosts: forecast.halfLifePosts,
  backtestPosts: figure.backtest.posts,
  mdape: figure.backtest.mdape,
  coverage: figure.backtest.coverage,
});

/** Each input (rows) of each count's forecast (columns). */
function Inputs({ forecast, metrics }: { forecast: CreatorForecast; metrics: Record<ForecastMetric, MetricForecast> }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const columns = FORECAST_METRICS.map((metric) => inputsOf(forecast, metrics[metric]));
  return (
    <Table size="small" sx={{ mt: 1 }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ pl: 0 }} />
          {FORECAST_METRICS.map((metric) => (
            <TableCell key={metric} align="right">
              {translate(`scout.forecast.metrics.${metric}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {(Object.keys(columns[0]!) as Array<keyof ReturnType<typeof inputsOf>>).map((input) => (
          <TableRow key={input}>
            <TableCell sx={{ pl: 0 }}>{translate(`scout.forecast.inputs.${input}`)}</TableCell>
            {columns.map((column, i) => (
              <TableCell key={FORECAST_METRICS[i]} align="right">
                {numberText(column[input], locale)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * What a creator's next post will likely bring, per content type: each count's median and 80 %
 * interval with its walk-forward backtest (error and coverage on the creator's own posts), or why
 * there is none; "how computed" shows the method, the posts used and the window.
 */
export function ForecastCard({ forecast }: { forecast: CreatorForecast | null }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [type, setType] = useState<ForecastContentType>('all');
  const [open, setOpen] = useState(false);
  const shown = forecast?.byType.find((t) => t.contentType === type) ?? forecast?.byType[0];
  const views = shown?.metrics.views;
  const basis = views?.next ? views : shown?.metrics.likes;
  const dates = basis?.from ? [...new Set([formatDate(basis.from, locale), formatDate(basis.to, locale)])].join(' – ') : null;
  return (
    <Card data-testid={ids.card}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('scout.forecast.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('scout.forecast.intro')}
        </Typography>
        {!forecast || !shown ? (
          <Alert severity="info" data-testid={ids.notComputed}>
            {translate('scout.forecast.notComputed')}
          </Alert>
        ) : (
          <>
            {forecast.byType.length > 1 && (
              <ToggleButtonGroup size="small" exclusive value={shown.contentType} onChange={(_, value) => value && setType(value)}>
                {forecast.byType.map(({ contentType }) => (
                  <ToggleButton key={contentType} value={contentType} data-testid={ids.type(contentType)}>
                    {translate(`scout.forecast.types.${contentType}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            )}
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ pl: 0 }}>{translate('scout.forecast.columns.metric')}</TableCell>
                  <TableCell align="right">{translate('scout.forecast.columns.median')}</TableCell>
                  <TableCell align="right">{translate('scout.forecast.columns.interval')}</TableCell>
                  <TableCell align="right">{translate('scout.forecast.columns.error')}</TableCell>
                  <TableCell align="right">{translate('scout.forecast.columns.coverage')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {FORECAST_METRICS.map((metric) => (
                  <Row key={metric} metric={metric} figure={shown.metrics[metric]} minPosts={forecast.minPosts} />
                ))}
              </TableBody>
            </Table>
            <Button size="small" sx={{ mt: 1 }} onClick={() => setOpen(!open)} data-testid={ids.howComputed}>
              {translate(open ? 'scout.forecast.hide' : 'scout.forecast.how')}
            </Button>
            <Collapse in={open} unmountOnExit>
              <Typography
                variant="body2"
                component="code"
                sx={{ display: 'block', fontFamily: 'monospace', my: 0.5 }}
                data-testid={ids.formula}
              >
                {formulaOf(locale)}
              </Typography>
              {dates && (
                <Typography variant="body2" color="text.secondary">
                  {translate('scout.forecast.published', { dates })}
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary">
                {translate('scout.forecast.grown', { days: forecast.grownDays })}
              </Typography>
              <Inputs forecast={forecast} metrics={shown.metrics} />
            </Collapse>
          </>
        )}
      </CardContent>
    </Card>
  );
}
