import { describe, expect, it } from '@jest/globals';
import type { CampaignEvent } from '@scout/contracts/campaigns/events';
import type { ProjectedEvent } from '../runner/projection';
import { recorded, testMetadata } from '../testing/projectionSpec';
import { campaignHistoryProjection } from './campaignHistory';
import { campaignMetricsProjection, type CampaignMetricsDoc } from './campaignMetrics';
import { campaignsProjection, type CampaignDoc } from './campaigns';
import { at, CAMPAIGN, ev, ORG, USER, uuid } from './testEvents';

/** Live tracking's refreshes of a post: the post's counts, its freshness and backoff, the metrics, the history. */
const POST = uuid(1);
const refreshed = (changes: Record<string, number>, minute: number): CampaignEvent => ({
  type: 'CampaignPostMetricsRefreshed',
  data: { campaignId: CAMPAIGN, postId: POST, changes, refreshedAt: at(minute) },
});
const failed = (failures: number, minute: number): CampaignEvent => ({
  type: 'CampaignPostRefreshFailed',
  data: { campaignId: CAMPAIGN, postId: POST, reason: 'provider_error', failures, failedAt: at(minute) },
});
const events = (...list: CampaignEvent[]) => recorded(`campaign-${CAMPAIGN}`, testMetadata(ORG, USER), list);

function fold<D>(projection: { evolve: (doc: D | null, event: ProjectedEvent) => unknown }, list: ProjectedEvent[]): D {
  let doc: D | null = null;
  for (const e of list) doc = projection.evolve(doc, e) as D | null;
  return doc!;
}

describe('campaign post refreshes in the read models', () => {
  const given = [ev.created(), ev.post(POST, 'instagram', { likes: 100, comments: 10, views: 1000, reach: null })];

  it('the campaign shows the refreshed counts with refreshedAt, the failures and their time; its updatedAt stays', () => {
    const before = fold<CampaignDoc>(campaignsProjection, events(...given));
    const doc = fold<CampaignDoc>(campaignsProjection, events(...given, refreshed({ likes: 150 }, 10), failed(1, 20), failed(2, 30)));
    expect(doc.posts[0]).toMatchObject({ likes: 150, comments: 10, refreshedAt: at(10), refreshFailures: 2, refreshFailedAt: at(30) });
    expect(doc.updatedAt).toBe(before.updatedAt);
    const recovered = fold<CampaignDoc>(campaignsProjection, events(...given, failed(1, 20), refreshed({}, 40)));
    expect(recovered.posts[0]).toMatchObject({ likes: 100, refreshedAt: at(40), refreshFailures: 0 });
  });

  it('the metrics follow the refreshed counts', () => {
    const doc = fold<CampaignMetricsDoc>(campaignMetricsProjection, events(...given, refreshed({ likes: 150, views: 3000 }, 10)));
    expect(doc.figures.likes.value).toBe(150);
    expect(doc.figures.views.value).toBe(3000);
    expect(doc.viewsByPlatform).toEqual({ instagram: 3000 });
  });

  it('the history lists refreshes that changed a count and the first failure in a row only', () => {
    const entries = events(...given, refreshed({ likes: 150 }, 10), refreshed({}, 20), failed(1, 30), failed(2, 40))
      .slice(2)
      .map((e) => campaignHistoryProjection.evolve(null, e) as { facts: object } | null);
    expect(entries.map((e) => e?.facts ?? null)).toEqual([{ fields: 'likes' }, null, { reason: 'provider_error', failures: 1 }, null]);
  });
});
