import passport from 'passport';
import { Strategy as GoogleStrategy, type Profile, type VerifyCallback } from 'passport-google-oauth20';
import type { Config } from '@scout/platform/config';
import { parseGoogleClaims } from './identity';
import { cookieStateStore } from './stateCookie';

export const GOOGLE_START_PATH = '/customer/auth/google';
export const GOOGLE_CALLBACK_PATH = '/customer/auth/google/callback';
const API_BASE = '/api/v1';

/** An absolute address under PUBLIC_URL (which may carry a path prefix); never the request's Host. */
export const publicUrl = (config: Config, path: string): string => `${config.PUBLIC_URL.replace(/\/+$/, '')}${path}`;

/**
 * Verify callback of the redirect flow: Google's userinfo answer is a boundary, parsed like an ID
 * token's claims; an account without a verified email fails the sign-in.
 */
function verifyProfile(_accessToken: string, _refreshToken: string, profile: Profile, done: VerifyCallback): void {
  const identity = parseGoogleClaims(profile._json);
  if (identity) done(null, identity);
  else done(null, false, { message: 'Google did not confirm this email address' });
}

/** A passport instance of its own (no global state, no sessions) with the Google strategy. */
export function googleAuthenticator(config: Config, credentials: { clientID: string; clientSecret: string }) {
  const authenticator = new passport.Authenticator();
  const strategy = new GoogleStrategy(
    {
      ...credentials,
      callbackURL: publicUrl(config, `${API_BASE}${GOOGLE_CALLBACK_PATH}`),
      scope: ['openid', 'email', 'profile'],
      store: cookieStateStore({
        path: new URL(publicUrl(config, `${API_BASE}${GOOGLE_START_PATH}`)).pathname,
        secure: config.PUBLIC_URL.startsWith('https:'),
      }),
    },
    verifyProfile,
  );
  authenticator.use('google', strategy);
  return authenticator;
}
