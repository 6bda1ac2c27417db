import type { Express, Router } from 'express';
import { pino, type Logger } from 'pino';
import { allProjections } from '@scout/projections';
import { ProjectionRunner } from '@scout/projections/runner/runner';
import { CheckpointWaiter } from '@scout/projections/runner/checkpointWaiter';
import { projectionsKeptElsewhere } from './runtime/projectionsElsewhere';
import { mountAccounts } from './accounts/routes';
import { mountApiDocs } from './apiDocs/routes';
import type { Config } from '@scout/platform/config';
import type { AppContext } from './runtime/context';
import { mountHealth, type HealthSources } from './runtime/health';
import { bodyPaceOf } from '@scout/platform/http/bodyPace';
import { createHttpApp } from '@scout/platform/http/createHttpApp';
import { metricsRoute } from './runtime/metricsRoute';
import { createScoutMetrics } from './runtime/metrics';
import { widgetSources } from '@scout/platform/http/widgetSources';
import { createRateLimiter } from '@scout/platform/http/rateLimit';
import { createMailer } from '@scout/platform/mail/createMailer';
import { mountDevOutbox } from '@scout/platform/mail/devOutboxRoutes';
import { scheduleMailResend } from '@scout/platform/mail/pendingMail';
import type { Mailer } from '@scout/platform/mail/port';
import type { Pool } from '@scout/platform/postgres/pool';
import { openStores } from '@scout/platform/stores';
import { mountProfiles } from './profiles/routes';
import { mountLists } from './lists/routes';
import { mountPublicLists } from './lists/publicRoutes';
import { mountCustomFields } from './customFields/routes';
import { mountAttachments } from './profiles/attachments/routes';
import { mountAuditReports } from './profiles/auditReports/routes';
import { mountPublicAuditReports } from './profiles/auditReports/publicRoutes';
import { buildAuditReportJob } from './profiles/auditReports/buildJob';
import { mountDashboard } from './dashboard/routes';
import { mountBlobs } from '@scout/platform/blobs/routes';
import { closeBlobStores } from '@scout/platform/blobs/blobStoreOf';
import { mountPublicConfig } from '@scout/platform/http/publicConfigRoutes';
import { mountLocations } from './discovery/locations';
import { mountWhitelabel } from './whitelabel/routes';
import { productNameForHost } from './whitelabel/queries';
import { createSocialData } from './discovery/createSocialData';
import { agendaJobQueue } from '@scout/platform/jobs/agenda';
import { profileHooks } from './profileHooks';
import { scheduleTrackingRefresh } from './profiles/trackingRefresh';
import { mountImports } from './imports/routes';
import { defineImportJobs } from './imports/service';
import { mountBitly } from './integrations/bitly/routes';
import { mountPromoter } from './billing/promoterRoutes';
import { mountBilling } from './billing/routes';
import { mountStripeWebhook, STRIPE_WEBHOOK_PATH } from './billing/webhook';
import { loadStripe } from './billing/stripeClient';
import { collectLinkClicksJob } from './campaigns/collectLinkClicksJob';
import { mountCampaignReads } from './campaigns/readRoutes';
import { mountPublicCampaigns } from './campaigns/publicRoutes';
import { mountShortLinks } from './campaigns/shortLinkRoutes';
import { mountCampaignSettings } from './campaigns/settingsRoutes';
import { mountCampaignWrites } from './campaigns/routes';
import { createPostgresBankStore } from './discovery/bank/postgres';
import { withSearchIndex, type IndexedBankStore } from './discovery/bank/indexed';
import { ensureBankLoaded } from './discovery/bank/load';
import { defineDiscoveryJobs } from './discovery/searchExport';
import { mountDiscovery } from './discovery/routes';
import { mountContent } from './content/routes';
import { mountStories } from './content/stories/routes';
import { scheduleStoryCollection } from './content/stories/collectStoriesJob';
import { mountConnect } from './connect/routes';
import { mountImageProxy } from '@scout/platform/images/imageProxy';
import { createPrincipalCache } from './accounts/principalCache';
import { PendingWrites } from '@scout/platform/pendingWrites';

