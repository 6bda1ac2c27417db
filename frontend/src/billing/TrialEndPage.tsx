import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useLocaleState, useLogout, useNotify, useTranslate } from 'react-admin';
import { useCreateTicket } from '../accounts/useAccountSettings';
import { formatDate } from '../platform/dates';
import { useNotifyError } from '../platform/useNotifyError';
import { useMe } from '../accounts/useMe';
import { PlanCards } from './PlanCards';
import { trialEndTestIds } from './testIds';
import { UpgradeDialog } from './UpgradeDialog';
import { isBillingManager } from './permissions';
import { track } from '../platform/widgets/analytics';

/**
 * `/trial-end`: the organisation's trial is over and no paid plan is active (402 AccessBlocked).
 * The owner pays for a plan right here (the plan cards of /plans, through Checkout); others ask the owner.
 */
export function TrialEndPage() {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const logout = useLogout();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const ticket = useCreateTicket();
  const { data: user, isPending } = useMe();
  const ends = user?.orgInfo.trialEndsAt;
  const owner = isBillingManager(user?.role);

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }} data-testid={trialEndTestIds.page}>
      <Card sx={{ maxWidth: 1200, width: '100%' }}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              {translate('scout.trialEnd.title')}
            </Typography>
            <Typography>{translate('scout.trialEnd.text', { date: ends ? formatDate(ends, locale) : '' })}</Typography>
            {isPending ? (
              <CircularProgress size={24} />
            ) : owner ? (
              <>
                <Typography color="text.secondary">{translate('scout.trialEnd.choose')}</Typography>
                <PlanCards canManage blocked />
              </>
            ) : (
              <Alert severity="info" data-testid={trialEndTestIds.askOwner}>
                {translate('scout.trialEnd.askOwner')}
              </Alert>
            )}
            <Typography color="text.secondary">{translate('scout.trialEnd.plans')}</Typography>
            <Stack direction="row" spacing={1}>
              <Button
                variant="outlined"
                disabled={ticket.isPending || ticket.isSuccess}
                data-testid={trialEndTestIds.contact}
                onClick={() => {
                  track('TRIAL_END', 'ask for a plan');
                  ticket.mutate(
                    { subject: 'Plan request after the trial', text: `${user?.orgInfo.name ?? ''} would like to choose a paid plan.` },
                    { onSuccess: () => notify('scout.trialEnd.requested', { type: 'success' }), onError: notifyError },
                  );
                }}
              >
                {translate('scout.trialEnd.contact')}
              </Button>
              {/* Not back to /trial-end after the next login: whoever signs in next lands on their own start page. */}
              <Button onClick={() => logout({}, undefined, false)} data-testid={trialEndTestIds.logout}>
                {translate('ra.auth.logout')}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      {/* No layout here: the popup the upgrade-failed rule re-opens (spec section 4) is shown by this page. */}
      <UpgradeDialog />
    </Box>
  );
}

export default TrialEndPage;
