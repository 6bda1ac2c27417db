import CreditCardIcon from '@mui/icons-material/CreditCardOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  type ChipProps,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatDate } from '../platform/dates';
import { ConfirmDialog } from '../platform/ConfirmDialog';
import { moneyText } from '../platform/money';
import { useNotifyError } from '../platform/useNotifyError';
import {
  activateOffer,
  cancelSubscription,
  type BillingResponse,
  type InvoiceView,
  type PaymentMethodView,
  type PlanView,
} from './billingApi';
import { isForSale, liveSubscription, savedCard } from './billingModel';
import { SubscribeDialog, brandName } from './SubscribeDialog';
import { TrialCountdown } from './TrialCountdown';
import { billingTestIds } from './testIds';
import { UpgradeFailedNotice } from './UpgradeFailedNotice';
import { useCanManageBilling } from './permissions';
import { useBilling, useBillingChanged, usePaymentMethods, usePlanName, usePlans } from './useBilling';
import { useNotifyReadError } from '../platform/useNotifyReadError';
import { QueryFailure } from '../platform/connection/Loaded';

/** `/billing` (the owner's): plan and subscription, the next invoice, saved cards and past invoices. */
export default function BillingPage() {
  const translate = useTranslate();
  const { canManage, isPending: permissionsPending } = useCanManageBilling();
  const billing = useBilling(canManage);
  useNotifyReadError(billing.error);
  const methods = usePaymentMethods(canManage);

  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 1100 }} data-testid={billingTestIds.page}>
      <Title title="scout.billing.page.title" />
      {permissionsPending ? (
        <CircularProgress size={24} />
      ) : !canManage ? (
        <Alert severity="info" data-testid={billingTestIds.notAllowed}>
          {translate('scout.billing.page.notAllowed')}
        </Alert>
      ) : billing.isPending ? (
        <CircularProgress size={24} />
      ) : billing.isError ? (
        <QueryFailure read={billing} failed="scout.billing.page.loadFailed" testId={billingTestIds.loadFailed} />
      ) : (
        <>
          {billing.data.stale ? (
            <Alert severity="warning" data-testid={billingTestIds.stale}>
              {translate('scout.billing.page.stale')}
            </Alert>
          ) : null}
          <UpgradeFailedNotice />
          <SubscriptionCard billing={billing.data} cards={methods.data} />
          <PaymentMethodsCard methods={methods.data} loading={methods.isPending} />
          <InvoicesCard invoices={billing.data.invoices} />
        </>
      )}
    </Stack>
  );
}

const STATUS_COLORS: Partial<Record<string, ChipProps['color']>> = {
  active: 'success',
  trialing: 'info',
  past_due: 'warning',
  unpaid: 'error',
  incomplete: 'warning',
  canceled: 'default',
};

