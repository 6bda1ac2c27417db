import { CAMPAIGN_PAGE_SIZE, CAMPAIGN_PAGE_SIZE_MAX, CAMPAIGN_SORT_FIELDS } from '@scout/contracts/campaigns/listQuery';
import { CAMPAIGN_STATUSES } from '@scout/contracts/campaigns';
import { campaignRoutes } from '@scout/contracts/campaigns/routes';
import { pathOf, type RouteQuery } from '@scout/contracts/platform/routes';
import { readPage } from '../platform/pagedRead';
import { toQueryString } from '../platform/queryString';
import { httpClient } from '../platform/httpClient';
import type { ResourceMethods } from '../platform/resourceMethods';
import type { CampaignSummary } from './types';

/** A campaign row as a react-admin record: the summary with `id` copied from `_id`. */
export interface CampaignRecord extends CampaignSummary {
  id: string;
}

/** What `GET /customer/campaigns` answers (`campaignRoutes.list` declares its query, not yet its answer). */
interface CampaignListPage {
  campaigns: CampaignSummary[];
  total: number;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * `campaigns`: getList reads `GET /customer/campaigns` (filters `status` and `q` as `search`, sort
 * by name, createdAt or updatedAt, pages of at most 200); delete is `DELETE /customer/campaign/{id}`
 * (deleteMany: one per id); paths and query typed from the route table (`campaignRoutes`). The campaign
 * page and its commands are typed methods (campaignsApi).
 */
export const campaignsResource: ResourceMethods<CampaignRecord> = {
  async getList({ pagination, sort, filter = {}, signal }) {
    const { page = 1, perPage = CAMPAIGN_PAGE_SIZE } = pagination ?? {};
    const status = CAMPAIGN_STATUSES.find((candidate) => candidate === filter.status);
    const sortBy = CAMPAIGN_SORT_FIELDS.find((field) => field === sort?.field) ?? 'updatedAt';
    const answer = await readPage(page, perPage, CAMPAIGN_PAGE_SIZE_MAX, async (apiPage, limit) => {
      const orderBy = sort?.order === 'ASC' ? 'asc' : 'desc';
      const query = { status, search: text(filter.q), sortBy, orderBy, page: apiPage, limit } satisfies RouteQuery<
        typeof campaignRoutes.list
      >;
      const response = await httpClient<CampaignListPage>(`${pathOf(campaignRoutes.list)}${toQueryString(query)}`, { signal });
      return { items: response.campaigns.map((campaign) => ({ ...campaign, id: campaign._id })), total: response.total };
    });
    return { data: answer.items, total: answer.total };
  },
  delete: async (id) => {
    await httpClient<unknown>(pathOf(campaignRoutes.delete, { id: String(id) }), { method: 'DELETE' });
  },
};
