import { describe, expect, it } from '@jest/globals';
import type { CampaignEvent } from '@scout/contracts/campaigns/events';
import { projectionSpec, recorded, testMetadata } from '../testing/projectionSpec';
import { campaignMetricsProjection, type CampaignMetricsDoc } from './campaignMetrics';
import { campaignFigures, earnedMediaValue, viewsByPlatform } from './metricsFormulas';
import { CAMPAIGN, ev, ORG, USER, uuid } from './testEvents';

const events = (...list: CampaignEvent[]) => recorded(`campaign-${CAMPAIGN}`, testMetadata(ORG, USER), list);

/** Post A: every number; B: no comments, no reach; C: no numbers at all. */
const postA = ev.post(uuid(1), 'instagram', { likes: 100, comments: 20, views: 1000, reach: 800 });
const postB = ev.post(uuid(2), 'tiktok', { likes: 50, comments: null, views: 2000, reach: null });
const postC = ev.post(uuid(3), 'instagram', { likes: null, comments: null, views: null, reach: null });
const payments = [
  ev.payment(uuid(11), 50000, 'EUR', 'paid'),
  ev.payment(uuid(12), 25050, 'EUR', 'pending'),
  ev.payment(uuid(13), 10000, 'USD', 'cancelled'),
  ev.payment(uuid(14), 30000, 'USD', 'scheduled'),
];
const given = events(ev.created(), postA, postB, postC, ev.story(uuid(21), 400), ev.story(uuid(22), null), ...payments);

function docOf(list: ReturnType<typeof events>): CampaignMetricsDoc {
  let doc: CampaignMetricsDoc | null = null;
  for (const e of list) doc = campaignMetricsProjection.evolve(doc, e) as CampaignMetricsDoc | null;
  if (!doc) throw new Error('no metrics document');
  return doc;
}

describe('campaign metrics formulas (hand-computed)', () => {
  const { figures } = docOf(given);

  it('sums leave out posts without the number instead of counting 0', () => {
    expect(figures.reach).toMatchObject({ value: 800, inputs: { posts: 1, postsWithout: 2 } });
    expect(figures.views).toMatchObject({ value: 3000, inputs: { posts: 2, postsWithout: 1 } });
    expect(figures.likes).toMatchObject({ value: 150, inputs: { posts: 2, postsWithout: 1 } });
    expect(figures.comments).toMatchObject({ value: 20, inputs: { posts: 1, postsWithout: 2 } });
    expect(figures.storyViews).toMatchObject({ value: 400, inputs: { stories: 1, storiesWithout: 1 } });
    expect(figures.views.formula).toContain('not counted as 0');
  });

  it('engagements and engagement rate use only the posts that have the numbers: (100 + 20) ÷ 1000 × 100 = 12', () => {
    expect(figures.engagements).toMatchObject({ value: 120, inputs: { posts: 1 } });
    expect(figures.engagementRate).toEqual({
      value: 12,
      formula: expect.stringContaining('÷ Σ views × 100'),
      inputs: { posts: 1, likes: 100, comments: 20, views: 1000 },
    });
  });

  it('costs per currency: EUR 750.50 ÷ 120 = 6.2542 per engagement, ÷ 3000 × 1000 = 250.17 CPM; USD 300 (cancelled left out)', () => {
    expect(figures.costs).toEqual([
      {
        currency: 'EUR',
        cost: { value: 750.5, formula: expect.stringContaining('cancelled ones left out'), inputs: { costCents: 75050 } },
        costPerEngagement: { value: 6.2542, formula: expect.any(String), inputs: { cost: 750.5, engagements: 120 } },
        cpm: { value: 250.17, formula: expect.stringContaining('× 1,000'), inputs: { cost: 750.5, views: 3000 } },
      },
      {
        currency: 'USD',
        cost: { value: 300, formula: expect.any(String), inputs: { costCents: 30000 } },
        costPerEngagement: { value: 2.5, formula: expect.any(String), inputs: { cost: 300, engagements: 120 } },
        cpm: { value: 100, formula: expect.any(String), inputs: { cost: 300, views: 3000 } },
      },
    ]);
  });

  it('earned media value: 1000 ÷ 1000 × 8 + 2000 ÷ 1000 × 6 = 20 EUR; a platform without a CPM value earns nothing', () => {
    const views = viewsByPlatform(docOf(given).posts);
    expect(views).toEqual({ instagram: 1000, tiktok: 2000 });
    expect(earnedMediaValue(views, { currency: 'EUR', values: { instagram: 8, tiktok: 6, youtube: 10 }, isDefault: true })).toEqual({
      value: 20,
      formula: expect.stringContaining('views ÷ 1,000 × CPM'),
      inputs: { 'views.instagram': 1000, 'cpm.instagram': 8, 'views.tiktok': 2000, 'cpm.tiktok': 6 },
      currency: 'EUR',
      cpmValues: { instagram: 8, tiktok: 6, youtube: 10 },
      cpmValuesAreDefault: true,
    });
    expect(earnedMediaValue(views, { currency: 'USD', values: { instagram: 12.5 }, isDefault: false })).toMatchObject({
      value: 12.5,
      inputs: { 'views.tiktok': 2000, 'cpm.tiktok': null },
    });
    expect(earnedMediaValue({}, { currency: 'EUR', values: { instagram: 8 }, isDefault: true }).value).toBeNull();
  });

  it('a campaign without posts or payments has empty figures, not zeros', () => {
    const empty = campaignFigures([], [], []);
    expect([empty.reach.value, empty.views.value, empty.engagements.value, empty.engagementRate.value]).toEqual([null, null, null, null]);
    expect(empty.costs).toEqual([]);
  });
});

describe('campaignMetrics projection', () => {
  const spec = projectionSpec<CampaignMetricsDoc>(campaignMetricsProjection);

  it('Given a post edited (comments of B become known) and a payment removed, Then the figures follow', () => {
    const edited: CampaignEvent = {
      type: 'CampaignPostEdited',
      data: { campaignId: CAMPAIGN, postId: uuid(2), changes: { comments: 10 }, editedAt: '2026-11-23T10:00:00.000Z' },
    };
    const removed: CampaignEvent = {
      type: 'PaymentRemoved',
      data: { campaignId: CAMPAIGN, paymentId: uuid(11), removedAt: '2026-11-23T10:00:00.000Z' },
    };
    const list = events(ev.created(), postA, postB, postC, ...payments, edited, removed);
    const doc = docOf(list);
    expect(doc.figures.engagements.value).toBe(180);
    // (100 + 50 + 20 + 10) ÷ (1000 + 2000) × 100 = 6
    expect(doc.figures.engagementRate.value).toBe(6);
    expect(doc.figures.costs[0]).toMatchObject({
      currency: 'EUR',
      cost: { value: 250.5 },
      costPerEngagement: { value: 1.3917 },
      cpm: { value: 83.5 },
    });
    expect(doc.posts.find((p) => p.postId === uuid(2))).toEqual({
      postId: uuid(2),
      platform: 'tiktok',
      likes: 50,
      comments: 10,
      views: 2000,
      reach: null,
    });
    spec.given(list).then([doc]);
  });

  it('Given CampaignDeleted, Then no metrics document', () => {
    spec.given(events(ev.created(), postA, ev.deleted())).then([]);
  });
});
