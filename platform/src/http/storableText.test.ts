import { describe, expect, it } from '@jest/globals';
import type { Router } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { createHttpApp } from './createHttpApp';
import { isStorableText, storableTextOf, unstorableTextPath } from './storableText';

describe('isStorableText', () => {
  it('accepts ordinary text, emoji (a surrogate pair) and other control characters', () => {
    expect(isStorableText('Ana Müller 😀 \t\n\u0001')).toBe(true);
  });
  it('refuses NUL and surrogates without their other half', () => {
    expect(isStorableText('Ana\u0000')).toBe(false);
    expect(isStorableText('\uD83D')).toBe(false);
    expect(isStorableText('a\uDE00b')).toBe(false);
    expect(isStorableText('\uDE00\uD83D')).toBe(false);
  });
});

describe('unstorableTextPath', () => {
  it('names the first unstorable value or key by its dotted path', () => {
    expect(unstorableTextPath({ a: 'ok', b: [1, { c: 'x\u0000' }] })).toBe('b.1.c');
    expect(unstorableTextPath({ tags: { 'bad\uD800': 'value' } })).toBe('tags.bad\uD800');
    expect(unstorableTextPath({ a: 'ok', n: 1, t: true, z: null })).toBeNull();
  });
  it('walks a deeply nested value without exhausting the call stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unstorableTextPath(deep)).not.toBeNull();
  });
});

describe('every API route', () => {
  function testApp() {
    let reached = 0;
    const app = createHttpApp({
      logger: pino({ level: 'silent' }),
      bodyLimit: '100kb',
      mountApi: (router: Router) => {
        router.post('/things', (req, res) => {
          reached += 1;
          res.json({ body: req.body as unknown });
        });
        router.get('/things/:id', (req, res) => {
          reached += 1;
          res.json({ id: req.params.id, query: req.query });
        });
      },
    });
    return { http: request(app), reached: () => reached };
  }

  it('answers 400 ValidationError to a JSON body with NUL before the route runs', async () => {
    const app = testApp();
    const res = await app.http.post('/api/v1/things').send({ fullName: 'Ana\u0000' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      name: 'ValidationError',
      message: 'fullName: must not contain NUL characters or unpaired surrogates',
      issues: [{ path: 'fullName', message: 'must not contain NUL characters or unpaired surrogates' }],
    });
    expect(app.reached()).toBe(0);
  });

  it('answers 400 to a lone surrogate escaped in JSON', async () => {
    const app = testApp();
    const res = await app.http.post('/api/v1/things').set('Content-Type', 'application/json').send('{"list":["ok","\\ud800"]}');
    expect(res.status).toBe(400);
    expect(res.body.name).toBe('ValidationError');
    expect(res.body.issues).toEqual([{ path: 'list.1', message: expect.any(String) }]);
    expect(app.reached()).toBe(0);
  });

  it('answers 400 to NUL in a query or a path parameter', async () => {
    const app = testApp();
    const query = await app.http.get('/api/v1/things/1?search=a%00b');
    expect(query.status).toBe(400);
    expect(query.body.issues).toEqual([{ path: 'query.search', message: expect.any(String) }]);
    const path = await app.http.get('/api/v1/things/a%00b');
    expect(path.status).toBe(400);
    expect(path.body.name).toBe('ValidationError');
    expect(app.reached()).toBe(0);
  });

  it('lets storable text through untouched, emoji included', async () => {
    const app = testApp();
    const res = await app.http.post('/api/v1/things').send({ fullName: 'Ana 😀', tags: ['ü'] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ body: { fullName: 'Ana 😀', tags: ['ü'] } });
    const get = await app.http.get('/api/v1/things/%F0%9F%98%80?search=%C3%BC');
    expect(get.status).toBe(200);
    expect(get.body).toEqual({ id: '😀', query: { search: 'ü' } });
    expect(app.reached()).toBe(2);
  });
});

describe('storableTextOf', () => {
  it('drops NUL and lone surrogates and keeps everything else', () => {
    expect(storableTextOf('A\u0000na \uD800M\uDC00ü 😀')).toBe('Ana Mü 😀');
  });
});
