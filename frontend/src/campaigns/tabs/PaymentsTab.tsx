import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Box, Button, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDate } from '../../platform/dates';
import { influencerName } from '../influencerName';
import { moneyText } from '../../platform/money';
import { PaymentTotals } from '../PaymentTotals';
import { campaignTestIds } from '../testIds';
import type { CampaignPaymentView, CampaignView } from '../types';
import { useCampaignCommand } from '../useCampaigns';
import { PaymentDialog } from './PaymentDialog';
import { Empty, RemoveButton, TabCard } from './parts';

/** Payments per influencer, with the totals per currency: paid, open (pending or scheduled) and both. */
export function PaymentsTab({ campaign }: { campaign: CampaignView }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [dialog, setDialog] = useState<'add' | CampaignPaymentView | null>(null);
  const remove = useCampaignCommand(
    campaign._id,
    (dp, id, paymentId: string) => dp.removePayment(id, paymentId),
    'scout.campaigns.payments.removed',
  );
  const totals = campaign.totals.payments;

  return (
    <TabCard
      title="scout.campaigns.tabs.payments"
      actions={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setDialog('add')}
          disabled={campaign.influencers.length === 0}
          data-testid={campaignTestIds.paymentAdd}
        >
          {translate('scout.campaigns.payments.add')}
        </Button>
      }
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ mb: 2 }} data-testid={campaignTestIds.paymentTotals}>
        {(['paidCents', 'pendingCents', 'totalCents'] as const).map((kind) => (
          <Box key={kind}>
            <Typography variant="caption" color="text.secondary">
              {translate(`scout.campaigns.payments.${kind}`)}
            </Typography>
            <PaymentTotals
              totals={totals.map((total) => ({ currency: total.currency, cents: total[kind] }))}
              testId={`${campaignTestIds.paymentTotals}-${kind}`}
            />
          </Box>
        ))}
      </Stack>
      {campaign.payments.length === 0 ? (
        <Empty text={campaign.influencers.length === 0 ? 'scout.campaigns.payments.needInfluencer' : 'scout.campaigns.payments.none'} />
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('scout.campaigns.influencers.one')}</TableCell>
              <TableCell align="right">{translate('scout.campaigns.payments.amount')}</TableCell>
              <TableCell>{translate('scout.campaigns.fields.status')}</TableCell>
              <TableCell>{translate('scout.campaigns.payments.dueDate')}</TableCell>
              <TableCell>{translate('scout.campaigns.payments.paidDate')}</TableCell>
              <TableCell>{translate('scout.campaigns.payments.note')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {campaign.payments.map((payment) => (
              <TableRow key={payment.paymentId} data-testid={campaignTestIds.paymentRow}>
                <TableCell>{influencerName(campaign.influencers, payment.influencerId)}</TableCell>
                <TableCell align="right">{moneyText(payment.amountCents, payment.currency, locale)}</TableCell>
                <TableCell>{translate(`scout.campaigns.paymentStatus.${payment.status}`)}</TableCell>
                <TableCell>{formatDate(payment.dueDate, locale)}</TableCell>
                <TableCell>{formatDate(payment.paidDate, locale)}</TableCell>
                <TableCell>{payment.note ?? ''}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton
                    size="small"
                    onClick={() => setDialog(payment)}
                    aria-label={translate('ra.action.edit')}
                    data-testid={campaignTestIds.paymentEdit}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <RemoveButton
                    onClick={() => remove.mutate(payment.paymentId)}
                    disabled={remove.isPending}
                    testId={campaignTestIds.paymentRemove}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {dialog === 'add' && <PaymentDialog campaign={campaign} onClose={() => setDialog(null)} />}
      {dialog !== null && dialog !== 'add' && (
        <PaymentDialog key={dialog.paymentId} campaign={campaign} payment={dialog} onClose={() => setDialog(null)} />
      )}
    </TabCard>
  );
}
