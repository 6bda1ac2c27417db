import type { Response, Router } from 'express';
import {
  CAMPAIGN_UPLOAD_FILE_FIELD,
  CAMPAIGN_UPLOAD_MAX_FILES,
  campaignUploadFieldsSchema,
  COLLECT_LINK_CLICKS_JOB,
  UGC_ACTIONS,
  type CollectLinkClicksJob,
} from '@scout/contracts/campaigns';
import { campaignRoutes } from '@scout/contracts/campaigns/routes';
import { ATTACHMENT_MAX_BYTES } from '@scout/contracts/profiles/attachments';
import { metadataFor, principalOf } from '../accounts/principal';
import { accessGuard } from '../accounts/routeAccess';
import { assertPlanFeature } from '../billing/planLimits';
import { withStorageReserved } from '../billing/planUsageService';
import { assertStorageRoom } from '../billing/storageQuota';
import { shortenLink } from '../integrations/bitly/shorten';
import { blobStoreOf } from '@scout/platform/blobs/blobStoreOf';
import type { AppContext } from '../runtime/context';
import { ValidationError } from '@scout/platform/errors';
import { fieldsBeforeFiles, multipartReceiver, uploadedFiles, type UploadCheck } from '@scout/platform/http/multipart';
import { routeMounter } from '@scout/platform/http/route';
import { parseBody } from '@scout/platform/http/validate';
import { newId } from '@scout/platform/ids';
import { checkedAttachmentFile, type CheckedAttachmentFile } from '../profiles/attachments/checkedAttachment';
import type { CampaignDetails } from './campaignCommands';
import { commandForAction, detailsOf } from './campaignActions';
import { fetchPostFromUrl } from './postFromUrl';
import { getCampaign } from './queries';
import { runCampaignCommand } from './runCampaignCommand';

const receiveUploads = multipartReceiver({
  fileFields: [CAMPAIGN_UPLOAD_FILE_FIELD],
  maxFileBytes: ATTACHMENT_MAX_BYTES,
  maxFilesPerField: CAMPAIGN_UPLOAD_MAX_FILES,
  preservePath: true,
});
/** What the upload's check needs from the fields sent before the files. */
const uploadTargetSchema = campaignUploadFieldsSchema.pick({ campaignId: true });

/**
 * The campaign write API: create, delete, every action of `PUT /customer/campaign/{id}`, uploads
 * and a post read from its URL. Each change is one command of `campaignDecider` on the
 * `campaign-<id>` stream; the decider answers 404 for another organisation's campaign, so nothing
 * of it is touched. Answers `{ campaign }` from the read model.
 */
