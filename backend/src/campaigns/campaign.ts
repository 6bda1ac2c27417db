import { CAMPAIGN_TRANSITIONS, type CampaignEvent } from '@scout/contracts/campaigns';
import { campaignDatesInOrder } from '@scout/contracts/campaigns/dates';
import type { Decider } from '@scout/platform/decider';
import { ConflictError, NotFoundError } from '@scout/platform/errors';
import type { CampaignCommand, CampaignPostFields, PostRefreshCounts, PostRefreshResult } from './campaignCommands';
import { evolveCampaign, initialCampaignState, type CampaignState, type LiveCampaign } from './campaignState';
import { changedOnly, isEmpty } from './changedOnly';
import { InvalidTransitionError } from './errors';

/** The campaign of `orgId`, or 404 (never created, deleted, or another organisation's). */
function liveCampaignOf(state: CampaignState, orgId: string): LiveCampaign {
  if (state.lifecycle !== 'live' || state.orgId !== orgId) throw new NotFoundError('Campaign not found');
  return state;
}

function need<V>(record: Record<string, V>, id: string, what: string): V {
  if (!Object.hasOwn(record, id)) throw new NotFoundError(`${what} not found in this campaign`);
  return record[id]!;
}

const needInfluencer = (state: LiveCampaign, influencerId: string) => need(state.influencers, influencerId, 'Influencer');

function assertNewPostUrl(state: LiveCampaign, url: string, exceptPostId?: string) {
  const taken = Object.entries(state.posts).some(([postId, post]) => postId !== exceptPostId && post.url === url);
  if (taken) throw new ConflictError('This post is already in the campaign');
}

function assertNewListName(state: LiveCampaign, name: string, exceptListId?: string) {
  const lower = name.toLowerCase();
  const taken = Object.entries(state.lists).some(([listId, n]) => listId !== exceptListId && n.toLowerCase() === lower);
  if (taken) throw new ConflictError(`A list named "${name}" already exists in this campaign`);
}

function postAdded(
  state: LiveCampaign,
  postId: string,
  post: CampaignPostFields,
  enableTracking: boolean,
  source: 'manual' | 'url',
  now: string,
): CampaignEvent[] {
  if (post.influencerId !== null) needInfluencer(state, post.influencerId);
  assertNewPostUrl(state, post.url);
  return [{ type: 'CampaignPostAdded', data: { campaignId: state.campaignId, postId, post, enableTracking, source, addedAt: now } }];
}

const REFRESHED_COUNTS = ['likes', 'comments', 'views', 'shares'] as const;

/**
 * A live-tracking refresh of a post (recorded even on an archived campaign, like link clicks): every
 * refresh is an event; a success carries the counts that changed (those the provider does not give
 * keep their value) and ends any backoff, a failure counts the failures in a row.
 */
function postRefreshed(state: LiveCampaign, postId: string, result: PostRefreshResult, now: string): CampaignEvent[] {
  const { campaignId } = state;
  const post = need(state.posts, postId, 'Post');
  if (!result.ok) {
    const failures = (post.refreshFailures ?? 0) + 1;
    return [{ type: 'CampaignPostRefreshFailed', data: { campaignId, postId, reason: result.reason, failures, failedAt: now } }];
  }
  const changes: Partial<PostRefreshCounts> = {};
  for (const key of REFRESHED_COUNTS) {
    const value = result.counts[key];
    if (value !== null && value !== post[key]) changes[key] = value;
  }
  return [{ type: 'CampaignPostMetricsRefreshed', data: { campaignId, postId, changes, refreshedAt: now } }];
}

