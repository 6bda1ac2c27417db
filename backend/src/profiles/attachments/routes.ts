import type { Router } from 'express';
import { ATTACHMENT_FILE_FIELD, ATTACHMENT_MAX_BYTES, uploadAttachmentFieldsSchema } from '@scout/contracts/profiles/attachments';
import { profileRoutes } from '@scout/contracts/profiles/routes';
import { savedProfileStream } from '@scout/contracts/platform/streams';
import { metadataFor, principalOf } from '../../accounts/principal';
import { accessGuard } from '../../accounts/routeAccess';
import { withStorageReserved } from '../../billing/planUsageService';
import { assertStorageRoom } from '../../billing/storageQuota';
import { blobStoreOf } from '@scout/platform/blobs/blobStoreOf';
import { sendBlobDownload } from '@scout/platform/blobs/download';
import { execute, type AppContext } from '../../runtime/context';
import { NotFoundError, ValidationError } from '@scout/platform/errors';
import { fieldsBeforeFiles, multipartReceiver, uploadedFile, type UploadCheck } from '@scout/platform/http/multipart';
import { routeMounter } from '@scout/platform/http/route';
import { parseBody } from '@scout/platform/http/validate';
import { newId } from '@scout/platform/ids';
import { profileDetailsDecider } from '../profileDetails';
import { getProfile } from '../queries';
import { visibleProfileIds } from '../visibility';
import { checkedAttachmentFile } from './checkedAttachment';

const receiveAttachment = multipartReceiver({
  fileFields: [ATTACHMENT_FILE_FIELD],
  maxFileBytes: ATTACHMENT_MAX_BYTES,
  preservePath: true,
});
/** What the upload's check needs from the fields sent before the file. */
const attachmentTargetSchema = uploadAttachmentFieldsSchema.pick({ profileId: true });

/**
 * Files kept with a saved profile: uploaded as multipart, checked by content, stored through the
 * blob port under a server-made id, and downloaded only as an attachment.
 */
export function mountAttachments(router: Router, ctx: AppContext): void {
  const route = routeMounter(router, accessGuard(ctx));

  route(profileRoutes.attach, async (_input, req, res) => {
    const principal = principalOf(res);
    // Another organisation's or an unknown profile is refused before a byte of the file is kept.
    const before: UploadCheck = async (fieldsSoFar) => {
      const { profileId } = fieldsBeforeFiles(attachmentTargetSchema, fieldsSoFar);
      await getProfile(ctx, principal.orgId, profileId);
      await assertStorageRoom(ctx, principal.orgId);
    };
    const handle = async () => {
      const fields = parseBody(req, uploadAttachmentFieldsSchema);
      await getProfile(ctx, principal.orgId, fields.profileId);
      const file = uploadedFile(req, ATTACHMENT_FILE_FIELD);
      if (!file) throw new ValidationError('file: Required', [{ path: ATTACHMENT_FILE_FIELD, message: 'Required' }]);
      const checked = await checkedAttachmentFile({ path: file.path, size: file.size, name: file.originalname });

      const blobs = blobStoreOf(ctx, 'private');
      const metadata = metadataFor(ctx, req, principal);
      const attachmentId = newId();
      await withStorageReserved(ctx, principal.orgId, checked.size, metadata, async () => {
        const blobId = await blobs.put({ path: checked.path, contentType: checked.contentType });
        try {
          await execute(
            ctx,
            profileDetailsDecider,
            savedProfileStream(fields.profileId),
            {
              type: 'AddAttachment',
              attachmentId,
              kind: 'file',
              title: fields.title ?? checked.displayName,
              ...(fields.description ? { description: fields.description } : {}),
              blobId,
              fileName: checked.displayName,
              contentType: checked.contentType,
              size: checked.size,
              now: ctx.clock().toISOString(),
            },
            metadata,
          );
        } catch (error) {
          await blobs.delete(blobId);
          throw error;
        }
      });
      const profile = await getProfile(ctx, principal.orgId, fields.profileId);
      const attachment = profile.attachments.find((a) => a.attachmentId === attachmentId);
      res.status(201).json({ attachment, profile });
    };
    await receiveAttachment({ ctx, req, res, before, handle });
  });

  route(profileRoutes.attachment, async ({ params: { profileId, attachmentId } }, _req, res) => {
    const principal = principalOf(res);
    const profile = await getProfile(ctx, principal.orgId, profileId, await visibleProfileIds(ctx, principal));
    const attachment = profile.attachments.find((a) => a.attachmentId === attachmentId && a.kind === 'file');
    const blob = attachment?.blobId ? await blobStoreOf(ctx, 'private').get(attachment.blobId) : null;
    if (!attachment || !blob) throw new NotFoundError('Attachment not found');
    sendBlobDownload(res, blob, attachment.fileName ?? 'attachment');
  });
}