export function mountCampaignWrites(router: Router, ctx: AppContext): void {
  const route = routeMounter(router, accessGuard(ctx));

  const answer = async (res: Response, orgId: string, campaignId: string, status = 200, extra: object = {}) => {
    res.status(status).json({ ...extra, campaign: await getCampaign(ctx, orgId, campaignId) });
  };

  route(campaignRoutes.create, async ({ body }, req, res) => {
    const principal = principalOf(res);
    const campaignId = newId();
    const details = { ...detailsOf(body), name: body.name } as CampaignDetails;
    await runCampaignCommand(
      ctx,
      principal.orgId,
      campaignId,
      { type: 'CreateCampaign', campaignId, details },
      metadataFor(ctx, req, principal),
    );
    await answer(res, principal.orgId, campaignId, 201);
  });

  // Before `/customer/campaign/:id`, whose id must be a UUID anyway.
  route(campaignRoutes.upload, async (_input, req, res) => {
    const principal = principalOf(res);
    const metadata = metadataFor(ctx, req, principal);
    // Another organisation's, a deleted or an archived campaign is refused before a byte of a file is kept.
    const before: UploadCheck = async (fieldsSoFar) => {
      const { campaignId } = fieldsBeforeFiles(uploadTargetSchema, fieldsSoFar);
      await runCampaignCommand(ctx, principal.orgId, campaignId, { type: 'CheckChangeable' }, metadata);
      await assertStorageRoom(ctx, principal.orgId);
    };
    const handle = async () => {
      const fields = parseBody(req, campaignUploadFieldsSchema);
      const files = uploadedFiles(req, CAMPAIGN_UPLOAD_FILE_FIELD);
      if (files.length === 0) throw new ValidationError('files: Required', [{ path: CAMPAIGN_UPLOAD_FILE_FIELD, message: 'Required' }]);
      const checked: CheckedAttachmentFile[] = [];
      for (const file of files) checked.push(await checkedAttachmentFile({ path: file.path, size: file.size, name: file.originalname }));
      await runCampaignCommand(ctx, principal.orgId, fields.campaignId, { type: 'CheckChangeable' }, metadata);

      const blobs = blobStoreOf(ctx, 'private');
      const uploads: { uploadId: string; blobId: string; fileName: string; contentType: string; size: number }[] = [];
      const bytes = checked.reduce((sum, file) => sum + file.size, 0);
      await withStorageReserved(ctx, principal.orgId, bytes, metadata, async () => {
        try {
          for (const file of checked) {
            const blobId = await blobs.put({ path: file.path, contentType: file.contentType });
            uploads.push({ uploadId: newId(), blobId, fileName: file.displayName, contentType: file.contentType, size: file.size });
          }
          await runCampaignCommand(
            ctx,
            principal.orgId,
            fields.campaignId,
            { type: 'AddUploads', uploads, ...(fields.description ? { description: fields.description } : {}) },
            metadata,
          );
        } catch (error) {
          await Promise.all(uploads.map((u) => blobs.delete(u.blobId)));
          throw error;
        }
      });
      await answer(res, principal.orgId, fields.campaignId, 201, { uploads: uploads.map(({ blobId: _, ...u }) => u) });
    };
    await receiveUploads({ ctx, req, res, before, handle });
  });

  route(campaignRoutes.addPostFromUrl, async ({ body: { campaignId, url, liveTrack, influencerId } }, req, res) => {
    const principal = principalOf(res);
    const metadata = metadataFor(ctx, req, principal);
    // The address is read only for a campaign the caller may change.
    await runCampaignCommand(ctx, principal.orgId, campaignId, { type: 'CheckChangeable' }, metadata);
    const post = await fetchPostFromUrl(ctx, url);
    const postId = newId();
    await runCampaignCommand(
      ctx,
      principal.orgId,
      campaignId,
      { type: 'AddPostFromUrl', postId, post: { ...post, influencerId: influencerId ?? null }, enableTracking: liveTrack },
      metadata,
    );
    await answer(res, principal.orgId, campaignId, 201, { postId });
  });

  route(campaignRoutes.update, async ({ params: { id }, body: action }, req, res) => {
    const principal = principalOf(res);
    const metadata = metadataFor(ctx, req, principal);
    // Before a job, a plan check or a call to Bitly: the caller's own, changeable campaign.
    if (action.action === 'collectLinkData' || action.action === 'addLink' || UGC_ACTIONS.includes(action.action)) {
      await runCampaignCommand(ctx, principal.orgId, id, { type: 'CheckChangeable' }, metadata);
    }
    if (action.action === 'collectLinkData') {
      const job: CollectLinkClicksJob = { orgId: principal.orgId, campaignId: id };
      const jobId = await ctx.jobs.enqueue(COLLECT_LINK_CLICKS_JOB, job);
      await answer(res, principal.orgId, id, 202, { jobId });
      return;
    }
    if (UGC_ACTIONS.includes(action.action)) await assertPlanFeature(ctx, principal.orgId, 'ugcCampaigns');
    const command = await commandForAction(ctx, principal.orgId, action, (url) => shortenLink(ctx, principal.orgId, url));
    await runCampaignCommand(ctx, principal.orgId, id, command, metadata);
    await answer(res, principal.orgId, id);
  });

  route(campaignRoutes.delete, async ({ params: { id } }, req, res) => {
    const principal = principalOf(res);
    await runCampaignCommand(ctx, principal.orgId, id, { type: 'DeleteCampaign' }, metadataFor(ctx, req, principal));
    res.json({ deleted: true, campaignId: id });
  });
}
