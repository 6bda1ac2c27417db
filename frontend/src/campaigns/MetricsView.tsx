import { Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { CampaignFormulaName } from '@scout/contracts/campaigns/metricsFormulaTexts';
import type { ExplainedFigure } from '@scout/contracts/profiles/analytics';
import { campaignMetricFormulaText } from '../socialProfile/analytics/formulaText';
import { amountText, moneyText } from '../platform/money';
import { countText, percentText } from '../platform/numbers';
import { type FigureInWords, MetricCard } from './MetricCard';
import { campaignTestIds } from './testIds';
import type { CampaignMetrics } from './types';

const COUNTS = ['reach', 'views', 'likes', 'comments', 'storyViews', 'engagements'] as const;
type ShownMetrics = Omit<CampaignMetrics, 'costs'> & Partial<Pick<CampaignMetrics, 'costs'>>;

/** One tile: a figure, its value as shown (null: said in `words`), and the currency of a money figure. */
interface Tile {
  key: string;
  name: CampaignFormulaName;
  title: string;
  figure: ExplainedFigure;
  value: string | null;
  words?: FigureInWords;
  currency?: string;
  details?: ReactNode;
  actions?: ReactNode;
}

/**
 * The campaign's metrics as tiles of plain names and values, each explaining itself behind "How is
 * this computed?": counts, engagement rate, costs per currency (the signed-in page only) and earned
 * media value with the CPM values it used. A figure that is not known yet, or a cost figure of a
 * currency without cost, is said in words and comes after the known ones. `showCpmSource` says
 * whether the CPM values are Scout's defaults or the organisation's own, `cpmActions` adds their editor.
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
  const emv = metrics.earnedMediaValue;
  const title = (name: CampaignFormulaName) => translate(`scout.campaigns.metrics.${name}`);
  const money = (value: number | null, currency: string, digits = 2) =>
    value === null ? null : amountText(value, currency, locale, digits);
  /** A cost per something, of a cost above 0, that rounds to 0: "less than $0.0001". */
  const rate = (value: number | null, currency: string, digits: number) =>
    value === 0
      ? translate('scout.campaigns.metrics.lessThan', { amount: amountText(10 ** -digits, currency, locale, digits) })
      : money(value, currency, digits);

  const tiles: Tile[] = [
    ...COUNTS.map((name) => ({
      key: name,
      name,
      title: title(name),
      figure: metrics[name],
      value: known(metrics[name], (v) => countText(v, locale)),
    })),
    {
      key: 'engagementRate',
      name: 'engagementRate' as const,
      title: title('engagementRate'),
      figure: metrics.engagementRate,
      value: known(metrics.engagementRate, (v) => percentText(v, locale)),
    },
    ...(metrics.costs ?? []).flatMap(({ currency, cost, costPerEngagement, cpm }) => {
      const noCost = cost.value === 0;
      const words = noCost
        ? { text: translate('scout.campaigns.metrics.noCost'), hint: translate('scout.campaigns.metrics.noCostHint', { currency }) }
        : undefined;
      return [
        { name: 'cost' as const, figure: cost, value: money(cost.value, currency) },
        {
          name: 'costPerEngagement' as const,
          figure: costPerEngagement,
          value: noCost ? null : rate(costPerEngagement.value, currency, 4),
          words,
        },
        { name: 'cpm' as const, figure: cpm, value: noCost ? null : rate(cpm.value, currency, 2), words },
      ].map((tile) => ({ ...tile, key: `${currency}-${tile.name}`, title: `${title(tile.name)} (${currency})`, currency }));
    }),
    {
      key: 'earnedMediaValue',
      name: 'earnedMediaValue' as const,
      title: title('earnedMediaValue'),
      figure: emv,
      value: money(emv.value, emv.currency),
      currency: emv.currency,
      details: (
        <>
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
        </>
      ),
      actions: cpmActions,
    },
  ];
  const unknown: FigureInWords = {
    text: translate('scout.campaigns.metrics.unknown'),
    hint: translate('scout.campaigns.metrics.unknownHint'),
  };
  // Known figures first: a report never opens on a figure nobody knows yet.
  const ordered = [...tiles.filter((tile) => tile.value !== null), ...tiles.filter((tile) => tile.value === null)];

  return (
    <Grid container spacing={2} data-testid={campaignTestIds.metrics}>
      {ordered.map((tile) => (
        <Grid key={tile.key} size={{ xs: 12, md: 6, xl: 4 }}>
          <MetricCard
            name={tile.name}
            title={tile.title}
            value={tile.value}
            words={tile.words ?? unknown}
            figure={tile.figure}
            formula={campaignMetricFormulaText(tile.name, tile.figure.formula, locale, tile.currency)}
            inputText={(input, value) => moneyInput(input, value, tile.currency, locale)}
            details={tile.details}
            actions={tile.actions}
          />
        </Grid>
      ))}
    </Grid>
  );
}

function known(figure: ExplainedFigure, text: (value: number) => string): string | null {
  return figure.value === null ? null : text(figure.value);
}

/** The inputs that are money, as amounts in the figure's currency: the payments' sum (in cents), a cost, a platform's CPM value. */
function moneyInput(input: string, value: number | null, currency: string | undefined, locale: string): string | undefined {
  if (value === null || currency === undefined) return undefined;
  if (input === 'costCents') return moneyText(value, currency, locale);
  if (input === 'cost' || input.startsWith('cpm.')) return amountText(value, currency, locale);
  return undefined;
}
