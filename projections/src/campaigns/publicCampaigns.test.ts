import { describe, it } from '@jest/globals';
import type { CampaignEvent } from '@scout/contracts/campaigns/events';
import { projectionSpec, recorded, testMetadata } from '../testing/projectionSpec';
import { publicCampaignsProjection, type PublicCampaignDoc } from './publicCampaigns';
import { campaignSettingsProjection, type CampaignSettingsDoc } from './campaignSettings';
import { CAMPAIGN, ev, ORG, USER } from './testEvents';

const events = (...list: CampaignEvent[]) => recorded(`campaign-${CAMPAIGN}`, testMetadata(ORG, USER), list);
const doc = (slug: string | null, disableShare: boolean, shared: boolean): PublicCampaignDoc => ({
  _id: CAMPAIGN,
  orgId: ORG,
  slug,
  disableShare,
  shared,
});

describe('publicCampaigns projection', () => {
  const spec = projectionSpec<PublicCampaignDoc>(publicCampaignsProjection);

  it('Given no public URL, Then nothing is public', () => {
    spec.given(events(ev.created(), ev.status('draft', 'active'))).then([]);
  });

  it('Given a public URL, Then the slug opens the campaign; a new URL replaces the slug', () => {
    spec.given(events(ev.created(), ev.publicUrl('slugOne'))).then([doc('slugOne', false, true)]);
    spec.given(events(ev.created(), ev.publicUrl('slugOne'), ev.publicUrl('slugTwo'))).then([doc('slugTwo', false, true)]);
  });

  it('Given sharing disabled, Then not shared; enabled again, Then shared again', () => {
    spec.given(events(ev.created(), ev.publicUrl('slugOne'), ev.share(true))).then([doc('slugOne', true, false)]);
    spec.given(events(ev.created(), ev.publicUrl('slugOne'), ev.share(true), ev.share(false))).then([doc('slugOne', false, true)]);
    spec.given(events(ev.created(), ev.share(true), ev.publicUrl('slugOne'))).then([doc('slugOne', true, false)]);
  });

  it('Given CampaignDeleted, Then the slug opens nothing', () => {
    spec.given(events(ev.created(), ev.publicUrl('slugOne'), ev.deleted())).then([]);
  });
});

describe('campaignSettings projection', () => {
  const spec = projectionSpec<CampaignSettingsDoc>(campaignSettingsProjection);
  it('Given CPM values set twice, Then the latest values', () => {
    const set = (instagram: number, setAt: string) => ({
      type: 'CampaignCpmValuesSet' as const,
      data: { currency: 'EUR', valuesCents: { instagram }, setAt },
    });
    spec
      .given(recorded(`campaignSettings-${ORG}`, testMetadata(ORG, USER), [set(900, 'a'), set(1250, 'b')]))
      .then([{ _id: 'cpm', orgId: ORG, currency: 'EUR', valuesCents: { instagram: 1250 }, updatedAt: 'b' }]);
  });
});
