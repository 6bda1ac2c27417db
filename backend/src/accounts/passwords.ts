import os from 'node:os';
import argon2 from 'argon2';
import { Limiter } from '@scout/platform/limiter';

/** OWASP's argon2id minimum: 19 MiB of memory, 2 iterations, 1 lane. */
export const PASSWORD_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** libuv's threadpool, where argon2 runs (with fs, dns, zlib and sharp): UV_THREADPOOL_SIZE threads, 4 unless set. */
const threadpoolSize = Number.parseInt(process.env.UV_THREADPOOL_SIZE ?? '', 10) || 4;

/**
 * How many hashes run at once: one per core, and never every thread of the pool. More would only
 * share the cores (each hash slower, none done sooner), starve the event loop and PostgreSQL of the
 * CPU the rest of a login needs, and leave files and compression waiting behind a burst of logins.
 */
export const PASSWORD_HASHES_AT_ONCE = Math.max(1, Math.min(os.availableParallelism(), threadpoolSize - 1));

/** Every argon2 hash and verify of this process, in arrival order. */
const hashing = new Limiter(PASSWORD_HASHES_AT_ONCE);

export const hashPassword = (password: string): Promise<string> => hashing.run(() => argon2.hash(password, PASSWORD_HASH_OPTIONS));

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await hashing.run(() => argon2.verify(hash, password));
  } catch {
    return false;
  }
}

/** A hash of a random password, verified against when the email is unknown so both paths cost the same. */
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> => (decoy ??= hashPassword(`decoy-${Math.random()}`));
