import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';

/** Answers smaller than this go out as they are: compressing them saves a few bytes at best. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** A file handed out as a download (`Content-Disposition: attachment`) goes out byte for byte as it was stored. */
const isDownload = (res: Response) => /^\s*attachment/i.test(String(res.getHeader('Content-Disposition') ?? ''));

/**
 * Compresses answers made at request time (JSON, error pages, metrics) with brotli or gzip, as the
 * client accepts, from {@link COMPRESSION_THRESHOLD_BYTES} on. Types that come compressed (images,
 * video, archives) are left alone, and so are downloads and files the build compressed already
 * (they carry their `Content-Encoding`). Nothing of Scout streams an answer over time (no
 * Server-Sent Events): each is written at once, so nothing waits in the compressor.
 */
export const compressAnswers = () => {
  const filter = (req: Request, res: Response) => !isDownload(res) && compression.filter(req, res);
  const streaming = compression({ threshold: COMPRESSION_THRESHOLD_BYTES, filter });
  const whole = compressWholeAnswers(filter);
  return (req: Request, res: Response, next: NextFunction) => streaming(req, res, () => whole(req, res, next));
};

/** Bodies up to this size sent whole are compressed in this thread (brotli at its streaming quality: well under a millisecond). */
const WHOLE_BODY_MAX_BYTES = 256 * 1024;

/**
 * An answer sent whole in one `res.end` (what `res.json` and `res.send` do) is compressed at once,
 * here: for a body of kilobytes that takes a fraction of the trips through libuv's threadpool the
 * streaming compressor makes, each of which waits for the event loop. Anything else (written in
 * parts, larger, or already encoded) goes on to the streaming compressor, which leaves an encoded body alone.
 */
function compressWholeAnswers(filter: (req: Request, res: Response) => boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    const write = res.write;
    const end = res.end;
    let written = false;
    res.write = function (this: Response, ...args: Parameters<Response['write']>) {
      written = true;
      return write.apply(this, args);
    } as Response['write'];
    res.end = function (this: Response, chunk?: unknown, encoding?: unknown, callback?: unknown) {
      const body =
        typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : chunk;
      // Brotli where the client takes it (as the streaming compressor prefers it), else gzip.
      const coding =
        Buffer.isBuffer(body) && !written && wholeCompressible(req, res, body, filter)
          ? req.acceptsEncodings('br') || req.acceptsEncodings('gzip')
          : false;
      if (!Buffer.isBuffer(body) || (coding !== 'br' && coding !== 'gzip'))
        return end.call(this, chunk, encoding as BufferEncoding, callback as () => void);
      const compressed =
        coding === 'br'
          ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
          : gzipSync(body);
      this.setHeader('Content-Encoding', coding);
      this.setHeader('Content-Length', compressed.length);
      this.vary('Accept-Encoding');
      // The encoding argument is ignored for a Buffer.
      return end.call(this, compressed, 'binary', (typeof encoding === 'function' ? encoding : callback) as () => void);
    } as Response['end'];
    next();
  };
}

function wholeCompressible(req: Request, res: Response, body: Buffer, filter: (req: Request, res: Response) => boolean): boolean {
  return (
    req.method !== 'HEAD' &&
    !res.headersSent &&
    res.statusCode !== 204 &&
    res.statusCode !== 304 &&
    body.length >= COMPRESSION_THRESHOLD_BYTES &&
    body.length <= WHOLE_BODY_MAX_BYTES &&
    !res.getHeader('Content-Encoding') &&
    filter(req, res)
  );
}
