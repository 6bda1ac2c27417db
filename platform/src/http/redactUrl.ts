/**
 * What a log line may show of a request's address: query values and path segments that carry
 * secrets (reset, verification and invitation tokens, OAuth codes, API keys, share ids) become
 * `[redacted]`, the rest stays readable for debugging.
 */
export const REDACTED = '[redacted]';

/** Query parameter (and route parameter) names whose values are secrets. */
const SECRET_NAME = /token|key|code|secret|passw|signature|^sig$|auth|session|state|shareid|slug|credential/i;

/** Path segments after these are share ids, slugs or tokens (public and invitation routes). */
const SECRET_AFTER = new Set([
  'sharedlist',
  'shared',
  'auditreport',
  'report',
  'campaign',
  'socialprofile',
  'user',
  'profile',
  'reset-password',
  'verify-email',
  'accept-invite',
  'blobs',
]);

/** Long runs of token characters with letters and digits, other than ids (UUIDs stay). */
const TOKEN_LIKE = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9._~-]{20,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const secretSegment = (segment: string, previous: string | undefined, underPublic: boolean): boolean =>
  (TOKEN_LIKE.test(segment) && !UUID.test(segment)) ||
  (underPublic && previous !== undefined && SECRET_AFTER.has(previous.toLowerCase()) && !SECRET_AFTER.has(segment.toLowerCase()));

/** Public (no login) and credential routes, whose path parameters are capabilities. */
const capabilityPath = (segments: string[]): boolean =>
  segments.some((s) =>
    ['misc', 'auth', 'public', 'sharedlist', 'reset-password', 'verify-email', 'accept-invite'].includes(s.toLowerCase()),
  );

export function redactPath(path: string): string {
  const segments = path.split('/');
  const underPublic = capabilityPath(segments);
  return segments.map((segment, i) => (segment && secretSegment(segment, segments[i - 1], underPublic) ? REDACTED : segment)).join('/');
}

export function redactQueryString(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const name = pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replaceAll('+', ' '));
      } catch {
        // A malformed name is kept as it came.
      }
      const value = pair.slice(eq + 1);
      return SECRET_NAME.test(decoded) || TOKEN_LIKE.test(value) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

/** `/reset-password?token=abc` → `/reset-password?token=[redacted]`. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  return q < 0 ? redactPath(url) : `${redactPath(url.slice(0, q))}?${redactQueryString(url.slice(q + 1))}`;
}

/** Parsed query or route parameters (`req.query`, `req.params`) with secret values replaced. */
export function redactParams(params: unknown): unknown {
  if (!params || typeof params !== 'object') return params;
  return Object.fromEntries(
    Object.entries(params as Record<string, unknown>).map(([name, value]) => [
      name,
      SECRET_NAME.test(name) || (typeof value === 'string' && TOKEN_LIKE.test(value)) ? REDACTED : value,
    ]),
  );
}
