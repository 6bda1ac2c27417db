import { CAMPAIGN_STATUSES, type CampaignStatus } from '@scout/contracts/campaigns';
import type { PaymentTotal } from '@scout/contracts/campaigns/views';
import { totalsPerCurrency, type CurrencyTotal } from './money';

export interface ListTotals {
  perStatus: Record<CampaignStatus, number>;
  /** Paid plus pending payments of every campaign, per currency (cancelled ones count nowhere). */
  payments: CurrencyTotal[];
}

/** The list screen's totals: campaigns per status, and their payments summed per currency. */
export function listTotals(campaigns: ReadonlyArray<{ status: CampaignStatus; totals: { payments: PaymentTotal[] } }>): ListTotals {
  const perStatus = Object.fromEntries(CAMPAIGN_STATUSES.map((status) => [status, 0])) as Record<CampaignStatus, number>;
  for (const campaign of campaigns) perStatus[campaign.status] += 1;
  const payments = totalsPerCurrency(
    campaigns.flatMap((campaign) => campaign.totals.payments.map(({ currency, totalCents }) => ({ currency, amountCents: totalCents }))),
  );
  return { perStatus, payments };
}
