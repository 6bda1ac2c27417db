import type { Router } from 'express';
import { campaignHistoryQuerySchema } from '@scout/contracts/campaigns/history';
import { campaignListQuerySchema, campaignReadParamsSchema, campaignUploadParamsSchema } from '@scout/contracts/campaigns/listQuery';
import { allow, principalOf } from '../accounts/principal';
import { blobStoreOf } from '../platform/blobs/blobStoreOf';
import { sendBlobDownload } from '../platform/blobs/download';
import type { AppContext } from '../platform/context';
import { NotFoundError } from '../platform/errors';
import { parseParams, parseQuery } from '../platform/http/validate';
import { campaignHistory, campaignMetrics, getCampaign, getCampaignDoc, listCampaigns } from './queries';

/**
 * Reading campaigns: the list, one campaign with its metrics, its history and its uploaded files.
 * The history is the organisation's audit trail: not for guests (`campaigns:read`).
 */
export function mountCampaignReads(router: Router, ctx: AppContext): void {
  const read = allow(ctx, 'campaigns:read');

  router.get('/customer/campaigns', read, async (req, res) => {
    const { orgId } = principalOf(res);
    res.json(await listCampaigns(ctx, orgId, parseQuery(req, campaignListQuerySchema)));
  });

  router.get('/customer/campaign/:id/history', read, async (req, res) => {
    const { orgId } = principalOf(res);
    const { id } = parseParams(req, campaignReadParamsSchema);
    const { page, limit } = parseQuery(req, campaignHistoryQuerySchema);
    res.json(await campaignHistory(ctx, orgId, id, page, limit));
  });

  // An uploaded file, from the private blob area, only as an attachment; another organisation's
  // campaign or an unknown upload is 404.
  router.get('/customer/campaign/:id/upload/:uploadId', read, async (req, res) => {
    const { orgId } = principalOf(res);
    const { id, uploadId } = parseParams(req, campaignUploadParamsSchema);
    const upload = (await getCampaignDoc(ctx, orgId, id)).uploads.find((u) => u.uploadId === uploadId);
    const blob = upload ? await blobStoreOf(ctx, 'private').get(upload.blobId) : null;
    if (!upload || !blob) throw new NotFoundError('Upload not found');
    sendBlobDownload(res, blob, upload.fileName);
  });

  router.get('/customer/campaign/:id', read, async (req, res) => {
    const { orgId } = principalOf(res);
    const { id } = parseParams(req, campaignReadParamsSchema);
    const [campaign, metrics] = await Promise.all([getCampaign(ctx, orgId, id), campaignMetrics(ctx, orgId, id)]);
    res.json({ campaign, metrics });
  });
}
