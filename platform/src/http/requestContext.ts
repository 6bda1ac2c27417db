import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { answeredDuringOutage } from './errorMapper';
import { redactParams, redactUrl } from './redactUrl';

const SANE_REQUEST_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Header paths whose values never reach a log line. */
export const redactedPaths = [
  'req.headers["x-access-token"]',
  'req.headers["x-api-key"]',
  'req.headers.cookie',
  'req.headers.authorization',
];

type SerializedRequest = { url?: string; query?: unknown; params?: unknown } & Record<string, unknown>;

/** pino's serialized request with its address, query and route parameters redacted (see redactUrl). */
export function redactedRequest(req: SerializedRequest): SerializedRequest {
  return {
    ...req,
    url: typeof req.url === 'string' ? redactUrl(req.url) : req.url,
    query: redactParams(req.query),
    params: redactParams(req.params),
  };
}

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
    // Tokens in addresses (reset links, OAuth codes, share ids) never reach a log line.
    serializers: { req: redactedRequest },
    customAttributeKeys: { reqId: 'requestId' },
    quietReqLogger: true,
    customLogLevel: (_req, res, error) => {
      // The error mapper writes one line per cause and interval for these (rate-limited).
      if (answeredDuringOutage.has(res)) return 'silent';
      return error || res.statusCode >= 500 ? 'error' : 'info';
    },
  });
}
