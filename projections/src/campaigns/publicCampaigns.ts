import { campaignIdOf } from '@scout/contracts/platform/streams';
import type { CollectionSpec } from '@scout/platform/readstore/port';
import { projection } from '../runner/projection';

/**
 * `publicCampaigns` (global): which campaign a public slug opens. One document per campaign that
 * ever had its share status or public link set; the slug opens it only while `shared` (a slug
 * exists and sharing is not disabled). Deleting the campaign removes the document.
 */
export interface PublicCampaignDoc {
  [key: string]: unknown;
  _id: string;
  orgId: string;
  slug: string | null;
  disableShare: boolean;
  shared: boolean;
}

export const publicCampaignsCollection: CollectionSpec = {
  name: 'publicCampaigns',
  scope: 'global',
  fields: { slug: 'text', shared: 'boolean' },
  indexes: [{ fields: [['slug', 1]] }],
};

type Handled = 'CampaignPublicUrlGenerated' | 'CampaignShareStatusChanged' | 'CampaignDeleted';

export const publicCampaignsProjection = projection<PublicCampaignDoc, Handled>({
  name: 'publicCampaigns',
  collection: publicCampaignsCollection,
  handles: ['CampaignPublicUrlGenerated', 'CampaignShareStatusChanged', 'CampaignDeleted'],
  target: (event) => (event.metadata.orgId ? { id: campaignIdOf(event.streamId), orgId: null } : null),
  evolve(doc, event) {
    if (event.type === 'CampaignDeleted') return null;
    const current = doc ?? {
      _id: campaignIdOf(event.streamId),
      orgId: event.metadata.orgId ?? '',
      slug: null,
      disableShare: false,
      shared: false,
    };
    const next =
      event.type === 'CampaignPublicUrlGenerated'
        ? { ...current, slug: event.data.slug }
        : { ...current, disableShare: event.data.disableShare };
    return { ...next, shared: next.slug !== null && !next.disableShare };
  },
});
