import type { CampaignStatus } from '@scout/contracts/campaigns';
import {
  CAMPAIGN_UPLOAD_FILE_FIELD,
  type addPostFromUrlRequestSchema,
  type createCampaignRequestSchema,
} from '@scout/contracts/campaigns/requests';
import type { CpmSettingsView, SetCpmValuesRequest } from '@scout/contracts/campaigns/settings';
import type { PublicCampaign } from '@scout/contracts/campaigns/publicReport';
import type { z } from 'zod';
import { toQueryString } from '../platform/queryString';
import { downloadFile } from '../platform/fileDownload';
import { httpClient } from '../platform/httpClient';
import type { ActionBody, CampaignAction, CampaignHistoryPage, CampaignResponse, CampaignSummary, CampaignView } from './types';

const CAMPAIGN_PATH = '/customer/campaign';
/** The list screen reads one page of this many campaigns (the API's largest page). */
export const CAMPAIGN_LIST_LIMIT = 200;

export function campaignApiPath(campaignId: string): string {
  return `${CAMPAIGN_PATH}/${encodeURIComponent(campaignId)}`;
}

/** `GET /customer/campaign/{id}/upload/{uploadId}`: one uploaded file, as an attachment. */
export function campaignUploadPath(campaignId: string, uploadId: string): string {
  return `${campaignApiPath(campaignId)}/upload/${encodeURIComponent(uploadId)}`;
}

export type NewCampaign = z.input<typeof createCampaignRequestSchema>;
export type PostFromUrl = z.input<typeof addPostFromUrlRequestSchema>;

/** One campaign command: `PUT /customer/campaign/{id}` with its `action`. */
function runAction<A extends CampaignAction>(campaignId: string, action: A, body: ActionBody<A>): Promise<void> {
  return httpClient<unknown>(campaignApiPath(campaignId), { method: 'PUT', body: { action, ...body } }).then(() => undefined);
}

/**
 * The campaign reads and commands, one typed data-provider method each (never a generic update);
 * the command answers are not used, the screens refetch the campaign.
 */
