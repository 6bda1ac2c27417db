import { describe, expect, it } from '@jest/globals';
import type { Router } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { z } from 'zod';
import { ValidationError } from '../errors';
import { createHttpApp } from './createHttpApp';
import { parse, parseBody, parseParams, parseQuery } from './validate';

const signupSchema = z.object({
  email: z.email(),
  fullName: z.string().min(1),
  company: z.string().optional(),
  address: z.object({ city: z.string(), zip: z.string().optional() }).optional(),
});

const listSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  search: z.string().optional(),
});

const idSchema = z.object({ id: z.uuid() });

function testApp() {
  return createHttpApp({
    logger: pino({ level: 'silent' }),
    bodyLimit: '100kb',
    mountApi: (router: Router) => {
      router.post('/signup', (req, res) => {
        res.json(parseBody(req, signupSchema));
      });
      router.get('/profiles', (req, res) => {
        res.json(parseQuery(req, listSchema));
      });
      router.get('/profiles/:id', (req, res) => {
        res.json(parseParams(req, idSchema));
      });
    },
  });
}

function failureOf(run: () => unknown): ValidationError {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error('expected a ValidationError');
}

describe('parse', () => {
  it('answers the typed, cleaned value', () => {
    const value = parse(signupSchema, { email: 'a@b.co', fullName: 'Ann', company: '', address: { city: 'Wien', zip: null } });
    expect(value).toEqual({ email: 'a@b.co', fullName: 'Ann', address: { city: 'Wien' } });
  });

  it('refuses keys the schema does not declare, at any depth and even when empty', () => {
    const error = failureOf(() =>
      parse(signupSchema, { email: 'a@b.co', fullName: 'Ann', role: '', address: { city: 'Wien', street: 'Ring' } }),
    );
    expect(error.issues).toEqual([
      { path: 'role', message: 'Unrecognized key: "role"' },
      { path: 'address.street', message: 'Unrecognized key: "street"' },
    ]);
  });

  it('refuses an empty undeclared key of a .strict() object too, which cleaning drops before zod sees it', () => {
    const strict = z.object({ page: z.coerce.number().optional() }).strict();
    expect(failureOf(() => parse(strict, { page: '2', foo: '' })).issues).toEqual([{ path: 'foo', message: 'Unrecognized key: "foo"' }]);
    expect(parse(z.object({}).catchall(z.string()), { foo: 'bar' })).toEqual({ foo: 'bar' });
  });

  it('takes any key where the schema declares what extra keys hold, and each option of a union its own keys', () => {
    const tagged = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('a'), a: z.string() }),
      z.object({ kind: z.literal('b'), b: z.string() }),
    ]);
    expect(parse(z.object({ values: z.record(z.string(), z.number()) }), { values: { anything: 1 } })).toEqual({ values: { anything: 1 } });
    expect(parse(z.object({ id: z.string() }).loose(), { id: 'x', more: 'y' })).toEqual({ id: 'x', more: 'y' });
    expect(parse(tagged, { kind: 'b', b: 'x' })).toEqual({ kind: 'b', b: 'x' });
    expect(failureOf(() => parse(tagged, { kind: 'b', b: 'x', a: 'y' })).issues).toEqual([{ path: 'a', message: 'Unrecognized key: "a"' }]);
  });

  it('checks what a preprocess step makes of the input, not the raw input', () => {
    const fromJson = z.preprocess((v) => (typeof v === 'string' ? JSON.parse(v) : v), z.object({ primary: z.string() }));
    const dropEmpty = z.preprocess(
      (v) => (v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).filter(([key]) => key !== '')) : v),
      z.object({ primary: z.string() }),
    );
    expect(parse(z.object({ colors: fromJson }), { colors: '{"primary":"#123"}' })).toEqual({ colors: { primary: '#123' } });
    expect(failureOf(() => parse(z.object({ colors: fromJson }), { colors: '{"primary":"#123","x":"1"}' })).issues).toEqual([
      { path: 'colors.x', message: 'Unrecognized key: "x"' },
    ]);
    expect(parse(z.object({ colors: dropEmpty }), { colors: { '': '', primary: '#123' } })).toEqual({ colors: { primary: '#123' } });
  });

  it('ignores undeclared keys when asked to (a look at part of an input)', () => {
    expect(parse(z.object({ email: z.string() }), { email: 'a@b.co', fullName: 'Ann' }, 'ignore')).toEqual({ email: 'a@b.co' });
  });

  it('throws ValidationError with dotted issue paths and a readable message', () => {
    const error = failureOf(() => parse(signupSchema, { email: 'nope', fullName: 'Ann', address: {} }));
    expect(error.status).toBe(400);
    expect(error.issues).toEqual([
      { path: 'email', message: 'Invalid email address' },
      { path: 'address.city', message: 'Invalid input: expected string, received undefined' },
    ]);
    expect(error.message).toBe('email: Invalid email address; address.city: Invalid input: expected string, received undefined');
  });

  it('reports an issue of the whole input without a path', () => {
    const error = failureOf(() => parse(z.string(), 5));
    expect(error.issues).toEqual([{ path: '', message: 'Invalid input: expected string, received number' }]);
    expect(error.message).toBe('Invalid input: expected string, received number');
  });

  it('treats an empty string as missing, so a required field says so', () => {
    const error = failureOf(() => parse(signupSchema, { email: 'a@b.co', fullName: '' }));
    expect(error.issues).toEqual([{ path: 'fullName', message: 'Invalid input: expected string, received undefined' }]);
  });
});

