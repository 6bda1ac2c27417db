import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CampaignEvent } from '@scout/contracts/campaigns/events';
import { campaignSettingsStream } from '@scout/contracts/platform/streams';
import type { Document } from '@scout/platform/readstore/port';
import type { DocumentProjection } from '@scout/projections/runner/projection';
import { rebuildProjection } from '@scout/projections/runner/runner';
import { campaignsProjection } from '@scout/projections/campaigns/campaigns';
import { campaignMetricsProjection } from '@scout/projections/campaigns/campaignMetrics';
import { campaignHistoryProjection } from '@scout/projections/campaigns/campaignHistory';
import { publicCampaignsProjection } from '@scout/projections/campaigns/publicCampaigns';
import { campaignSettingsProjection } from '@scout/projections/campaigns/campaignSettings';
import { eventsOf } from '@scout/projections/campaigns/testEvents';
import { startTestApp, type TestApp } from '../../../tests/support/app';
import { appendCampaignEvents } from '../../../tests/support/campaignEvents';

/**
 * Rebuilding the campaign read models from the first event gives the same documents as the
 * runner's incremental work: a realistic history over several campaigns of two organisations is
 * projected live, then each read model is replayed into a fresh collection and compared.
 */
const CAMPAIGN_PROJECTIONS = [
  campaignsProjection,
  campaignMetricsProjection,
  campaignHistoryProjection,
  publicCampaignsProjection,
  campaignSettingsProjection,
];

let app: TestApp;
const orgs = [randomUUID(), randomUUID()];
const users = [randomUUID(), randomUUID()];

/** The history of one campaign, in a few batches (each a separate append, as separate commands would be). */
function historyOf(campaignId: string, n: number): CampaignEvent[][] {
  const ev = eventsOf(campaignId);
  const [a, b, post1, post2, pay1, pay2, link, list, content, upload, activity] = Array.from({ length: 11 }, () => randomUUID());
  const id = {
    a: a!,
    b: b!,
    post1: post1!,
    post2: post2!,
    pay1: pay1!,
    pay2: pay2!,
    link: link!,
    list: list!,
    content: content!,
    upload: upload!,
    activity: activity!,
  };
  const at = '2026-11-22T11:00:00.000Z';
  return [
    [ev.created(`Campaign ${n}`), ev.influencer(id.a, `anna${n}`), ev.influencer(id.b, `bert${n}`, 'tiktok')],
    [
      {
        type: 'InfluencerUpdated',
        data: { campaignId, influencerId: id.a, changes: { status: 'confirmed', feeCents: 120000, currency: 'EUR' }, updatedAt: at },
      },
      ev.post(id.post1, 'instagram', { likes: 100 * n, comments: 7 * n, views: 1500 * n, reach: 900 * n }, id.a),
      ev.post(id.post2, 'tiktok', { likes: 40, comments: null, views: null, reach: null }, id.b),
      ev.story(randomUUID(), 300 + n),
    ],
    [
      ev.payment(id.pay1, 50000 + n, 'EUR', 'pending'),
      ev.payment(id.pay2, 20000, 'USD', 'scheduled'),
      {
        type: 'PaymentEdited',
        data: { campaignId, paymentId: id.pay1, changes: { status: 'paid', paidDate: '2026-11-30' }, editedAt: at },
      },
      {
        type: 'CampaignPostEdited',
        data: { campaignId, postId: id.post2, changes: { comments: 5, views: 800, enableTracking: true }, editedAt: at },
      },
    ],
    [
      ev.link(id.link),
      { type: 'CampaignLinkClicksCollected', data: { campaignId, linkId: id.link, clicks: 12 * n, collectedAt: at } },
      { type: 'CampaignListAdded', data: { campaignId, listId: id.list, name: 'Wave 1', influencerIds: [id.a, id.b], addedAt: at } },
      { type: 'CampaignListRenamed', data: { campaignId, listId: id.list, name: 'Wave one', renamedAt: at } },
      {
        type: 'UGCContentUpdated',
        data: {
          campaignId,
          contentId: id.content,
          username: 'fan',
          platform: 'instagram',
          url: 'https://example.com/ugc',
          status: 'approved',
          updatedAt: at,
        },
      },
      {
        type: 'CampaignUploadsAdded',
        data: {
          campaignId,
          uploads: [{ uploadId: id.upload, blobId: randomUUID(), fileName: 'brief.pdf', contentType: 'application/pdf', size: 99 }],
          description: 'Brief',
          addedAt: at,
        },
      },
      { type: 'CampaignActivityAdded', data: { campaignId, activityId: id.activity, text: 'Called the agency', addedAt: at } },
    ],
    [
      ev.status('draft', 'active'),
      ev.publicUrl(`slug${campaignId.slice(0, 8)}`),
      { type: 'InfluencerRemoved', data: { campaignId, influencerId: id.b, removedAt: at } },
      { type: 'PaymentRemoved', data: { campaignId, paymentId: id.pay2, removedAt: at } },
      ...(n % 2 === 0 ? [ev.share(true)] : []),
      ...(n % 3 === 0 ? [ev.deleted()] : []),
    ],
  ];
}

