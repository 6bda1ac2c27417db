import { onSessionReset } from '../../session/sessionReset';

/** The analytics categories that name the screens (spec section 2). */
export const ANALYTICS_CATEGORIES = [
  'DASHBOARD',
  'PROFILE_LIST',
  'CONTENT_LIST',
  'PROFILE_BANK',
  'CAMPAIGN',
  'PROFILE',
  'TEAM',
  'USER',
  'AUTH',
  'GUIDES',
  'PAYMENT',
  'NOTIFICATION',
  'INSIGHT_VIEW',
  'SURVEY',
  'DISCOVER',
  'GROUP_MANAGEMENT',
  'PROFILE_REPORT',
  'TEAM_MANAGEMENT',
  'WHITELABEL',
  'APP_CONFIG',
  'MENU',
  'SETUP_GUIDE',
  'DEVELOPER',
  'TRIAL_END',
] as const;

export type AnalyticsCategory = (typeof ANALYTICS_CATEGORIES)[number];

/** The part of the analytics vendor's client (PostHog-style) Scout uses. */
export interface AnalyticsClient {
  capture(event: string, properties?: object): void;
  identify(distinctId: string, properties?: object): void;
  reset(): void;
}

/** Who is signed in, for identification; guests are never identified (spec section 6). */
export interface AnalyticsIdentity {
  id: string;
  role: string;
  email?: string | undefined;
  name?: string | undefined;
  /** Whether the email address is verified; sent for owners only (spec section 6). */
  emailValidationStatus?: string | undefined;
}

/**
 * The client exists only once the shell loaded the vendor's script, which it does only when
 * `/misc/config` gives the analytics key (`ANALYTICS_KEY`): without it nothing is ever sent.
 */
let client: AnalyticsClient | null = null;
/** The shell's rule for the current route: off on auth and setup paths and for guests. */
let captureOn = false;
let identity: AnalyticsIdentity | null = null;
let identifiedAs: string | null = null;
/** The properties last sent, so a change (an email verified) is sent again and nothing else is. */
let identifiedWith: string | null = null;

/** What identification sends: the extra email-validation field for owners only (spec section 6). */
function identityProperties({ email, name, role, emailValidationStatus }: AnalyticsIdentity): object {
  return role === 'owner' && emailValidationStatus !== undefined ? { email, name, role, emailValidationStatus } : { email, name, role };
}

function applyIdentity(): void {
  if (!client || !identity) return;
  const properties = identityProperties(identity);
  const sent = JSON.stringify([identity.id, properties]);
  if (identifiedWith === sent) return;
  client.identify(identity.id, properties);
  identifiedAs = identity.id;
  identifiedWith = sent;
}

/** The shell hands over the loaded client, and whether capture is on where the user is now. */
export function connectAnalytics(loaded: AnalyticsClient | null, on: boolean): void {
  client = loaded;
  captureOn = loaded !== null && on;
  applyIdentity();
}

/** Identifies the signed-in user (null: nobody); guests are skipped (spec section 6). */
export function identifyViewer(viewer: AnalyticsIdentity | null): void {
  identity = viewer && viewer.role !== 'guest' ? viewer : null;
  applyIdentity();
}

/**
 * Records the main action of a screen, e.g. `track('CAMPAIGN', 'create campaign')`. Sends nothing
 * without the analytics key, on auth and setup paths, or for guests.
 */
export function track(category: AnalyticsCategory, action: string, properties?: Record<string, unknown>): void {
  if (!client || !captureOn) return;
  try {
    client.capture(action, { ...properties, category });
  } catch {
    // Analytics never breaks a screen.
  }
}

// Logout: the next user of this browser is not counted as the last one.
onSessionReset(() => {
  if (identifiedAs !== null) client?.reset();
  identity = null;
  identifiedAs = null;
  identifiedWith = null;
});

/** For tests: what the module holds. */
export function analyticsState(): { connected: boolean; captureOn: boolean; identifiedAs: string | null } {
  return { connected: client !== null, captureOn, identifiedAs };
}