describe('parseBody, parseQuery and parseParams', () => {
  it('parse the body, dropping empty values', async () => {
    const res = await request(testApp())
      .post('/api/v1/signup')
      .send({ email: 'ann@example.com', fullName: 'Ann', company: '', address: null });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ email: 'ann@example.com', fullName: 'Ann' });
  });

  it('answer 400 for a body field or query parameter the route does not know', async () => {
    const body = await request(testApp()).post('/api/v1/signup').send({ email: 'ann@example.com', fullName: 'Ann', isAdmin: true });
    expect([body.status, body.body]).toEqual([
      400,
      {
        name: 'ValidationError',
        message: 'isAdmin: Unrecognized key: "isAdmin"',
        issues: [{ path: 'isAdmin', message: 'Unrecognized key: "isAdmin"' }],
      },
    ]);
    const query = await request(testApp()).get('/api/v1/profiles?page=2&listSlug=');
    expect([query.status, query.body.message]).toEqual([400, 'listSlug: Unrecognized key: "listSlug"']);
  });

  it('answer 400 with issues for an invalid body', async () => {
    const res = await request(testApp()).post('/api/v1/signup').send({ email: 'nope', fullName: 'Ann' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      name: 'ValidationError',
      message: 'email: Invalid email address',
      issues: [{ path: 'email', message: 'Invalid email address' }],
    });
  });

  it('parse a missing body as an empty object, naming the missing fields', async () => {
    const res = await request(testApp()).post('/api/v1/signup');
    expect(res.status).toBe(400);
    expect(res.body.issues.map((issue: { path: string }) => issue.path)).toEqual(['email', 'fullName']);
  });

  it('parse the query with coercion and without empty values', async () => {
    const res = await request(testApp()).get('/api/v1/profiles?page=3&search=');
    expect(res.body).toEqual({ page: 3 });
    const defaults = await request(testApp()).get('/api/v1/profiles?page=');
    expect(defaults.body).toEqual({ page: 1 });
  });

  it('answer 400 for an invalid query value', async () => {
    const res = await request(testApp()).get('/api/v1/profiles?page=0');
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'page', message: 'Too small: expected number to be >=1' }]);
  });

  it('parse route params', async () => {
    const id = '0b9c2a52-5c4e-4a0e-9a3e-6f1f2b3c4d5e';
    expect((await request(testApp()).get(`/api/v1/profiles/${id}`)).body).toEqual({ id });
    const bad = await request(testApp()).get('/api/v1/profiles/not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe('id');
  });
});
