import { describe, expect, it } from '@jest/globals';
import { linkToken } from './linkToken';

describe('linkToken', () => {
  it('reads the token of a link, decoded', () => {
    expect(linkToken('?token=abc%2Bdef&utm=mail')).toBe('abc+def');
  });

  it('has none when the link has no or an empty token', () => {
    expect(linkToken('')).toBeUndefined();
    expect(linkToken('?token=')).toBeUndefined();
    expect(linkToken('?token=%20%20')).toBeUndefined();
  });
});
