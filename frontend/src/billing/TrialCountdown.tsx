import HourglassIcon from '@mui/icons-material/HourglassBottom';
import { Alert, Button } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDate } from '../platform/dates';
import { BILLING_ROUTE, PLANS_ROUTE } from './billingPaths';
import { useCanManageBilling } from './permissions';
import { trialTestIds } from './testIds';
import { trialDaysLeft } from './trialCountdown';

/**
 * "Trial: 14 days left — ends 12 Dec 2026", from the trial end the server keeps for the organisation
 * (the one Billing shows); owners get a link to Billing (`withLink`), others to the plans.
 */
export function TrialCountdown({ endsAt, withLink = true }: { endsAt: string; withLink?: boolean }) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const { canManage } = useCanManageBilling();
  const days = trialDaysLeft(endsAt, new Date());
  if (days === null) return null;
  const date = formatDate(endsAt, locale);
  return (
    <Alert
      severity={days <= 3 ? 'warning' : 'info'}
      icon={<HourglassIcon />}
      data-testid={trialTestIds.countdown}
      data-ends-at={endsAt}
      action={
        withLink ? (
          <Button
            color="inherit"
            size="small"
            component={Link}
            to={canManage ? BILLING_ROUTE : PLANS_ROUTE}
            data-testid={trialTestIds.link}
          >
            {translate(canManage ? 'scout.trial.toBilling' : 'scout.trial.toPlans')}
          </Button>
        ) : undefined
      }
    >
      {days > 0 ? translate('scout.trial.countdown', { smart_count: days, date }) : translate('scout.trial.ended', { date })}
    </Alert>
  );
}
