import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '@scout/platform/config';
import { accountThrottleKey, loginHoldSeconds } from './loginThrottle';

const config = loadConfig({ NODE_ENV: 'test' });

describe('how long an account waits after its failed logins', () => {
  it('waits not at all before the delay threshold, then doubling from 1 s up to the longest delay, then the whole pause', () => {
    const holds = Array.from({ length: config.LOGIN_FAILURES_BEFORE_PAUSE + 2 }, (_, i) => loginHoldSeconds(config, i));
    const slowed = holds.slice(config.LOGIN_FAILURES_BEFORE_DELAY, config.LOGIN_FAILURES_BEFORE_PAUSE);
    expect(holds.slice(0, config.LOGIN_FAILURES_BEFORE_DELAY).every((hold) => hold === 0)).toBe(true);
    expect(slowed[0]).toBe(1);
    expect(slowed.every((hold, i) => i === 0 || hold === Math.min(slowed[i - 1]! * 2, config.LOGIN_DELAY_MAX_SECONDS))).toBe(true);
    expect(holds.slice(config.LOGIN_FAILURES_BEFORE_PAUSE).every((hold) => hold === config.LOGIN_PAUSE_SECONDS)).toBe(true);
  });

  it('pauses before slowing when the pause comes first', () => {
    const strict = { ...config, LOGIN_FAILURES_BEFORE_DELAY: 10, LOGIN_FAILURES_BEFORE_PAUSE: 3, LOGIN_PAUSE_SECONDS: 120 };
    expect([0, 1, 2, 3, 11].map((failures) => loginHoldSeconds(strict, failures))).toEqual([0, 0, 0, 120, 120]);
  });
});

describe("an account's throttle key", () => {
  it('is the same for any spelling of the email, and new with a new password', () => {
    expect(accountThrottleKey(' Ana@Example.com ', 'hash-1')).toBe(accountThrottleKey('ana@example.com', 'hash-1'));
    expect(accountThrottleKey('ana@example.com', 'hash-2')).not.toBe(accountThrottleKey('ana@example.com', 'hash-1'));
    expect(accountThrottleKey('nobody@example.com', undefined)).toBe('nobody@example.com|-');
  });
});
