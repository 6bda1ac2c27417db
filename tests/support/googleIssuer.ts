import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

export const TEST_GOOGLE_ISSUER = 'https://accounts.google.com';
const KEY_ID = 'test-google-key';

/**
 * A stand-in for Google's token issuer on loopback: an RS256 key pair whose public half is served
 * as a JWKS, and a signer for ID tokens. `otherKey` signs under the same key id with a key the
 * JWKS does not hold (a forged signature).
 */
export async function startGoogleIssuer() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  let fetches = 0;
  const server = createServer((_req, res) => {
    fetches += 1;
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    otherKey,
    /** How often the JWKS was fetched. */
    fetches: () => fetches,
    /** An ID token issued at `now`, valid for an hour; `claims` override or add claims. */
    sign(claims: JWTPayload, options: { now: Date; key?: CryptoKey }): Promise<string> {
      const issuedAt = Math.floor(options.now.getTime() / 1000);
      return new SignJWT({ iss: TEST_GOOGLE_ISSUER, email_verified: true, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + 3600)
        .sign(options.key ?? privateKey);
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
