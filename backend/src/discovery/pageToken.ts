import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { DiscoverFilter, DiscoverSource } from '@scout/contracts/discovery/search';
import type { Config } from '@scout/platform/config';
import { ValidationError } from '@scout/platform/errors';
import { secretsKeyOf } from '@scout/platform/secrets/secretsKey';

/**
 * `nextPageToken` of discover: `v1.<payload>.<mac>` (base64url), where the payload is
 * `{ o: orgId, f: hash of the filter, n: next offset, s: source, c: the provider's cursor }` and the
 * mac an HMAC-SHA256 under a key derived from SECRETS_KEY (or the development key under DATA_DIR).
 * Opaque to clients, it cannot be forged or moved to another organisation, another filter or
 * another source: any of that is 400. It does not expire: it holds nothing a fresh search could not give.
 */
interface TokenPayload {
  o: string;
  f: string;
  n: number;
  /** Absent in tokens of the profile bank made before the provider's search. */
  s?: DiscoverSource;
  c?: string | null;
}

/** Where the next page starts. */
export interface PagePosition {
  offset: number;
  source: DiscoverSource;
  /** The provider's cursor of the page; null when it has none. */
  cursor: string | null;
}

const PREFIX = 'v1';
const keys = new WeakMap<Config, Buffer>();

function keyOf(config: Config): Buffer {
  let key = keys.get(config);
  if (!key) {
    key = createHmac('sha256', secretsKeyOf(config)).update('scout discover page token').digest();
    keys.set(config, key);
  }
  return key;
}

/** Keys in a fixed order at every depth, so equal filters hash alike whatever order they came in. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

export const filterHash = (filter: DiscoverFilter): string =>
  createHash('sha256')
    .update(JSON.stringify(canonical(filter)))
    .digest('base64url')
    .slice(0, 22);

const mac = (config: Config, payload: string): Buffer => createHmac('sha256', keyOf(config)).update(`${PREFIX}.${payload}`).digest();

export function issuePageToken(config: Config, orgId: string, filter: DiscoverFilter, next: PagePosition): string {
  const body: TokenPayload = { o: orgId, f: filterHash(filter), n: next.offset, s: next.source, c: next.cursor };
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${PREFIX}.${payload}.${mac(config, payload).toString('base64url')}`;
}

const invalid = () =>
  new ValidationError('nextPageToken: This page token is not valid for this search', [
    { path: 'nextPageToken', message: 'This page token is not valid for this search' },
  ]);

/** Where the token continues; 400 unless it was issued by this server, to this organisation, for this filter and source. */
export function readPageToken(config: Config, token: string, orgId: string, filter: DiscoverFilter, source: DiscoverSource): PagePosition {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX) throw invalid();
  const [, payload, signature] = parts as [string, string, string];
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(config, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  let parsed: TokenPayload;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenPayload;
  } catch {
    throw invalid();
  }
  if (parsed.o !== orgId || parsed.f !== filterHash(filter) || !Number.isInteger(parsed.n) || parsed.n < 0) throw invalid();
  if ((parsed.s ?? 'profileBank') !== source) throw invalid();
  return { offset: parsed.n, source, cursor: typeof parsed.c === 'string' ? parsed.c : null };
}
