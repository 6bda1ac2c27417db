import { expect } from '@jest/globals';
import type { TestApp } from './app';
import { eventually } from './eventually';

/** Runs a job now, as its schedule would, and waits until it finished without a failure. */
export async function runJobNow(app: Pick<TestApp, 'scout' | 'pool'>, name: string, data: object = {}): Promise<void> {
  const jobId = await app.scout.ctx.jobs.enqueue(name, data);
  const done = await eventually(
    `the job ${name} to finish`,
    async () => {
      const { rows } = await app.pool.query<{ last_finished_at: Date | null; fail_reason: string | null }>(
        'SELECT last_finished_at, fail_reason FROM scout_jobs WHERE id = $1',
        [jobId],
      );
      return rows[0]?.last_finished_at ? rows[0] : undefined;
    },
    600,
    50,
  );
  expect(done.fail_reason).toBeNull();
}
