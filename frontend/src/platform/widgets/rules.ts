/**
 * The shell's show/hide rules for third-party widgets (spec sections 2 and 6, issue 3 item 6), as pure
 * functions of where the user is and who they are. Nothing loads unless it is configured.
 */

/** Who is looking: null when nobody is signed in. */
export interface Viewer {
  role: string;
  /** The organisation's `accountConfig.userGuide`; unknown counts as on. */
  userGuide?: boolean | undefined;
}

export interface WidgetContext {
  /** `location.pathname`. */
  path: string;
  viewer: Viewer | null;
  /** The white-label agency name of this host, if any. */
  agencyName?: string | null | undefined;
}

/** Which widgets `/misc/config` says are configured. */
export interface ConfiguredWidgets {
  analytics: boolean;
  helpBeacon: boolean;
  chat: boolean;
}

const AUTH_PAGES = ['/login', '/signup', '/forgot-password', '/reset-password', '/verify-email', '/accept-invite'];

/** `/a/b/` → `/a/b`, lower-cased, so rules match however the path is written. */
const normalize = (path: string): string => {
  const lower = path.toLowerCase().split(/[?#]/)[0] ?? '';
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower || '/';
};

/** Any path containing `auth` or `setup`, and the sign-in pages. */
export function isAuthOrSetupPath(path: string): boolean {
  const p = normalize(path);
  return p.includes('auth') || p.includes('setup') || AUTH_PAGES.some((page) => p === page || p.startsWith(`${page}/`));
}

const isGuest = (viewer: Viewer | null) => viewer?.role === 'guest';

/** Analytics capture: on everywhere except auth and setup paths, and never for guests. */
export function analyticsCaptureOn(configured: ConfiguredWidgets, { path, viewer }: WidgetContext): boolean {
  return configured.analytics && !isGuest(viewer) && !isAuthOrSetupPath(path);
}

/** A page view is recorded on every route change where capture is on. */
export const recordsPageView = analyticsCaptureOn;

/** `/campaign/[slug]`, `/profile/[slug]`, `/connect`, `/connect/redirect`. */
export function isBeaconFreePath(path: string): boolean {
  const p = normalize(path);
  return /^\/campaign\/[^/]+$/.test(p) || /^\/profile\/[^/]+$/.test(p) || p === '/connect' || p === '/connect/redirect';
}

/**
 * The help beacon: for signed-in non-guests whose organisation keeps the user guide on, not under a
 * white-label agency name, and removed on the public campaign, profile and connect pages.
 */
export function helpBeaconShown(configured: ConfiguredWidgets, { path, viewer, agencyName }: WidgetContext): boolean {
  if (!configured.helpBeacon || !viewer || isGuest(viewer)) return false;
  if (viewer.userGuide === false) return false;
  if (agencyName && agencyName.trim() !== '') return false;
  return !isBeaconFreePath(path);
}

/** The chat widget: only on `/dashboard`. */
export function chatWidgetShown(configured: ConfiguredWidgets, { path }: WidgetContext): boolean {
  return configured.chat && normalize(path) === '/dashboard';
}

/** The full-screen loading overlay with the logo or favicon (spec section 2). */
export function loadingOverlayShown(checkWhiteLabel: boolean, loading: boolean): boolean {
  return checkWhiteLabel && loading;
}

export interface WidgetDecisions {
  analytics: boolean;
  helpBeacon: boolean;
  chat: boolean;
}

export function widgetDecisions(configured: ConfiguredWidgets, context: WidgetContext): WidgetDecisions {
  return {
    analytics: analyticsCaptureOn(configured, context),
    helpBeacon: helpBeaconShown(configured, context),
    chat: chatWidgetShown(configured, context),
  };
}
