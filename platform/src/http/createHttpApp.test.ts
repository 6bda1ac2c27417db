import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Router } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { ValidationError } from '../errors';
import { createHttpApp } from './createHttpApp';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
let frontendDir: string;

beforeAll(() => {
  frontendDir = mkdtempSync(join(tmpdir(), 'scout-frontend-'));
  mkdirSync(join(frontendDir, 'assets'));
  writeFileSync(join(frontendDir, 'index.html'), INDEX_HTML);
  writeFileSync(join(frontendDir, 'assets', 'index-3f2a1b.js'), 'console.log("app")');
  writeFileSync(join(frontendDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});

afterAll(() => {
  rmSync(frontendDir, { recursive: true, force: true });
});

function testApp(dir?: string) {
  return createHttpApp({
    logger: pino({ level: 'silent' }),
    bodyLimit: '1kb',
    ...(dir ? { frontendDir: dir } : {}),
    mountApi: (router: Router) => {
      router.get('/ping', (_req, res) => {
        res.json({ pong: true });
      });
    },
  });
}

describe('createHttpApp', () => {
  it('serves the API under /api/v1', async () => {
    const res = await request(testApp()).get('/api/v1/ping');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ pong: true });
  });

  it('sends security headers and hides the framework', async () => {
    const res = await request(testApp()).get('/api/v1/ping');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: https:");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it("keeps the built scripts' headers to what acts on a script, and the page's to the full set", async () => {
    const app = testApp(frontendDir);
    const script = await request(app).get('/assets/index-3f2a1b.js');
    expect(script.status).toBe(200);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['strict-transport-security']).toBeDefined();
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();
    const page = await request(app).get('/assets-are-not-this').set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('parses JSON only under /api/v1', async () => {
    const app = createHttpApp({
      logger: pino({ level: 'silent' }),
      bodyLimit: '1kb',
      mountApi: () => undefined,
    });
    app.post('/outside', (req, res) => {
      res.json({ body: (req.body as unknown) ?? null });
    });
    const res = await request(app).post('/outside').send({ a: 1 });
    expect(res.body).toEqual({ body: null });
  });

  describe('with a frontend folder', () => {
    it('serves index.html for client routes, uncached', async () => {
      for (const path of ['/', '/some/route', '/campaigns/42?tab=content', '/apiary']) {
        const res = await request(testApp(frontendDir)).get(path).set('Accept', 'text/html,application/xhtml+xml');
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.text).toBe(INDEX_HTML);
      }
    });

    it('serves index.html uncached when it is asked for by name', async () => {
      const res = await request(testApp(frontendDir)).get('/index.html');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    });

    it('caches hashed assets for a year', async () => {
      const res = await request(testApp(frontendDir)).get('/assets/index-3f2a1b.js');
      expect(res.status).toBe(200);
      expect(res.text).toBe('console.log("app")');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('serves other files of the folder', async () => {
      const res = await request(testApp(frontendDir)).get('/favicon.svg');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    });

    it('answers a missing asset with 404, never with index.html', async () => {
      const res = await request(testApp(frontendDir)).get('/assets/gone-123.js').set('Accept', 'text/html,*/*');
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('<div id="root">');
    });

    it('keeps unknown API routes a JSON 404, even for browsers', async () => {
      for (const path of ['/api/v1/nope', '/api']) {
        const res = await request(testApp(frontendDir)).get(path).set('Accept', 'text/html');
        expect(res.status).toBe(404);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.body).toEqual({ name: 'NotFound', message: 'No such route' });
      }
    });

    it('does not answer index.html to clients that do not accept html', async () => {
      const res = await request(testApp(frontendDir)).get('/some/route').set('Accept', 'application/json');
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('<div id="root">');
    });

    it('serves root routes (the image proxy) ahead of the SPA, errors as JSON', async () => {
      const app = createHttpApp({
        logger: pino({ level: 'silent' }),
        bodyLimit: '1kb',
        frontendDir,
        mountApi: () => undefined,
        mountRoot: (router: Router) => {
          router.get('/_next/image', (req, res) => {
            if (req.query.url === 'bad') throw new ValidationError('Bad image');
            res.type('image/png').send(Buffer.from('png'));
          });
        },
      });
      const ok = await request(app).get('/_next/image?url=x').set('Accept', 'text/html,image/webp,*/*');
      expect(ok.status).toBe(200);
      expect(ok.headers['content-type']).toBe('image/png');
      const bad = await request(app).get('/_next/image?url=bad').set('Accept', 'text/html');
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ name: 'ValidationError', message: 'Bad image', issues: [] });
    });

    it('does not answer index.html to other methods', async () => {
      const res = await request(testApp(frontendDir)).post('/some/route').set('Accept', 'text/html');
      expect(res.status).toBe(404);
    });
  });

  it('skips the frontend when its folder has no index.html', async () => {
    const res = await request(testApp(join(frontendDir, 'assets')))
      .get('/some/route')
      .set('Accept', 'text/html');
    expect(res.status).toBe(404);
  });
});
