import type { Express } from 'express';
import { pino, type Logger } from 'pino';
import { allProjections } from '@scout/projections';
import { ProjectionRunner } from '@scout/projections/runner/runner';
import { mountAccounts } from './accounts/routes';
import type { Config } from './platform/config';
import type { AppContext } from './platform/context';
import { mountHealth } from './platform/health';
import { createHttpApp } from './platform/http/createHttpApp';
import type { Pool } from './platform/postgres/pool';
import { openStores } from './platform/stores';
import { mountProfiles } from './profiles/routes';

export interface ScoutOptions {
  config: Config;
  pool: Pool;
  logger?: Logger;
  clock?: () => Date;
  /** Folder of the built frontend; served at `/` with SPA fallback when given. */
  frontendDir?: string;
}

export interface Scout {
  app: Express;
  ctx: AppContext;
  runner: ProjectionRunner;
  /** Stops the projections and the stores; the pool stays open (its owner ends it). */
  close(): Promise<void>;
}

/** Wires one Scout process: stores, projections and the HTTP API over one PostgreSQL pool. */
export async function createScout(options: ScoutOptions): Promise<Scout> {
  const logger = options.logger ?? pino({ level: options.config.LOG_LEVEL });
  const stores = await openStores(options.config, options.pool);
  const { eventStore, readStore } = stores;
  const runner = new ProjectionRunner(eventStore, readStore, allProjections, logger);
  await runner.start();
  const ctx: AppContext = {
    config: options.config,
    eventStore,
    readStore,
    projections: runner,
    logger,
    clock: options.clock ?? (() => new Date()),
  };
  const app = createHttpApp({
    logger,
    bodyLimit: options.config.BODY_LIMIT,
    ...(options.frontendDir ? { frontendDir: options.frontendDir } : {}),
    mountApi: (router) => {
      mountHealth(router, { pool: options.pool, projections: runner });
      mountAccounts(router, ctx);
      mountProfiles(router, ctx);
    },
  });
  return {
    app,
    ctx,
    runner,
    async close() {
      await runner.stop();
      await stores.close();
    },
  };
}
