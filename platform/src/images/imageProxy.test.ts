import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import type { Response as TestResponse } from 'supertest';
import { DEFAULT_IMAGE_QUALITY } from '@scout/contracts/platform/images';
import { startTestApp, type TestApp } from '../../../tests/support/app';
import { startLoopbackServer, type LoopbackServer } from '../../../tests/support/loopbackServer';
import { diskImageCache } from './imageCache';
import { IMAGE_PROXY_LIMITS, imageFetchRateKey } from './imageProxy';

/** A made-up public host the guarded fetcher maps to the loopback image server (tests only). */
const CDN = 'cdn.creators-example.com';

let app: TestApp;
let upstream: LoopbackServer;
let dataDir: string;
let png: Buffer;
let jpeg: Buffer;

const src = (path: string) => `http://${CDN}:${upstream.port}${path}`;
const asked = (path: string) => upstream.requests.filter((r) => r.path === path).length;
const image = (url: string, query: Record<string, string | number> = {}, accept = 'image/png,image/jpeg,*/*') =>
  app.http
    .get('/_next/image')
    .query({ url, ...query })
    .set('Accept', accept)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
const errorOf = (res: TestResponse) => JSON.parse((res.body as Buffer).toString('utf8')) as Record<string, unknown>;
const cacheFiles = async () => (await readdir(join(dataDir, 'image-cache'))).filter((f) => !f.startsWith('.'));

