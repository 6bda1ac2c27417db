import { campaignEventSchemas, type CampaignEventType } from '@scout/contracts/campaigns/events';
import type { CampaignView } from '@scout/contracts/campaigns/views';
import { campaignIdOf } from '@scout/contracts/platform/streams';
import type { CollectionSpec } from '@scout/platform/readstore/port';
import { inOrgOf, projection, type EventOf } from '../runner/projection';
import { campaignTotals } from './campaignTotals';

export type CampaignDoc = CampaignView & { [key: string]: unknown; orgId: string };

export const campaignsCollection: CollectionSpec = {
  name: 'campaigns',
  scope: 'tenant',
  fields: { name: 'text', status: 'text', createdAt: 'date', updatedAt: 'date' },
  indexes: [
    { fields: [['updatedAt', -1]] },
    { fields: [['createdAt', -1]] },
    { fields: [['name', 1]] },
    {
      fields: [
        ['status', 1],
        ['updatedAt', -1],
      ],
    },
  ],
  searchable: ['name'],
};

type Handled = CampaignEventType;
/** Every event of a campaign's stream. */
export const CAMPAIGN_EVENT_TYPES = Object.keys(campaignEventSchemas) as CampaignEventType[];
type Event = EventOf<Handled>;
const DATA_REFRESHES: ReadonlySet<string> = new Set(['CampaignPostMetricsRefreshed', 'CampaignPostRefreshFailed']);

const replace = <T>(items: readonly T[], match: (item: T) => boolean, change: (item: T) => T): T[] =>
  items.map((item) => (match(item) ? change(item) : item));

