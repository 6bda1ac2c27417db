import type { z } from 'zod';
import type { CampaignHistoryEntry } from '@scout/contracts/campaigns/history';
import type { CampaignMetrics } from '@scout/contracts/campaigns/metrics';
import type { updateCampaignRequestSchema } from '@scout/contracts/campaigns/requests';
import type { CampaignSummary, CampaignView } from '@scout/contracts/campaigns/views';

export type { CampaignHistoryEntry, CampaignMetrics, CampaignSummary, CampaignView };
export type {
  CampaignInfluencerView,
  CampaignLinkView,
  CampaignPaymentView,
  CampaignPostView,
  PaymentTotal,
} from '@scout/contracts/campaigns/views';
export type { PublicCampaign } from '@scout/contracts/campaigns/publicReport';

/** `GET /customer/campaign/{id}`: the campaign and its metrics (null until computed). */
export interface CampaignResponse {
  campaign: CampaignView;
  metrics: CampaignMetrics | null;
}

/** `GET /customer/campaign/{id}/history`: one page, newest first. */
export interface CampaignHistoryPage {
  history: CampaignHistoryEntry[];
  currentPage: number;
  totalPages: number;
  total: number;
}

/** What the client sends for one `action` of `PUT /customer/campaign/{id}` (amounts in major units), without `action`. */
type CampaignRequest = z.input<typeof updateCampaignRequestSchema>;
export type CampaignAction = CampaignRequest['action'];
export type ActionBody<A extends CampaignAction> = Omit<Extract<CampaignRequest, { action: A }>, 'action'>;
