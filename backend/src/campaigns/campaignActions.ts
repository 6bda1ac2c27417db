import type { UpdateCampaignRequest } from '@scout/contracts/campaigns';
import type { AppContext } from '../runtime/context';
import { newId } from '@scout/platform/ids';
import { NotFoundError } from '@scout/platform/errors';
import { savedProfiles } from '../profiles/queries';
import type { CampaignCommandBody, CampaignDetails } from './campaignCommands';
import { newPublicSlug } from '@scout/platform/publicSlug';

const defined = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** The request's details as the event's, the fields left out absent. */
export function detailsOf(details: Partial<CampaignDetails>): Partial<CampaignDetails> {
  return defined(details);
}

/**
 * The command an action of `PUT /customer/campaign/{id}` stands for. New ids and the public slug
 * are made here; `addProfile` reads the organisation's saved profiles (404 for any other id).
 * `addLink` gets its short link from `shorten` (null when Bitly is not connected).
 */
export async function commandForAction(
  ctx: AppContext,
  orgId: string,
  action: Exclude<UpdateCampaignRequest, { action: 'collectLinkData' }>,
  shorten: (url: string) => Promise<{ bitlyLinkId: string; shortUrl: string } | null>,
): Promise<CampaignCommandBody> {
  switch (action.action) {
    case 'addProfile': {
      const ids = [...new Set(action.profileIds)];
      const found = await savedProfiles(ctx, orgId).find({ filter: { _id: { $in: ids } } });
      const byId = new Map(found.map((p) => [p._id, p]));
      const profiles = ids.map((id) => {
        const profile = byId.get(id);
        if (!profile) throw new NotFoundError('Profile not found');
        return profile;
      });
      return {
        type: 'AddInfluencers',
        influencers: profiles.map((p) => ({ influencerId: p._id, platform: p.platform, username: p.username })),
      };
    }
    case 'removeProfile':
      return { type: 'RemoveInfluencer', influencerId: action.influencerId };
    case 'updateCampaign':
      return { type: 'UpdateCampaign', changes: detailsOf(action.changes) };
    case 'updateInfluencer': {
      return { type: 'UpdateInfluencer', influencerId: action.influencerId, changes: defined(action.changes) };
    }
    case 'updateStatus':
      return { type: 'ChangeStatus', to: action.status };
    case 'removePost':
      return { type: 'RemovePost', postId: action.postId };
    case 'removeUGCContent':
      return { type: 'RemoveUGCContent', contentId: action.contentId };
    case 'removeUGCUser':
      return { type: 'RemoveUGCUser', username: action.username, platform: action.platform };
    case 'addActivity':
      return { type: 'AddActivity', activityId: newId(), text: action.text };
    case 'removeActivity':
      return { type: 'RemoveActivity', activityId: action.activityId };
    case 'addPost': {
      const { action: _, enableTracking, influencerId, publishedAt, likes, comments, views, shares, reach, ...post } = action;
      return {
        type: 'AddPost',
        postId: newId(),
        enableTracking,
        post: defined({
          ...post,
          influencerId: influencerId ?? null,
          publishedAt: publishedAt ?? null,
          likes: likes ?? null,
          comments: comments ?? null,
          views: views ?? null,
          shares: shares ?? null,
          reach: reach ?? null,
        }),
      };
    }
    case 'editPost':
      return { type: 'EditPost', postId: action.postId, changes: defined(action.changes) };
    case 'addStory':
      return {
        type: 'AddStory',
        storyId: newId(),
        influencerId: action.influencerId,
        url: action.url ?? null,
        views: action.views ?? null,
        publishedAt: action.publishedAt,
      };
    case 'removeStory':
      return { type: 'RemoveStory', storyId: action.storyId };
    case 'generatePublicUrl':
      return { type: 'GeneratePublicUrl', slug: newPublicSlug() };
    case 'removeUploads':
      return { type: 'RemoveUploads', uploadIds: action.uploadIds };
    case 'addLink': {
      const short = await shorten(action.url);
      return {
        type: 'AddLink',
        linkId: newId(),
        url: action.url,
        linkText: action.linkText,
        influencerId: action.influencerId ?? null,
        bitlyLinkId: short?.bitlyLinkId ?? null,
        shortUrl: short?.shortUrl ?? null,
      };
    }
    case 'removeLink':
      return { type: 'RemoveLink', linkId: action.linkId };
    case 'addList':
      return { type: 'AddList', listId: newId(), name: action.name, influencerIds: action.influencerIds };
    case 'renameList':
      return { type: 'RenameList', listId: action.listId, name: action.name };
    case 'removeList':
      return { type: 'RemoveList', listId: action.listId };
    case 'updateShareStatus':
      return { type: 'UpdateShareStatus', disableShare: action.disableShare };
    case 'addPayment': {
      const { influencerId, amountCents, currency, status, dueDate, paidDate, note } = action;
      return {
        type: 'AddPayment',
        paymentId: newId(),
        influencerId,
        payment: defined({ amountCents, currency, status, dueDate: dueDate ?? null, paidDate: paidDate ?? null, note }),
      };
    }
    case 'editPayment': {
      return { type: 'EditPayment', paymentId: action.paymentId, changes: defined(action.changes) };
    }
    case 'removePayment':
      return { type: 'RemovePayment', paymentId: action.paymentId };
    case 'updateUGCContent': {
      const { contentId, username, platform, url, status, note } = action;
      return {
        type: 'UpdateUGCContent',
        contentId: contentId ?? newId(),
        create: contentId === undefined,
        content: defined({ username, platform, url, status, note }),
      };
    }
  }
}
