import { isIP } from 'node:net';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { ValidationError } from '../errors';
import { createRateLimitedLog } from '../logging/rateLimitedLog';

const HOUR_MS = 60 * 60 * 1000;

/** Said once at start when Scout believes X-Forwarded-For: without a proxy in front, clients pick their own address. */
export function warnTrustedProxies(logger: Logger, trustProxyHops: number): void {
  if (trustProxyHops <= 0) return;
  logger.warn(
    { trustProxyHops },
    `TRUST_PROXY_HOPS=${trustProxyHops}: client addresses (and the per-address limits) come from X-Forwarded-For; without that many proxies in front of Scout, any client can choose its own address`,
  );
}

/**
 * Installed with trusted proxies (`trust proxy` set to `trustProxyHops` > 0): refuses a request whose client address,
 * read from X-Forwarded-For, is not an IP address (400, before any route), and warns, at most once an
 * hour with a count, when requests arrive without the header, as they do with no proxy in front.
 */
export function checkForwardedFor(logger: Logger, trustProxyHops: number, now: () => number = Date.now): RequestHandler {
  const log = createRateLimitedLog(HOUR_MS, now);
  return (req, _res, next) => {
    if (req.headers['x-forwarded-for'] === undefined) {
      log.note('no X-Forwarded-For', (suppressed) =>
        logger.warn(
          { trustProxyHops, suppressed },
          'TRUST_PROXY_HOPS is set but a request came without X-Forwarded-For: is Scout reached without its proxy?',
        ),
      );
    }
    if (!isIP(req.ip ?? '')) return next(new ValidationError('X-Forwarded-For must name the client by its IP address'));
    next();
  };
}
