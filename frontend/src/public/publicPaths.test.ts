import { describe, expect, it } from '@jest/globals';
import { absoluteUrl, publicProfilePath, sharedListPath } from './publicPaths';

describe('public page addresses', () => {
  it('puts the slug and share id into the path, encoded', () => {
    expect(publicProfilePath('tiinvn-tiktok')).toBe('/public/profile/tiinvn-tiktok');
    expect(publicProfilePath('a b')).toBe('/public/profile/a%20b');
    expect(sharedListPath('1413aad8-3499-4855-a745-9b953e62164a')).toBe('/sharedlist/1413aad8-3499-4855-a745-9b953e62164a');
  });

  it('prefixes the origin the app is reached at', () => {
    expect(absoluteUrl('/sharedlist/x', 'https://creators.agency.example')).toBe('https://creators.agency.example/sharedlist/x');
  });
});
