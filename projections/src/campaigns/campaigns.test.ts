import { describe, it } from '@jest/globals';
import type { CampaignEvent } from '@scout/contracts/campaigns/events';
import { projectionSpec, recorded, testMetadata } from '../testing/projectionSpec';
import { campaignsProjection, type CampaignDoc } from './campaigns';
import { CAMPAIGN, ev, INFLUENCER_A, INFLUENCER_B, ORG, USER, at, uuid } from './testEvents';

const events = (...list: CampaignEvent[]) => recorded(`campaign-${CAMPAIGN}`, testMetadata(ORG, USER), list);
const occurredAt = testMetadata(ORG).occurredAt;
const noTotals = { payments: [], influencers: 0, posts: 0, stories: 0, links: 0, clicks: 0, paymentCount: 0, ugcContents: 0, uploads: 0 };

const createdDoc: CampaignDoc = {
  _id: CAMPAIGN,
  orgId: ORG,
  name: 'Summer launch',
  brand: 'Acme',
  currency: 'EUR',
  budgetCents: 500000,
  status: 'draft',
  influencers: [],
  posts: [],
  stories: [],
  payments: [],
  links: [],
  lists: [],
  uploads: [],
  ugcContents: [],
  activities: [],
  publicSlug: null,
  disableShare: false,
  createdBy: USER,
  createdAt: at(0),
  updatedAt: at(0),
  totals: noTotals,
};

