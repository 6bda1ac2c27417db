import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useMe } from '../accounts/useMe';
import { useBranding } from '../whitelabel/BrandingContext';
import { readSession } from '../session/cookie';
import { identifyViewer, type AnalyticsIdentity } from '../platform/widgets/analytics';
import { fetchPublicConfig } from '../platform/widgets/publicConfigApi';
import { widgetDecisions, type Viewer } from '../platform/widgets/rules';
import { captureEnabled, chatWidget, helpBeacon } from '../platform/widgets/vendors';

/** `accountConfig.userGuide` when the organisation view carries it (account settings add it). */
function userGuideOf(orgInfo: object): boolean | undefined {
  const config = (orgInfo as { accountConfig?: { userGuide?: unknown } }).accountConfig;
  return typeof config?.userGuide === 'boolean' ? config.userGuide : undefined;
}

/**
 * Applies the widget rules on every route change. Mounted above every route (`App`), the public
 * pages, trial end, login and the callbacks included (spec section 2). A widget whose key
 * `/misc/config` does not give is never loaded; the rules decide the rest.
 */
export function ShellWidgets() {
  const { pathname } = useLocation();
  const { data: config } = useQuery({
    queryKey: ['scout', 'publicConfig'],
    queryFn: ({ signal }) => fetchPublicConfig(signal),
    staleTime: Infinity,
    retry: false,
  });
  // Without a session (login, public pages) nobody is asked for: a 401 there would log out.
  const signedIn = readSession().loggedIn;
  const { data: signedInMe } = useMe(signedIn);
  const me = signedIn ? signedInMe : undefined;
  const branding = useBranding();

  const widgets = config?.widgets;
  const viewer: Viewer | null = me ? { role: me.role, userGuide: userGuideOf(me.orgInfo) } : null;
  const identity = useMemo<AnalyticsIdentity | null>(
    () =>
      me
        ? {
            id: me._id,
            role: me.role,
            email: me.email,
            name: me.fullName,
            emailValidationStatus: me.orgInfo.verificationStatus.email,
          }
        : null,
    [me],
  );
  const configured = { analytics: Boolean(widgets?.analytics), helpBeacon: Boolean(widgets?.helpBeacon), chat: Boolean(widgets?.chat) };
  const decisions = widgetDecisions(configured, { path: pathname, viewer, agencyName: branding.whiteLabel ? branding.agencyName : null });

  useEffect(() => identifyViewer(identity), [identity]);
  useEffect(() => {
    void captureEnabled(widgets?.analytics, decisions.analytics, pathname).catch(() => undefined);
  }, [widgets, decisions.analytics, pathname]);
  useEffect(() => {
    if (widgets?.helpBeacon) void helpBeacon(widgets.helpBeacon.id, decisions.helpBeacon, identity).catch(() => undefined);
  }, [widgets, decisions.helpBeacon, identity]);
  useEffect(() => {
    if (widgets?.chat) void chatWidget(widgets.chat.id, decisions.chat).catch(() => undefined);
  }, [widgets, decisions.chat]);

  return null;
}
