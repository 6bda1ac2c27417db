import { describe, expect, it } from '@jest/globals';
import { isChunkLoadFailure } from './chunkLoadFailure';

describe('isChunkLoadFailure', () => {
  it("knows each browser's failed dynamic import and Vite's failed style preload", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://127.0.0.1:3000/assets/ListList-abc.js',
      'error loading dynamically imported module: http://localhost/assets/x.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/index-x.css',
    ]) {
      expect(isChunkLoadFailure(new TypeError(message))).toBe(true);
    }
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadFailure(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadFailure(undefined)).toBe(false);
  });
});