describe('campaigns projection', () => {
  const spec = projectionSpec<CampaignDoc>(campaignsProjection);

  it('Given CampaignCreated, Then a draft campaign with empty collections and zero totals', () => {
    spec.given(events(ev.created())).then([createdDoc]);
  });

  it('Given details changed and a status change, Then the new details and status, updatedAt of the latest event', () => {
    const updated: CampaignEvent = {
      type: 'CampaignUpdated',
      data: { campaignId: CAMPAIGN, changes: { name: 'Winter', hashtags: ['#acme'] }, updatedAt: at(5) },
    };
    spec
      .given(events(ev.created(), updated, ev.status('draft', 'active')))
      .then([{ ...createdDoc, name: 'Winter', hashtags: ['#acme'], status: 'active', updatedAt: occurredAt }]);
  });

  it('Given payments in two currencies, Then totals per currency: paid, pending (pending + scheduled), total; cancelled left out', () => {
    const given = events(
      ev.created(),
      ev.influencer(INFLUENCER_A, 'anna'),
      ev.payment(uuid(1), 50000, 'EUR', 'paid'),
      ev.payment(uuid(2), 25050, 'EUR', 'pending'),
      ev.payment(uuid(3), 10000, 'USD', 'cancelled'),
      ev.payment(uuid(4), 30000, 'USD', 'scheduled'),
      {
        type: 'PaymentEdited',
        data: { campaignId: CAMPAIGN, paymentId: uuid(2), changes: { status: 'paid', paidDate: '2026-12-02' }, editedAt: at(9) },
      },
    );
    const payment = (n: number, amountCents: number, currency: string, status: string, paidDate: string | null, updatedAt = at(3)) => ({
      paymentId: uuid(n),
      influencerId: INFLUENCER_A,
      amountCents,
      currency,
      status,
      dueDate: '2026-12-01',
      paidDate,
      note: 'Invoice 7',
      addedAt: at(3),
      updatedAt,
    });
    spec.given(given).then([
      {
        ...createdDoc,
        updatedAt: occurredAt,
        influencers: [{ influencerId: INFLUENCER_A, platform: 'instagram', username: 'anna', status: 'invited', addedAt: at(1) }],
        payments: [
          payment(1, 50000, 'EUR', 'paid', '2026-11-30'),
          payment(2, 25050, 'EUR', 'paid', '2026-12-02', at(9)),
          payment(3, 10000, 'USD', 'cancelled', null),
          payment(4, 30000, 'USD', 'scheduled', null),
        ] as CampaignDoc['payments'],
        totals: {
          ...noTotals,
          influencers: 1,
          paymentCount: 4,
          payments: [
            { currency: 'EUR', paidCents: 75050, pendingCents: 0, totalCents: 75050 },
            { currency: 'USD', paidCents: 0, pendingCents: 30000, totalCents: 30000 },
          ],
        },
      },
    ]);
  });

  it('Given links with clicks collected, a list and an influencer removed, Then clicks summed and the influencer gone from the list', () => {
    const given = events(
      ev.created(),
      ev.influencer(INFLUENCER_A, 'anna'),
      ev.influencer(INFLUENCER_B, 'bert', 'tiktok'),
      {
        type: 'CampaignListAdded',
        data: { campaignId: CAMPAIGN, listId: uuid(9), name: 'Wave 1', influencerIds: [INFLUENCER_A, INFLUENCER_B], addedAt: at(2) },
      },
      ev.link(uuid(1)),
      ev.link(uuid(2)),
      { type: 'CampaignLinkClicksCollected', data: { campaignId: CAMPAIGN, linkId: uuid(1), clicks: 42, collectedAt: at(8) } },
      { type: 'InfluencerRemoved', data: { campaignId: CAMPAIGN, influencerId: INFLUENCER_B, removedAt: at(9) } },
    );
    const link = (n: number, clicks: number | null, clicksCollectedAt: string | null) => ({
      linkId: uuid(n),
      url: 'https://shop.example.com/x',
      linkText: 'Product Link',
      influencerId: null,
      bitlyLinkId: null,
      shortUrl: null,
      clicks,
      clicksCollectedAt,
      addedAt: at(5),
    });
    spec.given(given).then([
      {
        ...createdDoc,
        updatedAt: occurredAt,
        influencers: [{ influencerId: INFLUENCER_A, platform: 'instagram', username: 'anna', status: 'invited', addedAt: at(1) }],
        lists: [{ listId: uuid(9), name: 'Wave 1', influencerIds: [INFLUENCER_A], addedAt: at(2) }],
        links: [link(1, 42, at(8)), link(2, null, null)],
        totals: { ...noTotals, influencers: 1, links: 2, clicks: 42 },
      },
    ]);
  });

  it("Given UGC of two creators and UGCUserRemoved, Then only the other creator's content stays", () => {
    const ugc = (n: number, username: string): CampaignEvent => ({
      type: 'UGCContentUpdated',
      data: {
        campaignId: CAMPAIGN,
        contentId: uuid(n),
        username,
        platform: 'instagram',
        url: `https://example.com/u/${n}`,
        status: 'pending',
        updatedAt: at(3),
      },
    });
    const removed: CampaignEvent = {
      type: 'UGCUserRemoved',
      data: { campaignId: CAMPAIGN, username: 'ugc1', platform: 'instagram', removedAt: at(4) },
    };
    spec.given(events(ev.created(), ugc(1, 'ugc1'), ugc(2, 'ugc2'), ugc(3, 'ugc1'), removed)).then([
      {
        ...createdDoc,
        updatedAt: occurredAt,
        ugcContents: [
          {
            contentId: uuid(2),
            username: 'ugc2',
            platform: 'instagram',
            url: 'https://example.com/u/2',
            status: 'pending',
            updatedAt: at(3),
          },
        ],
        totals: { ...noTotals, ugcContents: 1 },
      },
    ]);
  });

  it('Given a public URL and share switched off, Then slug kept and disableShare true; Given CampaignDeleted, Then no document', () => {
    spec
      .given(events(ev.created(), ev.publicUrl('abcDEF123456'), ev.share(true)))
      .then([{ ...createdDoc, updatedAt: occurredAt, publicSlug: 'abcDEF123456', disableShare: true }]);
    spec.given(events(ev.created(), ev.influencer(INFLUENCER_A, 'anna'), ev.deleted())).then([]);
  });
});
