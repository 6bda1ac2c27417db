import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Card, CardContent, CircularProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '@scout/contracts/campaigns';
import { formatDate } from '../platform/dates';
import { ConnectBitlyButton } from '../integrations/ConnectBitlyButton';
import { campaignPath } from './campaignPaths';
import { CreateCampaignDialog } from './CreateCampaignDialog';
import { listTotals } from './listTotals';
import { PaymentTotals } from './PaymentTotals';
import { StatusChip } from './StatusChip';
import { campaignTestIds } from './testIds';
import { useCampaignList } from './useCampaigns';
import { useNotifyReadError } from '../shell/useNotifyReadError';

/** `/campaigns`: the organisation's campaigns with a status filter, counts per status and payment totals. */
export function CampaignListPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const [status, setStatus] = useState<CampaignStatus | undefined>(undefined);
  const [creating, setCreating] = useState(false);
  const all = useCampaignList(undefined);
  const shown = useCampaignList(status);
  useNotifyReadError(shown.error);
  const totals = listTotals(all.data ?? []);

  return (
    <Stack spacing={2} sx={{ my: 2 }} data-testid={campaignTestIds.listPage}>
      <Title title="scout.menu.campaigns" />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
        <ToggleButtonGroup size="small" exclusive value={status ?? 'all'} onChange={(_, value: CampaignStatus | 'all' | null) => value && setStatus(value === 'all' ? undefined : value)} data-testid={campaignTestIds.statusFilter}>
          <ToggleButton value="all">{`${translate('scout.campaigns.allStatuses')} (${all.data?.length ?? 0})`}</ToggleButton>
          {CAMPAIGN_STATUSES.map((value) => (
            <ToggleButton key={value} value={value} data-testid={`${campaignTestIds.statusCount}-${value}`}>
              {`${translate(`scout.campaigns.status.${value}`)} (${totals.perStatus[value]})`}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ConnectBitlyButton />
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} data-testid={campaignTestIds.create}>
            {translate('scout.campaigns.create')}
          </Button>
        </Stack>
      </Stack>
      <Card>
        <CardContent>
          <Typography variant="subtitle2" color="text.secondary">
            {translate('scout.campaigns.paymentTotals')}
          </Typography>
          <PaymentTotals totals={totals.payments} testId={campaignTestIds.paymentTotal} />
        </CardContent>
      </Card>
      {shown.isPending ? (
        <CircularProgress size={24} />
      ) : shown.isError ? (
        <Alert severity="error">{translate('scout.campaigns.loadFailed')}</Alert>
      ) : shown.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('scout.campaigns.none')}
        </Typography>
      ) : (
        <Card>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('scout.campaigns.fields.name')}</TableCell>
                <TableCell>{translate('scout.campaigns.fields.brand')}</TableCell>
                <TableCell>{translate('scout.campaigns.fields.status')}</TableCell>
                <TableCell align="right">{translate('scout.campaigns.tabs.influencers')}</TableCell>
                <TableCell align="right">{translate('scout.campaigns.tabs.posts')}</TableCell>
                <TableCell>{translate('scout.campaigns.fields.dates')}</TableCell>
                <TableCell>{translate('scout.campaigns.tabs.payments')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.data.map((campaign) => (
                <TableRow key={campaign._id} hover sx={{ cursor: 'pointer' }} onClick={() => navigate(campaignPath(campaign._id))} data-testid={campaignTestIds.row}>
                  <TableCell sx={{ fontWeight: 600 }}>{campaign.name}</TableCell>
                  <TableCell>{campaign.brand ?? ''}</TableCell>
                  <TableCell>
                    <StatusChip status={campaign.status} />
                  </TableCell>
                  <TableCell align="right">{campaign.totals.influencers}</TableCell>
                  <TableCell align="right">{campaign.totals.posts}</TableCell>
                  <TableCell>{[formatDate(campaign.startDate, locale), formatDate(campaign.endDate, locale)].filter(Boolean).join(' – ')}</TableCell>
                  <TableCell>
                    <PaymentTotals totals={campaign.totals.payments.map(({ currency, totalCents }) => ({ currency, cents: totalCents }))} testId={`${campaignTestIds.row}-payments`} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
      <CreateCampaignDialog open={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
