export interface CookieOptions {
  /** Seconds; 0 deletes the cookie. */
  maxAge?: number;
  path?: string;
  sameSite?: 'Strict' | 'Lax' | 'None';
  secure?: boolean;
}

/** One `document.cookie` assignment: `name=value; max-age=…; path=…; SameSite=…`. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`];
  if (options.maxAge !== undefined) parts.push(`max-age=${Math.max(0, Math.floor(options.maxAge))}`);
  if (options.path) parts.push(`path=${options.path}`);
  if (options.sameSite) parts.push(`SameSite=${options.sameSite}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Reads a `document.cookie` (or Cookie header) string into name → decoded value; the first occurrence wins. */
export function parseCookies(header: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    const name = safeDecode(pair.slice(0, separator).trim());
    if (!name || name in cookies) continue;
    cookies[name] = safeDecode(pair.slice(separator + 1).trim());
  }
  return cookies;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
