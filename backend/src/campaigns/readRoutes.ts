import type { Router } from 'express';
import { campaignRoutes } from '@scout/contracts/campaigns/routes';
import { CAMPAIGNS_RESOURCE } from '@scout/contracts/campaigns/listQuery';
import { rangeWindow, withId } from '@scout/contracts/platform/resourceLists';
import { sendResourcePage } from '@scout/platform/http/resourcePage';
import { principalOf } from '../accounts/principal';
import { accessGuard } from '../accounts/routeAccess';
import { blobStoreOf } from '@scout/platform/blobs/blobStoreOf';
import { sendBlobDownload } from '@scout/platform/blobs/download';
import type { AppContext } from '../runtime/context';
import { NotFoundError } from '@scout/platform/errors';
import { routeMounter } from '@scout/platform/http/route';
import { campaignHistory, campaignMetrics, findCampaigns, getCampaign, getCampaignDoc, listCampaigns } from './queries';

/**
 * Reading campaigns: the list, one campaign with its metrics, its history and its uploaded files.
 * The history is the organisation's audit trail: not for guests (`campaigns:read`).
 */
export function mountCampaignReads(router: Router, ctx: AppContext): void {
  const route = routeMounter(router, accessGuard(ctx));

  route(campaignRoutes.list, async ({ query }, _req, res) => {
    const { orgId } = principalOf(res);
    res.json(await listCampaigns(ctx, orgId, query));
  });

  route(campaignRoutes.resource, async ({ query: { range, sort, filter = {} } }, _req, res) => {
    const { orgId } = principalOf(res);
    const { skip, limit } = rangeWindow(range);
    const [sortBy, order] = sort ?? ['updatedAt', 'DESC'];
    const query = { status: filter.status, search: filter.q, sortBy, orderBy: order === 'ASC' ? 'asc' : 'desc' } as const;
    const { campaigns, total } = await findCampaigns(ctx, orgId, query, skip, limit);
    sendResourcePage(res, CAMPAIGNS_RESOURCE, skip, campaigns.map(withId), total);
  });

  route(campaignRoutes.history, async ({ params: { id }, query: { page, limit } }, _req, res) => {
    const { orgId } = principalOf(res);
    res.json(await campaignHistory(ctx, orgId, id, page, limit));
  });

  // An uploaded file, from the private blob area, only as an attachment; another organisation's
  // campaign or an unknown upload is 404.
  route(campaignRoutes.download, async ({ params: { id, uploadId } }, _req, res) => {
    const { orgId } = principalOf(res);
    const upload = (await getCampaignDoc(ctx, orgId, id)).uploads.find((u) => u.uploadId === uploadId);
    const blob = upload ? await blobStoreOf(ctx, 'private').get(upload.blobId) : null;
    if (!upload || !blob) throw new NotFoundError('Upload not found');
    sendBlobDownload(res, blob, upload.fileName);
  });

  route(campaignRoutes.get, async ({ params: { id } }, _req, res) => {
    const { orgId } = principalOf(res);
    const [campaign, metrics] = await Promise.all([getCampaign(ctx, orgId, id), campaignMetrics(ctx, orgId, id)]);
    res.json({ campaign, metrics });
  });
}
