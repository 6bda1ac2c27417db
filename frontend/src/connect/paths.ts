/** The creator's pages (spec section 2: /connect and /connect/redirect), public and without the app's frame. */
export const CONNECT_ROUTE = '/connect';
export const CONNECT_REDIRECT_ROUTE = '/connect/redirect';

export function connectRedirectPath(platform: string, username: string): string {
  return `${CONNECT_REDIRECT_ROUTE}?${new URLSearchParams({ status: 'connected', platform, username })}`;
}
