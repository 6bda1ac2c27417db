import { describe, expect, it } from '@jest/globals';
import { parseCookies, serializeCookie } from './cookies';

describe('serializeCookie', () => {
  it('writes the value encoded with its attributes', () => {
    expect(serializeCookie('scout_session', '{"loggedIn":true}', { maxAge: 31536000, path: '/', sameSite: 'Lax' })).toBe(
      'scout_session=%7B%22loggedIn%22%3Atrue%7D; max-age=31536000; path=/; SameSite=Lax',
    );
  });

  it('adds Secure on request and deletes with max-age 0', () => {
    expect(serializeCookie('a', '', { maxAge: 0, path: '/', secure: true })).toBe('a=; max-age=0; path=/; Secure');
  });

  it('writes only the pair when no option is given', () => {
    expect(serializeCookie('theme', 'dark')).toBe('theme=dark');
  });
});

describe('parseCookies', () => {
  it('reads every pair and decodes values', () => {
    expect(parseCookies('a=1; scout_session=%7B%22token%22%3A%22t%3D1%22%7D;b=two words')).toEqual({
      a: '1',
      scout_session: '{"token":"t=1"}',
      b: 'two words',
    });
  });

  it('round-trips what serializeCookie wrote', () => {
    const written = serializeCookie('k', 'välue; with=specials', { path: '/' });
    expect(parseCookies(written.split('; ')[0]!).k).toBe('välue; with=specials');
  });

  it('ignores malformed parts and keeps the first duplicate', () => {
    expect(parseCookies('junk; a=1; a=2; =x; b=%E0%A4%A')).toEqual({ a: '1', b: '%E0%A4%A' });
    expect(parseCookies('')).toEqual({});
  });
});
