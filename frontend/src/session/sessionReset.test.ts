import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { HttpError } from 'react-admin';
import type { DiscoverState } from '../discovery/discoverState';
import { initialDiscoverState } from '../discovery/discoverState';
import { savedInThisLoad, type SavedRef } from '../discovery/bankActions';
import { SEARCH_URL_KEY } from '../discovery/searchStorage';
import { keepSearch, keptSearch } from '../discovery/useDiscoverSearch';
import {
  dismissUpgradeFailure,
  reportUpgradeFailure,
  upgradeFailed,
  upgradeFailureMessage,
  UPGRADE_FAILED_DELAY_MS,
} from '../billing/planStores';
import { accessBlocked, upgradePopup } from './planGate';
import { authProvider } from '../shell/authProvider';
import { resetSessionState } from './sessionReset';
import { verifyEmailPopup } from './verifyEmailPopup';
import { analyticsState, connectAnalytics, identifyViewer, type AnalyticsClient } from '../platform/widgets/analytics';

/** Node has no browser: a cookie jar, a location and a local storage are enough for the session code. */
const storage = new Map<string, string>();
const globals = globalThis as Record<string, unknown>;
beforeAll(() => {
  globals.document = { cookie: '' };
  globals.window = { location: { protocol: 'http:' } };
  globals.localStorage = {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => storage.set(k, v),
    removeItem: (k: string) => storage.delete(k),
  };
});
afterAll(() => {
  delete globals.document;
  delete globals.window;
  delete globals.localStorage;
});

const client = (): AnalyticsClient & { reset: jest.Mock } => ({ capture: jest.fn(), identify: jest.fn(), reset: jest.fn() });

/** Every client store away from its initial value, as a blocked user's session leaves them. */
function dirtyEveryStore(analytics: AnalyticsClient) {
  accessBlocked.set(true);
  upgradePopup.set('profiles');
  reportUpgradeFailure('Your card was declined');
  verifyEmailPopup.open();
  const search: DiscoverState = { ...initialDiscoverState(), searchStatus: 'done' };
  keepSearch(search);
  (savedInThisLoad() as Map<string, SavedRef>).set('bank-1', { profileId: 'p1', slug: 'cristiano' });
  storage.set(SEARCH_URL_KEY, '/discover?search={}');
  connectAnalytics(analytics, true);
  identifyViewer({ id: 'u1', role: 'owner', email: 'a@example.com' });
  return search;
}

function expectEveryStoreInitial(search: DiscoverState) {
  expect(accessBlocked.get()).toBe(false);
  expect(upgradePopup.get()).toBeNull();
  expect(upgradeFailed.get()).toBe(false);
  expect(upgradeFailureMessage.get()).toBeNull();
  expect(verifyEmailPopup.isOpen()).toBe(false);
  expect(keptSearch(search.filter)).toBeNull();
  expect(savedInThisLoad().size).toBe(0);
  expect(storage.has(SEARCH_URL_KEY)).toBe(false);
  expect(analyticsState().identifiedAs).toBeNull();
}

describe('logout resets all state (spec section 4)', () => {
  it('puts every client store back to its initial value, and the analytics identity is dropped', () => {
    const analytics = client();
    const search = dirtyEveryStore(analytics);
    expect(keptSearch(search.filter)).toBe(search);
    expect(analyticsState().identifiedAs).toBe('u1');

    resetSessionState();

    expectEveryStoreInitial(search);
    expect(analytics.reset).toHaveBeenCalledTimes(1);
  });

  it('a reset of the upgrade-failed flag does not re-open the upgrade popup a second later', () => {
    jest.useFakeTimers();
    try {
      reportUpgradeFailure('declined');
      resetSessionState();
      jest.advanceTimersByTime(UPGRADE_FAILED_DELAY_MS * 2);
      expect(upgradePopup.get()).toBeNull();
      // The rule still follows the flag after the reset: closing a new failure notice re-opens the popup.
      reportUpgradeFailure('declined again');
      dismissUpgradeFailure();
      jest.advanceTimersByTime(UPGRADE_FAILED_DELAY_MS);
      expect(upgradePopup.get()).toBe('plan');
    } finally {
      jest.useRealTimers();
      resetSessionState();
    }
  });

  it('runs on logout', async () => {
    const search = dirtyEveryStore(client());
    await authProvider.logout({});
    expectEveryStoreInitial(search);
  });

  it('runs on a 401 that logs out, but not on AccessBlocked', async () => {
    const search = dirtyEveryStore(client());
    await expect(
      authProvider.checkError(new HttpError('expired', 401, { name: 'Unauthorized', message: 'expired' })),
    ).rejects.toBeInstanceOf(HttpError);
    expectEveryStoreInitial(search);

    await authProvider.checkError(new HttpError('blocked', 402, { name: 'AccessBlocked', message: 'blocked' }));
    expect(accessBlocked.get()).toBe(true);
    resetSessionState();
  });
});