/** The next document for one event, before totals and updatedAt are refreshed. */
function apply(doc: CampaignDoc, event: Event): CampaignDoc | null {
  switch (event.type) {
    case 'CampaignCreated':
      return doc;
    case 'CampaignUpdated':
      return { ...doc, ...event.data.changes };
    case 'CampaignStatusChanged':
      return { ...doc, status: event.data.to };
    case 'CampaignDeleted':
      return null;
    case 'InfluencerAdded': {
      const { influencerId, platform, username, addedAt } = event.data;
      const others = doc.influencers.filter((i) => i.influencerId !== influencerId);
      return { ...doc, influencers: [...others, { influencerId, platform, username, status: 'invited', addedAt }] };
    }
    case 'InfluencerRemoved': {
      const { influencerId } = event.data;
      return {
        ...doc,
        influencers: doc.influencers.filter((i) => i.influencerId !== influencerId),
        lists: doc.lists.map((l) => ({ ...l, influencerIds: l.influencerIds.filter((id) => id !== influencerId) })),
      };
    }
    case 'InfluencerUpdated': {
      const { influencerId, changes } = event.data;
      return {
        ...doc,
        influencers: replace(
          doc.influencers,
          (i) => i.influencerId === influencerId,
          (i) => ({ ...i, ...changes }),
        ),
      };
    }
    case 'CampaignPostAdded': {
      const { postId, post, enableTracking, source, addedAt } = event.data;
      return {
        ...doc,
        posts: [...doc.posts.filter((p) => p.postId !== postId), { postId, ...post, enableTracking, source, addedAt, updatedAt: addedAt }],
      };
    }
    case 'CampaignPostEdited': {
      const { postId, changes, editedAt } = event.data;
      // Tracking turned (back) on starts without backoff.
      const restart = changes.enableTracking === true ? { refreshFailures: 0 } : {};
      return {
        ...doc,
        posts: replace(
          doc.posts,
          (p) => p.postId === postId,
          (p) => ({ ...p, ...changes, ...restart, updatedAt: editedAt }),
        ),
      };
    }
    case 'CampaignPostRemoved':
      return { ...doc, posts: doc.posts.filter((p) => p.postId !== event.data.postId) };
    case 'CampaignPostMetricsRefreshed': {
      const { postId, changes, refreshedAt } = event.data;
      return {
        ...doc,
        posts: replace(
          doc.posts,
          (p) => p.postId === postId,
          (p) => ({ ...p, ...changes, refreshedAt, refreshFailures: 0 }),
        ),
      };
    }
    case 'CampaignPostRefreshFailed': {
      const { postId, failures, failedAt } = event.data;
      return {
        ...doc,
        posts: replace(
          doc.posts,
          (p) => p.postId === postId,
          (p) => ({ ...p, refreshFailures: failures, refreshFailedAt: failedAt }),
        ),
      };
    }
    case 'CampaignStoryAdded': {
      const { campaignId: _c, ...story } = event.data;
      return { ...doc, stories: [...doc.stories.filter((s) => s.storyId !== story.storyId), story] };
    }
    case 'CampaignStoryRemoved':
      return { ...doc, stories: doc.stories.filter((s) => s.storyId !== event.data.storyId) };
    case 'CampaignActivityAdded': {
      const { activityId, text, addedAt } = event.data;
      return { ...doc, activities: [...doc.activities, { activityId, text, addedAt, userId: event.metadata.actor.userId }] };
    }
    case 'CampaignActivityRemoved':
      return { ...doc, activities: doc.activities.filter((a) => a.activityId !== event.data.activityId) };
    case 'CampaignPublicUrlGenerated':
      return { ...doc, publicSlug: event.data.slug };
    case 'CampaignShareStatusChanged':
      return { ...doc, disableShare: event.data.disableShare };
    case 'CampaignUploadsAdded': {
      const { uploads, description, addedAt } = event.data;
      const added = uploads.map((u) => ({ ...u, ...(description === undefined ? {} : { description }), addedAt }));
      return { ...doc, uploads: [...doc.uploads, ...added] };
    }
    case 'CampaignUploadsRemoved': {
      const gone = new Set(event.data.uploadIds);
      return { ...doc, uploads: doc.uploads.filter((u) => !gone.has(u.uploadId)) };
    }
    case 'CampaignLinkAdded': {
      const { campaignId: _c, ...link } = event.data;
      return { ...doc, links: [...doc.links.filter((l) => l.linkId !== link.linkId), { ...link, clicks: null, clicksCollectedAt: null }] };
    }
    case 'CampaignLinkRemoved':
      return { ...doc, links: doc.links.filter((l) => l.linkId !== event.data.linkId) };
    case 'CampaignLinkClicksCollected': {
      const { linkId, clicks, collectedAt } = event.data;
      return {
        ...doc,
        links: replace(
          doc.links,
          (l) => l.linkId === linkId,
          (l) => ({ ...l, clicks, clicksCollectedAt: collectedAt }),
        ),
      };
    }
    case 'CampaignListAdded': {
      const { listId, name, influencerIds, addedAt } = event.data;
      return { ...doc, lists: [...doc.lists.filter((l) => l.listId !== listId), { listId, name, influencerIds, addedAt }] };
    }
    case 'CampaignListRenamed': {
      const { listId, name } = event.data;
      return {
        ...doc,
        lists: replace(
          doc.lists,
          (l) => l.listId === listId,
          (l) => ({ ...l, name }),
        ),
      };
    }
    case 'CampaignListRemoved':
      return { ...doc, lists: doc.lists.filter((l) => l.listId !== event.data.listId) };
    case 'PaymentAdded': {
      const { paymentId, influencerId, payment, addedAt } = event.data;
      return {
        ...doc,
        payments: [
          ...doc.payments.filter((p) => p.paymentId !== paymentId),
          { paymentId, influencerId, ...payment, addedAt, updatedAt: addedAt },
        ],
      };
    }
    case 'PaymentEdited': {
      const { paymentId, changes, editedAt } = event.data;
      return {
        ...doc,
        payments: replace(
          doc.payments,
          (p) => p.paymentId === paymentId,
          (p) => ({ ...p, ...changes, updatedAt: editedAt }),
        ),
      };
    }
    case 'PaymentRemoved':
      return { ...doc, payments: doc.payments.filter((p) => p.paymentId !== event.data.paymentId) };
    case 'UGCContentUpdated': {
      const { campaignId: _c, ...content } = event.data;
      const known = doc.ugcContents.some((c) => c.contentId === content.contentId);
      return {
        ...doc,
        ugcContents: known
          ? replace(
              doc.ugcContents,
              (c) => c.contentId === content.contentId,
              () => content,
            )
          : [...doc.ugcContents, content],
      };
    }
    case 'UGCContentRemoved':
      return { ...doc, ugcContents: doc.ugcContents.filter((c) => c.contentId !== event.data.contentId) };
    case 'UGCUserRemoved': {
      const { username, platform } = event.data;
      return { ...doc, ugcContents: doc.ugcContents.filter((c) => !(c.username === username && c.platform === platform)) };
    }
  }
}

function created(event: EventOf<'CampaignCreated'>): CampaignDoc {
  const { campaignId, details, createdAt } = event.data;
  const empty = {
    ...details,
    status: 'draft' as const,
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
    createdBy: event.metadata.actor.userId,
    createdAt,
    updatedAt: createdAt,
  };
  return { _id: campaignId, orgId: event.metadata.orgId ?? '', ...empty, totals: campaignTotals(empty) };
}

/**
 * `campaigns`: one document per campaign with everything its page shows, and the totals the list
 * shows (payments per currency, counts). `updatedAt` is the time of the campaign's latest event.
 */
export const campaignsProjection = projection<CampaignDoc, Handled>({
  name: 'campaigns',
  collection: campaignsCollection,
  handles: CAMPAIGN_EVENT_TYPES,
  target: (event) => inOrgOf(event, campaignIdOf(event.streamId)),
  evolve(doc, event) {
    if (event.type === 'CampaignCreated') return created(event);
    if (!doc) return null;
    const next = apply(doc, event);
    if (!next) return null;
    const { _id, orgId: _o, totals: _t, ...rest } = next;
    // Live-tracking refreshes are data, not changes by the team: the campaign's updatedAt stays.
    const updatedAt = DATA_REFRESHES.has(event.type) ? doc.updatedAt : event.metadata.occurredAt;
    return { ...next, updatedAt, totals: campaignTotals(rest) };
  },
});
