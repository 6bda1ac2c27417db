import type { Request, Response } from 'express';
import multer from 'multer';
import { isAppError, PayloadTooLargeError, ValidationError, type AppError } from '../errors';

export interface MultipartOptions {
  /** The file fields accepted, each at most once. */
  fileFields: readonly string[];
  /** The largest file accepted; a larger one answers 413 before it is read to the end. */
  maxFileBytes: number;
  /**
   * Keep the client's full file name (`../../x.png` stays as sent) so a route can refuse
   * path-like names instead of receiving them silently cut to their last segment.
   */
  preservePath?: boolean;
  /** How many files each file field takes (default 1). */
  maxFilesPerField?: number;
}

export type MultipartReceiver = (req: Request, res: Response) => Promise<void>;

function uploadError(error: unknown, fileFields: readonly string[]): AppError | unknown {
  if (isAppError(error)) return error;
  // Files stay in memory, so whatever else goes wrong is the body itself (no boundary, cut short, bad headers).
  if (!(error instanceof multer.MulterError)) return new ValidationError('The upload could not be read: it is not a complete multipart body');
  if (error.code === 'LIMIT_FILE_SIZE' || error.code === 'LIMIT_FIELD_VALUE') return new PayloadTooLargeError();
  if (error.code === 'LIMIT_UNEXPECTED_FILE') return new ValidationError(`${error.field ?? 'file'}: only ${fileFields.join(' and ')} files are accepted`);
  return new ValidationError('The upload has too many parts');
}

/**
 * A reader of multipart bodies (a JSON body passes through untouched): files in memory, the named
 * file fields only, a few short text fields; multer's limits become 413 / 400.
 */
export function multipartReceiver({ fileFields, maxFileBytes, preservePath = false, maxFilesPerField = 1 }: MultipartOptions): MultipartReceiver {
  const files = fileFields.length * maxFilesPerField;
  const receive = multer({
    storage: multer.memoryStorage(),
    preservePath,
    defParamCharset: 'utf8',
    limits: { fileSize: maxFileBytes, files, fields: 30, fieldSize: 16 * 1024, parts: 39 + files },
  }).fields(fileFields.map((name) => ({ name, maxCount: maxFilesPerField })));
  return (req, res) =>
    new Promise((resolve, reject) => {
      receive(req, res, (error?: unknown) => (error ? reject(uploadError(error, fileFields)) : resolve()));
    });
}

/** The file received in `field`, if any. */
export function uploadedFile(req: Request, field: string): Express.Multer.File | undefined {
  return uploadedFiles(req, field)[0];
}

/** Every file received in `field`, in the order sent. */
export function uploadedFiles(req: Request, field: string): Express.Multer.File[] {
  const files = req.files && !Array.isArray(req.files) ? req.files : {};
  return files[field] ?? [];
}
