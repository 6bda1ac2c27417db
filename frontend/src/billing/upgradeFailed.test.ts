import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createValueStore, upgradePopup } from '../session/planGate';
import {
  dismissUpgradeFailure,
  followUpgradeFailed,
  reportUpgradeFailure,
  UPGRADE_FAILED_DELAY_MS,
  upgradeFailed,
  upgradeFailureMessage,
} from './planStores';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
  upgradeFailed.set(false);
  upgradeFailureMessage.set(null);
  upgradePopup.set(null);
});

describe('the upgrade-failed rule (spec sections 4 and 9)', () => {
  it('waits 1 s after the flag becomes false, then raises the action once', () => {
    expect(UPGRADE_FAILED_DELAY_MS).toBe(1000);
    const flag = createValueStore(false);
    const raise = jest.fn();
    const stop = followUpgradeFailed(flag, raise);

    flag.set(true);
    jest.advanceTimersByTime(5000);
    expect(raise).not.toHaveBeenCalled();

    flag.set(false);
    jest.advanceTimersByTime(999);
    expect(raise).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(raise).toHaveBeenCalledTimes(1);

    jest.advanceTimersByTime(10_000);
    expect(raise).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does nothing when the flag was never true', () => {
    const flag = createValueStore(false);
    const raise = jest.fn();
    followUpgradeFailed(flag, raise);
    flag.set(false);
    jest.advanceTimersByTime(2000);
    expect(raise).not.toHaveBeenCalled();
  });

  it('follows a flag that starts out true', () => {
    const flag = createValueStore(true);
    const raise = jest.fn();
    followUpgradeFailed(flag, raise);
    flag.set(false);
    jest.advanceTimersByTime(UPGRADE_FAILED_DELAY_MS);
    expect(raise).toHaveBeenCalledTimes(1);
  });

  it('cancels the pending action when the upgrade fails again within the second', () => {
    const flag = createValueStore(true);
    const raise = jest.fn();
    followUpgradeFailed(flag, raise);
    flag.set(false);
    jest.advanceTimersByTime(500);
    flag.set(true);
    jest.advanceTimersByTime(5000);
    expect(raise).not.toHaveBeenCalled();
    flag.set(false);
    jest.advanceTimersByTime(UPGRADE_FAILED_DELAY_MS);
    expect(raise).toHaveBeenCalledTimes(1);
  });

  it('stops following, and drops a pending action, when stopped', () => {
    const flag = createValueStore(true);
    const raise = jest.fn();
    const stop = followUpgradeFailed(flag, raise);
    flag.set(false);
    stop();
    jest.advanceTimersByTime(5000);
    flag.set(true);
    flag.set(false);
    jest.advanceTimersByTime(5000);
    expect(raise).not.toHaveBeenCalled();
  });

  it('re-opens the upgrade popup for the plan 1 s after the failure notice is closed', () => {
    reportUpgradeFailure('Your card was declined');
    expect(upgradeFailed.get()).toBe(true);
    expect(upgradeFailureMessage.get()).toBe('Your card was declined');
    expect(upgradePopup.get()).toBeNull();

    dismissUpgradeFailure();
    expect(upgradeFailed.get()).toBe(false);
    expect(upgradeFailureMessage.get()).toBeNull();
    jest.advanceTimersByTime(999);
    expect(upgradePopup.get()).toBeNull();
    jest.advanceTimersByTime(1);
    expect(upgradePopup.get()).toBe('plan');
  });
});
