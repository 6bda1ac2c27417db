import { describe, expect, it } from '@jest/globals';
import {
  analyticsCaptureOn,
  chatWidgetShown,
  helpBeaconShown,
  isAuthOrSetupPath,
  isBeaconFreePath,
  loadingOverlayShown,
  recordsPageView,
  widgetDecisions,
  type ConfiguredWidgets,
  type Viewer,
} from './rules';

const all: ConfiguredWidgets = { analytics: true, helpBeacon: true, chat: true };
const none: ConfiguredWidgets = { analytics: false, helpBeacon: false, chat: false };
const owner: Viewer = { role: 'owner', userGuide: true };
const member: Viewer = { role: 'member' };
const guest: Viewer = { role: 'guest', userGuide: true };

describe('auth and setup paths', () => {
  it.each([
    '/login',
    '/signup',
    '/forgot-password',
    '/reset-password',
    '/verify-email',
    '/accept-invite',
    '/accept-invite/abc',
    '/auth/google/callback',
    '/customer/auth',
    '/oauth',
    '/setup',
    '/setup-guide',
    '/account/setup/step-2',
    '/Setup',
    '/login/',
    '/login?next=/dashboard',
  ])('%s is one', (path) => {
    expect(isAuthOrSetupPath(path)).toBe(true);
  });

  it.each(['/', '/dashboard', '/profiles', '/profile/mkbhd', '/campaign/summer', '/whitelabel', '/developer', '/loginx', '/account'])(
    '%s is not',
    (path) => {
      expect(isAuthOrSetupPath(path)).toBe(false);
    },
  );
});

describe('analytics', () => {
  it('captures and records page views elsewhere, for owners, members and visitors', () => {
    for (const viewer of [owner, member, null]) {
      expect(analyticsCaptureOn(all, { path: '/dashboard', viewer })).toBe(true);
      expect(recordsPageView(all, { path: '/profiles', viewer })).toBe(true);
    }
  });

  it('is off on auth and setup paths', () => {
    for (const path of ['/login', '/signup', '/auth/x', '/setup', '/reset-password', '/accept-invite']) {
      expect(analyticsCaptureOn(all, { path, viewer: owner })).toBe(false);
      expect(recordsPageView(all, { path, viewer: null })).toBe(false);
    }
  });

  it('skips guests', () => {
    expect(analyticsCaptureOn(all, { path: '/dashboard', viewer: guest })).toBe(false);
  });

  it('needs a key', () => {
    expect(analyticsCaptureOn(none, { path: '/dashboard', viewer: owner })).toBe(false);
  });
});

describe('help beacon', () => {
  it('shows for signed-in owners and members with the user guide on (or unknown)', () => {
    expect(helpBeaconShown(all, { path: '/dashboard', viewer: owner })).toBe(true);
    expect(helpBeaconShown(all, { path: '/profiles', viewer: member })).toBe(true);
  });

  it.each(['/campaign/summer-launch', '/profile/mkbhd', '/connect', '/connect/redirect', '/connect/', '/profile/mkbhd/'])(
    'is removed on %s',
    (path) => {
      expect(isBeaconFreePath(path)).toBe(true);
      expect(helpBeaconShown(all, { path, viewer: owner })).toBe(false);
    },
  );

  it.each(['/campaign', '/campaign/a/b', '/profiles', '/profile', '/connected', '/connect/other'])('stays on %s', (path) => {
    expect(isBeaconFreePath(path)).toBe(false);
    expect(helpBeaconShown(all, { path, viewer: owner })).toBe(true);
  });

  it('is absent for guests and visitors', () => {
    expect(helpBeaconShown(all, { path: '/dashboard', viewer: guest })).toBe(false);
    expect(helpBeaconShown(all, { path: '/dashboard', viewer: null })).toBe(false);
  });

  it('is absent when the organisation turned the user guide off', () => {
    expect(helpBeaconShown(all, { path: '/dashboard', viewer: { role: 'owner', userGuide: false } })).toBe(false);
  });

  it('is absent under a white-label agency name, not for an empty one', () => {
    expect(helpBeaconShown(all, { path: '/dashboard', viewer: owner, agencyName: 'Brandly' })).toBe(false);
    expect(helpBeaconShown(all, { path: '/dashboard', viewer: owner, agencyName: '  ' })).toBe(true);
    expect(helpBeaconShown(all, { path: '/dashboard', viewer: owner, agencyName: null })).toBe(true);
  });

  it('needs an id', () => {
    expect(helpBeaconShown(none, { path: '/dashboard', viewer: owner })).toBe(false);
  });
});

describe('chat widget', () => {
  it('shows only on /dashboard', () => {
    expect(chatWidgetShown(all, { path: '/dashboard', viewer: owner })).toBe(true);
    expect(chatWidgetShown(all, { path: '/dashboard/', viewer: guest })).toBe(true);
    for (const path of ['/', '/profiles', '/dashboard/x', '/developer', '/login']) {
      expect(chatWidgetShown(all, { path, viewer: owner })).toBe(false);
    }
  });

  it('needs an id', () => {
    expect(chatWidgetShown(none, { path: '/dashboard', viewer: owner })).toBe(false);
  });
});

describe('loading overlay', () => {
  it('shows only when white-label checking is on and loading is set', () => {
    expect(loadingOverlayShown(true, true)).toBe(true);
    expect(loadingOverlayShown(true, false)).toBe(false);
    expect(loadingOverlayShown(false, true)).toBe(false);
    expect(loadingOverlayShown(false, false)).toBe(false);
  });
});

describe('all decisions together', () => {
  it('turns everything off when nothing is configured, whatever the page', () => {
    for (const path of ['/dashboard', '/profiles', '/login']) {
      expect(widgetDecisions(none, { path, viewer: owner })).toEqual({ analytics: false, helpBeacon: false, chat: false });
    }
  });

  it('combines the rules on the dashboard', () => {
    expect(widgetDecisions(all, { path: '/dashboard', viewer: owner })).toEqual({ analytics: true, helpBeacon: true, chat: true });
    expect(widgetDecisions(all, { path: '/dashboard', viewer: guest })).toEqual({ analytics: false, helpBeacon: false, chat: true });
  });
});
