import type { Express, Router } from 'express';
import { pino, type Logger } from 'pino';
import { allProjections } from '@scout/projections';
import { ProjectionRunner } from '@scout/projections/runner/runner';
import { mountAccounts } from './accounts/routes';
import type { Config } from './platform/config';
import type { AppContext } from './platform/context';
import { mountHealth, type HealthSources } from './platform/health';
import { createHttpApp } from './platform/http/createHttpApp';
import { widgetSources } from './platform/http/widgetSources';
import { createRateLimiter } from './platform/http/rateLimit';
import { createMailer } from './platform/mail/createMailer';
import { mountDevOutbox } from './platform/mail/devOutboxRoutes';
import type { Mailer } from './platform/mail/port';
import type { Pool } from './platform/postgres/pool';
import { openStores } from './platform/stores';
import { mountProfiles } from './profiles/routes';
import { mountDashboard } from './dashboard/routes';
import { mountBlobs } from './platform/blobs/routes';
import { mountPublicConfig } from './platform/http/publicConfigRoutes';
import { mountWhitelabel } from './whitelabel/routes';

export interface ScoutOptions {
  config: Config;
  pool: Pool;
  logger?: Logger;
  clock?: () => Date;
  /** Replaces the mailer that `SMTP_URL` chooses. */
  mailer?: Mailer;
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

/** Every route of the API, under the router served at `/api/v1`. */
export function mountScoutApi(router: Router, ctx: AppContext, health: HealthSources): void {
  mountHealth(router, health);
  mountAccounts(router, ctx);
  mountProfiles(router, ctx);
  mountDashboard(router, ctx);
  mountWhitelabel(router, ctx);
  mountBlobs(router, ctx);
  mountPublicConfig(router, ctx.config);
  mountDevOutbox(router, ctx);
}

/** Wires one Scout process: stores, projections and the HTTP API over one PostgreSQL pool. */
export async function createScout(options: ScoutOptions): Promise<Scout> {
  const logger = options.logger ?? pino({ level: options.config.LOG_LEVEL });
  const stores = await openStores(options.config, options.pool);
  const { eventStore, readStore } = stores;
  const runner = new ProjectionRunner(eventStore, readStore, allProjections, logger);
  await runner.start();
  const clock = options.clock ?? (() => new Date());
  const ctx: AppContext = {
    config: options.config,
    eventStore,
    readStore,
    projections: runner,
    logger,
    clock,
    rateLimiter: await createRateLimiter({ pool: options.pool, clock }),
    mailer: options.mailer ?? createMailer(options.config, readStore),
  };
  const app = createHttpApp({
    logger,
    bodyLimit: options.config.BODY_LIMIT,
    trustProxyHops: options.config.TRUST_PROXY_HOPS,
    extraSources: widgetSources(options.config),
    ...(options.frontendDir ? { frontendDir: options.frontendDir } : {}),
    mountApi: (router) => mountScoutApi(router, ctx, { pool: options.pool, projections: runner }),
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
