/**
 * `npm run fuzz`: Scout in this process on a throw-away embedded PostgreSQL, fuzzed with
 * FUZZ_REQUESTS requests (50,000) from seed FUZZ_SEED (1). Exits 1 on any failure.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { createScout } from '@scout/backend/app';
import { loadConfig } from '@scout/platform/config';
import { createPool } from '@scout/platform/postgres/pool';
import { benchEnv, openBenchDatabase } from '../bench/lib';
import { formatReport } from './fuzzer';
import { FUZZ_TEST_HOSTS, fuzzScout, fuzzSettings } from './harness';

const { requests, seed } = fuzzSettings(process.env, { requests: 50_000, seed: 1 });
const db = await openBenchDatabase('fuzz');
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'scout-fuzz-'));
const pool = createPool(db.url, { max: 16 });
// FUZZ_LOG_LEVEL=error shows the server's own log of what failed.
const logger = pino({ level: process.env.FUZZ_LOG_LEVEL ?? 'silent' });
const config = loadConfig(benchEnv(db.url, { NODE_ENV: 'test', DATA_DIR: dataDir }));
const scout = await createScout({ config, pool, logger, fetchTestHosts: FUZZ_TEST_HOSTS });
let failed = true;
try {
  const report = await fuzzScout(scout, pool, { requests, seed, log: (line) => console.error(line) });
  console.log(formatReport(report));
  failed = report.failures.length > 0;
} finally {
  await scout.close();
  await pool.end();
  await db.stop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
