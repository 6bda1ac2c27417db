import { join, resolve } from 'node:path';
import type { Request, Response, Router } from 'express';
import sharp, { type Metadata } from 'sharp';
import { z } from 'zod';
import { DEFAULT_IMAGE_QUALITY, IMAGE_PROXY_PATH, IMAGE_WIDTHS } from '@scout/contracts/platform/images';
import type { PlatformContext } from '../context';
import { AppError, NotFoundError, ServiceUnavailableError, TooManyRequestsError, ValidationError } from '../errors';
import { clientAddress } from '../http/clientAddress';
import type { RatePolicy } from '../http/rateLimit';
import { parseQuery } from '../http/validate';
import { fetchForUser, UNREADABLE_ADDRESS_MESSAGE } from '../net/guardedFetch';
import { decodeGate, type DecodeGate, type DecodeGateLimits } from './decodeGate';
import { diskImageCache, imageCacheKey, type CachedImage, type ImageCacheLimits } from './imageCache';

const MB = 1024 * 1024;

/** The limits of the image proxy, documented in docs/security.md ("Fetching addresses users give, and Bitly"). */
export const IMAGE_PROXY_LIMITS = {
  /** Largest source image read; a larger one is refused and nothing of it is kept. */
  maxSourceBytes: 10 * MB,
  /** Time for fetching the source, redirects included. */
  fetchTimeoutMs: 10_000,
  /** Time sharp may spend resizing one image. */
  resizeTimeoutSeconds: 10,
  /**
   * Largest source in pixels (width × height × frames) sharp decodes, read from the header before
   * anything is decoded: a guard against decompression bombs (a 35-byte GIF may declare 7070 × 7070,
   * 200 MB once decoded). 4096 × 4096 is far above any avatar or post image (1080 × 1920 at most).
   */
  maxSourcePixels: 4096 * 4096,
  /** Decodes at once and in line, at most 4 of one address; the rest answer 503 with Retry-After. */
  decodes: { running: 2, waiting: 16, perClient: 4 } satisfies DecodeGateLimits,
  /** The disk cache under `DATA_DIR/image-cache`. */
  cache: { maxBytes: 256 * MB, maxEntries: 20_000 } satisfies ImageCacheLimits,
  /** How long browsers and proxies keep an answer. */
  maxAgeSeconds: 7 * 24 * 60 * 60,
  /**
   * Sources fetched (cache misses) per client address: cache hits and 304s are free, so pages that
   * show the same avatars again cost nothing, while new addresses (third-party load, disk) are bounded.
   */
  fetchesPerAddress: { limit: 600, windowSeconds: 60 * 60 } satisfies RatePolicy,
  /** Source fetches of all addresses together, so many addresses cannot add up to unbounded work either. */
  fetchesInAll: { limit: 20_000, windowSeconds: 60 * 60 } satisfies RatePolicy,
} as const;

/** The rate limiter's key of a client address's source fetches. */
export const imageFetchRateKey = (address: string) => `imageFetchesPerAddress:${address}`;
/** The rate limiter's key of all source fetches. */
export const IMAGE_FETCHES_IN_ALL_KEY = 'imageFetchesInAll';

const digits = (max: number) =>
  z
    .string()
    .regex(new RegExp(`^\\d{1,${max}}$`), 'Expected a whole number')
    .transform(Number);

/** `url` (absolute http or https), `w` (one of IMAGE_WIDTHS), `q` (1–100, default 75); nothing else. */
export const imageQuerySchema = z.strictObject({
  url: z
    .string()
    .max(2048)
    .refine((raw) => {
      try {
        const { protocol } = new URL(raw);
        return protocol === 'http:' || protocol === 'https:';
      } catch {
        return false;
      }
    }, 'Expected an http or https address'),
  w: digits(4).refine((w) => (IMAGE_WIDTHS as readonly number[]).includes(w), `Expected one of ${IMAGE_WIDTHS.join(', ')}`),
  q: digits(3)
    .refine((q) => q >= 1 && q <= 100, 'Expected a number from 1 to 100')
    .default(DEFAULT_IMAGE_QUALITY),
});

/** Source formats the proxy reads (browsers show them all); SVG and the rest are refused. */
const SOURCE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif']);

type OutputFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

/** WebP when the client names it in Accept; otherwise the source's format (WebP sources become PNG or JPEG). */
function outputFormat(source: string, acceptsWebp: boolean, hasAlpha: boolean): OutputFormat {
  if (acceptsWebp) return 'webp';
  if (source === 'webp') return hasAlpha ? 'png' : 'jpeg';
  return source as OutputFormat;
}

const notAnImage = () => new ValidationError('This address does not answer with an image');

/** The source's bytes, through the guarded fetcher (no private address, bounded size and time). */
async function fetchSource(ctx: PlatformContext, url: string): Promise<Buffer> {
  let response: Awaited<ReturnType<typeof fetchForUser>>;
  try {
    response = await fetchForUser(ctx, url, { maxBytes: IMAGE_PROXY_LIMITS.maxSourceBytes, timeoutMs: IMAGE_PROXY_LIMITS.fetchTimeoutMs });
  } catch (error) {
    // A refused address or a too large answer stays the guarded fetcher's 400; an unreachable host is the upstream's failure.
    if (error instanceof AppError && error.message === UNREADABLE_ADDRESS_MESSAGE)
      throw new ServiceUnavailableError('The image could not be loaded, please retry later');
    if (error instanceof AppError && /too large/.test(error.message)) throw new ValidationError('The image at this address is too large');
    throw error;
  }
  if (response.status === 404 || response.status === 410) throw new NotFoundError('The image was not found');
  if (response.status < 200 || response.status >= 300)
    throw new ServiceUnavailableError('The image could not be loaded, please retry later');
  return response.body;
}