beforeAll(async () => {
  png = await sharp({ create: { width: 800, height: 600, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 1 } } })
    .png()
    .toBuffer();
  jpeg = await sharp({ create: { width: 1000, height: 500, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .composite([
      {
        input: await sharp({ create: { width: 300, height: 300, channels: 3, background: '#ffcc00' } })
          .png()
          .toBuffer(),
        left: 100,
        top: 100,
      },
    ])
    .jpeg({ quality: 95 })
    .toBuffer();
  const huge = Buffer.alloc(IMAGE_PROXY_LIMITS.maxSourceBytes + 1024 * 1024, 7);
  upstream = await startLoopbackServer((req, res) => {
    const path = req.path.split('?')[0];
    if (path === '/avatar.png' || path === '/avatar-copy.png') res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else if (path === '/thumb.jpg') res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    // An image served as bytes of unknown type: its real bytes decide.
    else if (path === '/octet') res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(png);
    else if (path === '/page.html') res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>hi</body></html>');
    else if (path === '/fake.png') res.writeHead(200, { 'content-type': 'image/png' }).end('<svg onload="alert(1)"></svg>');
    else if (path === '/huge.png') {
      // No Content-Length: the limit must hold while reading.
      res.writeHead(200, { 'content-type': 'image/png', 'transfer-encoding': 'chunked' });
      res.end(Buffer.concat([png, huge]));
    } else res.writeHead(404, { 'content-type': 'text/plain' }).end('gone');
  });
  dataDir = await mkdtemp(join(tmpdir(), 'scout-images-'));
  app = await startTestApp({ env: { DATA_DIR: dataDir }, fetchTestHosts: new Map([[CDN, '127.0.0.1']]) });
});

afterAll(async () => {
  await app?.close();
  await upstream?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('GET /_next/image', () => {
  it('resizes to the asked width in the source format, with cache headers and an ETag', async () => {
    const res = await image(src('/avatar.png'), { w: 256, q: 80 });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe(`public, max-age=${7 * 24 * 60 * 60}, immutable`);
    expect(res.headers.vary).toBe('Accept');
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(Number(res.headers['content-length'])).toBe((res.body as Buffer).length);
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 256, 192]);
  });

  it('sends the image as it is to a client that takes brotli and gzip (images come compressed)', async () => {
    const res = await image(src('/avatar.png'), { w: 256 }).set('Accept-Encoding', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('Accept');
    expect(Number(res.headers['content-length'])).toBe((res.body as Buffer).length);
    expect((await sharp(res.body as Buffer).metadata()).format).toBe('png');
  });

  it('answers WebP when the client accepts it, and reads the real bytes whatever the upstream calls them', async () => {
    const res = await image(src('/thumb.jpg'), { w: 640 }, 'image/avif,image/webp,*/*');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 320]);

    const octet = await image(src('/octet'), { w: 64 });
    expect(octet.status).toBe(200);
    const octetMeta = await sharp(octet.body as Buffer).metadata();
    expect([octetMeta.format, octetMeta.width, octetMeta.height]).toEqual(['png', 64, 48]);
  });

  it('never enlarges a source smaller than the width', async () => {
    const res = await image(src('/avatar.png'), { w: 1920 });
    expect(res.status).toBe(200);
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.width, meta.height]).toEqual([800, 600]);
  });

  it('uses quality 75 when q is left out (the same rendition as q=75, one fetch)', async () => {
    expect(DEFAULT_IMAGE_QUALITY).toBe(75);
    const before = asked('/thumb.jpg');
    const byDefault = await image(src('/thumb.jpg'), { w: 384 });
    const explicit = await image(src('/thumb.jpg'), { w: 384, q: 75 });
    const low = await image(src('/thumb.jpg'), { w: 384, q: 20 });
    expect([byDefault.status, explicit.status, low.status]).toEqual([200, 200, 200]);
    expect(byDefault.headers['content-type']).toBe('image/jpeg');
    expect((byDefault.body as Buffer).equals(explicit.body as Buffer)).toBe(true);
    expect(byDefault.headers.etag).toBe(explicit.headers.etag);
    const expected = await sharp(jpeg).resize({ width: 384 }).jpeg({ quality: 75, mozjpeg: true }).toBuffer();
    expect((byDefault.body as Buffer).equals(expected)).toBe(true);
    expect((low.body as Buffer).length).toBeLessThan((byDefault.body as Buffer).length);
    expect(low.headers.etag).not.toBe(byDefault.headers.etag);
    // q=75 and no q share one cache entry: two fetches (default and q=20), not three.
    expect(asked('/thumb.jpg') - before).toBe(2);
  });

  it('fetches the upstream once for identical requests, sequential or concurrent, and keeps one file', async () => {
    const url = src('/avatar-copy.png');
    const [first, second] = await Promise.all([image(url, { w: 128 }), image(url, { w: 128 })]);
    const third = await image(url, { w: 128 });
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect(asked('/avatar-copy.png')).toBe(1);
    expect((third.body as Buffer).equals(first.body as Buffer)).toBe(true);
    expect(third.headers.etag).toBe(first.headers.etag);
    const files = await cacheFiles();
    expect(files.filter((f) => f.endsWith('.png') && f.includes(String(first.headers.etag).slice(1, -1)))).toHaveLength(1);
  });

  it('answers 304 to If-None-Match with the ETag, without asking the upstream', async () => {
    const url = src('/avatar-copy.png');
    const fresh = await image(url, { w: 128 });
    const again = await image(url, { w: 128 }).set('If-None-Match', String(fresh.headers.etag));
    expect(again.status).toBe(304);
    expect((again.body as Buffer).length).toBe(0);
    expect(again.headers.etag).toBe(fresh.headers.etag);
    expect(again.headers['cache-control']).toBe(`public, max-age=${7 * 24 * 60 * 60}, immutable`);
    const stale = await image(url, { w: 128 }).set('If-None-Match', '"somethingelse0000000000"');
    expect(stale.status).toBe(200);
    expect(asked('/avatar-copy.png')).toBe(1);
  });

  it('answers 400 for bad parameters, naming the parameter', async () => {
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ url: src('/avatar.png'), w: 100 }, 'w'],
      [{ url: src('/avatar.png'), w: 'abc' }, 'w'],
      [{ url: src('/avatar.png'), w: 3841 }, 'w'],
      [{ url: src('/avatar.png') }, 'w'],
      [{ url: src('/avatar.png'), w: 64, q: 0 }, 'q'],
      [{ url: src('/avatar.png'), w: 64, q: 101 }, 'q'],
      [{ url: src('/avatar.png'), w: 64, q: 'high' }, 'q'],
      [{ w: 64 }, 'url'],
      [{ url: 'javascript:alert(1)', w: 64 }, 'url'],
      [{ url: 'file:///etc/passwd', w: 64 }, 'url'],
      [{ url: 'data:image/png;base64,iVBORw0KGgo=', w: 64 }, 'url'],
      [{ url: '/api/v1/anything', w: 64 }, 'url'],
      [{ url: src('/avatar.png'), w: 64, format: 'png' }, ''],
    ];
    const before = upstream.requests.length;
    for (const [query, path] of cases) {
      const res = await app.http.get('/_next/image').query(query).set('Accept', 'image/png');
      expect([JSON.stringify(query), res.status]).toEqual([JSON.stringify(query), 400]);
      expect(res.body.name).toBe('ValidationError');
      expect((res.body.issues as Array<{ path: string }>).map((i) => i.path)).toContain(path);
      expect(Object.keys(res.body).sort()).toEqual(['issues', 'message', 'name']);
    }
    expect(upstream.requests.length).toBe(before);
  });

  it('answers 400 when the upstream does not send an image, and keeps nothing', async () => {
    const files = await cacheFiles();
    for (const path of ['/page.html', '/fake.png']) {
      const res = await image(src(path), { w: 64 });
      expect(res.status).toBe(400);
      expect(errorOf(res)).toEqual({ name: 'ValidationError', message: 'This address does not answer with an image', issues: [] });
    }
    expect(await cacheFiles()).toEqual(files);
  });

  it('answers 404 when the upstream has no such image', async () => {
    const res = await image(src('/nothing.png'), { w: 64 });
    expect(res.status).toBe(404);
    expect(errorOf(res)).toEqual({ name: 'NotFound', message: 'The image was not found' });
  });

  it('refuses private and loopback addresses without the test mapping, and never reaches them', async () => {
    const before = upstream.requests.length;
    for (const url of [
      `http://127.0.0.1:${upstream.port}/avatar.png`,
      `http://localhost:${upstream.port}/avatar.png`,
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.8/a.png',
      `http://[::1]:${upstream.port}/avatar.png`,
    ]) {
      const res = await image(url, { w: 64 });
      expect([url, res.status]).toEqual([url, 400]);
      expect(errorOf(res)).toEqual({ name: 'ValidationError', message: 'This address cannot be fetched', issues: [] });
    }
    expect(upstream.requests.length).toBe(before);
  });

  it('refuses a source over 10 MB while reading it, and keeps nothing of it', async () => {
    const files = await cacheFiles();
    const first = await image(src('/huge.png'), { w: 64 });
    expect(first.status).toBe(400);
    expect(errorOf(first)).toEqual({ name: 'ValidationError', message: 'The image at this address is too large', issues: [] });
    expect(await cacheFiles()).toEqual(files);
    const second = await image(src('/huge.png'), { w: 64 });
    expect(second.status).toBe(400);
    expect(asked('/huge.png')).toBe(2);
  });

  it('limits source fetches per client address with 429 and Retry-After; cached images still answer', async () => {
    const cachedUrl = src('/avatar-copy.png');
    const { limit, windowSeconds } = IMAGE_PROXY_LIMITS.fetchesPerAddress;
    // The supertest client's address, as the rate limit keys it.
    let decision = await app.scout.ctx.rateLimiter.hit(imageFetchRateKey('127.0.0.1'), limit, windowSeconds);
    while (decision.allowed) decision = await app.scout.ctx.rateLimiter.hit(imageFetchRateKey('127.0.0.1'), limit, windowSeconds);
    const before = upstream.requests.length;
    const refused = await image(src('/avatar.png'), { w: 48 });
    expect(refused.status).toBe(429);
    expect(errorOf(refused).name).toBe('TooManyRequests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(windowSeconds);
    expect(upstream.requests.length).toBe(before);
    const cached = await image(cachedUrl, { w: 128 });
    expect(cached.status).toBe(200);
  });
});

