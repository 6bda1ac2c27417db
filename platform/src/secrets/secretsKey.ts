import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';

const KEY_FILE = 'secrets.key';
const cache = new WeakMap<Config, Buffer>();

/**
 * The key stored secrets are encrypted with: SECRETS_KEY when set (required in production with
 * Bitly, checked at start-up). Otherwise (development) a random key made once and kept in
 * `DATA_DIR/secrets.key` (mode 600), so tokens survive restarts with the same DATA_DIR.
 */
export function secretsKeyOf(config: Config): Buffer {
  const cached = cache.get(config);
  if (cached) return cached;
  const key = config.SECRETS_KEY ? Buffer.from(config.SECRETS_KEY, 'base64') : keyUnder(config.DATA_DIR);
  cache.set(config, key);
  return key;
}

function keyUnder(dataDir: string): Buffer {
  const file = join(dataDir, KEY_FILE);
  try {
    const stored = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    if (stored.length === 32) return stored;
    throw new Error(`${file} does not hold a 32-byte base64 key; remove it or set SECRETS_KEY`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(32);
  mkdirSync(dataDir, { recursive: true });
  // `wx`: two processes starting together do not overwrite each other's key.
  try {
    writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return keyUnder(dataDir);
    throw error;
  }
  return key;
}
