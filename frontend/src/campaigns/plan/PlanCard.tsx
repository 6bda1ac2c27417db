import { Button, Collapse, FormControlLabel, Switch, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { PLAN_FORMULA, type PlanInfluencer } from '@scout/contracts/campaigns/plan';
import type { ForecastBacktest, ForecastInterval } from '@scout/contracts/profiles/forecasts';
import { countText, NO_NUMBER, percentText } from '../../platform/numbers';
import { expectedCountText } from '../../profiles/forecast/expectedCountText';
import type { CampaignView } from '../types';
import { useCampaignCommand } from '../useCampaigns';
import { PlanTotals } from './PlanTotals';
import { PlanFrame } from './PlanFrame';
import { planTestIds as ids } from './testIds';

function Expected({ value, reason }: { value: ForecastInterval | null; reason: PlanInfluencer['viewsReason'] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!value) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(`scout.campaignPlan.reasons.${reason ?? 'too_few_posts'}`)}
      </Typography>
    );
  }
  return (
    <>
      <strong>{expectedCountText(value.median, locale)}</strong>
      {` (${expectedCountText(value.low, locale)} – ${expectedCountText(value.high, locale)})`}
    </>
  );
}

function Backtest({ backtest }: { backtest: ForecastBacktest | null }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!backtest) return <>{NO_NUMBER}</>;
  if (backtest.posts === 0) return <>{translate('scout.campaignPlan.noBacktest')}</>;
  return (
    <>
      {translate('scout.campaignPlan.backtest', {
        error: percentText(backtest.mdape, locale),
        coverage: percentText(backtest.coverage, locale),
      })}
    </>
  );
}

/**
 * What the campaign's planned posts will likely bring: its expected totals with their intervals,
 * each influencer's part with its creator's backtest, the owner's choice to show the totals in the
 * public report, and how they are computed.
 */
export function PlanCard({ campaign }: { campaign: CampaignView }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const inReport = useCampaignCommand(
    campaign._id,
    (dp, id, showPlanInReport: boolean) => dp.updateCampaignDetails(id, { showPlanInReport }),
    'scout.campaigns.saved',
  );
  const plan = campaign.plan;
  return (
    <PlanFrame>
      {!plan || plan.influencers.length === 0 ? (
        <Typography variant="body2" data-testid={ids.empty}>
          {translate('scout.campaignPlan.empty')}
        </Typography>
      ) : (
        <>
          <PlanTotals plan={plan} />
          <Table size="small" sx={{ mt: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ pl: 0 }}>{translate('scout.campaignPlan.columns.influencer')}</TableCell>
                <TableCell align="right">{translate('scout.campaignPlan.columns.posts')}</TableCell>
                <TableCell align="right">{translate('scout.campaignPlan.totals.views')}</TableCell>
                <TableCell align="right">{translate('scout.campaignPlan.totals.engagements')}</TableCell>
                <TableCell align="right">{translate('scout.campaignPlan.columns.backtest')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {plan.influencers.map((row) => (
                <TableRow key={row.influencerId} data-testid={ids.influencer} data-username={row.username}>
                  <TableCell sx={{ pl: 0 }}>{`@${row.username}`}</TableCell>
                  <TableCell align="right">{countText(row.plannedPosts, locale)}</TableCell>
                  <TableCell align="right">
                    <Expected value={row.views} reason={row.viewsReason} />
                  </TableCell>
                  <TableCell align="right">
                    <Expected value={row.engagements} reason={row.engagementsReason} />
                  </TableCell>
                  <TableCell align="right">
                    <Backtest backtest={row.viewsBacktest ?? row.engagementsBacktest} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
      <FormControlLabel
        sx={{ mt: 1 }}
        control={
          <Switch
            checked={campaign.showPlanInReport === true}
            disabled={inReport.isPending}
            onChange={(e) => inReport.mutate(e.target.checked)}
            data-testid={ids.reportSwitch}
          />
        }
        label={translate('scout.campaignPlan.inReport')}
      />
      <Button size="small" onClick={() => setOpen(!open)} data-testid={ids.howComputed}>
        {translate(open ? 'scout.campaignPlan.hide' : 'scout.campaignPlan.how')}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Typography variant="body2" component="code" sx={{ display: 'block', fontFamily: 'monospace', my: 0.5 }} data-testid={ids.formula}>
          {locale === 'de' ? PLAN_FORMULA.de : PLAN_FORMULA.en}
        </Typography>
      </Collapse>
    </PlanFrame>
  );
}