function SubscriptionCard({ billing, cards }: { billing: BillingResponse; cards: PaymentMethodView[] | undefined }) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const navigate = useNavigate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const planName = usePlanName();
  const changed = useBillingChanged();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [subscribing, setSubscribing] = useState(false);
  const { subscription, nextInvoice } = billing;
  const live = liveSubscription(billing);
  const card = live ? undefined : savedCard(cards);
  const status = subscription?.status ?? 'none';
  const date = (value: string | null | undefined) => formatDate(value, locale);

  const cancel = useMutation({
    mutationFn: cancelSubscription,
    onSuccess: async (next) => {
      setConfirmingCancel(false);
      await changed(next);
      notify('scout.billing.page.canceled', { type: 'info' });
    },
    onError: (error) => {
      setConfirmingCancel(false);
      notifyError(error);
    },
  });
  const offer = useMutation({
    mutationFn: activateOffer,
    onSuccess: async (next) => {
      await changed(next);
      notify('scout.billing.page.offerTaken', { type: 'success' });
    },
    onError: notifyError,
  });

  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
            <Box>
              <Typography variant="overline" color="text.secondary">
                {translate('scout.billing.page.plan')}
              </Typography>
              <Typography variant="h5" data-testid={billingTestIds.plan} data-plan={billing.plan}>
                {planName(billing.plan)}
              </Typography>
            </Box>
            <Box>
              <Typography variant="overline" color="text.secondary" component="div">
                {translate('scout.billing.page.status')}
              </Typography>
              <Chip
                color={STATUS_COLORS[status] ?? 'default'}
                label={
                  subscription
                    ? translate(`scout.billing.statuses.${status}`, { _: status })
                    : translate('scout.billing.page.noSubscription')
                }
                data-testid={billingTestIds.status}
                data-status={status}
              />
            </Box>
            {nextInvoice ? (
              <Box>
                <Typography variant="overline" color="text.secondary">
                  {translate('scout.billing.page.nextInvoice')}
                </Typography>
                <Typography variant="h6" data-testid={billingTestIds.nextInvoice}>
                  {nextInvoice.date
                    ? translate('scout.billing.page.nextInvoiceText', {
                        amount: moneyText(nextInvoice.amountDueCents, nextInvoice.currency, locale),
                        date: date(nextInvoice.date),
                      })
                    : moneyText(nextInvoice.amountDueCents, nextInvoice.currency, locale)}
                </Typography>
              </Box>
            ) : null}
          </Stack>

          {billing.accessBlocked ? (
            <Alert severity="error" data-testid={billingTestIds.blocked}>
              {translate('scout.billing.page.blocked')}
            </Alert>
          ) : null}
          {status === 'past_due' ? (
            <Alert severity="warning" data-testid={billingTestIds.pastDue}>
              {translate('scout.billing.page.pastDue')}
            </Alert>
          ) : null}
          {subscription?.cancelAtPeriodEnd && subscription.currentPeriodEnd ? (
            <Alert severity="info" data-testid={billingTestIds.cancelNotice}>
              {translate('scout.billing.page.cancelsOn', { date: date(subscription.currentPeriodEnd) })}
            </Alert>
          ) : subscription?.currentPeriodEnd ? (
            <Typography data-testid={billingTestIds.periodEnd}>
              {translate(live ? 'scout.billing.page.renews' : 'scout.billing.page.periodEnds', {
                date: date(subscription.currentPeriodEnd),
              })}
            </Typography>
          ) : null}
          {!subscription && billing.trialEndsAt ? (
            <Box data-testid={billingTestIds.trialEnds}>
              <TrialCountdown endsAt={billing.trialEndsAt} withLink={false} />
            </Box>
          ) : null}
          {billing.offerAvailable ? <Typography color="text.secondary">{translate('scout.billing.page.offerText')}</Typography> : null}

          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button variant="contained" onClick={() => navigate('/plans')} data-testid={billingTestIds.changePlan}>
              {translate('scout.billing.page.changePlan')}
            </Button>
            {card ? (
              <Button variant="outlined" onClick={() => setSubscribing(true)} data-testid={billingTestIds.payWithSavedCard}>
                {translate('scout.billing.page.payWithSavedCard')}
              </Button>
            ) : null}
            {billing.offerAvailable ? (
              <Button
                variant="outlined"
                color="success"
                disabled={offer.isPending}
                onClick={() => offer.mutate()}
                data-testid={billingTestIds.offer}
              >
                {translate('scout.billing.page.offer')}
              </Button>
            ) : null}
            {live && !live.cancelAtPeriodEnd ? (
              <Button color="error" onClick={() => setConfirmingCancel(true)} data-testid={billingTestIds.cancel}>
                {translate('scout.billing.page.cancel')}
              </Button>
            ) : null}
          </Stack>
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={confirmingCancel}
        title="scout.billing.page.cancelTitle"
        content="scout.billing.page.cancelText"
        confirmLabel="scout.billing.page.cancel"
        destructive
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate()}
        onClose={() => setConfirmingCancel(false)}
        testId={billingTestIds.cancelDialog}
      />
      {subscribing && card ? <SavedCardDialog billing={billing} card={card} onClose={() => setSubscribing(false)} /> : null}
    </Card>
  );
}

