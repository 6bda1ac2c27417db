import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

const SANE_REQUEST_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Header paths whose values never reach a log line. */
export const redactedPaths = [
  'req.headers["x-access-token"]',
  'req.headers["x-api-key"]',
  'req.headers.cookie',
  'req.headers.authorization',
];

/** Keeps a caller's `X-Request-Id` when it is short and plain, otherwise makes a UUID. */
export function requestIdFor(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/**
 * Gives each request its id (`req.id`, echoed in `X-Request-Id`) and a child logger (`req.log`)
 * that tags every line with `requestId`, and logs each response once it is finished.
 */
export function requestContext(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: requestIdFor,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    customAttributeKeys: { reqId: 'requestId' },
    quietReqLogger: true,
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
  });
}
