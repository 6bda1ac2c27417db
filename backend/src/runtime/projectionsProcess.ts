import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Express } from 'express';
import { pino, type Logger } from 'pino';
import { allProjections } from '@scout/projections';
import { ProjectionRunner } from '@scout/projections/runner/runner';
import type { Config } from '@scout/platform/config';
import { createHttpApp } from '@scout/platform/http/createHttpApp';
import type { Pool } from '@scout/platform/postgres/pool';
import { openStores } from '@scout/platform/stores';
import { mountHealth } from './health';
import { createScoutMetrics } from './metrics';
import { metricsRoute } from './metricsRoute';

export interface ProjectionsProcess {
  /** Health and metrics only. */
  app: Express;
  runner: ProjectionRunner;
  /** This process's name among the lease holders. */
  holder: string;
  /** Stops the projections and gives their leases up, so the other processes take over at once. */
  close(): Promise<void>;
}

/**
 * SCOUT_ROLE=projections: keeps the read models. Each projection runs in the process that holds its
 * lease; two or more share the projections, and take a dead one's over within PROJECTION_LEASE_MS. A holder paused past its lease cannot store anything after it: every page is
 * stored only while the stored checkpoint is still the one it read.
 */
export async function startProjectionsProcess(options: { config: Config; pool: Pool; logger?: Logger }): Promise<ProjectionsProcess> {
  const { config, pool } = options;
  const logger = options.logger ?? pino({ level: config.LOG_LEVEL });
  const stores = await openStores(config, pool);
  const holder = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const runner = new ProjectionRunner(stores.eventStore, stores.readStore, allProjections, logger, {
    leases: { store: await stores.leases(), holder, ttlMs: config.PROJECTION_LEASE_MS },
  });
  await runner.start();
  logger.info({ holder, running: runner.runningNames().length, of: allProjections.length }, 'projections process started');
  const metrics = createScoutMetrics({ projections: runner, jobs: { queueDepth: async () => [] }, logger });
  const app = createHttpApp({
    logger,
    bodyLimit: '1kb',
    trustProxyHops: config.TRUST_PROXY_HOPS,
    mountApi: (router) => mountHealth(router, { pool, projections: runner }),
    metrics: { observeRequest: metrics.observeRequest, route: metricsRoute(metrics, config.METRICS_TOKEN) },
  });
  return {
    app,
    runner,
    holder,
    async close() {
      await runner.stop();
      await stores.close();
    },
  };
}
