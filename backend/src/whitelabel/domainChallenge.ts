import { randomInt } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const TOKEN_LENGTH = 22;

/**
 * A white-label domain's TXT token, `scout-verify=` and 22 base62 characters from the CSPRNG (about
 * 131 bits): another organisation cannot guess it, so it cannot prove a domain with it.
 */
export function newDomainChallenge(): string {
  let token = '';
  for (let i = 0; i < TOKEN_LENGTH; i++) token += BASE62[randomInt(BASE62.length)];
  return `scout-verify=${token}`;
}
