import argon2 from 'argon2';

/** OWASP's argon2id minimum: 19 MiB of memory, 2 iterations, 1 lane. */
export const PASSWORD_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, PASSWORD_HASH_OPTIONS);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, verified against when the email is unknown so both paths cost the same. */
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> => (decoy ??= hashPassword(`decoy-${Math.random()}`));
