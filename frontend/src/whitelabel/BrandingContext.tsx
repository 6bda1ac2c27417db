import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { loadingOverlayShown } from '../platform/widgets/rules';
import { cachedBranding, fetchBranding, rememberBranding, scoutBranding, type Branding } from './brandingApi';
import { LoadingOverlay } from './LoadingOverlay';

interface BrandingState extends Branding {
  /** Asks the server again, e.g. after the white-label setup changed. */
  refresh(): Promise<void>;
}

const BrandingContext = createContext<BrandingState>({ ...scoutBranding, refresh: () => Promise.resolve() });

export const useBranding = () => useContext(BrandingContext);

/** Points the page's favicon and title at the agency's (or back at Scout's). */
function applyToDocument(branding: Branding): void {
  document.title = branding.agencyName;
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = branding.favicon ?? '/favicon.svg';
}

/**
 * Checks the white-label branding of `location.host` at start (spec section 2: `checkWhiteLabel`),
 * showing the full-screen overlay with the last known logo while loading, then renders the app with it.
 */
export function BrandingProvider({ children }: { children: (branding: Branding) => ReactNode }) {
  const [branding, setBranding] = useState<Branding>(() => cachedBranding() ?? scoutBranding);
  const [loading, setLoading] = useState(true);
  const checkWhiteLabel = true;

  const refresh = useCallback(async (signal?: AbortSignal) => {
    const next = await fetchBranding(window.location.host, signal);
    if (signal?.aborted) return;
    rememberBranding(next);
    setBranding(next);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void refresh(controller.signal).finally(() => setLoading(false));
    return () => controller.abort();
  }, [refresh]);

  useEffect(() => applyToDocument(branding), [branding]);

  const value = useMemo(() => ({ ...branding, refresh: () => refresh() }), [branding, refresh]);
  if (loadingOverlayShown(checkWhiteLabel, loading)) return <LoadingOverlay image={branding.logo ?? branding.favicon} />;
  return <BrandingContext.Provider value={value}>{children(branding)}</BrandingContext.Provider>;
}
