import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const PUBLIC_SLUG_LENGTH = 12;

/**
 * A public slug (a campaign's public page, a saved profile's share key): 12 base62 characters from the CSPRNG (about 71 bits), so it can be
 * neither guessed nor enumerated, and two campaigns meeting on one slug is negligible
 * (about 1 in 10^12 after 10^5 slugs).
 */
export function newPublicSlug(): string {
  let slug = '';
  for (let i = 0; i < PUBLIC_SLUG_LENGTH; i++) slug += ALPHABET[randomInt(ALPHABET.length)];
  return slug;
}
