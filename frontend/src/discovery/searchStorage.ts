import type { DiscoverFilter } from '@scout/contracts/discovery/search';
import { onSessionReset } from '../session/sessionReset';
import { DISCOVER_ROUTE } from './paths';

/** Spec section 9: the current discover search is kept in local storage under this key and removed on page unload. */
export const SEARCH_URL_KEY = 'search_url';
/** The query parameter of the discover route that holds the search (JSON of the filter). */
const SEARCH_PARAM = 'search';

/** The discover route showing this search: `/discover?search=<filter as JSON>`. */
export function searchUrl(filter: DiscoverFilter): string {
  return `${DISCOVER_ROUTE}?${new URLSearchParams({ [SEARCH_PARAM]: JSON.stringify(filter) }).toString()}`;
}

/** The filter of a discover URL or query string; null when there is none or it cannot be read. */
export function filterFromSearch(search: string): Partial<DiscoverFilter> | null {
  const query = search.includes('?') ? search.slice(search.indexOf('?')) : search;
  const raw = new URLSearchParams(query).get(SEARCH_PARAM);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Partial<DiscoverFilter>) : null;
  } catch {
    return null;
  }
}

export function storeSearch(storage: Storage, filter: DiscoverFilter): void {
  try {
    storage.setItem(SEARCH_URL_KEY, searchUrl(filter));
  } catch {
    // Storage full or disabled: the search simply is not kept.
  }
}

/** The search stored this session (coming back to Discover from a profile); null when none. */
export function storedSearch(storage: Storage): Partial<DiscoverFilter> | null {
  try {
    const url = storage.getItem(SEARCH_URL_KEY);
    return url ? filterFromSearch(url) : null;
  } catch {
    return null;
  }
}

// The next user of this browser does not get the last user's search back (spec section 4).
onSessionReset(() => globalThis.localStorage?.removeItem(SEARCH_URL_KEY));

let cleanupInstalled = false;

/**
 * Removes `search_url` when the page unloads (closing the tab, reloading, leaving the app), so a
 * search lives only as long as the page. Installed once, and kept while the user moves to other
 * screens of the app, since leaving from there must remove it too.
 */
export function installSearchUrlCleanup(target: Window = window): void {
  if (cleanupInstalled) return;
  cleanupInstalled = true;
  const remove = () => {
    try {
      target.localStorage.removeItem(SEARCH_URL_KEY);
    } catch {
      // Storage disabled: nothing was stored.
    }
  };
  target.addEventListener('pagehide', remove);
  target.addEventListener('beforeunload', remove);
}
