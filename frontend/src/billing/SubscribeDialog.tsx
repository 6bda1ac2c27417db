import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import {
  confirmSubscription,
  storedReferralId,
  subscribe,
  type BillingInterval,
  type PaymentMethodView,
  type PlanView,
  type SubscribeResponse,
} from './billingApi';
import { isHttpError } from '../platform/httpClient';
import { moneyText } from '../platform/money';
import { reportUpgradeFailure } from './planStores';
import { priceOf } from './billingModel';
import { subscribeTestIds } from './testIds';
import { useBillingChanged, usePlanName, useUpgradeFailure } from './useBilling';
import { useCheckout } from './useCheckout';

interface SubscribeDialogProps {
  /** The plans one can buy; with one plan, it is fixed. */
  plans: PlanView[];
  plan: string;
  interval: BillingInterval;
  card: PaymentMethodView;
  onClose: () => void;
}

type PendingAction = Extract<SubscribeResponse, { status: 'requires_action' }>;

/**
 * A new subscription for an organisation with a saved card: pay with that card (`POST /customer/subscribe`),
 * or with a new one on Stripe's Checkout. When the bank asks for a confirmation (3-D Secure), the
 * customer confirms on Stripe's invoice page in a new tab and comes back to "I have confirmed".
 */
export function SubscribeDialog({ plans, plan: initialPlan, interval: initialInterval, card, onClose }: SubscribeDialogProps) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const notify = useNotify();
  const planName = usePlanName();
  const changed = useBillingChanged();
  const failure = useUpgradeFailure();
  const checkout = useCheckout(onClose);
  const [plan, setPlan] = useState(initialPlan);
  const [interval, setBillingInterval] = useState<BillingInterval>(initialInterval);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [stillPending, setStillPending] = useState(false);
  const chosen = plans.find((p) => p.name === plan);
  const price = chosen ? priceOf(chosen, interval) : undefined;

  const settle = async (response: SubscribeResponse) => {
    if (response.status === 'requires_action') {
      setStillPending(pending !== null);
      setPending(response);
      return;
    }
    await changed(response.billing);
    notify('scout.billing.subscribe.active', { type: 'success', messageArgs: { plan: planName(response.billing.plan) } });
    onClose();
  };
  const fail = (error: unknown) => {
    onClose();
    // 409: a subscription is live or being set up (another tab, a double click); nothing was charged.
    if (isHttpError(error) && error.status === 409) reportUpgradeFailure('scout.billing.subscribe.underway');
    else failure(error);
  };
  const pay = useMutation({
    mutationFn: () => subscribe({ paymentId: card.id, plan, interval, referralId: storedReferralId() }),
    onSuccess: settle,
    onError: fail,
  });
  const confirm = useMutation({
    mutationFn: (paymentIntent: string) => confirmSubscription(paymentIntent),
    onSuccess: settle,
    onError: fail,
  });
  const busy = pay.isPending || confirm.isPending || checkout.isPending || checkout.isSuccess;

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth data-testid={subscribeTestIds.dialog}>
      <DialogTitle>{translate('scout.billing.subscribe.title')}</DialogTitle>
      <DialogContent>
        {pending ? (
          <Stack spacing={2} data-testid={subscribeTestIds.requiresAction}>
            <Alert severity="warning">{translate('scout.billing.subscribe.requiresAction')}</Alert>
            {pending.hostedInvoiceUrl ? (
              <Link href={pending.hostedInvoiceUrl} target="_blank" rel="noopener noreferrer" data-testid={subscribeTestIds.hostedInvoice}>
                {translate('scout.billing.subscribe.openInvoice')}
              </Link>
            ) : null}
            {stillPending ? <Alert severity="info">{translate('scout.billing.subscribe.stillPending')}</Alert> : null}
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            {plans.length > 1 ? (
              <TextField
                select
                label={translate('scout.billing.subscribe.plan')}
                value={plan}
                onChange={(event) => setPlan(event.target.value)}
                disabled={busy}
                data-testid={subscribeTestIds.plan}
              >
                {plans.map((p) => (
                  <MenuItem key={p.name} value={p.name}>
                    {planName(p.name)}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <Typography variant="h6">{planName(plan)}</Typography>
            )}
            <ToggleButtonGroup
              exclusive
              size="small"
              value={interval}
              onChange={(_event, next: BillingInterval | null) => next && setBillingInterval(next)}
              aria-label={translate('scout.billing.plans.interval')}
              disabled={busy}
            >
              <ToggleButton value="month" data-testid={subscribeTestIds.intervalMonth}>
                {translate('scout.billing.plans.monthly')}
              </ToggleButton>
              <ToggleButton value="year" data-testid={subscribeTestIds.intervalYear}>
                {translate('scout.billing.plans.yearly')}
              </ToggleButton>
            </ToggleButtonGroup>
            <Typography variant="h5">
              {price
                ? translate(interval === 'year' ? 'scout.billing.plans.perYear' : 'scout.billing.plans.perMonth', {
                    price: moneyText(price.amountCents, price.currency, locale),
                  })
                : translate('scout.billing.plans.notOffered')}
            </Typography>
            <Button variant="contained" disabled={busy || !price} onClick={() => pay.mutate()} data-testid={subscribeTestIds.savedCard}>
              {translate('scout.billing.subscribe.savedCard', { brand: brandName(card.brand), last4: card.last4 })}
            </Button>
            <Button
              variant="outlined"
              disabled={busy || !price}
              onClick={() => checkout.mutate({ plan, interval })}
              data-testid={subscribeTestIds.newCard}
            >
              {translate('scout.billing.subscribe.newCard')}
            </Button>
            <Typography variant="body2" color="text.secondary">
              {translate('scout.billing.subscribe.newCardHint')}
            </Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} data-testid={subscribeTestIds.cancel}>
          {translate('ra.action.cancel')}
        </Button>
        {pending ? (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => confirm.mutate(pending.paymentIntent)}
            data-testid={subscribeTestIds.confirmed}
          >
            {translate('scout.billing.subscribe.confirmed')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}

/** Stripe's card brands are lower case (`visa`, `amex`): "Visa", "Amex". */
export function brandName(brand: string): string {
  return brand ? brand[0]!.toUpperCase() + brand.slice(1) : brand;
}
