import type { CampaignEvent, CampaignStatus } from '@scout/contracts/campaigns';
import type { CampaignDetails, CampaignPostFields, InfluencerChanges, PaymentFields, UgcContent } from './campaignCommands';

export interface InfluencerState extends InfluencerChanges {
  platform: string;
  username: string;
}
/** `refreshFailures`: live-tracking refreshes failed in a row (absent: none). */
export type PostState = CampaignPostFields & { enableTracking: boolean; refreshFailures?: number };
export interface PaymentState extends PaymentFields {
  influencerId: string;
}

/** What the decider needs to know of a live campaign; the read models hold the rest. */
export interface LiveCampaign {
  lifecycle: 'live';
  campaignId: string;
  /** Null only for a campaign created before its organisation was recorded in CampaignCreated. */
  orgId: string | null;
  status: CampaignStatus;
  details: CampaignDetails;
  influencers: Record<string, InfluencerState>;
  posts: Record<string, PostState>;
  /** Story id → influencer id. */
  stories: Record<string, string>;
  activities: Record<string, true>;
  payments: Record<string, PaymentState>;
  /** Link id → clicks collected so far (null before the first collection). */
  links: Record<string, { clicks: number | null }>;
  /** List id → name. */
  lists: Record<string, string>;
  uploads: Record<string, true>;
  ugc: Record<string, UgcContent>;
  publicSlug: string | null;
  disableShare: boolean;
}

export type CampaignState = { lifecycle: 'none' } | { lifecycle: 'deleted'; orgId: string | null } | LiveCampaign;

const without = <V>(record: Record<string, V>, ...keys: string[]): Record<string, V> => {
  const copy = { ...record };
  for (const key of keys) delete copy[key];
  return copy;
};

const withEntry = <V>(record: Record<string, V>, key: string, value: V): Record<string, V> => ({ ...record, [key]: value });

