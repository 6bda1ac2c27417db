import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored only as SHA-256 hashes: they carry 256 bits of entropy, so no slow hash is needed. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
