import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { ValidationError } from '../errors';
import { isLocalHostName, isPublicAddress } from './addressPolicy';

/** What the user is told when an address is refused: never which check failed or what it resolved to. */
export const UNSAFE_ADDRESS_MESSAGE = 'This address cannot be fetched';
export const UNREADABLE_ADDRESS_MESSAGE = 'This address could not be read';

export interface ResolvedAddress {
  address: string;
  family: number;
}

export interface GuardedFetchOptions {
  /** Largest body read, in bytes (default 2 MB); a larger answer is refused. */
  maxBytes?: number;
  /** Time for the whole exchange, redirects included (default 10 s). */
  timeoutMs?: number;
  /** Redirects followed, each vetted like the first address (default 3). */
  maxRedirects?: number;
  /** Media types accepted (`text/html`, …); unset accepts any. */
  accept?: readonly string[];
  /** DNS resolution (default: the system resolver, every address). Its answers are vetted all the same. */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
  /**
   * Tests only, passed in code (never from configuration): host names that stand for a test server on
   * loopback, mapped to its address. Only these names skip the address check; every other one is vetted.
   */
  testHosts?: ReadonlyMap<string, string>;
}

export interface GuardedResponse {
  /** The address finally read, after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const systemResolve = async (hostname: string): Promise<ResolvedAddress[]> => dnsLookup(hostname, { all: true, verbatim: true });

const refused = () => new ValidationError(UNSAFE_ADDRESS_MESSAGE);
const unreadable = () => new ValidationError(UNREADABLE_ADDRESS_MESSAGE);

/** Parses and checks an address before anything leaves Scout: scheme, credentials, host name. */
export function parseFetchableUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refused();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused();
  if (url.username || url.password) throw refused();
  // WHATWG parsing already turned 0x7f000001, 2130706433, 0177.0.0.1 or 127.1 into 127.0.0.1.
  if (isLocalHostName(url.hostname)) throw refused();
  return url;
}

/** The one address this host may be reached at: every resolved address must be public. */
async function vettedAddress(url: URL, options: GuardedFetchOptions): Promise<ResolvedAddress> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const testAddress = options.testHosts?.get(hostname.toLowerCase());
  if (testAddress) return { address: testAddress, family: isIP(testAddress) };
  if (isIP(hostname)) {
    if (!isPublicAddress(hostname)) throw refused();
    return { address: hostname, family: isIP(hostname) };
  }
  let addresses: ResolvedAddress[];
  try {
    addresses = await (options.resolve ?? systemResolve)(hostname);
  } catch {
    throw unreadable();
  }
  const first = addresses[0];
  if (!first || !addresses.every((a) => isPublicAddress(a.address))) throw refused();
  return first;
}

function mediaTypeOf(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** One request to a vetted address; the socket connects to that address only (no second lookup). */
function requestOnce(url: URL, target: ResolvedAddress, signal: AbortSignal): Promise<IncomingMessage> {
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, { method: 'GET', agent: false, lookup: pinned, signal, headers: { 'user-agent': 'Scout/1.0' } }, resolve);
    req.on('error', reject);
    req.end();
  });
}

async function readBody(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw new ValidationError('The page at this address is too large');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      res.destroy();
      throw new ValidationError('The page at this address is too large');
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The only way Scout fetches an address a user supplied (posts from URLs, link previews, link
 * checks): http and https only; the host is resolved here and refused when any of its addresses is
 * not public; the connection goes to that vetted address (DNS rebinding gets no second answer);
 * redirects are followed by hand and vetted the same way; size and time are bounded.
 * A refused address answers 400 `This address cannot be fetched`, without saying why.
 */
export async function guardedFetch(rawUrl: string, options: GuardedFetchOptions = {}): Promise<GuardedResponse> {
  const maxBytes = options.maxBytes ?? 2 * 1024 * 1024;
  const maxRedirects = options.maxRedirects ?? 3;
  const signal = AbortSignal.timeout(options.timeoutMs ?? 10_000);
  let url = parseFetchableUrl(rawUrl);
  for (let hop = 0; ; hop += 1) {
    const target = await vettedAddress(url, options);
    let res: IncomingMessage;
    try {
      res = await requestOnce(url, target, signal);
    } catch {
      throw unreadable();
    }
    const status = res.statusCode ?? 0;
    if (REDIRECTS.has(status)) {
      // The redirect's own body is never read (it could be endless).
      res.destroy();
      const location = res.headers.location;
      if (!location || hop >= maxRedirects) throw unreadable();
      let next: string;
      try {
        next = new URL(location, url).toString();
      } catch {
        throw refused();
      }
      url = parseFetchableUrl(next);
      continue;
    }
    const contentType = mediaTypeOf(res.headers['content-type']);
    if (options.accept && status >= 200 && status < 300 && !options.accept.includes(contentType)) {
      res.destroy();
      throw new ValidationError('This address does not answer with a supported kind of page');
    }
    let body: Buffer;
    try {
      body = await readBody(res, maxBytes);
    } catch (error) {
      if (error instanceof ValidationError) throw error;
      throw unreadable();
    }
    return { url: url.toString(), status, contentType, body };
  }
}

/** `guardedFetch` as the app uses it: with the test host names the harness gave the context, if any. */
export function fetchForUser(
  ctx: { fetchTestHosts?: ReadonlyMap<string, string> | undefined },
  url: string,
  options: Omit<GuardedFetchOptions, 'testHosts'> = {},
) {
  return guardedFetch(url, { ...options, ...(ctx.fetchTestHosts ? { testHosts: ctx.fetchTestHosts } : {}) });
}
