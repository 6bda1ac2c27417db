import { describe, expect, it } from '@jest/globals';
import { isWindows } from './userAgent';

describe('isWindows', () => {
  it('recognises Windows browsers only', () => {
    expect(isWindows('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36')).toBe(true);
    expect(isWindows('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15')).toBe(false);
    expect(isWindows('Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/126.0 Safari/537.36')).toBe(false);
  });
});
