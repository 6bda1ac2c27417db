import { describe, expect, it, jest } from '@jest/globals';
import type { Router } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { z } from 'zod';
import { errorBodySchema } from '@scout/contracts/platform/errors';
import { WrongExpectedRevisionError } from '../eventstore/port';
import {
  AccessBlockedError,
  ConflictError,
  EmailNotVerifiedError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  PlanLimitError,
  TooManyRequestsError,
  UnauthorizedError,
  UnsupportedMediaTypeError,
  ValidationError,
  isAppError,
} from '../errors';
import { createHttpApp } from './createHttpApp';
import { brandSafe, mapError, type ProductNameOf } from './errorMapper';

function capturedLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines };
}

const thrown: Record<string, () => Error> = {
  validation: () => new ValidationError('email: Invalid email address', [{ path: 'email', message: 'Invalid email address' }]),
  unauthorized: () => new UnauthorizedError(),
  blocked: () => new AccessBlockedError(),
  forbidden: () => new ForbiddenError(),
  unverified: () => new EmailNotVerifiedError(),
  missing: () => new NotFoundError('Profile not found'),
  conflict: () => new ConflictError('@mrbeast on youtube is already saved'),
  large: () => new PayloadTooLargeError(),
  unsupported: () => new UnsupportedMediaTypeError(),
  plan: () => new PlanLimitError('searchCount'),
  busy: () => new TooManyRequestsError(30),
  revision: () => new WrongExpectedRevisionError('savedProfile-1', 3, 4),
  branded: () => new ConflictError('Phyllo says: InsightIQ and modash disagree'),
  crash: () => new Error('ENOENT /srv/scout/backend/src/db.ts: select * from users where password_hash = $1'),
  upstream: () => Object.assign(new Error('Modash answered 404 for /v1/profiles'), { status: 404 }),
};

function testApp(logger = pino({ level: 'silent' }), productNameOf?: ProductNameOf) {
  return createHttpApp({
    logger,
    ...(productNameOf ? { productNameOf } : {}),
    bodyLimit: '1kb',
    mountApi: (router: Router) => {
      for (const [path, make] of Object.entries(thrown)) {
        router.get(`/throw/${path}`, async () => {
          await Promise.resolve();
          throw make();
        });
      }
      router.get('/throw-sync', () => {
        throw new NotFoundError();
      });
      router.get('/zod', () => {
        z.object({ email: z.email() }).parse({ email: 'nope' });
      });
      router.get('/reject-nothing', () => Promise.reject(undefined));
      router.get('/things/:id', (req, res) => {
        res.json({ id: req.params.id });
      });
      router.post('/echo', (req, res) => {
        res.json({ received: req.body as unknown });
      });
    },
  });
}

