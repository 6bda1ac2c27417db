import { campaignRoutes } from '@scout/contracts/campaigns/routes';
import { pathOf } from '@scout/contracts/platform/routes';
import { httpClient } from '../platform/httpClient';
import type { ResourceMethods } from '../platform/resourceMethods';
import type { CampaignSummary } from './types';

/** A campaign row as a react-admin record: the summary with `id` copied from `_id`. */
export interface CampaignRecord extends CampaignSummary {
  id: string;
}

/**
 * `campaigns`: the list is read by ra-data-simple-rest from `GET /customer/resources/campaigns`
 * (filters `status` and `q`, the name search; sort by name, createdAt or updatedAt); delete is
 * `DELETE /customer/campaign/{id}` (deleteMany: one per id), its path from the route table
 * (`campaignRoutes`). The campaign page and its commands are typed methods (campaignsApi).
 */
export const campaignsResource: ResourceMethods<CampaignRecord> = {
  delete: async (id) => {
    await httpClient<unknown>(pathOf(campaignRoutes.delete, { id: String(id) }), { method: 'DELETE' });
  },
};
