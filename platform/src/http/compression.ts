import compression from 'compression';
import type { Request, Response } from 'express';

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
export const compressAnswers = () =>
  compression({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    filter: (req: Request, res: Response) => !isDownload(res) && compression.filter(req, res),
  });
