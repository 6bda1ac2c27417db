import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

/**
 * The password generator: letters, digits and symbols (spec section 5), drawn from a cryptographic
 * random source without modulo bias. Every password holds at least one lower-case letter, one
 * upper-case letter, one digit and one symbol, and its length is within Scout's own rules
 * (PASSWORD_MIN_LENGTH..PASSWORD_MAX_LENGTH).
 */
export const PASSWORD_CHARACTER_CLASSES = {
  lower: 'abcdefghijklmnopqrstuvwxyz',
  upper: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  digits: '0123456789',
  /** Symbols that need no quoting in a shell, a URL or a CSV cell: no quotes, backslash, spaces or angle brackets. */
  symbols: '!#$%&*+-=?@^_~',
} as const;

const CLASSES = Object.values(PASSWORD_CHARACTER_CLASSES);
export const PASSWORD_ALPHABET = CLASSES.join('');

/**
 * 20 characters (about 125 bits from the 76 characters), not the spec's 8 (about 50 bits, issue 24):
 * nobody types a generated password, it is copied; or Scout's minimum where that is longer.
 */
export const GENERATED_PASSWORD_LENGTH = Math.max(20, PASSWORD_MIN_LENGTH, CLASSES.length);

/** Fills the array with cryptographically strong random values, as `crypto.getRandomValues` does. */
export type RandomSource = (array: Uint32Array<ArrayBuffer>) => unknown;

const cryptoSource: RandomSource = (array) => globalThis.crypto.getRandomValues(array);

export interface GeneratePasswordOptions {
  /** Default {@link GENERATED_PASSWORD_LENGTH}; must lie within Scout's password rules. */
  length?: number;
  /** Default `crypto.getRandomValues` (tests inject their own). */
  random?: RandomSource;
}

const RANGE = 2 ** 32;

/** A uniform integer in [0, n): values of the last, incomplete block of n are drawn again (no modulo bias). */
function uniform(n: number, random: RandomSource): number {
  const limit = RANGE - (RANGE % n);
  const word = new Uint32Array(1);
  for (;;) {
    random(word);
    const value = word[0] ?? RANGE;
    if (value < limit) return value % n;
  }
}

const pick = (characters: string, random: RandomSource): string => characters.charAt(uniform(characters.length, random));

export function generatePassword({ length = GENERATED_PASSWORD_LENGTH, random = cryptoSource }: GeneratePasswordOptions = {}): string {
  const lowest = Math.max(PASSWORD_MIN_LENGTH, CLASSES.length);
  if (!Number.isInteger(length) || length < lowest || length > PASSWORD_MAX_LENGTH) {
    throw new RangeError(`A generated password has ${lowest} to ${PASSWORD_MAX_LENGTH} characters, not ${length}`);
  }
  // One of each class, the rest from all of them, then shuffled (Fisher–Yates) so no class has a fixed place.
  const characters = CLASSES.map((characterClass) => pick(characterClass, random));
  while (characters.length < length) characters.push(pick(PASSWORD_ALPHABET, random));
  for (let i = characters.length - 1; i > 0; i--) {
    const j = uniform(i + 1, random);
    [characters[i], characters[j]] = [characters[j] ?? '', characters[i] ?? ''];
  }
  return characters.join('');
}
