import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { pino } from 'pino';
import { z } from 'zod';
import { openTestPool, type TestPool } from '../../../tests/support/database';
import { eventually } from '../../../tests/support/eventually';
import { agendaJobQueue } from './agenda';
import type { JobQueue } from './port';

const logger = pino({ level: 'silent' });
const greetingSchema = z.object({ name: z.string().trim().min(1) });

describe('agendaJobQueue (JobQueue port on agenda + PostgreSQL)', () => {
  let db: TestPool;
  let queue: JobQueue;

  beforeEach(async () => {
    db = await openTestPool('jobs');
    queue = await agendaJobQueue({ pool: db.pool, logger, processEvery: 100, lockLifetimeMs: 1500 });
  });

  afterEach(async () => {
    await queue.stop();
    await db.close();
  });

  it('runs the handler of an enqueued job with its data parsed by the schema', async () => {
    const seen: string[] = [];
    const jobIds: string[] = [];
    queue.define({
      name: 'greet',
      schema: greetingSchema,
      handler: async (data, job) => {
        seen.push(data.name);
        jobIds.push(job.jobId);
        await job.progress(100);
      },
    });
    await queue.start();
    const id = await queue.enqueue('greet', { name: '  Ada  ' });
    await eventually('the greet job', async () => (seen.length > 0 ? true : undefined));
    expect(seen).toEqual(['Ada']);
    expect(jobIds).toEqual([id]);
  });

  it('refuses to enqueue data its schema refuses, and unknown job names', async () => {
    const handler = jest.fn(async () => undefined);
    queue.define({ name: 'greet', schema: greetingSchema, handler });
    await queue.start();
    await expect(queue.enqueue('greet', { name: '' })).rejects.toThrow('does not match its schema');
    await expect(queue.enqueue('nobody', {})).rejects.toThrow('no job named nobody');
    const { rows } = await db.pool.query('SELECT count(*)::int AS n FROM scout_jobs');
    expect(rows[0].n).toBe(0);
    expect(handler).not.toHaveBeenCalled();
  });

  it('fails a stored job whose data the schema refuses without calling the handler', async () => {
    const handler = jest.fn(async () => undefined);
    queue.define({ name: 'greet', schema: greetingSchema, handler });
    await db.pool.query(`INSERT INTO scout_jobs (name, data, next_run_at) VALUES ('greet', '{"name": 42}', now())`);
    await queue.start();
    const failed = await eventually('the bad job to fail', async () => {
      const { rows } = await db.pool.query<{ fail_reason: string | null }>('SELECT fail_reason FROM scout_jobs');
      return rows[0]?.fail_reason ?? undefined;
    });
    expect(failed).toContain('has data its schema refuses');
    expect(handler).not.toHaveBeenCalled();
  });

  it('runs a job every interval with one schedule per name, kept as it is when asked again unchanged', async () => {
    let runs = 0;
    queue.define({
      name: 'tick',
      schema: z.object({}),
      handler: async () => {
        runs += 1;
      },
    });
    await queue.every('tick', '1 minute');
    const schedule = async () => (await db.pool.query(`SELECT repeat_interval, next_run_at FROM scout_jobs WHERE name = 'tick'`)).rows;
    const [first] = await schedule();
    await queue.every('tick', '1 minute');
    expect(await schedule()).toEqual([first]);
    await queue.every('tick', '1 second');
    const rows = await schedule();
    expect(rows.map((row) => row.repeat_interval)).toEqual(['1 second']);
    await queue.start();
    await eventually('two runs of tick', async () => (runs >= 2 ? runs : undefined), 100, 100);
    expect(runs).toBeGreaterThanOrEqual(2);
  });

  it('renews the lock of a long job, so it runs once and ends normally', async () => {
    let runs = 0;
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    queue.define({
      name: 'long',
      schema: z.object({}),
      handler: async () => {
        runs += 1;
        await released;
      },
    });
    await queue.start();
    const id = await queue.enqueue('long', {});
    const lockedAt = async () =>
      (await db.pool.query<{ locked_at: Date | null }>('SELECT locked_at FROM scout_jobs WHERE id = $1', [id])).rows[0]?.locked_at ?? null;
    const first = await eventually('the long job to be locked', async () => (await lockedAt()) ?? undefined);
    await eventually('the lock to be renewed', async () => {
      const now = await lockedAt();
      return now && now.getTime() > first.getTime() ? now : undefined;
    });
    release();
    const finished = await eventually('the long job to finish', async () => {
      const { rows } = await db.pool.query<{ last_finished_at: Date | null; fail_reason: string | null }>(
        'SELECT last_finished_at, fail_reason FROM scout_jobs WHERE id = $1',
        [id],
      );
      return rows[0]?.last_finished_at ? rows[0] : undefined;
    });
    expect(finished.fail_reason).toBeNull();
    expect(runs).toBe(1);
  });

  it('queueDepth counts the due runs of every defined job, and taken ones as locked, until they are done', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    queue.define({ name: 'greet', schema: greetingSchema, handler: async () => released });
    queue.define({ name: 'idle', schema: z.object({}), handler: async () => undefined });
    queue.define({ name: 'tick', schema: z.object({}), handler: async () => undefined });
    await queue.every('tick', '1 hour');
    await queue.enqueue('greet', { name: 'Ada' });
    await queue.enqueue('greet', { name: 'Bo' });
    // Not started: both runs are due and no process took them; a schedule in the future is not waiting.
    expect(await queue.queueDepth()).toEqual([
      { name: 'greet', due: 2, locked: 0 },
      { name: 'idle', due: 0, locked: 0 },
      { name: 'tick', due: 0, locked: 0 },
    ]);
    await queue.start();
    const running = await eventually('a greet run to be taken', async () => {
      const greet = (await queue.queueDepth()).find((d) => d.name === 'greet')!;
      return greet.locked >= 1 ? greet : undefined;
    });
    expect(running.due + running.locked).toBe(2);
    release();
    const done = await eventually('both greet runs to be done', async () => {
      const greet = (await queue.queueDepth()).find((d) => d.name === 'greet')!;
      return greet.due + greet.locked === 0 ? greet : undefined;
    });
    expect(done).toEqual({ name: 'greet', due: 0, locked: 0 });
  });

  it('stop waits for the running job to end', async () => {
    const order: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    queue.define({
      name: 'slow',
      schema: z.object({}),
      handler: async () => {
        order.push('started');
        await released;
        order.push('finished');
      },
    });
    await queue.start();
    await queue.enqueue('slow', {});
    await eventually('the slow job to start', async () => (order.includes('started') ? true : undefined));
    const stopped = queue.stop().then(() => order.push('stopped'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['started']);
    release();
    await stopped;
    expect(order).toEqual(['started', 'finished', 'stopped']);
  });

  it('stop abandons a job still running after its stop timeout', async () => {
    await queue.stop();
    queue = await agendaJobQueue({ pool: db.pool, logger, processEvery: 100, lockLifetimeMs: 1500, stopTimeoutMs: 200 });
    let started = false;
    queue.define({
      name: 'stuck',
      schema: z.object({}),
      handler: async () => {
        started = true;
        await new Promise<void>(() => undefined);
      },
    });
    await queue.start();
    await queue.enqueue('stuck', {});
    await eventually('the stuck job to start', async () => (started ? true : undefined));
    const before = Date.now();
    await queue.stop();
    expect(Date.now() - before).toBeLessThan(2000);
  });
});
