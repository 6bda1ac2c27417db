import { Typography } from '@mui/material';
import { useLocaleState, useRecordContext, type FieldProps } from 'react-admin';
import { formatDate } from '../platform/dates';
import type { CampaignRecord } from './campaignsResource';
import { PaymentTotals } from './PaymentTotals';
import { StatusChip } from './StatusChip';
import { campaignTestIds } from './testIds';

export function CampaignNameField(_props: FieldProps<CampaignRecord>) {
  const campaign = useRecordContext<CampaignRecord>();
  return campaign ? (
    <Typography variant="body2" sx={{ fontWeight: 600 }}>
      {campaign.name}
    </Typography>
  ) : null;
}

export function CampaignStatusField(_props: FieldProps<CampaignRecord>) {
  const campaign = useRecordContext<CampaignRecord>();
  return campaign ? <StatusChip status={campaign.status} /> : null;
}

/** Start and end, as far as they are set. */
export function CampaignDatesField(_props: FieldProps<CampaignRecord>) {
  const campaign = useRecordContext<CampaignRecord>();
  const [locale] = useLocaleState();
  if (!campaign) return null;
  return <>{[formatDate(campaign.startDate, locale), formatDate(campaign.endDate, locale)].filter(Boolean).join(' – ')}</>;
}

/** The campaign's payments (paid and open) per currency. */
export function CampaignPaymentsField(_props: FieldProps<CampaignRecord>) {
  const campaign = useRecordContext<CampaignRecord>();
  if (!campaign) return null;
  return (
    <PaymentTotals
      totals={campaign.totals.payments.map(({ currency, totalCents }) => ({ currency, cents: totalCents }))}
      testId={`${campaignTestIds.row}-payments`}
    />
  );
}
