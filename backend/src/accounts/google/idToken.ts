import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { AppContext } from '../../runtime/context';
import { UnauthorizedError } from '@scout/platform/errors';
import { parseGoogleClaims, type GoogleIdentity } from './identity';

type RemoteKeySet = ReturnType<typeof createRemoteJWKSet>;

/** One key set per address for the life of the process: jose caches the keys and refetches on rotation. */
const keySets = new Map<string, RemoteKeySet>();

function keySetAt(url: string): RemoteKeySet {
  let keySet = keySets.get(url);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(url), { timeoutDuration: 5_000 });
    keySets.set(url, keySet);
  }
  return keySet;
}

export const issuersOf = (list: string): string[] =>
  list
    .split(',')
    .map((issuer) => issuer.trim())
    .filter(Boolean);

/** Failures of our side (the key set cannot be fetched or read) are not the client's fault: they stay 500. */
const isServerSide = (error: unknown): boolean => error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid;

/**
 * Verifies a Google ID token: RS256 signature against the configured JWKS, `iss` among the
 * configured issuers, `aud` our client id, not expired at the app clock, and a verified email.
 * Every token problem is the same plain 401; the library's message never reaches the client.
 */
export async function verifyGoogleIdToken(ctx: AppContext, clientId: string, token: string): Promise<GoogleIdentity> {
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, keySetAt(ctx.config.GOOGLE_JWKS_URL), {
      algorithms: ['RS256'],
      issuer: issuersOf(ctx.config.GOOGLE_ISSUERS),
      audience: clientId,
      requiredClaims: ['exp', 'sub'],
      currentDate: ctx.clock(),
      clockTolerance: 30,
    }));
  } catch (error) {
    if (error instanceof errors.JOSEError && !isServerSide(error)) {
      throw new UnauthorizedError('Google sign-in failed, please try again');
    }
    throw error;
  }
  const identity = parseGoogleClaims(payload);
  if (!identity) throw new UnauthorizedError('Google did not confirm this email address');
  return identity;
}
