import { mkdtemp, rm } from 'node:fs/promises';
import { request, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { startTestApp, type TestApp } from '../../../tests/support/app';
import { eventually } from '../../../tests/support/eventually';
import { startLoopbackServer, type LoopbackServer } from '../../../tests/support/loopbackServer';
import { IMAGE_PROXY_LIMITS } from '../images/imageProxy';
import { connectionLimitsOf, createLimitedServer } from './connectionLimits';

/** A made-up public host the guarded fetcher maps to the loopback image server (tests only). */
const CDN = 'cdn.bombs-example.com';
const SLOW_CLIENTS = 2000;
const PER_ADDRESS = 200;
const MB = 1024 * 1024;

let app: TestApp;
let server: Server;
let port: number;
let upstream: LoopbackServer;
let dataDir: string;

/**
 * A GIF whose header declares `frames` frames of width × height while its image data is a few bytes:
 * a decoder that trusts the header allocates width × height × 4 bytes per frame.
 */
function gifBomb(width: number, height: number, frames = 1): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen[4] = 0x80; // a global colour table of two colours follows
  const parts = [Buffer.from('GIF89a', 'ascii'), screen, Buffer.from([0, 0, 0, 255, 255, 255])];
  for (let i = 0; i < frames; i += 1) {
    const descriptor = Buffer.alloc(10);
    descriptor[0] = 0x2c;
    descriptor.writeUInt16LE(width, 5);
    descriptor.writeUInt16LE(height, 7);
    // LZW minimum code size 2, one sub-block of two bytes (clear, 0, 0, end), block terminator.
    parts.push(descriptor, Buffer.from([2, 2, 0x44, 0x01, 0]));
  }
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}

const BOMBS: Readonly<Record<string, Buffer>> = {
  '/bomb-7070.gif': gifBomb(7070, 7070),
  '/bomb-8000.gif': gifBomb(8000, 8000),
  '/bomb-12000.gif': gifBomb(12000, 12000),
  '/bomb-65535.gif': gifBomb(65535, 65535),
  // Each frame within the limit, all of them together far above it.
  '/bomb-frames.gif': gifBomb(2000, 2000, 40),
};

interface Answer {
  status: number;
  body: string;
}

/** A fresh connection (no keep-alive) from `localAddress`, another loopback address than the crowd's. */
function get(path: string, localAddress = '127.0.0.2'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, localAddress, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

const imagePath = (path: string, w = 64) =>
  `/_next/image?${new URLSearchParams({ url: `http://${CDN}:${upstream.port}${path}`, w: String(w) })}`;

interface SlowClient {
  socket: Socket;
  received: string;
  closed: boolean;
}

/** A client that sends `head` and then nothing more, keeping what it receives. */
function slowClient(head: string): Promise<SlowClient> {
  return new Promise((resolve) => {
    const client: SlowClient = { socket: connect({ host: '127.0.0.1', port }), received: '', closed: false };
    client.socket.on('data', (c: Buffer) => (client.received += c.toString('latin1')));
    client.socket.on('error', () => undefined);
    client.socket.on('close', () => {
      client.closed = true;
      resolve(client);
    });
    client.socket.once('connect', () => {
      client.socket.write(head);
      resolve(client);
    });
  });
}

beforeAll(async () => {
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  upstream = await startLoopbackServer((req, res) => {
    const bomb = BOMBS[req.path];
    if (bomb) res.writeHead(200, { 'content-type': 'image/gif' }).end(bomb);
    else if (req.path === '/photo.png') res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else res.writeHead(404).end();
  });
  dataDir = await mkdtemp(join(tmpdir(), 'scout-exhaustion-'));
  app = await startTestApp({
    env: {
      DATA_DIR: dataDir,
      HTTP_HEADERS_TIMEOUT_MS: '1000',
      HTTP_BODY_WINDOW_MS: '1000',
      HTTP_MAX_CONNECTIONS_PER_ADDRESS: String(PER_ADDRESS),
    },
    fetchTestHosts: new Map([[CDN, '127.0.0.1']]),
  });
  server = createLimitedServer(app.scout.app, connectionLimitsOf(app.scout.ctx.config));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await app?.close();
  await upstream?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('slow clients', () => {
  it(`holds ${SLOW_CLIENTS} connections sending headers slowly, serves a fresh request meanwhile, and cuts them after the header timeout`, async () => {
    const crowd = await Promise.all(
      Array.from({ length: SLOW_CLIENTS }, () => slowClient('GET /api/v1/health HTTP/1.1\r\nHost: scout\r\nX-Slow: ')),
    );
    expect(crowd.filter((c) => !c.closed).length).toBeGreaterThan(0);

    const fresh = await get('/api/v1/health');
    expect(fresh.status).toBe(200);

    // Past its cap one address is turned away at once; the connections it holds are cut by the header timeout.
    await eventually('every slow client cut', async () => (crowd.every((c) => c.closed) ? true : undefined), 300);
    const timedOut = crowd.filter((c) => c.received.startsWith('HTTP/1.1 408'));
    expect(timedOut.length).toBeGreaterThan(0);
    expect(crowd.filter((c) => c.received === '').length).toBeGreaterThan(0);
    expect((await get('/api/v1/health', '127.0.0.1')).status).toBe(200);
  }, 30_000);

  it('answers 408 RequestTimeout to a JSON body that does not arrive within the window, and closes the connection', async () => {
    const body = JSON.stringify({ email: 'someone@example.com', password: 'correct horse battery' });
    const client = await slowClient(
      `POST /api/v1/customer/auth/login HTTP/1.1\r\nHost: scout\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await eventually('the slow body cut', async () => (client.closed ? true : undefined), 200);
    expect(client.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(client.received.slice(client.received.indexOf('\r\n\r\n') + 4))).toEqual({
      name: 'RequestTimeout',
      message: 'The request was sent too slowly, please retry',
    });
  });
});

describe('the image proxy against decompression bombs', () => {
  it('refuses a 35-byte GIF declaring 7070 × 7070 with 400 before decoding it', async () => {
    expect(7070 * 7070).toBeGreaterThan(IMAGE_PROXY_LIMITS.maxSourcePixels);
    const res = await get(imagePath('/bomb-7070.gif'));
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ name: 'ValidationError', message: 'The image at this address is too large', issues: [] });
  });

  it('keeps RSS growth under 100 MB with all bombs at once, and other work goes on', async () => {
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    try {
      const [bombs, health, photo] = await Promise.all([
        Promise.all(Object.keys(BOMBS).map((path) => get(imagePath(path, 128)))),
        get('/api/v1/health'),
        get(imagePath('/photo.png', 256)),
      ]);
      expect(bombs.map((b) => b.status)).toEqual(Object.keys(BOMBS).map(() => 400));
      expect(health.status).toBe(200);
      expect(photo.status).toBe(200);
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, process.memoryUsage().rss);
    expect((peak - before) / MB).toBeLessThan(100);
  });
});
