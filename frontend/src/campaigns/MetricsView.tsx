import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ExplainedFigure } from '@scout/contracts/profiles/analytics';
import { FigureExplanation } from '../socialProfile/analytics/FigureExplanation';
import { countText, percentText } from '../socialProfile/analytics/figures';
import { amountText, moneyText } from './money';
import { campaignTestIds } from './testIds';
import type { CampaignMetrics } from './types';

const COUNTS = ['reach', 'views', 'likes', 'comments', 'storyViews', 'engagements'] as const;
type ShownMetrics = Omit<CampaignMetrics, 'costs'> & Partial<Pick<CampaignMetrics, 'costs'>>;

/** An input's name: `views.instagram` reads "views on Instagram". */
function inputLabel(input: string, translate: (key: string, options?: object) => string): string {
  const [name = input, platform] = input.split('.');
  const label = translate(`scout.campaigns.metrics.inputs.${name}`, { _: name });
  return platform
    ? translate('scout.campaigns.metrics.inputs.onPlatform', {
        what: label,
        platform: translate(`scout.platforms.${platform}`, { _: platform }),
      })
    : label;
}

/** One figure: its value, then how it was computed (formula and inputs), always shown. */
function MetricCard({
  name,
  title,
  value,
  figure,
  children,
}: {
  name: string;
  title: string;
  value: string;
  figure: ExplainedFigure;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Card sx={{ height: '100%' }} data-testid={campaignTestIds.metric} data-metric={name}>
      <CardContent>
        <Typography variant="h4" component="p">
          {value}
        </Typography>
        <FigureExplanation title={title} figure={figure} inputLabel={(input) => inputLabel(input, translate)} />
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * The campaign's metrics, each with its formula: counts, engagement rate, costs per currency (the
 * signed-in page only) and earned media value with the CPM values it used; `showCpmSource` says
 * whether those are Scout's defaults or the organisation's own, `cpmActions` adds their editor.
 */
export function MetricsView({
  metrics,
  showCpmSource = false,
  cpmActions,
}: {
  metrics: ShownMetrics;
  showCpmSource?: boolean;
  cpmActions?: ReactNode;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = (value: number | null, currency: string, digits = 2) =>
    value === null ? '–' : amountText(value, currency, locale, digits);
  const emv = metrics.earnedMediaValue;
  return (
    <Grid container spacing={2} data-testid={campaignTestIds.metrics}>
      {COUNTS.map((name) => (
        <Grid key={name} size={{ xs: 12, md: 6, xl: 4 }}>
          <MetricCard
            name={name}
            title={translate(`scout.campaigns.metrics.${name}`)}
            value={countText(metrics[name].value)}
            figure={metrics[name]}
          />
        </Grid>
      ))}
      <Grid size={{ xs: 12, md: 6, xl: 4 }}>
        <MetricCard
          name="engagementRate"
          title={translate('scout.campaigns.metrics.engagementRate')}
          value={percentText(metrics.engagementRate.value, locale)}
          figure={metrics.engagementRate}
        />
      </Grid>
      {(metrics.costs ?? []).flatMap((costs) =>
        (['cost', 'costPerEngagement', 'cpm'] as const).map((name) => (
          <Grid key={`${costs.currency}-${name}`} size={{ xs: 12, md: 6, xl: 4 }}>
            <MetricCard
              name={name}
              title={`${translate(`scout.campaigns.metrics.${name}`)} (${costs.currency})`}
              value={money(costs[name].value, costs.currency, name === 'costPerEngagement' ? 4 : 2)}
              figure={costs[name]}
            />
          </Grid>
        )),
      )}
      <Grid size={{ xs: 12, md: 6, xl: 4 }}>
        <MetricCard
          name="earnedMediaValue"
          title={translate('scout.campaigns.metrics.earnedMediaValue')}
          value={money(emv.value, emv.currency)}
          figure={emv}
        >
          <Box sx={{ mt: 1.5 }}>
            <Typography variant="subtitle2">{translate('scout.campaigns.metrics.cpmValues', { currency: emv.currency })}</Typography>
            {Object.entries(emv.cpmValues).map(([platform, value]) => (
              <Typography
                key={platform}
                variant="body2"
              >{`${translate(`scout.platforms.${platform}`, { _: platform })}: ${moneyText(Math.round(value * 100), emv.currency, locale)}`}</Typography>
            ))}
            {showCpmSource && (
              <Typography variant="caption" color="text.secondary" component="p">
                {translate(emv.cpmValuesAreDefault ? 'scout.campaigns.metrics.cpmDefault' : 'scout.campaigns.metrics.cpmOwn')}
              </Typography>
            )}
            {cpmActions}
          </Box>
        </MetricCard>
      </Grid>
    </Grid>
  );
}
