import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useMe } from '../../accounts/useMe';
import { useBranding } from '../../whitelabel/BrandingContext';
import { fetchPublicConfig } from './publicConfigApi';
import { widgetDecisions, type Viewer } from './rules';
import { captureEnabled, chatWidget, helpBeacon } from './vendors';

/** `accountConfig.userGuide` when the organisation view carries it (account settings add it). */
function userGuideOf(orgInfo: object): boolean | undefined {
  const config = (orgInfo as { accountConfig?: { userGuide?: unknown } }).accountConfig;
  return typeof config?.userGuide === 'boolean' ? config.userGuide : undefined;
}

/**
 * Applies the widget rules on every route change. A widget whose key `/misc/config` does not give is
 * never loaded; the rules decide the rest.
 */
export function ShellWidgets() {
  const { pathname } = useLocation();
  const { data: config } = useQuery({ queryKey: ['scout', 'publicConfig'], queryFn: ({ signal }) => fetchPublicConfig(signal), staleTime: Infinity, retry: false });
  const { data: me } = useMe();
  const branding = useBranding();

  const widgets = config?.widgets;
  const viewer: Viewer | null = me ? { role: me.role, userGuide: userGuideOf(me.orgInfo) } : null;
  const configured = { analytics: Boolean(widgets?.analytics), helpBeacon: Boolean(widgets?.helpBeacon), chat: Boolean(widgets?.chat) };
  const decisions = widgetDecisions(configured, { path: pathname, viewer, agencyName: branding.whiteLabel ? branding.agencyName : null });

  useEffect(() => {
    if (widgets?.analytics) void captureEnabled(widgets.analytics, decisions.analytics, pathname).catch(() => undefined);
  }, [widgets, decisions.analytics, pathname]);
  useEffect(() => {
    if (widgets?.helpBeacon) void helpBeacon(widgets.helpBeacon.id, decisions.helpBeacon).catch(() => undefined);
  }, [widgets, decisions.helpBeacon]);
  useEffect(() => {
    if (widgets?.chat) void chatWidget(widgets.chat.id, decisions.chat).catch(() => undefined);
  }, [widgets, decisions.chat]);

  return null;
}
