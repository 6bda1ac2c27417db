import { readFile } from 'node:fs/promises';
import type { Request, Response } from 'express';
import { WHITELABEL_FILES, type ImageType, type WhitelabelFile } from '@scout/contracts/whitelabel/constants';
import { assertStorageRoom } from '../billing/storageQuota';
import type { AppContext } from '../runtime/context';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '@scout/platform/errors';
import { sniffImageType, svgHasActiveContent } from '@scout/platform/blobs/sniff';
import { multipartReceiver, uploadedFile } from '@scout/platform/http/multipart';

/** Reads a multipart body with the logo and favicon files (a JSON body passes through untouched). */
const receiveMultipart = multipartReceiver({
  fileFields: Object.keys(WHITELABEL_FILES),
  maxFileBytes: Math.max(...Object.values(WHITELABEL_FILES)),
});

export interface CheckedImage {
  bytes: Buffer;
  contentType: ImageType;
}

/**
 * The uploaded logo and favicon, each checked by its first bytes (PNG, JPEG, SVG or ICO, whatever the
 * client claims), its own size limit, and for SVG the absence of scripts and event handlers.
 */
async function checkedImages(req: Request): Promise<Partial<Record<WhitelabelFile, CheckedImage>>> {
  const checked: Partial<Record<WhitelabelFile, CheckedImage>> = {};
  for (const [name, maxBytes] of Object.entries(WHITELABEL_FILES) as Array<[WhitelabelFile, number]>) {
    const file = uploadedFile(req, name);
    if (!file) continue;
    if (file.size > maxBytes) throw new PayloadTooLargeError(`The ${name} may be at most ${Math.round(maxBytes / 1024)} KB`);
    // A few hundred KB at most: read whole, as SVG is checked to its end.
    const bytes = await readFile(file.path);
    const contentType = sniffImageType(bytes);
    if (!contentType) throw new UnsupportedMediaTypeError(`The ${name} must be a PNG, JPEG, SVG or ICO image`);
    if (contentType === 'image/svg+xml' && svgHasActiveContent(bytes)) {
      throw new UnsupportedMediaTypeError(`The ${name} is an SVG with scripts or event handlers, which are not accepted`);
    }
    checked[name] = { bytes, contentType };
  }
  return checked;
}

/**
 * Receives the white-label form (its fields in `req.body`) and answers its checked images. Without
 * room left in the organisation's storage, nothing is read; their sizes are reserved by the caller.
 */
export function receiveWhitelabelImages(
  ctx: AppContext,
  req: Request,
  res: Response,
  orgId: string,
): Promise<Partial<Record<WhitelabelFile, CheckedImage>>> {
  return receiveMultipart({
    ctx,
    req,
    res,
    before: () => assertStorageRoom(ctx, orgId),
    handle: () => checkedImages(req),
  });
}

export const imageBytes = (images: Partial<Record<WhitelabelFile, CheckedImage>>): number =>
  Object.values(images).reduce((sum, image) => sum + image.bytes.length, 0);
