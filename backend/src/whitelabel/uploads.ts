import type { Request } from 'express';
import { WHITELABEL_FILES, type ImageType, type WhitelabelFile } from '@scout/contracts/whitelabel/constants';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../platform/errors';
import { sniffImageType, svgHasActiveContent } from '../platform/blobs/sniff';
import { multipartReceiver, uploadedFile } from '../platform/http/multipart';

/** Reads a multipart body with the logo and favicon files (a JSON body passes through untouched). */
export const receiveMultipart = multipartReceiver({
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
export function checkedImages(req: Request): Partial<Record<WhitelabelFile, CheckedImage>> {
  const checked: Partial<Record<WhitelabelFile, CheckedImage>> = {};
  for (const [name, maxBytes] of Object.entries(WHITELABEL_FILES) as Array<[WhitelabelFile, number]>) {
    const file = uploadedFile(req, name);
    if (!file) continue;
    if (file.size > maxBytes) throw new PayloadTooLargeError(`The ${name} may be at most ${Math.round(maxBytes / 1024)} KB`);
    const contentType = sniffImageType(file.buffer);
    if (!contentType) throw new UnsupportedMediaTypeError(`The ${name} must be a PNG, JPEG, SVG or ICO image`);
    if (contentType === 'image/svg+xml' && svgHasActiveContent(file.buffer)) {
      throw new UnsupportedMediaTypeError(`The ${name} is an SVG with scripts or event handlers, which are not accepted`);
    }
    checked[name] = { bytes: file.buffer, contentType };
  }
  return checked;
}