beforeAll(async () => {
  app = await startTestApp();
  const campaigns = Array.from({ length: 6 }, (_, n) => {
    const campaignId = randomUUID();
    return { campaignId, org: n % 2, batches: historyOf(campaignId, n + 1) };
  });
  // Interleave the campaigns' batches, as concurrent work would.
  for (let batch = 0; batch < 5; batch += 1) {
    for (const c of campaigns) await appendCampaignEvents(app, orgs[c.org]!, users[c.org]!, c.campaignId, c.batches[batch]!);
  }
  for (const [n, orgId] of orgs.entries()) {
    const { position } = await app.scout.ctx.eventStore.append(
      campaignSettingsStream(orgId),
      [
        {
          id: randomUUID(),
          type: 'CampaignCpmValuesSet',
          data: { currency: 'EUR', valuesCents: { instagram: 900 + n }, setAt: '2026-11-22T12:00:00.000Z' },
          metadata: {
            orgId,
            actor: { userId: users[n]!, role: 'owner', via: 'session' },
            correlationId: 'test',
            causationId: null,
            occurredAt: '2026-11-22T12:00:00.000Z',
          },
        },
      ],
      { expectedRevision: 'any' },
    );
    await app.scout.runner.waitFor(position, 10_000);
  }
});
afterAll(async () => app.close());

async function documentsOf(projection: DocumentProjection): Promise<Document[]> {
  const { readStore } = app.scout.ctx;
  const docs =
    projection.collection.scope === 'global'
      ? await readStore.global(projection.collection).find({})
      : (await Promise.all(orgs.map((orgId) => readStore.tenant(projection.collection).forOrg(orgId).find({})))).flat();
  return docs.sort((a, b) => a._id.localeCompare(b._id));
}

describe('rebuilding the campaign read models from zero', () => {
  it.each(CAMPAIGN_PROJECTIONS.map((p) => [p.name, p] as const))('%s: identical documents', async (_name, projection) => {
    const incremental = await documentsOf(projection);
    expect(incremental.length).toBeGreaterThan(0);
    const fresh: DocumentProjection = {
      ...projection,
      name: `${projection.name}Rebuilt`,
      collection: { ...projection.collection, name: `${projection.collection.name}Rebuilt` },
    };
    const { events } = await rebuildProjection(app.scout.ctx.eventStore, app.scout.ctx.readStore, fresh);
    const handled = await app.scout.ctx.eventStore.countAfter({ after: null, types: projection.handles, max: 1_000_000 });
    expect(handled).toBeGreaterThan(0);
    expect(events).toBe(handled);
    expect(await documentsOf(fresh)).toEqual(incremental);
  });

  it('the history covers some deleted campaigns, disabled shares and two organisations', async () => {
    const campaigns = await documentsOf(campaignsProjection);
    expect(campaigns).toHaveLength(4);
    expect(new Set(campaigns.map((c) => c.orgId))).toEqual(new Set(orgs));
    expect((await documentsOf(publicCampaignsProjection)).filter((d) => d.shared)).toHaveLength(2);
  });
});
