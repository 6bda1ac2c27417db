import { mkdtemp } from 'node:fs/promises';
import { freePort } from '@scout/platform/net/freePort';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '@scout/platform/postgres/embedded';
import { createBankTemplate } from './bankTemplate';

declare global {
  var __scoutTestPostgres: (EmbeddedPostgresHandle & { dataDir: string }) | undefined;
}

/**
 * The test cluster is deleted after the run and never crashed by a test (those start Scout's own
 * cluster with the default settings), so it skips flushing to disk: commits, database copies and
 * checkpoints do not wait for the VM's disk. Commits stay synchronous: an asynchronous commit delays
 * the hint bits VACUUM needs to mark pages all-visible, which the index-only-scan tests rely on.
 */
const THROW_AWAY_SETTINGS = { fsync: 'off', full_page_writes: 'off' };

/** One real PostgreSQL cluster for the whole run; each test file makes its own database in it. */
export default async function globalSetup(): Promise<void> {
  if (process.env.SCOUT_TEST_PG_URL) return;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'scout-test-pg-'));
  const handle = await startEmbeddedPostgres({ dataDir, port: await freePort(), settings: THROW_AWAY_SETTINGS });
  globalThis.__scoutTestPostgres = { ...handle, dataDir };
  process.env.SCOUT_TEST_PG_URL = handle.url;
  await createBankTemplate(handle.url);
}
