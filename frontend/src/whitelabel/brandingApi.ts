import type { Branding } from '@scout/contracts/whitelabel/responses';
import { DEFAULT_AGENCY_NAME, DEFAULT_COLORS } from '@scout/contracts/whitelabel/constants';
import { httpClient } from '../platform/httpClient';

export type { Branding };

export const scoutBranding: Branding = {
  whiteLabel: false,
  agencyName: DEFAULT_AGENCY_NAME,
  colors: DEFAULT_COLORS,
  logo: null,
  favicon: null,
  logoChangedAt: null,
};

/** The branding of the host the browser shows (`GET /misc/customer/logo?host=`); Scout's when the call fails. */
export async function fetchBranding(host: string, signal?: AbortSignal): Promise<Branding> {
  try {
    return await httpClient<Branding>(`/misc/customer/logo?host=${encodeURIComponent(host)}`, { signal, timeoutMs: 10_000 });
  } catch {
    return scoutBranding;
  }
}

const CACHE_KEY = 'scout.branding';

/** The branding seen last on this host, so the loading overlay can show its logo at once. */
export function cachedBranding(): Branding | null {
  try {
    const text = window.localStorage.getItem(CACHE_KEY);
    return text ? (JSON.parse(text) as Branding) : null;
  } catch {
    return null;
  }
}

export function rememberBranding(branding: Branding): void {
  try {
    window.localStorage.setItem(CACHE_KEY, JSON.stringify(branding));
  } catch {
    // private mode: nothing to remember
  }
}
