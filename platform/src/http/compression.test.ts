import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Router } from 'express';
import { pino } from 'pino';
import { getOnTheWire } from '../../../tests/support/wire';
import { sendBlobDownload } from '../blobs/download';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';
import { createHttpApp } from './createHttpApp';

/** What Chromium sends. */
const CHROMIUM = 'gzip, deflate, br, zstd';
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "creator ${i}" }`).join(', ')}];\n`;
const INDEX_HTML = `<!doctype html><html><head><title>Scout</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
const rows = (count: number) => ({ rows: Array.from({ length: count }, (_, i) => ({ id: `creator-${i}`, followers: i * 1000 })) });
const CSV = `username,followers\n${Array.from({ length: 500 }, (_, i) => `creator${i},${i * 1000}`).join('\n')}\n`;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(4096, 0)]);

let frontendDir: string;
let server: Server;
let base: string;

/** Writes a file of the build with the compressed copies the build writes beside it. */
function writeBuilt(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text, { level: 9 }));
}

beforeAll(async () => {
  frontendDir = mkdtempSync(join(tmpdir(), 'scout-compression-'));
  mkdirSync(join(frontendDir, 'assets'));
  writeBuilt(join(frontendDir, 'index.html'), INDEX_HTML);
  writeBuilt(join(frontendDir, 'assets', 'rows-3f2a1b.js'), SCRIPT);
  writeFileSync(join(frontendDir, 'assets', 'logo-9c8d7e.png'), PNG);
  const app = createHttpApp({
    logger: pino({ level: 'silent' }),
    bodyLimit: '1kb',
    frontendDir,
    mountApi: (router: Router) => {
      router.get('/rows/:count', (req, res) => {
        res.json(rows(Number(req.params.count)));
      });
      router.get('/export', (_req, res) => {
        sendBlobDownload(res, { bytes: Buffer.from(CSV), contentType: 'text/csv' }, 'creators.csv');
      });
    },
    mountRoot: (router: Router) => {
      router.get('/_next/image', (_req, res) => {
        res.type('image/png').send(PNG);
      });
    },
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  rmSync(frontendDir, { recursive: true, force: true });
});

const asking = (path: string, acceptEncoding?: string, accept = '*/*') =>
  getOnTheWire(`${base}${path}`, { Accept: accept, ...(acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding }) });

describe('the built web app', () => {
  const script = join('assets', 'rows-3f2a1b.js');

  it.each([
    ['br', 'br', '.br'],
    ['gzip', 'gzip', '.gz'],
    [CHROMIUM, 'br', '.br'],
    ['br;q=0, gzip', 'gzip', '.gz'],
  ])('answers a script asked with Accept-Encoding "%s" in %s, the copy the build wrote', async (acceptEncoding, encoding, extension) => {
    const answer = await asking(`/${script}`, acceptEncoding);
    expect(answer.status).toBe(200);
    expect(answer.encoding).toBe(encoding);
    expect(answer.body.equals(readFileSync(join(frontendDir, `${script}${extension}`)))).toBe(true);
    expect(answer.decoded.toString()).toBe(SCRIPT);
    expect(answer.headers['content-type']).toMatch(/^text\/javascript; charset=utf-8$/i);
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([[undefined], ['identity'], ['zstd']])('answers a script asked with Accept-Encoding %s as it is', async (acceptEncoding) => {
    const answer = await asking(`/${script}`, acceptEncoding);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(SCRIPT);
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
  });

  it('compresses index.html for a client route too, still revalidated on every load', async () => {
    for (const path of ['/dashboard', '/index.html']) {
      const answer = await asking(path, CHROMIUM, 'text/html,*/*');
      expect(answer.status).toBe(200);
      expect(answer.encoding).toBe('br');
      expect(answer.decoded.toString()).toBe(INDEX_HTML);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers.vary).toBe('Accept-Encoding');
    }
  });

  it('sends an image as it is', async () => {
    const answer = await asking('/assets/logo-9c8d7e.png', CHROMIUM);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(PNG)).toBe(true);
  });
});

describe('answers made at request time', () => {
  it('compress JSON from the threshold on, as the client accepts', async () => {
    const large = `/api/v1/rows/${200}`;
    expect(JSON.stringify(rows(200)).length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    for (const [acceptEncoding, encoding] of [
      [CHROMIUM, 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const answer = await asking(large, acceptEncoding);
      expect(answer.encoding).toBe(encoding);
      expect(JSON.parse(answer.decoded.toString())).toEqual(rows(200));
      expect(answer.body.length).toBeLessThan(answer.decoded.length / 3);
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
    }
    const plain = await asking(large);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(rows(200));
  });

  it('leave a JSON answer under the threshold as it is', async () => {
    const answer = await asking('/api/v1/rows/2', CHROMIUM);
    expect(answer.body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toEqual(rows(2));
  });

  it('leave a download byte for byte as it was stored', async () => {
    expect(CSV.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const answer = await asking('/api/v1/export', CHROMIUM);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/^attachment/);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(Number(answer.headers['content-length'])).toBe(CSV.length);
    expect(answer.body.toString()).toBe(CSV);
  });

  it('leave images (the image proxy) as they are', async () => {
    const answer = await asking('/_next/image?url=x', CHROMIUM, 'image/webp,*/*');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(PNG)).toBe(true);
  });
});
