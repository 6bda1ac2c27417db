/** The web app's public pages (no login), and their full addresses to copy and share. Imports nothing: the first script holds the routes. */
export const PUBLIC_PROFILE_ROUTE = '/public/profile/:slug';
/** As the share route's `url` names it (`PUBLIC_URL/sharedlist/{shareId}`). */
export const SHARED_LIST_ROUTE = '/sharedlist/:shareId';

/** `address`: the profile's public address, `<slug>-<shareKey>` (publicAddress.ts in contracts). */
export function publicProfilePath(address: string): string {
  return `/public/profile/${encodeURIComponent(address)}`;
}

export function sharedListPath(shareId: string): string {
  return `/sharedlist/${encodeURIComponent(shareId)}`;
}

/** The address as the user shares it: this app's origin (its own or the white-label domain) and the path. */
export function absoluteUrl(path: string, origin = window.location.origin): string {
  return `${origin}${path}`;
}
