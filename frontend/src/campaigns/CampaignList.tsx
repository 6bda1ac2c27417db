import AddIcon from '@mui/icons-material/Add';
import { Button, Card, CardContent, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  BulkDeleteButton,
  Datagrid,
  DatagridBody,
  DatagridRow,
  ExportButton,
  NumberField,
  Pagination,
  SearchInput,
  TextField,
  TopToolbar,
  useListContext,
  useLocaleState,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { DateTextField } from '../platform/DateTextField';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '@scout/contracts/campaigns';
import { CAMPAIGN_PAGE_SIZE } from '@scout/contracts/campaigns/listQuery';
import { ConnectBitlyButton } from '../integrations/ConnectBitlyButton';
import { Loaded } from '../platform/connection/Loaded';
import { readOutcome } from '../platform/connection/readOutcome';
import { ReadList } from '../platform/connection/ReadList';
import { numberText } from '../platform/numbers';
import { useNotifyReadError } from '../platform/useNotifyReadError';
import { campaignExporter } from './campaignExport';
import { CampaignDatesField, CampaignNameField, CampaignPaymentsField, CampaignStatusField } from './CampaignFields';
import { campaignPath } from './campaignPaths';
import { CreateCampaignDialog } from './CreateCampaignDialog';
import { listTotals } from './listTotals';
import { PaymentTotals } from './PaymentTotals';
import { campaignTestIds } from './testIds';
import { CAMPAIGNS_KEY, useCampaignList } from './useCampaigns';

const ALL = 'all';

/**
 * The status filter as tabs with the number of campaigns of each status (of every campaign, whatever
 * the other filters); the bare names while the campaigns could not be counted.
 */
function StatusTabs({ perStatus, total }: { perStatus?: Record<CampaignStatus, number>; total?: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { filterValues, setFilters } = useListContext();
  const label = (name: string, count: number | undefined) => (count === undefined ? name : `${name} (${numberText(count, locale, 0)})`);
  const status = typeof filterValues.status === 'string' ? filterValues.status : ALL;
  const choose = (value: string | null) => {
    if (!value) return;
    const { status: _previous, ...rest } = filterValues;
    setFilters(value === ALL ? rest : { ...rest, status: value }, {});
  };
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={status}
      onChange={(_, value: string | null) => choose(value)}
      sx={{ px: 2, pt: 1 }}
      data-testid={campaignTestIds.statusFilter}
    >
      <ToggleButton value={ALL}>{label(translate('scout.campaigns.allStatuses'), total)}</ToggleButton>
      {CAMPAIGN_STATUSES.map((value) => (
        <ToggleButton key={value} value={value} data-testid={`${campaignTestIds.statusCount}-${value}`}>
          {label(translate(`scout.campaigns.status.${value}`), perStatus?.[value])}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

function NoCampaigns() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ p: 3 }}>
      {translate('scout.campaigns.none')}
    </Typography>
  );
}

const filters = [<SearchInput key="q" source="q" alwaysOn slotProps={{ htmlInput: { 'data-testid': campaignTestIds.search } }} />];
const rows = <DatagridBody row={<DatagridRow data-testid={campaignTestIds.row} />} />;
const openCampaign = (id: unknown, _resource: string, _record: RaRecord) => campaignPath(String(id));

/**
 * `/campaigns`, the `campaigns` Resource's list: status tabs with counts, a name search, payments
 * of every campaign, sortable name and dates, bulk delete and CSV export; a row opens the campaign page.
 */
export function CampaignList() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  // Every campaign (up to the API's largest page), for the counts per status and the payment totals.
  const all = useCampaignList(undefined);
  useNotifyReadError(all.error);
  const counted = readOutcome(all) === 'loaded' ? all.data : undefined;
  const afterDelete = { onSettled: () => queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY }) };

  return (
    <Stack spacing={2} sx={{ my: 2 }} data-testid={campaignTestIds.listPage}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
        <Card sx={{ flex: 1 }}>
          <CardContent>
            <Typography variant="subtitle2" color="text.secondary">
              {translate('scout.campaigns.paymentTotals')}
            </Typography>
            <Loaded read={all} failed="scout.connection.failed.paymentTotals">
              {(campaigns) => <PaymentTotals totals={listTotals(campaigns).payments} testId={campaignTestIds.paymentTotal} />}
            </Loaded>
          </CardContent>
        </Card>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ConnectBitlyButton />
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} data-testid={campaignTestIds.create}>
            {translate('scout.campaigns.create')}
          </Button>
        </Stack>
      </Stack>
      <ReadList
        failed="scout.connection.failed.campaigns"
        title="scout.menu.campaigns"
        filters={filters}
        sort={{ field: 'updatedAt', order: 'DESC' }}
        perPage={CAMPAIGN_PAGE_SIZE}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
        actions={
          <TopToolbar>
            <ExportButton data-testid={campaignTestIds.export} />
          </TopToolbar>
        }
        exporter={campaignExporter}
        empty={false}
      >
        <StatusTabs perStatus={counted && listTotals(counted).perStatus} total={counted?.length} />
        <Datagrid
          body={rows}
          rowClick={openCampaign}
          bulkActionButtons={
            <BulkDeleteButton mutationMode="pessimistic" mutationOptions={afterDelete} data-testid={campaignTestIds.bulkDelete} />
          }
          empty={<NoCampaigns />}
        >
          <CampaignNameField source="name" label="scout.campaigns.fields.name" />
          <TextField source="brand" label="scout.campaigns.fields.brand" sortable={false} emptyText="" />
          <CampaignStatusField source="status" label="scout.campaigns.fields.status" sortable={false} />
          <NumberField source="totals.influencers" label="scout.campaigns.tabs.influencers" sortable={false} />
          <NumberField source="totals.posts" label="scout.campaigns.tabs.posts" sortable={false} />
          <CampaignDatesField source="startDate" label="scout.campaigns.fields.dates" sortable={false} />
          <CampaignPaymentsField source="totals.payments" label="scout.campaigns.tabs.payments" sortable={false} />
          <DateTextField source="createdAt" label="scout.campaigns.fields.createdAt" />
          <DateTextField source="updatedAt" label="scout.campaigns.fields.updatedAt" />
        </Datagrid>
      </ReadList>
      <CreateCampaignDialog open={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
