import { describe, expect, it, jest } from '@jest/globals';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@scout/contracts/accounts/constants';
import {
  GENERATED_PASSWORD_LENGTH,
  PASSWORD_ALPHABET,
  PASSWORD_CHARACTER_CLASSES,
  generatePassword,
  type RandomSource,
} from '@scout/contracts/accounts/passwordGenerator';
import { newPasswordSchema, signupRequestSchema } from '@scout/contracts/accounts/requests';
import { hasErrors, validateNewPassword, validateSignup } from './validation';

const hasClass = (password: string, characters: string) => [...password].some((c) => characters.includes(c));

/** A source answering the given words in turn (then zeros), counting how often it is asked. */
function scripted(words: number[]): RandomSource & { calls: number } {
  const queue = [...words];
  const source = Object.assign(
    (array: Uint32Array) => {
      source.calls += 1;
      for (let i = 0; i < array.length; i++) array[i] = queue.shift() ?? 0;
      return array;
    },
    { calls: 0 },
  );
  return source;
}

describe('the password generator (spec section 5, longer than its 8 characters: issue 24)', () => {
  it('makes 20 characters by default, and the length asked for', () => {
    expect(GENERATED_PASSWORD_LENGTH).toBe(Math.max(20, PASSWORD_MIN_LENGTH));
    expect(generatePassword()).toHaveLength(20);
    expect(generatePassword({ length: 12 })).toHaveLength(12);
    expect(generatePassword({ length: PASSWORD_MAX_LENGTH })).toHaveLength(PASSWORD_MAX_LENGTH);
  });

  it('refuses a length outside Scout’s password rules', () => {
    expect(() => generatePassword({ length: PASSWORD_MIN_LENGTH - 1 })).toThrow(RangeError);
    expect(() => generatePassword({ length: PASSWORD_MAX_LENGTH + 1 })).toThrow(RangeError);
    expect(() => generatePassword({ length: 9.5 })).toThrow(RangeError);
  });

  it('always has a lower-case and an upper-case letter, a digit and a symbol, and nothing else (1,000 draws)', () => {
    for (let draw = 0; draw < 1000; draw++) {
      const password = generatePassword();
      for (const characters of Object.values(PASSWORD_CHARACTER_CLASSES))
        expect([password, hasClass(password, characters)]).toEqual([password, true]);
      expect([...password].every((c) => PASSWORD_ALPHABET.includes(c))).toBe(true);
    }
  });

  it('passes Scout’s own password validation, client and API, for 1,000 draws', () => {
    for (let draw = 0; draw < 1000; draw++) {
      const password = generatePassword();
      expect(hasErrors(validateNewPassword({ newPassword: password, passwordConfirm: password }))).toBe(false);
      expect(hasErrors(validateSignup({ email: 'lena@example.com', password, fullName: 'Lena' }))).toBe(false);
      expect(newPasswordSchema.safeParse(password).success).toBe(true);
      expect(signupRequestSchema.safeParse({ email: 'lena@example.com', password, fullName: 'Lena' }).success).toBe(true);
    }
  });

  it('draws from crypto.getRandomValues by default', () => {
    const spy = jest.spyOn(globalThis.crypto, 'getRandomValues');
    try {
      generatePassword();
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('uses the injected source only, and draws again rather than bias towards the first characters', () => {
    // 2^32 - 1 lies in the incomplete last block for every class size here, so it must be thrown away.
    const source = scripted([2 ** 32 - 1, 0, 2 ** 32 - 1, 0, 0, 0]);
    const spy = jest.spyOn(globalThis.crypto, 'getRandomValues');
    try {
      const password = generatePassword({ length: 8, random: source });
      expect(spy).not.toHaveBeenCalled();
      // 4 class picks + 4 more + 7 shuffle swaps = 15 words, plus the 2 rejected ones.
      expect(source.calls).toBe(17);
      // All zeros: 'a', 'A', '0', '!' then 'a' × 4, and every swap takes position 0.
      expect([...password].sort().join('')).toBe(['a', 'A', '0', '!', 'a', 'a', 'a', 'a'].sort().join(''));
    } finally {
      spy.mockRestore();
    }
  });

  it('can produce every character of the alphabet', () => {
    const counts = new Map<string, number>();
    const draws = 4000;
    for (let i = 0; i < draws; i++) for (const c of generatePassword({ length: 16 })) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(PASSWORD_ALPHABET.length);
  });
});
