/** What the Google redirect flow hands the SPA in the address fragment: `#token=…` or `#error=…`. */
export type GoogleOutcome = { token: string } | { error: string };

export function readGoogleFragment(hash: string): GoogleOutcome {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('token');
  if (token) return { token };
  return { error: params.get('error') ?? 'google_sign_in_failed' };
}

/** Where the login page's button sends the browser: the server's redirect flow. */
export const GOOGLE_SIGN_IN_PATH = '/api/v1/customer/auth/google';