describe('diskImageCache', () => {
  it('evicts the least recently used entry past its entry count or bytes, and rebuilds its index from disk', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'scout-image-cache-'));
    try {
      const cache = diskImageCache(dir, { maxBytes: 1000, maxEntries: 2 });
      const key = (c: string) => c.repeat(64);
      await cache.put(key('a'), { contentType: 'image/png', body: Buffer.alloc(100, 1) });
      await cache.put(key('b'), { contentType: 'image/png', body: Buffer.alloc(100, 2) });
      expect((await cache.get(key('a')))?.body.length).toBe(100);
      await cache.put(key('c'), { contentType: 'image/webp', body: Buffer.alloc(100, 3) });
      expect(await cache.get(key('b'))).toBeNull();
      expect(await cache.size()).toEqual({ entries: 2, bytes: 200 });
      // Past the bytes: a 901-byte entry pushes out the least recently used (a, then c: 100 + 901 > 1000).
      await cache.get(key('c'));
      await cache.put(key('d'), { contentType: 'image/jpeg', body: Buffer.alloc(901, 4) });
      expect(await cache.get(key('a'))).toBeNull();
      expect(await cache.size()).toEqual({ entries: 1, bytes: 901 });
      expect((await readdir(dir)).filter((f) => !f.startsWith('.'))).toHaveLength(1);

      const reopened = diskImageCache(dir, { maxBytes: 1000, maxEntries: 2 });
      const d = await reopened.get(key('d'));
      expect(d?.contentType).toBe('image/jpeg');
      expect(d?.body.equals(Buffer.alloc(901, 4))).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
