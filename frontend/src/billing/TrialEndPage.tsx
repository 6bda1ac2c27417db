import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useLogout, useNotify, useTranslate } from 'react-admin';
import { useCreateTicket } from '../accounts/useAccountSettings';
import { useNotifyError } from '../shell/useNotifyError';
import { useMe } from '../accounts/useMe';
import { trialEndTestIds } from './testIds';

/** `/trial-end`: the organisation's trial is over and no paid plan is active (402 AccessBlocked). */
export function TrialEndPage() {
  const translate = useTranslate();
  const logout = useLogout();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const ticket = useCreateTicket();
  const { data: user } = useMe();
  const ends = user?.orgInfo.trialEndsAt;

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }} data-testid={trialEndTestIds.page}>
      <Card sx={{ maxWidth: 520 }}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              {translate('scout.trialEnd.title')}
            </Typography>
            <Typography>{translate('scout.trialEnd.text', { date: ends ? new Date(ends).toLocaleDateString() : '' })}</Typography>
            <Typography color="text.secondary">{translate('scout.trialEnd.plans')}</Typography>
            <Stack direction="row" spacing={1}>
              <Button
                variant="contained"
                disabled={ticket.isPending || ticket.isSuccess}
                data-testid={trialEndTestIds.contact}
                onClick={() =>
                  ticket.mutate(
                    { subject: 'Plan request after the trial', text: `${user?.orgInfo.name ?? ''} would like to choose a paid plan.` },
                    { onSuccess: () => notify('scout.trialEnd.requested', { type: 'success' }), onError: notifyError },
                  )
                }
              >
                {translate('scout.trialEnd.contact')}
              </Button>
              <Button onClick={() => logout()} data-testid={trialEndTestIds.logout}>
                {translate('ra.auth.logout')}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