/** Applies an event of a live campaign. */
function evolveLive(state: LiveCampaign, event: CampaignEvent): CampaignState {
  switch (event.type) {
    case 'CampaignCreated':
      return state;
    case 'CampaignUpdated':
      return { ...state, details: { ...state.details, ...event.data.changes } };
    case 'CampaignStatusChanged':
      return { ...state, status: event.data.to };
    case 'CampaignDeleted':
      return { lifecycle: 'deleted', orgId: state.orgId };
    case 'InfluencerAdded':
      return {
        ...state,
        influencers: withEntry(state.influencers, event.data.influencerId, {
          platform: event.data.platform,
          username: event.data.username,
        }),
      };
    case 'InfluencerRemoved':
      return { ...state, influencers: without(state.influencers, event.data.influencerId) };
    case 'InfluencerUpdated': {
      const influencer = state.influencers[event.data.influencerId];
      if (!influencer) return state;
      return { ...state, influencers: withEntry(state.influencers, event.data.influencerId, { ...influencer, ...event.data.changes }) };
    }
    case 'CampaignPostAdded':
      return {
        ...state,
        posts: withEntry(state.posts, event.data.postId, { ...event.data.post, enableTracking: event.data.enableTracking }),
      };
    case 'CampaignPostEdited': {
      const post = state.posts[event.data.postId];
      if (!post) return state;
      // Tracking turned (back) on starts without backoff.
      const restart = event.data.changes.enableTracking === true ? { refreshFailures: 0 } : {};
      return { ...state, posts: withEntry(state.posts, event.data.postId, { ...post, ...event.data.changes, ...restart }) };
    }
    case 'CampaignPostRemoved':
      return { ...state, posts: without(state.posts, event.data.postId) };
    case 'CampaignPostMetricsRefreshed': {
      const post = state.posts[event.data.postId];
      if (!post) return state;
      return { ...state, posts: withEntry(state.posts, event.data.postId, { ...post, ...event.data.changes, refreshFailures: 0 }) };
    }
    case 'CampaignPostRefreshFailed': {
      const post = state.posts[event.data.postId];
      if (!post) return state;
      return { ...state, posts: withEntry(state.posts, event.data.postId, { ...post, refreshFailures: event.data.failures }) };
    }
    case 'CampaignStoryAdded':
      return { ...state, stories: withEntry(state.stories, event.data.storyId, event.data.influencerId) };
    case 'CampaignStoryRemoved':
      return { ...state, stories: without(state.stories, event.data.storyId) };
    case 'CampaignActivityAdded':
      return { ...state, activities: withEntry(state.activities, event.data.activityId, true) };
    case 'CampaignActivityRemoved':
      return { ...state, activities: without(state.activities, event.data.activityId) };
    case 'CampaignPublicUrlGenerated':
      return { ...state, publicSlug: event.data.slug };
    case 'CampaignShareStatusChanged':
      return { ...state, disableShare: event.data.disableShare };
    case 'CampaignUploadsAdded':
      return { ...state, uploads: event.data.uploads.reduce((all, u) => withEntry(all, u.uploadId, true as const), state.uploads) };
    case 'CampaignUploadsRemoved':
      return { ...state, uploads: without(state.uploads, ...event.data.uploadIds) };
    case 'CampaignLinkAdded':
      return { ...state, links: withEntry(state.links, event.data.linkId, { clicks: null }) };
    case 'CampaignLinkRemoved':
      return { ...state, links: without(state.links, event.data.linkId) };
    case 'CampaignLinkClicksCollected':
      return Object.hasOwn(state.links, event.data.linkId)
        ? { ...state, links: withEntry(state.links, event.data.linkId, { clicks: event.data.clicks }) }
        : state;
    case 'CampaignListAdded':
      return { ...state, lists: withEntry(state.lists, event.data.listId, event.data.name) };
    case 'CampaignListRenamed':
      return Object.hasOwn(state.lists, event.data.listId)
        ? { ...state, lists: withEntry(state.lists, event.data.listId, event.data.name) }
        : state;
    case 'CampaignListRemoved':
      return { ...state, lists: without(state.lists, event.data.listId) };
    case 'PaymentAdded':
      return {
        ...state,
        payments: withEntry(state.payments, event.data.paymentId, { ...event.data.payment, influencerId: event.data.influencerId }),
      };
    case 'PaymentEdited': {
      const payment = state.payments[event.data.paymentId];
      if (!payment) return state;
      return { ...state, payments: withEntry(state.payments, event.data.paymentId, { ...payment, ...event.data.changes }) };
    }
    case 'PaymentRemoved':
      return { ...state, payments: without(state.payments, event.data.paymentId) };
    case 'UGCContentUpdated': {
      const { username, platform, url, status, note } = event.data;
      return {
        ...state,
        ugc: withEntry(state.ugc, event.data.contentId, { username, platform, url, status, ...(note === undefined ? {} : { note }) }),
      };
    }
    case 'UGCContentRemoved':
      return { ...state, ugc: without(state.ugc, event.data.contentId) };
    case 'UGCUserRemoved': {
      const { username, platform } = event.data;
      const gone = Object.entries(state.ugc)
        .filter(([, c]) => c.username === username && c.platform === platform)
        .map(([contentId]) => contentId);
      return { ...state, ugc: without(state.ugc, ...gone) };
    }
  }
}

export const initialCampaignState = (): CampaignState => ({ lifecycle: 'none' });

export function evolveCampaign(state: CampaignState, event: CampaignEvent): CampaignState {
  if (state.lifecycle === 'live') return evolveLive(state, event);
  if (state.lifecycle === 'none' && event.type === 'CampaignCreated') {
    return {
      lifecycle: 'live',
      campaignId: event.data.campaignId,
      orgId: event.data.orgId ?? null,
      status: 'draft',
      details: event.data.details,
      influencers: {},
      posts: {},
      stories: {},
      activities: {},
      payments: {},
      links: {},
      lists: {},
      uploads: {},
      ugc: {},
      publicSlug: null,
      disableShare: false,
    };
  }
  return state;
}
