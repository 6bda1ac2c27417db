import type { CsvColumn } from '../platform/csv';
import { csvExporter } from '../platform/csvExporter';
import type { CampaignRecord } from './campaignsResource';

/**
 * The campaign list's CSV: what the list shows, one row per campaign; payments (paid and open) as
 * `EUR 250.50` per currency, separated by `; ` (numbers as machines read them, in every UI language).
 */
export const campaignCsvColumns: readonly CsvColumn<CampaignRecord>[] = [
  { header: 'name', value: (campaign) => campaign.name },
  { header: 'brand', value: (campaign) => campaign.brand },
  { header: 'status', value: (campaign) => campaign.status },
  { header: 'startDate', value: (campaign) => campaign.startDate },
  { header: 'endDate', value: (campaign) => campaign.endDate },
  { header: 'influencers', value: (campaign) => campaign.totals.influencers },
  { header: 'posts', value: (campaign) => campaign.totals.posts },
  {
    header: 'payments',
    value: (campaign) =>
      campaign.totals.payments.map(({ currency, totalCents }) => `${currency} ${(totalCents / 100).toFixed(2)}`).join('; '),
  },
  { header: 'createdAt', value: (campaign) => campaign.createdAt },
  { header: 'updatedAt', value: (campaign) => campaign.updatedAt },
];

export const campaignExporter = csvExporter<CampaignRecord>('campaigns', campaignCsvColumns);
