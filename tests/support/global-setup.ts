import { mkdtemp } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../../backend/src/platform/postgres/embedded';

declare global {
  var __scoutTestPostgres: (EmbeddedPostgresHandle & { dataDir: string }) | undefined;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** One real PostgreSQL cluster for the whole run; each test file makes its own database in it. */
export default async function globalSetup(): Promise<void> {
  if (process.env.SCOUT_TEST_PG_URL) return;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'scout-test-pg-'));
  const handle = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  globalThis.__scoutTestPostgres = { ...handle, dataDir };
  process.env.SCOUT_TEST_PG_URL = handle.url;
}
