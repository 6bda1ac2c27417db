import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { createRoleProcess, createScout } from '@scout/backend/app';
import { startProjectionsProcess } from '@scout/backend/runtime/projectionsProcess';
import { loadConfig } from '@scout/platform/config';
import { connectionLimitsOf, createLimitedServer } from '@scout/platform/http/connectionLimits';
import { createRateLimitedLog } from '@scout/platform/logging/rateLimitedLog';
import { createPool } from '@scout/platform/postgres/pool';
import { openDatabase } from './database';
import { startEnvironment } from './startEnvironment';

const IDLE_FAILURE_LOG_INTERVAL_MS = 30_000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main(): Promise<void> {
  // Set on the process too: Express reads NODE_ENV itself when the app is made.
  const env = startEnvironment(process.env, process.argv);
  process.env.NODE_ENV = env.NODE_ENV;
  const config = loadConfig(env);
  const logger = pino({ level: config.LOG_LEVEL });
  const database = await openDatabase(
    config,
    (m) => logger.debug({ component: 'postgres' }, m),
    (m) => logger.info({ component: 'postgres' }, m),
    (m) => logger.warn({ component: 'postgres' }, m),
  );
  let stopping = false;
  // While PostgreSQL is away every idle client fails at once: one line per cause and interval.
  const idleFailures = createRateLimitedLog(IDLE_FAILURE_LOG_INTERVAL_MS);
  const poolOptions = {
    onError: (error: Error) => {
      const code = (error as { code?: string }).code;
      // While stopping, PostgreSQL ends connections the pool is still closing (57P01): expected.
      if (stopping && code === '57P01') return;
      idleFailures.note(code ?? error.message, (suppressed) =>
        logger.warn({ message: error.message, suppressed }, 'idle database client failed'),
      );
    },
  };
  const pool = createPool(database.url, poolOptions);
  const role = config.SCOUT_ROLE;
  // Only an api process reads documents from the replica; the others write, or wait on the primary.
  const readPool = role === 'api' && config.DATABASE_READ_URL ? createPool(config.DATABASE_READ_URL, poolOptions) : undefined;
  if (role === 'api' && config.BLOB_STORE === 'disk') {
    logger.warn('BLOB_STORE=disk: every api process must see the same DATA_DIR (a shared volume), or set BLOB_STORE=s3');
  }
  const frontendDir = path.join(root, 'frontend', 'dist');
  const servesUi = role === 'all' || role === 'api';
  const serveFrontend = servesUi && config.SERVE_FRONTEND && existsSync(path.join(frontendDir, 'index.html'));
  if (servesUi && config.SERVE_FRONTEND && !serveFrontend) logger.warn('frontend/dist is missing: run `npm run build` to serve the UI');
  const options = { config, pool, logger, ...(serveFrontend ? { frontendDir } : {}) };
  const scout =
    role === 'all'
      ? await createScout(options)
      : role === 'projections'
        ? await startProjectionsProcess(options)
        : await createRoleProcess({ ...options, ...(readPool ? { readPool } : {}) }, role);
  const server: Server = createLimitedServer(scout.app, connectionLimitsOf(config)).listen(config.PORT, config.HOST, () => {
    const serves = servesUi ? `${config.PUBLIC_URL}, API under /api/v1` : 'health under /api/v1/health';
    logger.info(`Scout (${role}) is listening on port ${config.PORT} (${serves})`);
  });

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    server.closeIdleConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await scout.close();
    await readPool?.end();
    await pool.end();
    await database.stop();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(`Scout could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
