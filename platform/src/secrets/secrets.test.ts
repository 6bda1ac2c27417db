import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../config';
import { decryptSecret, encryptSecret } from './secretBox';
import { secretsKeyOf } from './secretsKey';

describe('secretBox', () => {
  const key = randomBytes(32);

  it('round-trips, with a new IV every time', () => {
    const a = encryptSecret(key, 'token-123');
    const b = encryptSecret(key, 'token-123');
    expect(a).not.toBe(b);
    expect(a).not.toContain('token-123');
    expect(decryptSecret(key, a)).toBe('token-123');
    expect(decryptSecret(key, b)).toBe('token-123');
  });

  it('refuses another key and a changed ciphertext', () => {
    const sealed = encryptSecret(key, 'token-123');
    expect(() => decryptSecret(randomBytes(32), sealed)).toThrow();
    const [v, iv, tag, text] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(text, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => decryptSecret(key, [v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => decryptSecret(key, 'plain-token')).toThrow();
  });
});

describe('secretsKeyOf', () => {
  it('uses SECRETS_KEY when set', () => {
    const secret = randomBytes(32).toString('base64');
    expect(secretsKeyOf(loadConfig({ SECRETS_KEY: secret })).toString('base64')).toBe(secret);
  });

  it('makes one key under DATA_DIR otherwise (mode 600) and keeps using it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scout-secrets-'));
    const first = secretsKeyOf(loadConfig({ DATA_DIR: dir }));
    const again = secretsKeyOf(loadConfig({ DATA_DIR: dir }));
    expect(first).toHaveLength(32);
    expect(again.equals(first)).toBe(true);
    expect(readFileSync(join(dir, 'secrets.key'), 'utf8')).toBe(first.toString('base64'));
    expect(statSync(join(dir, 'secrets.key')).mode & 0o777).toBe(0o600);
  });

  it('is required in production when Bitly is set up, and must be 32 bytes', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', BITLY_CLIENT_ID: 'id', BITLY_CLIENT_SECRET: 's' })).toThrow(
      /SECRETS_KEY: is required in production/,
    );
    expect(() => loadConfig({ SECRETS_KEY: 'c2hvcnQ=' })).toThrow(/SECRETS_KEY: must be 32 bytes/);
  });
});
