import type { Router } from 'express';
import type { Pool } from './postgres/pool';

export interface HealthSources {
  pool: Pool;
  projections: { healthy: boolean; status(): Array<{ name: string; checkpoint: string | null; lastError: string | null }> };
}

/** 200 when the database answers and the projections run without errors; 503 otherwise. */
export function mountHealth(router: Router, sources: HealthSources): void {
  router.get('/health', async (_req, res) => {
    const database = await sources.pool
      .query('select 1')
      .then(() => 'up' as const)
      .catch(() => 'down' as const);
    const projections = sources.projections.status().map(({ name, checkpoint, lastError }) => ({
      name,
      checkpoint,
      healthy: lastError === null,
    }));
    const ok = database === 'up' && sources.projections.healthy;
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'unavailable', database, projections });
  });
}
