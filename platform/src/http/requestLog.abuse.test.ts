import { describe, expect, it } from '@jest/globals';
import type { Router } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { createHttpApp } from './createHttpApp';

const TOKEN = 'Zm9yZ290LXBhc3N3b3JkLXRva2VuLTk4NzY1NDMyMQ';

/** The attack: read a reset, invitation or share link out of the server's request log. */
describe('request log', () => {
  it('never carries a token from the address, its query or its route parameters', async () => {
    const output: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void output.push(line) });
    const app = createHttpApp({
      logger,
      bodyLimit: '1kb',
      mountApi: (router: Router) => {
        router.get('/customer/auth/user/:token', (_req, res) => void res.json({ ok: true }));
        router.get('/reset', (_req, res) => void res.json({ ok: true }));
      },
    });
    await request(app).get(`/api/v1/customer/auth/user/${TOKEN}`).expect(200);
    await request(app).get(`/api/v1/reset?token=${TOKEN}&code=${TOKEN}x&page=3`).expect(200);
    for (let i = 0; i < 50 && output.length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 10));

    expect(output).toHaveLength(2);
    for (const line of output) expect(line).not.toContain(TOKEN);
    const [first, second] = output.map((line) => JSON.parse(line) as { req: { url: string; query: unknown; params: unknown } });
    expect(first?.req.url).toBe('/api/v1/customer/auth/user/[redacted]');
    expect(second?.req.url).toBe('/api/v1/reset?token=[redacted]&code=[redacted]&page=3');
    expect(second?.req.query).toEqual({ token: '[redacted]', code: '[redacted]', page: '3' });
  });
});
