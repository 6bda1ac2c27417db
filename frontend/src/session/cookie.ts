import { parseCookies, serializeCookie } from './cookies';

/** Spec section 3: only loggedIn and token persist, in a cookie lasting one year. */
export interface PersistedSession {
  loggedIn: boolean;
  token: string | null;
}

export const SESSION_COOKIE = 'scout_session';
export const SESSION_COOKIE_MAX_AGE = 31_536_000;

const LOGGED_OUT: PersistedSession = { loggedIn: false, token: null };

export function encodeSession(session: PersistedSession): string {
  return JSON.stringify({ loggedIn: session.loggedIn, token: session.token });
}

/** Anything unreadable counts as logged out. */
export function decodeSession(raw: string | undefined): PersistedSession {
  if (!raw) return LOGGED_OUT;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return LOGGED_OUT;
    const { loggedIn, token } = value as Record<string, unknown>;
    if (loggedIn !== true || typeof token !== 'string' || !token) return LOGGED_OUT;
    return { loggedIn, token };
  } catch {
    return LOGGED_OUT;
  }
}

export function sessionCookie(session: PersistedSession, secure: boolean): string {
  return serializeCookie(SESSION_COOKIE, encodeSession(session), {
    maxAge: SESSION_COOKIE_MAX_AGE,
    path: '/',
    sameSite: 'Lax',
    secure,
  });
}

export function clearedSessionCookie(secure: boolean): string {
  return serializeCookie(SESSION_COOKIE, '', { maxAge: 0, path: '/', sameSite: 'Lax', secure });
}

export function readSession(): PersistedSession {
  if (typeof document === 'undefined') return LOGGED_OUT;
  return decodeSession(parseCookies(document.cookie)[SESSION_COOKIE]);
}

export function writeSession(token: string): void {
  document.cookie = sessionCookie({ loggedIn: true, token }, isSecurePage());
}

export function clearSession(): void {
  document.cookie = clearedSessionCookie(isSecurePage());
}

function isSecurePage(): boolean {
  return window.location.protocol === 'https:';
}
