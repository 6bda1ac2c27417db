import { describe, expect, it } from '@jest/globals';
import { parseCookies } from './cookies';
import { clearedSessionCookie, decodeSession, encodeSession, SESSION_COOKIE, sessionCookie } from './cookie';

describe('session cookie', () => {
  it('persists loggedIn and token for one year on the whole site', () => {
    const cookie = sessionCookie({ loggedIn: true, token: 'abc.def' }, false);
    expect(cookie).toContain('max-age=31536000');
    expect(cookie).toContain('path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    const raw = parseCookies(cookie.split('; ')[0]!)[SESSION_COOKIE];
    expect(decodeSession(raw)).toEqual({ loggedIn: true, token: 'abc.def' });
  });

  it('is Secure on https pages and cleared with max-age 0', () => {
    expect(sessionCookie({ loggedIn: true, token: 't' }, true)).toMatch(/; Secure$/);
    expect(clearedSessionCookie(false)).toBe('scout_session=; max-age=0; path=/; SameSite=Lax');
  });

  it('reads anything unusable as logged out', () => {
    const loggedOut = { loggedIn: false, token: null };
    for (const raw of [
      undefined,
      '',
      'not json',
      'null',
      '"text"',
      '{"loggedIn":true}',
      '{"loggedIn":false,"token":"t"}',
      '{"loggedIn":true,"token":""}',
    ]) {
      expect(decodeSession(raw)).toEqual(loggedOut);
    }
  });

  it('round-trips through encode and decode', () => {
    expect(decodeSession(encodeSession({ loggedIn: true, token: 'x' }))).toEqual({ loggedIn: true, token: 'x' });
  });
});
