import { describe, expect, it } from '@jest/globals';
import { retryable, retryAfterMs, waitBeforeMs } from './providerRetries';

describe('provider retries', () => {
  it('tries again on 429 and 5xx only', () => {
    expect([429, 500, 502, 503].every(retryable)).toBe(true);
    expect([400, 401, 404, 409].some(retryable)).toBe(false);
  });

  it('reads Retry-After as seconds or as a date, else backs off doubling', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs('Sat, 28 Nov 2026 12:00:02 GMT', now)).toBe(2000);
    expect(retryAfterMs('Sat, 28 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
    expect([2, 3, 4].map((attempt) => waitBeforeMs(attempt, null))).toEqual([250, 500, 1000]);
    expect(waitBeforeMs(2, 1500)).toBe(1500);
  });
});
