import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { CampaignPlan } from '@scout/contracts/campaigns/plan';
import type { ForecastInterval } from '@scout/contracts/profiles/forecasts';
import { amountText } from '../../platform/money';
import { exactTitle, NO_NUMBER } from '../../platform/numbers';
import { expectedCountText } from '../../profiles/forecast/expectedCountText';
import { planTestIds as ids } from './testIds';

/** The plan as the public report shows it: no fees and no costs computed from them. */
export type ShownPlan = Omit<CampaignPlan, 'feesCents' | 'feesCurrency' | 'cpm' | 'cpe' | 'costReason'> &
  Partial<Pick<CampaignPlan, 'feesCurrency' | 'cpm' | 'cpe' | 'costReason'>>;

const TOTALS = ['views', 'engagements', 'earnedMediaValue', 'cpm', 'cpe'] as const;

/** The expected totals of a plan: median and 80 % interval of each; CPM and CPE only where the plan has fees. */
export function PlanTotals({ plan }: { plan: ShownPlan }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const withCosts = plan.cpm !== undefined;
  const textOf = (name: (typeof TOTALS)[number]) => (value: number) => {
    if (name === 'views' || name === 'engagements') return expectedCountText(value, locale);
    if (name === 'earnedMediaValue') return amountText(value, plan.emvCurrency, locale);
    return amountText(value, plan.feesCurrency ?? plan.emvCurrency, locale, name === 'cpe' ? 4 : 2);
  };
  const rows = TOTALS.filter((name) => withCosts || (name !== 'cpm' && name !== 'cpe'));
  return (
    <>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell sx={{ pl: 0 }}>{translate('scout.campaignPlan.columns.figure')}</TableCell>
            <TableCell align="right">{translate('scout.campaignPlan.columns.median')}</TableCell>
            <TableCell align="right">{translate('scout.campaignPlan.columns.interval')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((name) => {
            const value: ForecastInterval | null | undefined = plan[name];
            const text = textOf(name);
            return (
              <TableRow key={name} data-testid={ids.total(name)}>
                <TableCell sx={{ pl: 0 }}>{translate(`scout.campaignPlan.totals.${name}`)}</TableCell>
                <TableCell align="right" title={name === 'views' || name === 'engagements' ? exactTitle(value?.median, locale) : undefined}>
                  <strong>{value ? text(value.median) : NO_NUMBER}</strong>
                </TableCell>
                <TableCell align="right">{value ? `${text(value.low)} – ${text(value.high)}` : NO_NUMBER}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {(plan.viewsInfluencers < plan.influencers.length || plan.engagementsInfluencers < plan.influencers.length) && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {translate('scout.campaignPlan.covered', {
            views: plan.viewsInfluencers,
            engagements: plan.engagementsInfluencers,
            smart_count: plan.influencers.length,
          })}
        </Typography>
      )}
      {plan.costReason && (
        <Typography variant="body2" color="text.secondary" data-testid={ids.costReason}>
          {translate(`scout.campaignPlan.costReasons.${plan.costReason}`)}
        </Typography>
      )}
    </>
  );
}
