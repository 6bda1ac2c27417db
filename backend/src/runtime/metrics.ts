import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { LAG_COUNT_CAP, type ProjectionStatus } from '@scout/projections/runner/runner';
import type { HttpRequestLabels } from '@scout/platform/http/requestMetrics';
import type { JobQueueDepth } from '@scout/platform/jobs/port';

/** What `/metrics` reads when it is scraped. */
export interface MetricsSources {
  projections: { status(): Promise<ProjectionStatus[]> };
  jobs: { queueDepth(): Promise<JobQueueDepth[]> };
  logger: { warn(details: object, message: string): void };
}

export interface ScoutMetrics {
  /** Content type of `render()`'s text (Prometheus text format 0.0.4). */
  readonly contentType: string;
  observeRequest(labels: HttpRequestLabels, seconds: number): void;
  /** The exposition text: projections and jobs read now (or within the last second), then every metric. */
  render(): Promise<string>;
}

/** How long one reading of the projections and the jobs serves every scrape: a burst costs one round of queries. */
const SOURCES_TTL_MS = 1000;

/**
 * Node's process metrics (CPU, memory, event loop, GC) describe the process, not one Scout, and
 * their collectors (an event-loop monitor, a GC observer) are never stopped: one set per process,
 * in a registry of its own (never prom-client's global one), merged into each Scout's at scrape time.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The metrics of one Scout instance, in a registry of its own (tests run several Scouts in one process). */
export function createScoutMetrics(sources: MetricsSources): ScoutMetrics {
  const registry = new Registry();
  const registers = [registry];
  const httpDuration = new Histogram({
    name: 'scout_http_request_duration_seconds',
    help: 'Time from receiving an HTTP request to finishing its response, by method, route pattern (unmatched for requests no route matched) and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const projectionGauge = (name: string, help: string) => new Gauge({ name, help, labelNames: ['projection'] as const, registers });
  const lag = projectionGauge(
    'scout_projection_lag_events',
    `Events of the types a read model handles after its checkpoint (counted up to ${LAG_COUNT_CAP})`,
  );
  const rate = projectionGauge('scout_projection_events_per_second', 'Events a read model applied per second, over its recent window');
  const parked = projectionGauge(
    'scout_projection_parked_events',
    'Events a read model could not apply and parked (see npm run projections -- parked)',
  );
  const behind = projectionGauge(
    'scout_projection_behind',
    '1 while a read model is catching up, retrying a failure or 1000 or more events behind, else 0',
  );
  const applied = new Counter({
    name: 'scout_projection_applied_events_total',
    help: 'Events a read model applied since this process started',
    labelNames: ['projection'] as const,
    registers,
  });
  const queueDepth = new Gauge({
    name: 'scout_job_queue_depth',
    help: 'Job runs not yet done, by job name and state: due (waiting for a process) or locked (running, or taken to run next)',
    labelNames: ['job_name', 'state'] as const,
    registers,
  });
  const sourceUp = new Gauge({
    name: 'scout_metrics_source_up',
    help: '1 when the figures of a source (projections, jobs) could be read at this scrape, 0 when reading them failed',
    labelNames: ['source'] as const,
    registers,
  });

  function showProjections(statuses: ProjectionStatus[] | undefined): void {
    for (const gauge of [lag, rate, parked, behind]) gauge.reset();
    applied.reset();
    sourceUp.set({ source: 'projections' }, statuses ? 1 : 0);
    for (const status of statuses ?? []) {
      const labels = { projection: status.name };
      lag.set(labels, status.lag);
      rate.set(labels, status.eventsPerSecond);
      parked.set(labels, status.parked);
      behind.set(labels, status.behind ? 1 : 0);
      applied.inc(labels, status.appliedTotal);
    }
  }

  function showJobs(depths: JobQueueDepth[] | undefined): void {
    queueDepth.reset();
    sourceUp.set({ source: 'jobs' }, depths ? 1 : 0);
    for (const depth of depths ?? []) {
      queueDepth.set({ job_name: depth.name, state: 'due' }, depth.due);
      queueDepth.set({ job_name: depth.name, state: 'locked' }, depth.locked);
    }
  }

  /** A failed source shows no figures (never stale ones) and `scout_metrics_source_up` 0. */
  const attempt = <T>(source: string, read: () => Promise<T>): Promise<T | undefined> =>
    read().catch((error: unknown) => {
      sources.logger.warn({ source, message: error instanceof Error ? error.message : String(error) }, 'metrics: reading a source failed');
      return undefined;
    });

  let latest: { at: number; reading: Promise<void> } | undefined;
  function readSources(): Promise<void> {
    const now = Date.now();
    if (!latest || now - latest.at >= SOURCES_TTL_MS) {
      const reading = Promise.all([
        attempt('projections', () => sources.projections.status()),
        attempt('jobs', () => sources.jobs.queueDepth()),
      ]).then(([statuses, depths]) => {
        // Set together, synchronously, so a concurrent scrape never sees half of one reading.
        showProjections(statuses);
        showJobs(depths);
      });
      latest = { at: now, reading };
    }
    return latest.reading;
  }

  return {
    contentType: registry.contentType,
    observeRequest(labels, seconds) {
      httpDuration.observe({ method: labels.method, route: labels.route, status: String(labels.status) }, seconds);
    },
    async render() {
      await readSources();
      return Registry.merge([processMetrics(), registry]).metrics();
    },
  };
}