export interface ScoutOptions {
  config: Config;
  pool: Pool;
  logger?: Logger;
  clock?: () => Date;
  /** Replaces the mailer that `SMTP_URL` chooses. */
  mailer?: Mailer;
  /** Folder of the built frontend; served at `/` with SPA fallback when given. */
  frontendDir?: string;
  /** Tests only: host names the guarded fetcher maps to loopback test servers (see AppContext). */
  fetchTestHosts?: ReadonlyMap<string, string>;
}

export interface Scout {
  app: Express;
  ctx: AppContext;
  runner: ProjectionRunner;
  /** The profile bank with its search index (ctx.bank). */
  bank: IndexedBankStore;
  /** Stops the projections and the stores; the pool stays open (its owner ends it). */
  close(): Promise<void>;
}

/** Every route of the API, under the router served at `/api/v1`. */
export function mountScoutApi(router: Router, ctx: AppContext, health: HealthSources): void {
  mountHealth(router, health);
  mountAccounts(router, ctx);
  mountAttachments(router, ctx);
  mountAuditReports(router, ctx);
  mountPublicAuditReports(router, ctx);
  mountLists(router, ctx);
  mountPublicLists(router, ctx);
  mountCustomFields(router, ctx);
  mountImports(router, ctx);
  mountCampaignReads(router, ctx);
  mountPublicCampaigns(router, ctx);
  mountShortLinks(router, ctx);
  mountCampaignSettings(router, ctx);
  mountCampaignWrites(router, ctx);
  mountDiscovery(router, ctx);
  mountConnect(router, ctx);
  mountProfiles(router, ctx);
  // Before the content routes: `PUT /customer/content/:id` would take `story` for an id.
  mountStories(router, ctx);
  mountContent(router, ctx);
  mountDashboard(router, ctx);
  mountBitly(router, ctx);
  mountPromoter(router, ctx);
  mountBilling(router, ctx);
  mountStripeWebhook(router, ctx);
  mountWhitelabel(router, ctx);
  mountBlobs(router, ctx);
  mountPublicConfig(router, ctx.config);
  mountLocations(router, ctx);
  mountDevOutbox(router, ctx);
  mountApiDocs(router);
}

/** Every job of Scout: defined (and scheduled) before the queue starts taking jobs. */
async function defineScoutJobs(ctx: AppContext): Promise<void> {
  await scheduleTrackingRefresh(ctx);
  await scheduleStoryCollection(ctx);
  defineImportJobs(ctx);
  ctx.jobs.define(buildAuditReportJob(ctx));
  ctx.jobs.define(collectLinkClicksJob(ctx));
  defineDiscoveryJobs(ctx);
  await scheduleMailResend(ctx.jobs, ctx.mailer);
}

/** The roles that serve requests or run jobs (the projections role is `startProjectionsProcess`). */
export type ServingRole = 'all' | 'api' | 'worker';

interface Assembled extends Omit<Scout, 'runner'> {
  runner: ProjectionRunner | null;
}

/** Wires one Scout process (SCOUT_ROLE=all): stores, projections and the HTTP API over one PostgreSQL pool. */
export async function createScout(options: ScoutOptions): Promise<Scout> {
  const scout = await assembleScout(options, 'all');
  if (!scout.runner) throw new Error('SCOUT_ROLE=all runs the projections');
  return { ...scout, runner: scout.runner };
}

/**
 * A process of one role: `api` serves HTTP and runs neither projections nor jobs (it queues jobs
 * and waits for its writes through the stored checkpoints, read where it reads documents:
 * `readPool`, a streaming replica, when given); `worker` runs the jobs and serves only health.
 */
export async function createRoleProcess(options: ScoutOptions & { readPool?: Pool }, role: 'api' | 'worker'): Promise<Assembled> {
  return assembleScout(options, role);
}

