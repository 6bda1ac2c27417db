import type { Request, Response, Router } from 'express';
import type { ProjectionStatus } from '@scout/projections/runner/runner';
import type { Pool } from '@scout/platform/postgres/pool';

export interface HealthSources {
  pool: Pool;
  projections: { status(): Promise<ProjectionStatus[]> };
}

export type HealthStatus = 'ok' | 'degraded' | 'unavailable';

/** What a client may see of one projection: no error text (it may hold SQL), only figures. */
export interface ProjectionHealth {
  name: string;
  state: ProjectionStatus['state'];
  checkpoint: string | null;
  lag: number;
  behind: boolean;
  parked: number;
  eventsPerSecond: number;
  healthy: boolean;
}

export interface HealthReport {
  status: HealthStatus;
  database: 'up' | 'down';
  /** Names of the projections that are behind, retrying or hold parked events. */
  degraded: string[];
  projections: ProjectionHealth[];
}

const toHealth = (p: ProjectionStatus): ProjectionHealth => ({
  name: p.name,
  state: p.state,
  checkpoint: p.checkpoint,
  lag: p.lag,
  behind: p.behind,
  parked: p.parked,
  eventsPerSecond: p.eventsPerSecond,
  healthy: !p.behind && p.parked === 0 && p.state !== 'retrying',
});

/**
 * The read side never makes Scout unavailable: a projection that is behind or parked events makes
 * it `degraded` (still 200, it serves); only a database that does not answer is `unavailable`.
 */
export async function healthReport(sources: HealthSources): Promise<HealthReport> {
  const up = await sources.pool.query('select 1').then(
    () => true,
    () => false,
  );
  const statuses = up ? await sources.projections.status().catch(() => undefined) : undefined;
  if (!statuses) return { status: 'unavailable', database: up ? 'up' : 'down', degraded: [], projections: [] };
  const projections = statuses.map(toHealth);
  const degraded = projections.filter((p) => !p.healthy).map((p) => p.name);
  return { status: degraded.length > 0 ? 'degraded' : 'ok', database: 'up', degraded, projections };
}

/**
 * One report in flight at a time, shared by every caller that asks meanwhile: a burst of anonymous
 * health checks costs one round of queries, and a caller after it still gets a fresh report.
 */
export function sharedHealthReport(sources: HealthSources): () => Promise<HealthReport> {
  let inFlight: Promise<HealthReport> | undefined;
  return () => {
    inFlight ??= healthReport(sources).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}

/**
 * `/health/live`: 200 while the process serves (no I/O). `/health/ready` and `/health`: 200 while
 * Scout can serve (ok or degraded, with each projection's lag and parked events), 503 when not.
 */
export function mountHealth(router: Router, sources: HealthSources): void {
  const reportNow = sharedHealthReport(sources);
  router.get('/health/live', (_req, res) => {
    res.json({ status: 'ok' });
  });
  const ready = async (_req: Request, res: Response) => {
    const report = await reportNow();
    res.status(report.status === 'unavailable' ? 503 : 200).json(report);
  };
  router.get('/health/ready', ready);
  router.get('/health', ready);
}
