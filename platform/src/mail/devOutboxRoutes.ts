import type { Router } from 'express';
import type { PlatformContext } from '../context';
import { NotFoundError } from '../errors';
import { listOutbox } from './outbox';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * `GET /dev/outbox`: the mail kept in the outbox (no SMTP_URL), newest first. It holds reset and
 * verification links, so it exists only when DEV_OUTBOX is on (refused in production at start-up)
 * and answers only on this machine (loopback).
 */
export function mountDevOutbox(router: Router, ctx: PlatformContext): void {
  if (!ctx.config.DEV_OUTBOX || ctx.config.NODE_ENV === 'production' || ctx.config.SMTP_URL) return;
  router.get('/dev/outbox', async (req, res) => {
    if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) throw new NotFoundError('No such route');
    res.json({ messages: await listOutbox(ctx.readStore) });
  });
}