/** "Pay with saved card" from /billing: the plan to pay for is chosen in the dialog. */
function SavedCardDialog({ billing, card, onClose }: { billing: BillingResponse; card: PaymentMethodView; onClose: () => void }) {
  const plans = usePlans();
  if (!plans.data) return null;
  const forSale: PlanView[] = plans.data.plans.filter(isForSale);
  if (forSale.length === 0) return null;
  const previous = billing.subscription?.plan;
  const plan = forSale.find((p) => p.name === previous)?.name ?? forSale.find((p) => p.name === billing.plan)?.name ?? forSale[0]!.name;
  return <SubscribeDialog plans={forSale} plan={plan} interval={billing.subscription?.interval ?? 'month'} card={card} onClose={onClose} />;
}

function PaymentMethodsCard({ methods, loading }: { methods: PaymentMethodView[] | undefined; loading: boolean }) {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('scout.billing.page.paymentMethods')}
        </Typography>
        {loading ? (
          <CircularProgress size={20} />
        ) : !methods?.length ? (
          <Typography color="text.secondary" data-testid={billingTestIds.noPaymentMethods}>
            {translate('scout.billing.page.noPaymentMethods')}
          </Typography>
        ) : (
          <List dense disablePadding>
            {methods.map((method) => (
              <ListItem key={method.id} disableGutters data-testid={billingTestIds.paymentMethod} data-default={String(method.isDefault)}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <CreditCardIcon />
                </ListItemIcon>
                <ListItemText
                  primary={`${brandName(method.brand)} •••• ${method.last4}`}
                  secondary={translate('scout.billing.page.cardExpires', {
                    month: String(method.expMonth).padStart(2, '0'),
                    year: method.expYear,
                  })}
                />
                {method.isDefault ? <Chip size="small" label={translate('scout.billing.page.defaultCard')} /> : null}
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

function InvoicesCard({ invoices }: { invoices: InvoiceView[] }) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('scout.billing.page.invoices')}
        </Typography>
        {invoices.length === 0 ? (
          <Typography color="text.secondary" data-testid={billingTestIds.noInvoices}>
            {translate('scout.billing.page.noInvoices')}
          </Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('scout.billing.page.invoiceDate')}</TableCell>
                <TableCell>{translate('scout.billing.page.invoiceNumber')}</TableCell>
                <TableCell align="right">{translate('scout.billing.page.invoiceAmount')}</TableCell>
                <TableCell>{translate('scout.billing.page.invoiceStatus')}</TableCell>
                <TableCell>{translate('scout.billing.page.invoiceLinks')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {invoices.map((invoice) => (
                <TableRow key={invoice.id} data-testid={billingTestIds.invoiceRow} data-invoice={invoice.id}>
                  <TableCell>{formatDate(invoice.createdAt, locale)}</TableCell>
                  <TableCell>{invoice.number ?? '—'}</TableCell>
                  <TableCell align="right" data-testid={billingTestIds.invoiceAmount}>
                    {moneyText(invoice.status === 'paid' ? invoice.amountPaidCents : invoice.amountDueCents, invoice.currency, locale)}
                  </TableCell>
                  <TableCell data-testid={billingTestIds.invoiceStatus} data-status={invoice.status ?? ''}>
                    {invoice.status ? translate(`scout.billing.invoiceStatuses.${invoice.status}`, { _: invoice.status }) : '—'}
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1.5}>
                      {invoice.hostedInvoiceUrl ? (
                        <Link
                          href={invoice.hostedInvoiceUrl}
                          target="_blank"
                          rel="noopener noreferrer"
                          data-testid={billingTestIds.invoiceLink}
                        >
                          {translate('scout.billing.page.viewInvoice')}
                        </Link>
                      ) : null}
                      {invoice.pdfUrl ? (
                        <Link href={invoice.pdfUrl} target="_blank" rel="noopener noreferrer" data-testid={billingTestIds.invoicePdf}>
                          {translate('scout.billing.page.invoicePdf')}
                        </Link>
                      ) : null}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
