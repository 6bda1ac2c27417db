import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { newToken } from '../tokens';

export const STATE_COOKIE = 'scout_google_state';
const STATE_TTL_MS = 10 * 60 * 1000;

type StoreCallback = (err: Error | null, state?: string) => void;
type VerifyCallback = (err: Error | null, ok: boolean, state?: string) => void;

/** The value of one cookie of the request (Scout has no cookie parser; this is the only cookie it reads). */
export function cookieOf(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim());
  }
  return undefined;
}

const sameText = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * passport-oauth2's state store without server sessions: a random `state` goes to Google and into
 * a short-lived HttpOnly cookie scoped to the Google routes; the callback must bring both back
 * equal, so nobody can finish a sign-in they did not start in this browser (login CSRF).
 * The arities (3 and 4) tell passport-oauth2 to pass its metadata argument.
 */
export function cookieStateStore(options: { path: string; secure: boolean }) {
  const cookieOptions = { httpOnly: true, sameSite: 'lax', secure: options.secure, path: options.path } as const;
  return {
    store(req: Request, _meta: unknown, callback?: StoreCallback): void {
      if (!callback) throw new TypeError('the OAuth state store needs a callback');
      const state = newToken();
      if (!req.res) {
        callback(new Error('no response to set the OAuth state cookie on'));
        return;
      }
      req.res.cookie(STATE_COOKIE, state, { ...cookieOptions, maxAge: STATE_TTL_MS });
      callback(null, state);
    },
    verify(req: Request, providedState: string, _meta: unknown, callback?: VerifyCallback): void {
      if (!callback) throw new TypeError('the OAuth state store needs a callback');
      const expected = cookieOf(req, STATE_COOKIE);
      req.res?.clearCookie(STATE_COOKIE, cookieOptions);
      const ok = Boolean(expected && typeof providedState === 'string' && sameText(expected, providedState));
      callback(null, ok, ok ? providedState : undefined);
    },
  };
}