async function assembleScout(options: ScoutOptions & { readPool?: Pool }, role: ServingRole): Promise<Assembled> {
  const logger = options.logger ?? pino({ level: options.config.LOG_LEVEL });
  const readPool = role === 'api' ? options.readPool : undefined;
  const [stores] = await Promise.all([openStores(options.config, options.pool, readPool ? { readPool } : {}), loadStripe(options.config)]);
  const { eventStore, readStore } = stores;
  const principals = createPrincipalCache(options.config.PRINCIPAL_CACHE_MS);
  const runner =
    role === 'all'
      ? new ProjectionRunner(eventStore, readStore, allProjections, logger, {
          onApplied: (projection) => principals.projectionApplied(projection),
        })
      : null;
  await runner?.start();
  // Without projections of its own, a process waits for its writes through the stored checkpoints.
  const waiter = runner ?? new CheckpointWaiter(eventStore, readStore, allProjections);
  const clock = options.clock ?? (() => new Date());
  const bank = withSearchIndex(createPostgresBankStore(options.pool), logger);
  await bank.migrate();
  // First start: the shipped bank (about 10,000 public creators, a second or two) loads in the
  // background so readiness does not wait for it; until it is in, discover answers from what is
  // loaded so far. A bank that holds anything is left alone; close() waits for the load.
  const bankLoading = ensureBankLoaded(bank, logger).catch((error: unknown) => {
    logger.error({ err: error }, 'loading the shipped profile bank failed');
  });
  // Then discover's in-memory index (a million creators: about N s); searches use SQL until it is in.
  const bankIndexing = bankLoading
    .then(() => bank.indexed())
    .catch((error: unknown) => {
      logger.error({ err: error }, 'building the profile bank search index failed');
    });
  const stopInvalidating = eventStore.watch((appended) => principals.invalidate(appended ? appended.types : null));
  const ctx: AppContext = {
    config: options.config,
    eventStore,
    readStore,
    projections: waiter,
    logger,
    clock,
    rateLimiter: await createRateLimiter({ pool: options.pool, clock }),
    mailer: options.mailer ?? createMailer(options.config, readStore),
    socialData: createSocialData(options.config, logger, bank),
    bank,
    profileHooks,
    principals,
    pendingWrites: new PendingWrites(),
    writesShown: (types) => principals.invalidate(types),
    ...(options.fetchTestHosts ? { fetchTestHosts: options.fetchTestHosts } : {}),
    jobs: await agendaJobQueue({ pool: options.pool, logger, lockLifetimeMs: options.config.JOB_LOCK_LIFETIME_MS }),
  };
  // Every role defines the jobs (an api process queues them); only the worker and `all` run them.
  await defineScoutJobs(ctx);
  if (role !== 'api') await ctx.jobs.start();
  const projectionStatus = runner ?? { status: () => projectionsKeptElsewhere(eventStore, readStore) };
  const metrics = createScoutMetrics({ projections: projectionStatus, jobs: ctx.jobs, logger });
  const health: HealthSources = { pool: options.pool, projections: projectionStatus };
  const serves = role !== 'worker';
  const app = createHttpApp({
    logger,
    bodyLimit: options.config.BODY_LIMIT,
    bodyPace: bodyPaceOf(options.config),
    trustProxyHops: options.config.TRUST_PROXY_HOPS,
    productNameOf: (req) => productNameForHost(ctx, req.host),
    extraSources: widgetSources(options.config),
    ...(options.frontendDir && serves ? { frontendDir: options.frontendDir } : {}),
    rawBodyPaths: [STRIPE_WEBHOOK_PATH],
    mountApi: (router) => (serves ? mountScoutApi(router, ctx, health) : mountHealth(router, health)),
    ...(serves ? { mountRoot: (router: Router) => mountImageProxy(router, ctx) } : {}),
    metrics: { observeRequest: metrics.observeRequest, route: metricsRoute(metrics, options.config.METRICS_TOKEN) },
  });
  return {
    app,
    ctx,
    runner,
    bank,
    async close() {
      await bankLoading;
      await bank.close();
      await bankIndexing;
      await ctx.jobs.stop();
      await closeBlobStores(ctx);
      stopInvalidating();
      if (runner) await runner.stop();
      else if (waiter instanceof CheckpointWaiter) await waiter.close();
      await stores.close();
    },
  };
}
