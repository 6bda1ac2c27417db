import type { Router } from 'express';
import {
  ATTACHMENT_FILE_FIELD,
  ATTACHMENT_MAX_BYTES,
  attachmentParamsSchema,
  uploadAttachmentFieldsSchema,
} from '@scout/contracts/profiles/attachments';
import { savedProfileStream } from '@scout/contracts/platform/streams';
import { allow, metadataFor, principalOf } from '../../accounts/principal';
import { blobStoreOf } from '../../platform/blobs/blobStoreOf';
import { sendBlobDownload } from '../../platform/blobs/download';
import { execute, type AppContext } from '../../platform/context';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { multipartReceiver, uploadedFile } from '../../platform/http/multipart';
import { parseBody, parseParams } from '../../platform/http/validate';
import { newId } from '../../platform/ids';
import { profileDetailsDecider } from '../profileDetails';
import { getProfile } from '../queries';
import { visibleProfileIds } from '../visibility';
import { checkedAttachment } from './checkedAttachment';

const receiveAttachment = multipartReceiver({ fileFields: [ATTACHMENT_FILE_FIELD], maxFileBytes: ATTACHMENT_MAX_BYTES, preservePath: true });

/**
 * Files kept with a saved profile: uploaded as multipart, checked by content, stored through the
 * blob port under a server-made id, and downloaded only as an attachment.
 */
export function mountAttachments(router: Router, ctx: AppContext): void {
  const read = allow(ctx, 'profiles:read');
  const write = allow(ctx, 'profiles:write');

  router.post('/customer/socialProfile/attachment', write, async (req, res) => {
    const principal = principalOf(res);
    await receiveAttachment(req, res);
    const fields = parseBody(req, uploadAttachmentFieldsSchema);
    await getProfile(ctx, principal.orgId, fields.profileId);
    const file = uploadedFile(req, ATTACHMENT_FILE_FIELD);
    if (!file) throw new ValidationError('file: Required', [{ path: ATTACHMENT_FILE_FIELD, message: 'Required' }]);
    const checked = checkedAttachment({ bytes: file.buffer, name: file.originalname });

    const blobs = blobStoreOf(ctx, 'private');
    const blobId = await blobs.put({ bytes: checked.bytes, contentType: checked.contentType });
    const attachmentId = newId();
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
        metadataFor(ctx, req, principal),
      );
    } catch (error) {
      await blobs.delete(blobId);
      throw error;
    }
    const profile = await getProfile(ctx, principal.orgId, fields.profileId);
    const attachment = profile.attachments.find((a) => a.attachmentId === attachmentId);
    res.status(201).json({ attachment, profile });
  });

  router.get('/customer/socialProfile/:profileId/attachment/:attachmentId', read, async (req, res) => {
    const principal = principalOf(res);
    const { profileId, attachmentId } = parseParams(req, attachmentParamsSchema);
    const profile = await getProfile(ctx, principal.orgId, profileId, await visibleProfileIds(ctx, principal));
    const attachment = profile.attachments.find((a) => a.attachmentId === attachmentId && a.kind === 'file');
    const blob = attachment?.blobId ? await blobStoreOf(ctx, 'private').get(attachment.blobId) : null;
    if (!attachment || !blob) throw new NotFoundError('Attachment not found');
    sendBlobDownload(res, blob, attachment.fileName ?? 'attachment');
  });
}