/** Every command but creation, on a live campaign of the caller's organisation. */
function decideLive(command: Exclude<CampaignCommand, { type: 'CreateCampaign' }>, state: LiveCampaign): CampaignEvent[] {
  const { campaignId } = state;
  const now = command.now;
  switch (command.type) {
    case 'DeleteCampaign':
      return [{ type: 'CampaignDeleted', data: { campaignId, deletedAt: now } }];
    case 'ChangeStatus': {
      if (command.to === state.status) return [];
      if (!CAMPAIGN_TRANSITIONS[state.status].includes(command.to)) throw new InvalidTransitionError(state.status, command.to);
      return [{ type: 'CampaignStatusChanged', data: { campaignId, from: state.status, to: command.to, changedAt: now } }];
    }
    case 'RecordLinkClicks': {
      const link = need(state.links, command.linkId, 'Link');
      if (link.clicks === command.clicks) return [];
      return [
        { type: 'CampaignLinkClicksCollected', data: { campaignId, linkId: command.linkId, clicks: command.clicks, collectedAt: now } },
      ];
    }
    case 'RecordPostRefresh':
      return postRefreshed(state, command.postId, command.result, now);
    default:
  }
  if (state.status === 'archived') throw new ConflictError('The campaign is archived: move it back to draft to change it');

  switch (command.type) {
    case 'UpdateCampaign': {
      const changes = changedOnly(state.details, command.changes);
      const { startDate = state.details.startDate, endDate = state.details.endDate } = changes;
      if (!campaignDatesInOrder({ startDate, endDate })) throw new ConflictError('The end date would be before the start date');
      return isEmpty(changes) ? [] : [{ type: 'CampaignUpdated', data: { campaignId, changes, updatedAt: now } }];
    }
    case 'AddInfluencers': {
      const ids = command.influencers.map((i) => i.influencerId);
      const twice = ids.find((id, index) => ids.indexOf(id) !== index || Object.hasOwn(state.influencers, id));
      if (twice) throw new ConflictError('This influencer is already in the campaign');
      return command.influencers.map((i) => ({ type: 'InfluencerAdded' as const, data: { campaignId, ...i, addedAt: now } }));
    }
    case 'RemoveInfluencer': {
      needInfluencer(state, command.influencerId);
      if (Object.values(state.payments).some((p) => p.influencerId === command.influencerId)) {
        throw new ConflictError('This influencer has payments in the campaign: remove them first');
      }
      return [{ type: 'InfluencerRemoved', data: { campaignId, influencerId: command.influencerId, removedAt: now } }];
    }
    case 'UpdateInfluencer': {
      const changes = changedOnly(needInfluencer(state, command.influencerId), command.changes);
      return isEmpty(changes)
        ? []
        : [{ type: 'InfluencerUpdated', data: { campaignId, influencerId: command.influencerId, changes, updatedAt: now } }];
    }
    case 'AddPost':
      return postAdded(state, command.postId, command.post, command.enableTracking, 'manual', now);
    case 'AddPostFromUrl':
      return postAdded(state, command.postId, command.post, command.enableTracking, 'url', now);
    case 'EditPost': {
      const post = need(state.posts, command.postId, 'Post');
      const changes = changedOnly(post, command.changes);
      if (changes.influencerId) needInfluencer(state, changes.influencerId);
      if (changes.url) assertNewPostUrl(state, changes.url, command.postId);
      return isEmpty(changes) ? [] : [{ type: 'CampaignPostEdited', data: { campaignId, postId: command.postId, changes, editedAt: now } }];
    }
    case 'RemovePost':
      need(state.posts, command.postId, 'Post');
      return [{ type: 'CampaignPostRemoved', data: { campaignId, postId: command.postId, removedAt: now } }];
    case 'AddStory': {
      const { storyId, influencerId, url, views, publishedAt } = command;
      needInfluencer(state, influencerId);
      if (Object.hasOwn(state.stories, storyId)) throw new ConflictError('This story is already in the campaign');
      return [{ type: 'CampaignStoryAdded', data: { campaignId, storyId, influencerId, url, views, publishedAt, addedAt: now } }];
    }
    case 'RemoveStory':
      need(state.stories, command.storyId, 'Story');
      return [{ type: 'CampaignStoryRemoved', data: { campaignId, storyId: command.storyId, removedAt: now } }];
    case 'AddActivity':
      return [{ type: 'CampaignActivityAdded', data: { campaignId, activityId: command.activityId, text: command.text, addedAt: now } }];
    case 'RemoveActivity':
      need(state.activities, command.activityId, 'Activity');
      return [{ type: 'CampaignActivityRemoved', data: { campaignId, activityId: command.activityId, removedAt: now } }];
    case 'GeneratePublicUrl': {
      // The slug, once made, stays the campaign's public address; generating again only turns sharing back on.
      const events: CampaignEvent[] = [];
      if (state.publicSlug === null)
        events.push({ type: 'CampaignPublicUrlGenerated', data: { campaignId, slug: command.slug, generatedAt: now } });
      if (state.disableShare)
        events.push({ type: 'CampaignShareStatusChanged', data: { campaignId, disableShare: false, changedAt: now } });
      return events;
    }
    case 'UpdateShareStatus':
      if (state.disableShare === command.disableShare) return [];
      return [{ type: 'CampaignShareStatusChanged', data: { campaignId, disableShare: command.disableShare, changedAt: now } }];
    case 'AddUploads':
      return [
        {
          type: 'CampaignUploadsAdded',
          data: {
            campaignId,
            uploads: command.uploads,
            ...(command.description ? { description: command.description } : {}),
            addedAt: now,
          },
        },
      ];
    case 'RemoveUploads': {
      const uploadIds = [...new Set(command.uploadIds)];
      for (const uploadId of uploadIds) need(state.uploads, uploadId, 'Upload');
      return [{ type: 'CampaignUploadsRemoved', data: { campaignId, uploadIds, removedAt: now } }];
    }
    case 'AddLink': {
      const { linkId, url, linkText, influencerId, bitlyLinkId, shortUrl } = command;
      if (influencerId !== null) needInfluencer(state, influencerId);
      if (Object.hasOwn(state.links, linkId)) throw new ConflictError('This link is already in the campaign');
      return [
        { type: 'CampaignLinkAdded', data: { campaignId, linkId, url, linkText, influencerId, bitlyLinkId, shortUrl, addedAt: now } },
      ];
    }
    case 'RemoveLink':
      need(state.links, command.linkId, 'Link');
      return [{ type: 'CampaignLinkRemoved', data: { campaignId, linkId: command.linkId, removedAt: now } }];
    case 'CheckChangeable':
      return [];
    case 'AddList': {
      assertNewListName(state, command.name);
      const influencerIds = [...new Set(command.influencerIds)];
      for (const influencerId of influencerIds) needInfluencer(state, influencerId);
      return [{ type: 'CampaignListAdded', data: { campaignId, listId: command.listId, name: command.name, influencerIds, addedAt: now } }];
    }
    case 'RenameList': {
      const current = need(state.lists, command.listId, 'List');
      if (current === command.name) return [];
      assertNewListName(state, command.name, command.listId);
      return [{ type: 'CampaignListRenamed', data: { campaignId, listId: command.listId, name: command.name, renamedAt: now } }];
    }
    case 'RemoveList':
      need(state.lists, command.listId, 'List');
      return [{ type: 'CampaignListRemoved', data: { campaignId, listId: command.listId, removedAt: now } }];
    case 'AddPayment':
      needInfluencer(state, command.influencerId);
      if (Object.hasOwn(state.payments, command.paymentId)) throw new ConflictError('This payment is already in the campaign');
      return [
        {
          type: 'PaymentAdded',
          data: { campaignId, paymentId: command.paymentId, influencerId: command.influencerId, payment: command.payment, addedAt: now },
        },
      ];
    case 'EditPayment': {
      const changes = changedOnly(need(state.payments, command.paymentId, 'Payment'), command.changes);
      return isEmpty(changes)
        ? []
        : [{ type: 'PaymentEdited', data: { campaignId, paymentId: command.paymentId, changes, editedAt: now } }];
    }
    case 'RemovePayment':
      need(state.payments, command.paymentId, 'Payment');
      return [{ type: 'PaymentRemoved', data: { campaignId, paymentId: command.paymentId, removedAt: now } }];
    case 'UpdateUGCContent': {
      const { contentId, content } = command;
      if (command.create) {
        if (Object.hasOwn(state.ugc, contentId)) throw new ConflictError('This content is already in the campaign');
      } else if (isEmpty(changedOnly(need(state.ugc, contentId, 'Content'), content))) {
        return [];
      }
      return [{ type: 'UGCContentUpdated', data: { campaignId, contentId, ...content, updatedAt: now } }];
    }
    case 'RemoveUGCContent':
      need(state.ugc, command.contentId, 'Content');
      return [{ type: 'UGCContentRemoved', data: { campaignId, contentId: command.contentId, removedAt: now } }];
    case 'RemoveUGCUser': {
      const { username, platform } = command;
      if (!Object.values(state.ugc).some((c) => c.username === username && c.platform === platform)) {
        throw new NotFoundError('No content of this creator in the campaign');
      }
      return [{ type: 'UGCUserRemoved', data: { campaignId, username, platform, removedAt: now } }];
    }
  }
}

/**
 * One campaign, one stream: every action of `PUT /customer/campaign/{id}` is decided here against
 * the status table (CAMPAIGN_TRANSITIONS). Unknown ids answer 404, duplicates 409, a change to a
 * value it already has stores nothing; an archived campaign only changes status, is deleted or
 * records link clicks.
 */
export const campaignDecider: Decider<CampaignCommand, CampaignState, CampaignEvent> = {
  initialState: initialCampaignState,
  decide(command, state) {
    if (command.type === 'CreateCampaign') {
      if (state.lifecycle !== 'none') throw new ConflictError('This campaign exists already');
      return [
        {
          type: 'CampaignCreated',
          data: { campaignId: command.campaignId, orgId: command.orgId, details: command.details, createdAt: command.now },
        },
      ];
    }
    return decideLive(command, liveCampaignOf(state, command.orgId));
  },
  evolve: evolveCampaign,
};
