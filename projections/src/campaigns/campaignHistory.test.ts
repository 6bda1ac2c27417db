import { describe, it } from '@jest/globals';
import type { CampaignEvent } from '@scout/contracts/campaigns/events';
import { projectionSpec, recorded, testMetadata } from '../testing/projectionSpec';
import { campaignHistoryProjection, type CampaignHistoryDoc } from './campaignHistory';
import { CAMPAIGN, ev, INFLUENCER_A, ORG, USER, uuid } from './testEvents';

const metadata = testMetadata(ORG, USER);
const events = (...list: CampaignEvent[]) => recorded(`campaign-${CAMPAIGN}`, metadata, list);
const entry = (
  revision: number,
  type: string,
  facts: CampaignHistoryDoc['facts'],
  changes: CampaignHistoryDoc['changes'],
): CampaignHistoryDoc => ({
  _id: `${CAMPAIGN}:${revision}`,
  orgId: ORG,
  campaignId: CAMPAIGN,
  revision,
  type,
  occurredAt: metadata.occurredAt,
  actor: { userId: USER, role: 'owner', via: 'session' },
  facts,
  changes,
});

describe('campaignHistory projection', () => {
  const spec = projectionSpec<CampaignHistoryDoc>(campaignHistoryProjection);

  it("Given a campaign's events, Then one entry per event with who, when, the facts its line is worded from (no sentence) and the changed fields", () => {
    const longNote = 'n'.repeat(300);
    const payment: CampaignEvent = {
      type: 'PaymentAdded',
      data: {
        campaignId: CAMPAIGN,
        paymentId: uuid(1),
        influencerId: INFLUENCER_A,
        payment: { amountCents: 125050, currency: 'EUR', status: 'pending', dueDate: '2026-12-01', paidDate: null, note: longNote },
        addedAt: '2026-11-22T10:03:00.000Z',
      },
    };
    const uploads: CampaignEvent = {
      type: 'CampaignUploadsAdded',
      data: {
        campaignId: CAMPAIGN,
        uploads: [
          { uploadId: uuid(5), blobId: uuid(6), fileName: 'brief.pdf', contentType: 'application/pdf', size: 10 },
          { uploadId: uuid(7), blobId: uuid(8), fileName: 'logo.png', contentType: 'image/png', size: 20 },
        ],
        addedAt: '2026-11-22T10:04:00.000Z',
      },
    };
    spec.given(events(ev.created(), ev.status('draft', 'active'), payment, uploads)).then([
      entry(
        0,
        'CampaignCreated',
        { name: 'Summer launch' },
        { name: 'Summer launch', brand: 'Acme', currency: 'EUR', budgetCents: 500000 },
      ),
      entry(1, 'CampaignStatusChanged', { from: 'draft', to: 'active' }, { from: 'draft', to: 'active' }),
      entry(
        2,
        'PaymentAdded',
        { amountCents: 125050, currency: 'EUR', status: 'pending' },
        {
          paymentId: uuid(1),
          influencerId: INFLUENCER_A,
          amountCents: 125050,
          currency: 'EUR',
          status: 'pending',
          dueDate: '2026-12-01',
          paidDate: null,
          note: `${'n'.repeat(199)}…`,
        },
      ),
      entry(3, 'CampaignUploadsAdded', { count: 2 }, { uploads: 2, fileNames: 'brief.pdf, logo.png' }),
    ]);
  });

  it('Given CampaignCreated with its organisation, Then the organisation id is not listed as a change', () => {
    const created: CampaignEvent = {
      type: 'CampaignCreated',
      data: { campaignId: CAMPAIGN, orgId: ORG, details: { name: 'Summer launch' }, createdAt: '2026-11-22T10:00:00.000Z' },
    };
    spec.given(events(created)).then([entry(0, 'CampaignCreated', { name: 'Summer launch' }, { name: 'Summer launch' })]);
  });

  it('Given CampaignDeleted, Then the entries stay (the history is an audit trail) and the deletion is one more', () => {
    spec
      .given(events(ev.created(), ev.deleted()))
      .then([
        entry(
          0,
          'CampaignCreated',
          { name: 'Summer launch' },
          { name: 'Summer launch', brand: 'Acme', currency: 'EUR', budgetCents: 500000 },
        ),
        entry(1, 'CampaignDeleted', {}, {}),
      ]);
  });
});
