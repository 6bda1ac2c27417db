/**
 * The campaign screens' addresses. The spec's `/campaign/[slug]` takes the campaign's id: the public
 * slug is a secret of its own, made by generatePublicUrl, and only ever used in the public address.
 */
export const CAMPAIGNS_ROUTE = '/campaigns';
export const CAMPAIGN_ROUTE = '/campaign/:id';
export const PUBLIC_CAMPAIGN_ROUTE = '/public/campaign/:slug';

export function campaignPath(campaignId: string): string {
  return `/campaign/${encodeURIComponent(campaignId)}`;
}

export function publicCampaignPath(slug: string): string {
  return `/public/campaign/${encodeURIComponent(slug)}`;
}
