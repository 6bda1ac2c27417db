import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { z } from 'zod';
import type { PlatformContext } from '../context';
import { isAppError, PayloadTooLargeError, ServiceUnavailableError, ValidationError, type AppError } from '../errors';
import { parse } from './validate';

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

/**
 * What a route checks before a byte of any file is kept: who may upload where (the campaign or
 * profile exists in the caller's organisation, the plan allows it). It sees the text fields sent
 * before the first file, and runs once, when the first file part starts; a body without files never
 * runs it. Throwing refuses the upload: the rest of the body is read and thrown away, never kept,
 * and the refusal is answered once the body has ended (a client still sending would otherwise meet
 * a closed connection instead of the answer).
 */
export type UploadCheck = (fieldsSoFar: Readonly<Record<string, unknown>>) => Promise<void>;

export interface Receipt<T> {
  ctx: PlatformContext;
  req: Request;
  res: Response;
  /** Runs before the first file is written (see {@link UploadCheck}). */
  before?: UploadCheck;
  /** The route's work on the received body; every temporary file is removed once it settles, however it ends. */
  handle: () => Promise<T>;
}

/**
 * Reads a multipart body (a JSON body goes straight to `handle`) and runs `handle` on it: files on
 * disk under `DATA_DIR/upload-tmp`, removed again when `handle` settles, on every error of the
 * body, and when the client goes away mid-upload.
 */
export type MultipartReceiver = <T>(receipt: Receipt<T>) => Promise<T>;

/** Temporary files live beside the blob folders, so a kept file is moved into the store, not copied. */
export const uploadTmpDir = (ctx: PlatformContext): string => join(resolve(ctx.config.DATA_DIR), 'upload-tmp');

interface InFlight {
  dir: string;
  paths: Set<string>;
  before: UploadCheck | undefined;
  checked: Promise<void> | null;
}
const inFlight = new WeakMap<Request, InFlight>();

function uploadError(error: unknown, fileFields: readonly string[]): AppError | unknown {
  if (isAppError(error)) return error;
  if ((error as NodeJS.ErrnoException).code === 'ENOSPC')
    return new ServiceUnavailableError('Uploads cannot be stored right now, please retry later');
  // Whatever else goes wrong is the body itself (no boundary, cut short, bad headers, the client gone).
  if (!(error instanceof multer.MulterError))
    return new ValidationError('The upload could not be read: it is not a complete multipart body');
  if (error.code === 'LIMIT_FILE_SIZE' || error.code === 'LIMIT_FIELD_VALUE') return new PayloadTooLargeError();
  if (error.code === 'LIMIT_UNEXPECTED_FILE')
    return new ValidationError(`${error.field ?? 'file'}: only ${fileFields.join(' and ')} files are accepted`);
  return new ValidationError('The upload has too many parts');
}

async function removeAll(paths: Set<string>): Promise<void> {
  const all = [...paths];
  paths.clear();
  await Promise.all(all.map((path) => rm(path, { force: true })));
}

/** Every file is written under a name made here and recorded, so nothing can be left behind. */
const storage = multer.diskStorage({
  destination(req, _file, cb) {
    const flight = inFlight.get(req as Request)!;
    mkdir(flight.dir, { recursive: true }).then(
      () => cb(null, flight.dir),
      (error: Error) => cb(error, ''),
    );
  },
  filename(req, _file, cb) {
    const flight = inFlight.get(req as Request)!;
    const name = randomUUID();
    flight.paths.add(join(flight.dir, name));
    cb(null, name);
  },
});

/** Runs the route's check once, before the first file part is written. */
function checkFirst(req: Request, _file: Express.Multer.File, cb: multer.FileFilterCallback): void {
  const flight = inFlight.get(req)!;
  flight.checked ??= flight.before ? flight.before({ ...(req.body as Record<string, unknown>) }) : Promise.resolve();
  flight.checked.then(
    () => cb(null, true),
    (error: Error) => cb(error),
  );
}

/**
 * A reader of multipart bodies: files streamed to temporary files, the named file fields only, at
 * most `maxFilesPerField` each, a few short text fields; multer's limits become 413 / 400.
 */
export function multipartReceiver({
  fileFields,
  maxFileBytes,
  preservePath = false,
  maxFilesPerField = 1,
}: MultipartOptions): MultipartReceiver {
  const files = fileFields.length * maxFilesPerField;
  const receive = multer({
    storage,
    fileFilter: checkFirst,
    preservePath,
    defParamCharset: 'utf8',
    limits: { fileSize: maxFileBytes, files, fields: 30, fieldSize: 16 * 1024, parts: 39 + files },
  }).fields(fileFields.map((name) => ({ name, maxCount: maxFilesPerField })));

  return async ({ ctx, req, res, before, handle }) => {
    if (!req.is('multipart/form-data')) return handle();
    const paths = new Set<string>();
    // A client that goes away mid-upload never reaches `finally` below.
    res.once('close', () => void removeAll(paths));
    try {
      inFlight.set(req, { dir: uploadTmpDir(ctx), paths, before, checked: null });
      await new Promise<void>((resolve, reject) => {
        receive(req, res, (error?: unknown) => (error ? reject(uploadError(error, fileFields)) : resolve()));
      });
      return await handle();
    } finally {
      await removeAll(paths);
    }
  };
}

/**
 * The fields a {@link UploadCheck} needs, parsed from those sent before the first file; one sent
 * after a file is missing here, and the 400 says where it belongs.
 */
export function fieldsBeforeFiles<Schema extends z.ZodType>(schema: Schema, fieldsSoFar: unknown): z.output<Schema> {
  try {
    // The fields so far, for the check before the files: the whole form is parsed after them.
    return parse(schema, fieldsSoFar, 'ignore');
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw new ValidationError(`${error.message} (send the form's text fields before its files)`, error.issues);
  }
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