export const campaignsApi = {
  getCampaigns: (status: CampaignStatus | undefined, signal?: AbortSignal) =>
    httpClient<{ campaigns: CampaignSummary[] }>(`/customer/campaigns${toQueryString({ status, limit: CAMPAIGN_LIST_LIMIT })}`, {
      signal,
    }).then(({ campaigns }) => campaigns),
  getCampaign: (campaignId: string, signal?: AbortSignal) => httpClient<CampaignResponse>(campaignApiPath(campaignId), { signal }),
  getCampaignHistory: (campaignId: string, page: number, limit: number, signal?: AbortSignal) =>
    httpClient<CampaignHistoryPage>(`${campaignApiPath(campaignId)}/history${toQueryString({ page, limit })}`, { signal }),
  createCampaign: (campaign: NewCampaign) =>
    httpClient<{ campaign: CampaignView }>(CAMPAIGN_PATH, { method: 'POST', body: campaign }).then(({ campaign: created }) => created),
  deleteCampaign: (campaignId: string) => httpClient<unknown>(campaignApiPath(campaignId), { method: 'DELETE' }).then(() => undefined),

  addInfluencers: (id: string, profileIds: string[]) => runAction(id, 'addProfile', { profileIds }),
  removeInfluencer: (id: string, influencerId: string) => runAction(id, 'removeProfile', { influencerId }),
  updateInfluencer: (id: string, influencerId: string, changes: ActionBody<'updateInfluencer'>['changes']) =>
    runAction(id, 'updateInfluencer', { influencerId, changes }),
  updateCampaignDetails: (id: string, changes: ActionBody<'updateCampaign'>['changes']) => runAction(id, 'updateCampaign', { changes }),
  updateCampaignStatus: (id: string, status: CampaignStatus) => runAction(id, 'updateStatus', { status }),
  addCampaignPost: (id: string, post: ActionBody<'addPost'>) => runAction(id, 'addPost', post),
  editCampaignPost: (id: string, postId: string, changes: ActionBody<'editPost'>['changes']) =>
    runAction(id, 'editPost', { postId, changes }),
  removeCampaignPost: (id: string, postId: string) => runAction(id, 'removePost', { postId }),
  addPostFromUrl: (request: PostFromUrl) =>
    httpClient<unknown>(`${CAMPAIGN_PATH}/addPostFromUrl`, { method: 'PUT', body: request }).then(() => undefined),
  addCampaignStory: (id: string, story: ActionBody<'addStory'>) => runAction(id, 'addStory', story),
  removeCampaignStory: (id: string, storyId: string) => runAction(id, 'removeStory', { storyId }),
  generatePublicUrl: (id: string) => runAction(id, 'generatePublicUrl', {}),
  setCampaignShared: (id: string, shared: boolean) => runAction(id, 'updateShareStatus', { disableShare: !shared }),
  addCampaignLink: (id: string, link: ActionBody<'addLink'>) => runAction(id, 'addLink', link),
  removeCampaignLink: (id: string, linkId: string) => runAction(id, 'removeLink', { linkId }),
  /** Starts the job that collects the links' clicks from Bitly. */
  collectLinkData: (id: string) => runAction(id, 'collectLinkData', {}),
  addPayment: (id: string, payment: ActionBody<'addPayment'>) => runAction(id, 'addPayment', payment),
  editPayment: (id: string, paymentId: string, changes: ActionBody<'editPayment'>['changes']) =>
    runAction(id, 'editPayment', { paymentId, changes }),
  removePayment: (id: string, paymentId: string) => runAction(id, 'removePayment', { paymentId }),
  updateUgcContent: (id: string, content: ActionBody<'updateUGCContent'>) => runAction(id, 'updateUGCContent', content),
  removeUgcContent: (id: string, contentId: string) => runAction(id, 'removeUGCContent', { contentId }),
  removeUgcUser: (id: string, username: string, platform: string) => runAction(id, 'removeUGCUser', { username, platform }),
  removeCampaignUploads: (id: string, uploadIds: string[]) => runAction(id, 'removeUploads', { uploadIds }),
  /** Fetches an uploaded file with the session header and saves it under its name. */
  downloadCampaignUpload: (id: string, uploadId: string, fileName: string) => downloadFile(campaignUploadPath(id, uploadId), fileName),
  addCampaignList: (id: string, name: string, influencerIds: string[]) => runAction(id, 'addList', { name, influencerIds }),
  renameCampaignList: (id: string, listId: string, name: string) => runAction(id, 'renameList', { listId, name }),
  removeCampaignList: (id: string, listId: string) => runAction(id, 'removeList', { listId }),
  /** Multipart `PUT /customer/campaign/upload`, without a timeout, as the attachment uploads. */
  uploadCampaignFiles: (campaignId: string, files: File[], description?: string) => {
    const form = new FormData();
    form.append('campaignId', campaignId);
    if (description) form.append('description', description);
    for (const file of files) form.append(CAMPAIGN_UPLOAD_FILE_FIELD, file);
    return httpClient<unknown>(`${CAMPAIGN_PATH}/upload`, { method: 'PUT', body: form, timeoutMs: null }).then(() => undefined);
  },
  /** The organisation's CPM values behind the earned media value (owners and admins change them). */
  getCpmSettings: (signal?: AbortSignal) =>
    httpClient<{ emv: CpmSettingsView }>('/customer/campaign-settings/emv', { signal }).then(({ emv }) => emv),
  setCpmSettings: (request: SetCpmValuesRequest) =>
    httpClient<unknown>('/customer/campaign-settings/emv', { method: 'PUT', body: request }).then(() => undefined),
};

export type CampaignsMethods = typeof campaignsApi;

/** `GET /misc/campaign/{slug}`: a shared campaign's report, without login. */
export function fetchPublicCampaign(slug: string, signal?: AbortSignal): Promise<PublicCampaign> {
  return httpClient<{ campaign: PublicCampaign }>(`/misc/campaign/${encodeURIComponent(slug)}`, { signal }).then(
    ({ campaign }) => campaign,
  );
}
