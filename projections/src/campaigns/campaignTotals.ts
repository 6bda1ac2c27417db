import type { CampaignTotals, CampaignView, PaymentTotal } from '@scout/contracts/campaigns/views';

/**
 * Payments per currency: `paid` = status paid, `pending` = pending or scheduled, `total` = both;
 * cancelled payments count nowhere. Currencies in alphabetical order.
 */
export function paymentTotals(payments: ReadonlyArray<{ currency: string; amountCents: number; status: string }>): PaymentTotal[] {
  const byCurrency = new Map<string, PaymentTotal>();
  for (const { currency, amountCents, status } of payments) {
    if (status === 'cancelled') continue;
    const total = byCurrency.get(currency) ?? { currency, paidCents: 0, pendingCents: 0, totalCents: 0 };
    if (status === 'paid') total.paidCents += amountCents;
    else total.pendingCents += amountCents;
    total.totalCents += amountCents;
    byCurrency.set(currency, total);
  }
  return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/** The counts and sums the campaign list and page show, derived from the document's collections. */
export function campaignTotals(c: Omit<CampaignView, 'totals' | '_id'>): CampaignTotals {
  return {
    payments: paymentTotals(c.payments),
    influencers: c.influencers.length,
    posts: c.posts.length,
    stories: c.stories.length,
    links: c.links.length,
    clicks: c.links.reduce((sum, link) => sum + (link.clicks ?? 0), 0),
    paymentCount: c.payments.length,
    ugcContents: c.ugcContents.length,
    uploads: c.uploads.length,
  };
}
