import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import { AppError } from '@scout/platform/errors';
import type { ScoutMetrics } from './metrics';
import { parseQuery } from '@scout/platform/http/validate';

/** `Authorization: Bearer <token>` (the scheme in any letter case); anything else is no credential. */
const bearerSchema = z
  .string()
  .regex(/^bearer +\S+ *$/i)
  .transform((header) => header.trim().split(/ +/)[1] ?? '');

/** `/metrics` takes no query parameters. */
const noQuery = z.strictObject({});

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Compares digests of equal length, so the time taken says nothing about the token. */
function tokenMatches(req: Request, expected: string): boolean {
  const given = bearerSchema.safeParse(req.headers.authorization);
  return given.success && timingSafeEqual(digest(given.data), digest(expected));
}

const unauthorized = () =>
  new AppError(401, 'Unauthorized', 'Metrics need Authorization: Bearer <METRICS_TOKEN>', {
    headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' },
  });

/**
 * `GET /metrics` in Prometheus's text format. With a token, only `Authorization: Bearer <token>`
 * is answered (401 otherwise, checked before anything else); without one it is open.
 */
export function metricsRoute(metrics: ScoutMetrics, token: string | undefined): RequestHandler {
  return async (req, res) => {
    if (token !== undefined && !tokenMatches(req, token)) throw unauthorized();
    parseQuery(req, noQuery);
    const body = await metrics.render();
    res.set('Cache-Control', 'no-store').type(metrics.contentType).send(body);
  };
}