const tooManyPixels = () => new ValidationError('The image at this address is too large');

/** Sharp's message when the header declares more than `limitInputPixels`. */
const PIXEL_LIMIT_MESSAGE = /pixel limit/i;

/** The header's promise: every frame of an animation counts. */
const declaredPixels = (meta: Metadata) => (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) * (meta.pages ?? 1);

/** Resizes to `width` (never enlarging) at `quality`; the real bytes decide the format, not the upstream's Content-Type. */
async function resize(source: Buffer, width: number, quality: number, acceptsWebp: boolean): Promise<Omit<CachedImage, 'etag'>> {
  let meta: Metadata;
  try {
    meta = await sharp(source, { limitInputPixels: IMAGE_PROXY_LIMITS.maxSourcePixels }).metadata();
  } catch (error) {
    throw error instanceof Error && PIXEL_LIMIT_MESSAGE.test(error.message) ? tooManyPixels() : notAnImage();
  }
  if (declaredPixels(meta) > IMAGE_PROXY_LIMITS.maxSourcePixels) throw tooManyPixels();
  const format = meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format;
  if (!format || !SOURCE_FORMATS.has(format)) throw notAnImage();
  const output = outputFormat(format, acceptsWebp, meta.hasAlpha === true);
  const animated = (meta.pages ?? 1) > 1 && (output === 'gif' || output === 'webp');
  let pipeline = sharp(source, { limitInputPixels: IMAGE_PROXY_LIMITS.maxSourcePixels, animated })
    .timeout({ seconds: IMAGE_PROXY_LIMITS.resizeTimeoutSeconds })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  switch (output) {
    case 'webp':
      pipeline = pipeline.webp({ quality });
      break;
    case 'jpeg':
      pipeline = pipeline.jpeg({ quality, mozjpeg: true });
      break;
    case 'png':
      pipeline = pipeline.png({ compressionLevel: 9 });
      break;
    case 'gif':
      pipeline = pipeline.gif();
      break;
    case 'avif':
      pipeline = pipeline.avif({ quality });
      break;
  }
  try {
    return { contentType: `image/${output}`, body: await pipeline.toBuffer() };
  } catch {
    throw notAnImage();
  }
}

async function spendBudget(ctx: PlatformContext, key: string, { limit, windowSeconds }: RatePolicy): Promise<void> {
  const decision = await ctx.rateLimiter.hit(key, limit, windowSeconds);
  if (!decision.allowed) throw new TooManyRequestsError(decision.retryAfterSeconds);
}

function send(req: Request, res: Response, image: CachedImage): void {
  res.setHeader('Cache-Control', `public, max-age=${IMAGE_PROXY_LIMITS.maxAgeSeconds}, immutable`);
  res.setHeader('ETag', image.etag);
  res.setHeader('Vary', 'Accept');
  const match = req.headers['if-none-match'];
  if (match?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === image.etag || tag.trim() === '*')) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', image.contentType);
  res.setHeader('Content-Length', String(image.body.length));
  res.setHeader('Content-Disposition', 'inline');
  res.end(image.body);
}

/**
 * `GET /_next/image?url&w&q`, served at the root (outside `/api/v1`): fetches `url` through the
 * guarded fetcher, resizes it with sharp and keeps the result on disk; the same request again is
 * answered from the disk (one fetch for many identical requests, in flight or later).
 */
export function mountImageProxy(
  router: Router,
  ctx: PlatformContext,
  cacheLimits: ImageCacheLimits = IMAGE_PROXY_LIMITS.cache,
  decodes: DecodeGate = decodeGate(IMAGE_PROXY_LIMITS.decodes),
): void {
  const cache = diskImageCache(join(resolve(ctx.config.DATA_DIR), 'image-cache'), cacheLimits);
  const inFlight = new Map<string, Promise<CachedImage>>();

  router.get(IMAGE_PROXY_PATH, async (req, res) => {
    const { url, w, q } = parseQuery(req, imageQuerySchema);
    const acceptsWebp = /\bimage\/webp\b/i.test(req.headers.accept ?? '');
    const key = imageCacheKey(url, w, q, acceptsWebp ? 'webp' : 'source');
    const cached = await cache.get(key);
    if (cached) {
      send(req, res, cached);
      return;
    }
    let pending = inFlight.get(key);
    if (!pending) {
      const address = clientAddress(req, ctx.config.TRUST_PROXY_HOPS);
      pending = (async () => {
        await spendBudget(ctx, imageFetchRateKey(address), IMAGE_PROXY_LIMITS.fetchesPerAddress);
        await spendBudget(ctx, IMAGE_FETCHES_IN_ALL_KEY, IMAGE_PROXY_LIMITS.fetchesInAll);
        const source = await fetchSource(ctx, url);
        return cache.put(key, await decodes.run(() => resize(source, w, q, acceptsWebp), address));
      })();
      inFlight.set(key, pending);
      void pending.catch(() => undefined).finally(() => inFlight.delete(key));
    }
    send(req, res, await pending);
  });
}