describe('errorMapper', () => {
  const cases: Array<[string, number, Record<string, unknown>]> = [
    [
      'validation',
      400,
      { name: 'ValidationError', message: 'email: Invalid email address', issues: [{ path: 'email', message: 'Invalid email address' }] },
    ],
    ['unauthorized', 401, { name: 'Unauthorized', message: 'Please log in again' }],
    ['blocked', 402, { name: 'AccessBlocked', message: 'Your access is blocked, please choose a plan to continue' }],
    ['forbidden', 403, { name: 'Forbidden', message: 'You are not allowed to do this' }],
    ['unverified', 403, { name: 'EmailNotVerified', message: 'Please verify your email address first' }],
    ['missing', 404, { name: 'NotFound', message: 'Profile not found' }],
    ['conflict', 409, { name: 'Conflict', message: '@mrbeast on youtube is already saved' }],
    ['large', 413, { name: 'PayloadTooLarge', message: 'The upload is too large' }],
    ['unsupported', 415, { name: 'UnsupportedMediaType', message: 'This type of file is not supported' }],
    ['plan', 423, { name: 'PlanLimit', message: 'Your plan does not allow this, please upgrade', field: 'searchCount' }],
    ['busy', 429, { name: 'TooManyRequests', message: 'Too many requests, please retry in 30 seconds' }],
    ['revision', 409, { name: 'Conflict', message: 'The item was changed by someone else, please retry' }],
  ];

  it.each(cases)('maps %s to %i with its exact body', async (path, status, body) => {
    const res = await request(testApp()).get(`/api/v1/throw/${path}`);
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual(body);
    expect(errorBodySchema.safeParse(res.body).success).toBe(true);
  });

  it('sets Retry-After with TooManyRequests', async () => {
    const res = await request(testApp()).get('/api/v1/throw/busy');
    expect(res.headers['retry-after']).toBe('30');
  });

  it('maps errors thrown synchronously too', async () => {
    const res = await request(testApp()).get('/api/v1/throw-sync');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ name: 'NotFound', message: 'Not found' });
  });

  it('replaces data-provider brands with the product name', async () => {
    const res = await request(testApp()).get('/api/v1/throw/branded');
    expect(res.body).toEqual({ name: 'Conflict', message: 'Scout says: Scout and Scout disagree' });
  });

  it("puts the request's product name (an agency's on its white-label host) in place of brands", async () => {
    const hosts: string[] = [];
    const productNameOf: ProductNameOf = async (req) => {
      hosts.push(req.host);
      await Promise.resolve();
      return req.host === 'app.brandly.io' ? 'Brandly' : 'Scout';
    };
    const app = testApp(undefined, productNameOf);
    const agency = await request(app).get('/api/v1/throw/branded').set('Host', 'app.brandly.io');
    expect(agency.status).toBe(409);
    expect(agency.body).toEqual({ name: 'Conflict', message: 'Brandly says: Brandly and Brandly disagree' });
    expect((await request(app).get('/api/v1/throw/branded')).body.message).toBe('Scout says: Scout and Scout disagree');
    // The name is looked up only for a message that names a brand.
    await request(app).get('/api/v1/throw/conflict').set('Host', 'app.brandly.io');
    expect(hosts).toEqual(['app.brandly.io', expect.stringMatching(/^127\.0\.0\.1:\d+$/)]);
  });

  it('falls back to Scout when the product name cannot be read', async () => {
    const app = testApp(undefined, () => Promise.reject(new Error('read model down')));
    const res = await request(app).get('/api/v1/throw/branded').set('Host', 'app.brandly.io');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Scout says: Scout and Scout disagree');
  });

  it('answers 500 with a fixed body for anything unexpected and logs the stack', async () => {
    const { logger, lines } = capturedLogger();
    const res = await request(testApp(logger)).get('/api/v1/throw/crash');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ name: 'InternalError', message: 'Something went wrong' });
    expect(res.text).not.toMatch(/select|\/srv|\.ts|stack/i);
    const logged = lines.find((line) => line.msg === 'Unhandled error');
    expect(logged).toBeDefined();
    const err = logged?.err as { stack?: string; message?: string } | undefined;
    expect(err?.message).toContain('select * from users');
    expect(err?.stack).toContain('errorMapper.test.ts');
    expect(logged?.requestId).toEqual(res.headers['x-request-id']);
  });

  it('answers 500 for an error of another service that carries a status', async () => {
    const res = await request(testApp()).get('/api/v1/throw/upstream');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ name: 'InternalError', message: 'Something went wrong' });
  });

  it('answers a malformed percent-encoding in the path with a 400 JSON body', async () => {
    const res = await request(testApp()).get('/api/v1/things/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ name: 'ValidationError', message: 'Bad request', issues: [] });
  });

  it('answers 500 for a promise rejected without a value', async () => {
    const res = await request(testApp()).get('/api/v1/reject-nothing');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ name: 'InternalError', message: 'Something went wrong' });
  });

  it('maps a zod error that escaped a handler to ValidationError with issues', async () => {
    const res = await request(testApp()).get('/api/v1/zod');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      name: 'ValidationError',
      message: 'email: Invalid email address',
      issues: [{ path: 'email', message: 'Invalid email address' }],
    });
  });

  it('answers malformed JSON with a 400 JSON body', async () => {
    const res = await request(testApp()).post('/api/v1/echo').set('Content-Type', 'application/json').send('{"email": ');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ name: 'ValidationError', message: 'Malformed JSON body', issues: [] });
  });

  it('refuses JSON that is not an object or array (strict)', async () => {
    const res = await request(testApp()).post('/api/v1/echo').set('Content-Type', 'application/json').send('"just text"');
    expect(res.status).toBe(400);
    expect(res.body.name).toBe('ValidationError');
  });

  it('answers an oversized body with 413 JSON', async () => {
    const res = await request(testApp())
      .post('/api/v1/echo')
      .send({ text: 'x'.repeat(2048) });
    expect(res.status).toBe(413);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ name: 'PayloadTooLarge', message: 'The request body is too large' });
  });

  it('answers an unsupported charset with 415 JSON', async () => {
    const res = await request(testApp()).post('/api/v1/echo').set('Content-Type', 'application/json; charset=klingon').send('{}');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ name: 'UnsupportedMediaType', message: 'The request body has an unsupported charset or encoding' });
  });

  it('answers an unknown content encoding with 415 JSON', async () => {
    const res = await request(testApp())
      .post('/api/v1/echo')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'zstd-ish')
      .send('{}');
    expect(res.status).toBe(415);
    expect(res.body.name).toBe('UnsupportedMediaType');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const app = testApp();
    for (const path of ['/api/v1/nope', '/api/v2/anything', '/api']) {
      const res = await request(app).post(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ name: 'NotFound', message: 'No such route' });
    }
  });

  it('does not log expected errors as unhandled', async () => {
    const { logger, lines } = capturedLogger();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await request(testApp(logger)).get('/api/v1/throw/conflict');
    expect(lines.some((line) => line.msg === 'Unhandled error')).toBe(false);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('error classes', () => {
  it('carry status, name and details and are recognised as AppError', () => {
    const plan = new PlanLimitError('campaigns', 'Upgrade to add more campaigns');
    expect(plan).toBeInstanceOf(Error);
    expect(isAppError(plan)).toBe(true);
    expect({ status: plan.status, name: plan.name, field: plan.field, message: plan.message }).toEqual({
      status: 423,
      name: 'PlanLimit',
      field: 'campaigns',
      message: 'Upgrade to add more campaigns',
    });
    expect(isAppError(new Error('x'))).toBe(false);
    expect(new ValidationError('Bad').issues).toEqual([]);
  });

  it('round the retry delay up to whole seconds', () => {
    expect(new TooManyRequestsError(0.2).headers).toEqual({ 'Retry-After': '1' });
    expect(new TooManyRequestsError(1.5).retryAfterSeconds).toBe(2);
    expect(new TooManyRequestsError(Number.NaN).retryAfterSeconds).toBe(1);
  });
});

describe('brandSafe', () => {
  it('replaces brand names whatever their case and spacing', () => {
    expect(brandSafe('PHYLLO, Insight IQ, insightiq, Insight-IQ and Modash failed', 'Scout')).toBe(
      'Scout, Scout, Scout, Scout and Scout failed',
    );
  });
  it('uses the given product name, such as an agency name', () => {
    expect(brandSafe('Modash is down', 'Acme Media')).toBe('Acme Media is down');
    expect(brandSafe('InsightIQ: rate limited by InsightIQ', 'Brand $& Co')).toBe('Brand $& Co: rate limited by Brand $& Co');
  });
  it('leaves payment and integration brands users deal with themselves alone', () => {
    expect(brandSafe('Your card was declined (Stripe); reconnect Bitly', 'Scout')).toBe('Your card was declined (Stripe); reconnect Bitly');
  });
  it('is applied to the message and every issue by mapError', () => {
    const error = new ValidationError('name: Phyllo is taken', [{ path: 'name', message: 'Phyllo is taken' }]);
    expect(mapError(error)?.body).toEqual({
      name: 'ValidationError',
      message: 'name: Scout is taken',
      issues: [{ path: 'name', message: 'Scout is taken' }],
    });
    expect(mapError(error, 'Acme')?.body.issues).toEqual([{ path: 'name', message: 'Acme is taken' }]);
  });
  it('leaves other words alone', () => {
    expect(brandSafe('Modashboard and phyllotaxis', 'Scout')).toBe('Modashboard and phyllotaxis');
  });
});
