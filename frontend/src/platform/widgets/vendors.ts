import type { PublicConfig } from '@scout/contracts/platform/publicConfig';
import { connectAnalytics, type AnalyticsIdentity } from './analytics';
import { loadScript } from './loadScript';

/** The globals the vendors' scripts define (a PostHog-style capture, a Help Scout-style beacon, a Crisp-style chat). */
interface WidgetWindow {
  posthog?: {
    init(key: string, options: object): void;
    capture(event: string, properties?: object): void;
    identify(distinctId: string, properties?: object): void;
    reset(): void;
    opt_out_capturing(): void;
    opt_in_capturing(): void;
  };
  Beacon?: (command: string, ...args: unknown[]) => void;
  $crisp?: unknown[][];
  CRISP_WEBSITE_ID?: string;
}

const widgetWindow = () => window as unknown as WidgetWindow;

type Analytics = NonNullable<PublicConfig['widgets']['analytics']>;
let analyticsStarted = false;

/**
 * Loads the analytics script once, with automatic capture off: page views are sent by the shell's
 * rules, screen actions by `track`. Without the key (`ANALYTICS_KEY` through `/misc/config`) nothing
 * loads and nothing is sent.
 */
export async function captureEnabled(analytics: Analytics | null | undefined, on: boolean, path: string): Promise<void> {
  if (!analytics) return;
  if (!on && !widgetWindow().posthog) return;
  await loadScript('scout-analytics', `${analytics.host.replace(/\/$/, '')}/static/array.js`);
  const posthog = widgetWindow().posthog;
  if (!posthog) return;
  if (!analyticsStarted)
    posthog.init(analytics.key, { api_host: analytics.host, capture_pageview: false, autocapture: false, persistence: 'localStorage' });
  analyticsStarted = true;
  connectAnalytics(posthog, on);
  if (on) {
    posthog.opt_in_capturing();
    posthog.capture('$pageview', { $current_url: window.location.origin + path });
  } else {
    posthog.opt_out_capturing();
  }
}

/** Shows or removes the help beacon; it is shown to signed-in non-guests only, who are identified to the help desk. */
export async function helpBeacon(id: string, shown: boolean, viewer?: AnalyticsIdentity | null): Promise<void> {
  const w = widgetWindow();
  if (!shown) {
    w.Beacon?.('destroy');
    return;
  }
  await loadScript('scout-help-beacon', 'https://beacon-v2.helpscout.net');
  w.Beacon?.('init', id);
  // Spec section 6: help-desk identification is skipped for guests.
  if (viewer && viewer.role !== 'guest') w.Beacon?.('identify', { name: viewer.name, email: viewer.email });
}

/** Shows or hides the chat widget. */
export async function chatWidget(id: string, shown: boolean): Promise<void> {
  const w = widgetWindow();
  if (!shown) {
    w.$crisp?.push(['do', 'chat:hide']);
    return;
  }
  w.$crisp ??= [];
  w.CRISP_WEBSITE_ID = id;
  await loadScript('scout-chat', 'https://client.crisp.chat/l.js');
  w.$crisp.push(['do', 'chat:show']);
}
