import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { checkoutSessionIdOf, verifyCheckout } from './billingApi';
import { upgradePopup } from '../session/planGate';
import { dismissUpgradeFailure } from './planStores';
import { checkoutReturnTestIds } from './testIds';
import { useBillingChanged, usePlanName } from './useBilling';

/** How long "Payment received" stays before the dashboard opens by itself. */
export const CHECKOUT_RETURN_REDIRECT_MS = 4000;

/**
 * `/checkout/return?session_id=…` (no layout, so it works while access is blocked): Stripe's
 * Checkout sends the customer back here. The session is verified once; the subscription is then
 * recorded, the 402 is lifted, and the dashboard opens.
 */
export default function CheckoutReturnPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { search } = useLocation();
  const sessionId = checkoutSessionIdOf(search);
  const changed = useBillingChanged();
  const planName = usePlanName();
  // A query keyed by the session: verified once, also under StrictMode's double mount.
  const verify = useQuery({
    queryKey: ['scout', 'billing', 'checkoutVerify', sessionId],
    queryFn: async () => {
      const billing = await verifyCheckout(sessionId!);
      await changed(billing);
      return billing;
    },
    enabled: sessionId !== undefined,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const paid = verify.isSuccess;

  useEffect(() => {
    if (!paid) return;
    // Paid: whatever a failed attempt left behind no longer applies.
    dismissUpgradeFailure();
    upgradePopup.set(null);
    const timer = setTimeout(() => navigate('/dashboard', { replace: true }), CHECKOUT_RETURN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [paid, navigate]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }} data-testid={checkoutReturnTestIds.page}>
      <Card sx={{ maxWidth: 520, width: '100%' }}>
        <CardContent>
          {!sessionId ? (
            <Failure message={translate('scout.billing.checkoutReturn.noSession')} />
          ) : verify.isPending ? (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} data-testid={checkoutReturnTestIds.checking}>
              <CircularProgress size={24} />
              <Typography>{translate('scout.billing.checkoutReturn.checking')}</Typography>
            </Stack>
          ) : verify.isError ? (
            <Failure message={verify.error.message} />
          ) : (
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <CheckCircleIcon color="success" />
                <Typography variant="h5" component="h1" data-testid={checkoutReturnTestIds.success} data-plan={verify.data.plan}>
                  {translate('scout.billing.checkoutReturn.success', { plan: planName(verify.data.plan) })}
                </Typography>
              </Stack>
              <Typography color="text.secondary">{translate('scout.billing.checkoutReturn.redirect')}</Typography>
              <Button
                variant="contained"
                onClick={() => navigate('/dashboard', { replace: true })}
                data-testid={checkoutReturnTestIds.toDashboard}
              >
                {translate('scout.billing.checkoutReturn.toDashboard')}
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

function Failure({ message }: { message: string }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }} data-testid={checkoutReturnTestIds.failure}>
      <Typography variant="h5" component="h1">
        {translate('scout.billing.checkoutReturn.failed')}
      </Typography>
      <Alert severity="error" sx={{ width: '100%' }}>
        {translate(message)}
      </Alert>
      <Link component={RouterLink} to="/plans" data-testid={checkoutReturnTestIds.toPlans}>
        {translate('scout.billing.checkoutReturn.toPlans')}
      </Link>
    </Stack>
  );
}
