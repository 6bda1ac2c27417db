import { describe, expect, it } from '@jest/globals';
import { readGoogleFragment } from './googleFragment';

describe('readGoogleFragment', () => {
  it('reads the session token', () => {
    expect(readGoogleFragment('#token=abc_DEF-123')).toEqual({ token: 'abc_DEF-123' });
  });
  it('reads the error', () => {
    expect(readGoogleFragment('#error=google_sign_in_failed')).toEqual({ error: 'google_sign_in_failed' });
  });
  it('treats an empty fragment as a failed sign-in', () => {
    expect(readGoogleFragment('')).toEqual({ error: 'google_sign_in_failed' });
  });
});
