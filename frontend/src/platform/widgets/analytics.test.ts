import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { resetSessionState } from '../../session/sessionReset';
import { ANALYTICS_CATEGORIES, analyticsState, connectAnalytics, identifyViewer, track, type AnalyticsCategory } from './analytics';
import { captureEnabled } from './vendors';

/** A PostHog-style client as the vendor's script defines it. */
const fakePosthog = () => ({
  init: jest.fn(),
  capture: jest.fn(),
  identify: jest.fn(),
  reset: jest.fn(),
  opt_in_capturing: jest.fn(),
  opt_out_capturing: jest.fn(),
});

/** Node has no browser: a window and a document whose <script>s "load" at once, recording their src. */
const scripts: string[] = [];
const globals = globalThis as Record<string, unknown>;
let posthog = fakePosthog();
beforeAll(() => {
  globals.window = { location: { origin: 'http://scout.test' } };
  globals.document = {
    createElement: () => ({}) as Record<string, unknown>,
    head: {
      appendChild(script: { src: string; onload?: () => void }) {
        scripts.push(script.src);
        (globals.window as { posthog?: unknown }).posthog = posthog;
        script.onload?.();
      },
    },
  };
});
afterAll(() => {
  delete globals.window;
  delete globals.document;
});
afterEach(() => {
  connectAnalytics(null, false);
  resetSessionState();
});

describe('the analytics categories (spec section 2)', () => {
  it('are the 24 that name the screens', () => {
    expect(ANALYTICS_CATEGORIES).toHaveLength(24);
    expect(new Set(ANALYTICS_CATEGORIES).size).toBe(24);
    expect(ANALYTICS_CATEGORIES[0]).toBe('DASHBOARD');
    expect(ANALYTICS_CATEGORIES.at(-1)).toBe('TRIAL_END');
  });

  it('type track: only a category of the list is accepted', () => {
    const category: AnalyticsCategory = 'CAMPAIGN';
    // @ts-expect-error: not a category of the spec
    const wrong: AnalyticsCategory = 'CAMPAIGNS';
    // @ts-expect-error: track takes a category first
    const call = () => track('checkout', 'pay');
    expect([category, wrong, typeof call]).toBeDefined();
  });
});

describe('track', () => {
  it('sends nothing, and loads no script, without the analytics key', async () => {
    await captureEnabled(null, true, '/dashboard');
    await captureEnabled(undefined, true, '/dashboard');
    track('CAMPAIGN', 'create campaign');
    expect(scripts).toEqual([]);
    expect(analyticsState().connected).toBe(false);
    expect(posthog.capture).not.toHaveBeenCalled();
  });

  it('with the key: loads the script once, records page views and the screens’ actions with their category', async () => {
    posthog = fakePosthog();
    await captureEnabled({ key: 'phc_test', host: 'https://eu.i.posthog.com/' }, true, '/dashboard');
    expect(scripts).toEqual(['https://eu.i.posthog.com/static/array.js']);
    expect(posthog.init).toHaveBeenCalledWith('phc_test', expect.objectContaining({ capture_pageview: false, autocapture: false }));
    expect(posthog.capture).toHaveBeenCalledWith('$pageview', { $current_url: 'http://scout.test/dashboard' });

    track('CAMPAIGN', 'create campaign', { budget: true });
    expect(posthog.capture).toHaveBeenLastCalledWith('create campaign', { budget: true, category: 'CAMPAIGN' });

    // Auth and setup paths: capture off, actions not sent either.
    await captureEnabled({ key: 'phc_test', host: 'https://eu.i.posthog.com/' }, false, '/login');
    const sent = posthog.capture.mock.calls.length;
    track('AUTH', 'login');
    expect(posthog.capture.mock.calls.length).toBe(sent);
    expect(scripts).toHaveLength(1);
  });

  it('identifies signed-in users, never guests, and forgets the identity on logout (spec section 6)', () => {
    const client = { capture: jest.fn(), identify: jest.fn(), reset: jest.fn() };
    connectAnalytics(client, true);
    identifyViewer({ id: 'guest-1', role: 'guest', email: 'guest@example.com' });
    expect(client.identify).not.toHaveBeenCalled();
    expect(analyticsState().identifiedAs).toBeNull();

    identifyViewer({ id: 'owner-1', role: 'owner', email: 'owner@example.com', name: 'Olga' });
    identifyViewer({ id: 'owner-1', role: 'owner', email: 'owner@example.com', name: 'Olga' });
    expect(client.identify).toHaveBeenCalledTimes(1);
    expect(client.identify).toHaveBeenCalledWith('owner-1', { email: 'owner@example.com', name: 'Olga', role: 'owner' });

    resetSessionState();
    expect(client.reset).toHaveBeenCalledTimes(1);
    expect(analyticsState().identifiedAs).toBeNull();
  });

  it('sends the email-validation field for owners only, again when it changes (spec section 6)', () => {
    const client = { capture: jest.fn(), identify: jest.fn(), reset: jest.fn() };
    connectAnalytics(client, true);
    identifyViewer({ id: 'member-2', role: 'member', email: 'm@example.com', name: 'Mo', emailValidationStatus: 'unverified' });
    expect(client.identify).toHaveBeenLastCalledWith('member-2', { email: 'm@example.com', name: 'Mo', role: 'member' });
    identifyViewer({ id: 'admin-2', role: 'admin', email: 'a@example.com', name: 'Al', emailValidationStatus: 'verified' });
    expect(client.identify).toHaveBeenLastCalledWith('admin-2', { email: 'a@example.com', name: 'Al', role: 'admin' });

    const owner = { id: 'owner-2', role: 'owner', email: 'o@example.com', name: 'Olga' };
    identifyViewer({ ...owner, emailValidationStatus: 'unverified' });
    expect(client.identify).toHaveBeenLastCalledWith('owner-2', {
      email: 'o@example.com',
      name: 'Olga',
      role: 'owner',
      emailValidationStatus: 'unverified',
    });
    identifyViewer({ ...owner, emailValidationStatus: 'unverified' });
    expect(client.identify).toHaveBeenCalledTimes(3);
    identifyViewer({ ...owner, emailValidationStatus: 'verified' });
    expect(client.identify).toHaveBeenCalledTimes(4);
    expect(client.identify).toHaveBeenLastCalledWith('owner-2', {
      email: 'o@example.com',
      name: 'Olga',
      role: 'owner',
      emailValidationStatus: 'verified',
    });
  });

  it('an identity known before the script loads is applied once it does', () => {
    identifyViewer({ id: 'member-1', role: 'member' });
    const client = { capture: jest.fn(), identify: jest.fn(), reset: jest.fn() };
    connectAnalytics(client, true);
    expect(client.identify).toHaveBeenCalledWith('member-1', expect.objectContaining({ role: 'member' }));
  });
});
