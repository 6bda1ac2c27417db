import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { PAYMENT_STATUSES } from '@scout/contracts/campaigns';
import { amountToCents, centsToAmount } from '../../platform/money';
import { campaignTestIds } from '../testIds';
import type { ActionBody, CampaignPaymentView, CampaignView } from '../types';
import { useCampaignCommand } from '../useCampaigns';
import { InfluencerSelect } from './InfluencerSelect';

type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
type PaymentChanges = ActionBody<'editPayment'>['changes'];

/** Adds a payment to an influencer, or edits one (`payment` given): only what changed is sent then. */
export function PaymentDialog({
  campaign,
  payment,
  onClose,
}: {
  campaign: CampaignView;
  payment?: CampaignPaymentView;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [influencerId, setInfluencerId] = useState(payment?.influencerId ?? campaign.influencers[0]?.influencerId ?? '');
  const [amount, setAmount] = useState(centsToAmount(payment?.amountCents, locale));
  const [currency, setCurrency] = useState(payment?.currency ?? campaign.currency ?? 'EUR');
  const [status, setStatus] = useState<PaymentStatus>(payment?.status ?? 'pending');
  const [dueDate, setDueDate] = useState(payment?.dueDate ?? '');
  const [paidDate, setPaidDate] = useState(payment?.paidDate ?? '');
  const [note, setNote] = useState(payment?.note ?? '');
  const add = useCampaignCommand(
    campaign._id,
    (dp, id, body: ActionBody<'addPayment'>) => dp.addPayment(id, body),
    'scout.campaigns.payments.added',
  );
  const edit = useCampaignCommand(
    campaign._id,
    (dp, id, changes: PaymentChanges) => dp.editPayment(id, payment?.paymentId ?? '', changes),
    'scout.campaigns.saved',
  );
  const cents = amountToCents(amount, locale);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (cents === undefined) return;
    if (!payment) {
      add.mutate(
        {
          influencerId,
          amountCents: cents,
          currency,
          status,
          dueDate: dueDate || undefined,
          paidDate: paidDate || undefined,
          note: note || undefined,
        },
        { onSuccess: onClose },
      );
      return;
    }
    const changes: PaymentChanges = {};
    if (cents !== payment.amountCents) changes.amountCents = cents;
    if (currency !== payment.currency) changes.currency = currency;
    if (status !== payment.status) changes.status = status;
    if (dueDate && dueDate !== payment.dueDate) changes.dueDate = dueDate;
    if (paidDate && paidDate !== payment.paidDate) changes.paidDate = paidDate;
    if (note !== (payment.note ?? '')) changes.note = note;
    if (Object.keys(changes).length === 0) return onClose();
    edit.mutate(changes, { onSuccess: onClose });
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid={campaignTestIds.paymentDialog}>
      <form onSubmit={submit}>
        <DialogTitle>{translate(payment ? 'scout.campaigns.payments.editTitle' : 'scout.campaigns.payments.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {!payment && (
              <InfluencerSelect
                influencers={campaign.influencers}
                value={influencerId}
                onChange={setInfluencerId}
                testId={campaignTestIds.paymentInfluencer}
              />
            )}
            <Stack direction="row" spacing={2}>
              <TextField
                label={translate('scout.campaigns.payments.amount')}
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                required
                error={amount !== '' && cents === undefined}
                helperText={amount !== '' && cents === undefined ? translate('scout.campaigns.amountHint') : ' '}
                fullWidth
                slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': campaignTestIds.paymentAmount } }}
              />
              <TextField
                label={translate('scout.campaigns.fields.currency')}
                value={currency}
                onChange={(e) => setCurrency(e.target.value.toUpperCase())}
                required
                slotProps={{ htmlInput: { maxLength: 3, 'data-testid': campaignTestIds.paymentCurrency } }}
                sx={{ width: 120 }}
              />
            </Stack>
            <TextField
              select
              label={translate('scout.campaigns.fields.status')}
              value={status}
              onChange={(e) => setStatus(e.target.value as PaymentStatus)}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': campaignTestIds.paymentStatus } as object } }}
            >
              {PAYMENT_STATUSES.map((value) => (
                <MenuItem key={value} value={value} data-testid={`${campaignTestIds.paymentStatus}-${value}`}>
                  {translate(`scout.campaigns.paymentStatus.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction="row" spacing={2}>
              <TextField
                type="date"
                label={translate('scout.campaigns.payments.dueDate')}
                value={dueDate}
                onChange={(e) => setDueDate(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
                fullWidth
              />
              <TextField
                type="date"
                label={translate('scout.campaigns.payments.paidDate')}
                value={paidDate}
                onChange={(e) => setPaidDate(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
                fullWidth
              />
            </Stack>
            <TextField
              label={translate('scout.campaigns.payments.note')}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              multiline
              minRows={2}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={cents === undefined || !influencerId || add.isPending || edit.isPending}
            data-testid={campaignTestIds.paymentSubmit}
          >
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
