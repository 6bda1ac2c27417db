import type { CollectionSpec } from '@scout/platform/readstore/port';
import { inOrgOf, projection } from '../runner/projection';

/** `campaignSettings`: the organisation's CPM values (one document, id `cpm`), cents per 1,000 views. */
export interface CampaignSettingsDoc {
  [key: string]: unknown;
  _id: string;
  orgId: string;
  currency: string;
  valuesCents: Record<string, number>;
  updatedAt: string;
}

export const CPM_SETTINGS_ID = 'cpm';

export const campaignSettingsCollection: CollectionSpec = { name: 'campaignSettings', scope: 'tenant', fields: {} };

export const campaignSettingsProjection = projection<CampaignSettingsDoc, 'CampaignCpmValuesSet'>({
  name: 'campaignSettings',
  collection: campaignSettingsCollection,
  handles: ['CampaignCpmValuesSet'],
  target: (event) => inOrgOf(event, CPM_SETTINGS_ID),
  evolve: (_doc, event) => ({
    _id: CPM_SETTINGS_ID,
    orgId: event.metadata.orgId ?? '',
    currency: event.data.currency,
    valuesCents: event.data.valuesCents,
    updatedAt: event.data.setAt,
  }),
});
