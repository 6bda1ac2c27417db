import type { Request, Response } from 'express';
import multer from 'multer';
import { WHITELABEL_FILES, type ImageType, type WhitelabelFile } from '@scout/contracts/whitelabel/constants';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError, type AppError } from '../platform/errors';
import { sniffImageType, svgHasActiveContent } from '../platform/blobs/sniff';

const LARGEST_FILE = Math.max(...Object.values(WHITELABEL_FILES));

/** Files in memory (they are small), the two named fields only, a few short text fields. */
const receiveParts = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: LARGEST_FILE, files: 2, fields: 30, fieldSize: 16 * 1024, parts: 40 },
}).fields(Object.keys(WHITELABEL_FILES).map((name) => ({ name, maxCount: 1 })));

function uploadError(error: unknown): AppError | unknown {
  if (!(error instanceof multer.MulterError)) return error;
  if (error.code === 'LIMIT_FILE_SIZE' || error.code === 'LIMIT_FIELD_VALUE') return new PayloadTooLargeError();
  if (error.code === 'LIMIT_UNEXPECTED_FILE') return new ValidationError(`${error.field ?? 'file'}: only logo and favicon files are accepted`);
  return new ValidationError('The upload has too many parts');
}

/** Reads a multipart body (a JSON body passes through untouched); multer's limits become 413 / 400. */
export function receiveMultipart(req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    receiveParts(req, res, (error?: unknown) => (error ? reject(uploadError(error)) : resolve()));
  });
}

export interface CheckedImage {
  bytes: Buffer;
  contentType: ImageType;
}

/**
 * The uploaded logo and favicon, each checked by its first bytes (PNG, JPEG, SVG or ICO, whatever the
 * client claims), its own size limit, and for SVG the absence of scripts and event handlers.
 */
export function checkedImages(req: Request): Partial<Record<WhitelabelFile, CheckedImage>> {
  const files = req.files && !Array.isArray(req.files) ? req.files : {};
  const checked: Partial<Record<WhitelabelFile, CheckedImage>> = {};
  for (const [name, maxBytes] of Object.entries(WHITELABEL_FILES) as Array<[WhitelabelFile, number]>) {
    const file = files[name]?.[0];
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
