import { createServer, type RequestListener, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Config } from '../config';
import { addressKey } from './clientAddress';

export interface ConnectionLimits {
  /** Time a connection has to send a request's headers (Node's `headersTimeout`). */
  headersTimeoutMs: number;
  /** How long an idle kept-alive connection is kept (Node's `keepAliveTimeout`). */
  keepAliveTimeoutMs: number;
  /** Open connections per client address (its /64 for IPv6); unset: no per-address cap. */
  maxPerAddress?: number;
  /** Open connections in all (Node's `maxConnections`). */
  maxConnections: number;
}

/** The limits of the configuration; the per-address cap only when clients reach Scout directly (no trusted proxy). */
export function connectionLimitsOf(config: Config): ConnectionLimits {
  return {
    headersTimeoutMs: config.HTTP_HEADERS_TIMEOUT_MS,
    keepAliveTimeoutMs: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    maxConnections: config.HTTP_MAX_CONNECTIONS,
    ...(config.TRUST_PROXY_HOPS === 0 ? { maxPerAddress: config.HTTP_MAX_CONNECTIONS_PER_ADDRESS } : {}),
  };
}

/**
 * An HTTP server for `handler` bounding what slow or many connections can hold: headers must arrive
 * within `headersTimeoutMs` (checked every quarter of it, not Node's default 30 s), idle connections close after `keepAliveTimeoutMs`, and one
 * address cannot take more than `maxPerAddress` connections, so a crowd of slow sockets from one
 * client leaves room for everybody else. Bodies are paced per request by `paceRequestBodies`, so
 * Node's whole-request timeout is off (an upload at a good rate may take long).
 */
export function createLimitedServer(handler: RequestListener, limits: ConnectionLimits): Server {
  const server = createServer({ connectionsCheckingInterval: Math.max(50, Math.floor(limits.headersTimeoutMs / 4)) }, handler);
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = 0;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections;
  const { maxPerAddress } = limits;
  if (maxPerAddress === undefined) return server;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const key = addressKey(socket.remoteAddress ?? '');
    const count = (open.get(key) ?? 0) + 1;
    if (count > maxPerAddress) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
  return server;
}
