import { describe, expect, it } from '@jest/globals';
import type { Router } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { createHttpApp } from './createHttpApp';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function capturedApp() {
  const output: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void output.push(line) });
  const app = createHttpApp({
    logger,
    bodyLimit: '1kb',
    mountApi: (router: Router) => {
      router.get('/whoami', (req, res) => {
        req.log.info({ note: 'inside the handler' }, 'handling');
        res.json({ id: req.id });
      });
    },
  });
  return { app, output };
}

/** The response log line is written when the response finishes, which may be just after the client has it. */
async function linesOnceLogged(output: string[], count: number): Promise<Array<Record<string, unknown>>> {
  for (let i = 0; i < 50 && output.length < count; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  return output.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('requestContext', () => {
  it('generates a UUID request id and answers it in X-Request-Id', async () => {
    const { app } = capturedApp();
    const res = await request(app).get('/api/v1/whoami');
    expect(res.headers['x-request-id']).toMatch(UUID);
    expect(res.body).toEqual({ id: res.headers['x-request-id'] });
  });

  it('keeps a sane incoming X-Request-Id', async () => {
    const { app } = capturedApp();
    const id = 'client-req_42';
    const res = await request(app).get('/api/v1/whoami').set('X-Request-Id', id);
    expect(res.headers['x-request-id']).toBe(id);
    expect(res.body).toEqual({ id });
  });

  it.each([
    ['too long', 'a'.repeat(65)],
    ['odd characters', 'abc def<script>'],
    ['percent signs', 'abc%0d%0aSet-Cookie:x'],
  ])('replaces an incoming X-Request-Id with %s', async (_label, id) => {
    const { app } = capturedApp();
    const res = await request(app).get('/api/v1/whoami').set('X-Request-Id', id);
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('accepts an incoming id of exactly 64 characters', async () => {
    const { app } = capturedApp();
    const id = 'A'.repeat(64);
    expect((await request(app).get('/api/v1/whoami').set('X-Request-Id', id)).headers['x-request-id']).toBe(id);
  });

  it('tags the lines of the request logger and the response log with the request id', async () => {
    const { app, output } = capturedApp();
    const res = await request(app).get('/api/v1/whoami');
    const lines = await linesOnceLogged(output, 2);
    const handled = lines.find((line) => line.msg === 'handling');
    const completed = lines.find((line) => line.msg === 'request completed');
    expect(handled?.requestId).toBe(res.headers['x-request-id']);
    expect(completed?.requestId).toBe(res.headers['x-request-id']);
    expect((completed!.res as { statusCode: number }).statusCode).toBe(200);
  });

  it('never logs tokens, API keys, cookies or authorization headers', async () => {
    const { app, output } = capturedApp();
    const secrets = ['session-token-secret', 'api-key-secret', 'cookie-secret', 'bearer-secret'];
    await request(app)
      .get('/api/v1/whoami')
      .set('X-Access-Token', secrets[0] as string)
      .set('X-Api-Key', secrets[1] as string)
      .set('Cookie', `sid=${secrets[2]}`)
      .set('Authorization', `Bearer ${secrets[3]}`)
      .set('X-Other', 'visible');
    const lines = await linesOnceLogged(output, 2);
    const text = output.join('');
    for (const secret of secrets) expect(text).not.toContain(secret);
    const completed = lines.find((line) => line.msg === 'request completed');
    const headers = (completed!.req as { headers: Record<string, string> }).headers;
    expect(headers['x-access-token']).toBe('[redacted]');
    expect(headers['x-api-key']).toBe('[redacted]');
    expect(headers.cookie).toBe('[redacted]');
    expect(headers.authorization).toBe('[redacted]');
    expect(headers['x-other']).toBe('visible');
  });
});
