import { EventEmitter } from 'node:events';
import { Agenda, type Job } from 'agenda';
import { PostgresBackend, getCreateIndexesSQL, getCreateTableSQL, getUpdateTimestampTriggerSQL } from '@agendajs/postgres-backend';
import type { Logger } from 'pino';
import { inTransaction, type Pool } from '../postgres/pool';
import { createRateLimitedLog } from '../logging/rateLimitedLog';
import { installClearableWatchdog, type Watchdogs } from './agendaWatchdog';
import type { JobDefinition, JobQueue, JobQueueDepth } from './port';

export interface AgendaJobQueueOptions {
  /** Scout's own pool: agenda borrows one client for LISTEN and never ends the pool. */
  pool: Pool;
  logger: Logger;
  /** Table (and LISTEN/NOTIFY channel) of the jobs. */
  tableName?: string;
  /** How often due jobs are looked for besides the notifications of new ones (agenda's `processEvery`). */
  processEvery?: string | number;
  /**
   * A running job whose lock is older than this is taken as dead (its process died) and may run
   * again; running jobs renew their lock every third of it.
   */
  lockLifetimeMs?: number;
  /**
   * How long `stop()` waits for running jobs before abandoning them: their locks stay in the
   * table and expire after the lock lifetime, so another process runs them again.
   */
  stopTimeoutMs?: number;
}

const DEFAULT_TABLE = 'scout_jobs';
const DEFAULT_LOCK_LIFETIME_MS = 30_000;
const DEFAULT_STOP_TIMEOUT_MS = 10_000;
const OUTAGE_LOG_INTERVAL_MS = 30_000;
/** Serialises concurrent creations of the jobs table by several processes. */
const schemaLockKey = 0x5c0e7e7;

/** Creates the jobs table when it is missing (agenda's own schema), safe to run from several processes at once. */
async function migrateJobsSchema(pool: Pool, tableName: string): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [schemaLockKey]);
    await client.query(getCreateTableSQL(tableName));
    for (const sql of getCreateIndexesSQL(tableName)) await client.query(sql);
    await client.query(getUpdateTimestampTriggerSQL(tableName));
  });
}

/**
 * The jobs port on agenda with its PostgreSQL backend, in Scout's own database. A job's data is
 * checked by its schema when it is queued and again before its handler runs (rows may be older
 * than the code). Stopping waits for running jobs (up to `stopTimeoutMs`), then gives the LISTEN
 * client back to the pool and leaves no timer behind.
 */
export async function agendaJobQueue(options: AgendaJobQueueOptions): Promise<JobQueue> {
  const tableName = options.tableName ?? DEFAULT_TABLE;
  const { logger } = options;
  const lockLifetime = options.lockLifetimeMs ?? DEFAULT_LOCK_LIFETIME_MS;
  const stopTimeout = options.stopTimeoutMs ?? DEFAULT_STOP_TIMEOUT_MS;
  await migrateJobsSchema(options.pool, tableName);
  // Schema is ready, so connecting only checks the pool; the callback fires once it has.
  const backend = new PostgresBackend({ pool: options.pool, tableName, channelName: tableName, ensureSchema: false });
  let stopped = false;
  // The channel re-emits its LISTEN client's errors and has no listener of its own. The client keeps
  // that listener when it goes back to the pool, so errors after stop (the pool's clients ending as
  // PostgreSQL shuts down) belong to the pool's owner.
  const channel = backend.notificationChannel;
  // While the database is away these come every 100 ms: one line per cause and interval.
  const outageLog = createRateLimitedLog(OUTAGE_LOG_INTERVAL_MS);
  const warnLimited = (error: Error, message: string) =>
    outageLog.note(`${message}:${error.message}`, (suppressed) => logger.warn({ message: error.message, suppressed }, message));
  if (channel instanceof EventEmitter) {
    channel.on('error', (error: Error) => {
      if (!stopped) warnLimited(error, 'job notifications lost; reconnecting');
    });
  }
  let agenda!: Agenda;
  await new Promise<void>((resolve) => {
    agenda = new Agenda(
      {
        backend,
        ...(options.processEvery !== undefined ? { processEvery: options.processEvery } : {}),
      },
      () => resolve(),
    );
  });
  agenda.on('error', (error: Error) => warnLimited(error, 'job queue error'));
  agenda.on('fail', (error: Error, job: Job) => {
    logger.warn({ job: job.attrs.name, jobId: String(job.attrs._id), message: error.message }, 'job failed');
  });

  const definitions = new Map<string, JobDefinition<unknown>>();
  /** Lock renewals of the running jobs, cleared by jobs that end and by stop for abandoned ones. */
  const heartbeats = new Set<ReturnType<typeof setInterval>>();
  let watchdogs: Watchdogs | undefined;

  function definitionOf(name: string): JobDefinition<unknown> {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`job queue: no job named ${name}`);
    return definition;
  }

  return {
    define<T>(definition: JobDefinition<T>) {
      if (definitions.has(definition.name)) throw new Error(`job queue: ${definition.name} is defined twice`);
      definitions.set(definition.name, definition as JobDefinition<unknown>);
      agenda.define(
        definition.name,
        async (job: Job) => {
          const parsed = definition.schema.safeParse(job.attrs.data ?? {});
          if (!parsed.success) throw new Error(`job ${definition.name} has data its schema refuses`);
          let progress: number | undefined;
          const heartbeat = setInterval(() => {
            job.touch(progress).catch(() => undefined);
          }, lockLifetime / 3);
          heartbeat.unref();
          heartbeats.add(heartbeat);
          try {
            await definition.handler(parsed.data, {
              jobId: String(job.attrs._id),
              progress: async (percent) => {
                progress = Math.max(0, Math.min(100, percent));
                await job.touch(progress);
              },
            });
          } finally {
            clearInterval(heartbeat);
            heartbeats.delete(heartbeat);
          }
        },
        { concurrency: definition.concurrency ?? 1, lockLifetime },
      );
    },
    async enqueue<T>(name: string, data: T) {
      const parsed = definitionOf(name).schema.safeParse(data);
      if (!parsed.success) throw new Error(`job queue: data of ${name} does not match its schema`);
      const job = await agenda.now(name, parsed.data);
      return String(job.attrs._id);
    },
    async every(name: string, interval: string) {
      definitionOf(name);
      // Agenda would move the next run of an existing schedule on every call (every start of every
      // process), so that frequent restarts could keep it from ever running: an unchanged one is kept.
      const existing = await options.pool.query<{ repeat_interval: string | null }>(
        `SELECT repeat_interval FROM "${tableName}" WHERE name = $1 AND type = 'single'`,
        [name],
      );
      if (existing.rows[0]?.repeat_interval === interval) return;
      await agenda.every(interval, name, {}, { skipImmediate: true });
    },
    async queueDepth() {
      // A one-off run's next_run_at is cleared when it starts; a lock is cleared when it ends.
      const { rows } = await options.pool.query<JobQueueDepth>(
        `SELECT name,
                count(*) FILTER (WHERE locked_at IS NULL)::int AS due,
                count(*) FILTER (WHERE locked_at IS NOT NULL)::int AS locked
           FROM "${tableName}"
          WHERE locked_at IS NOT NULL OR (next_run_at <= now() AND disabled IS NOT TRUE)
          GROUP BY name`,
      );
      const depth = new Map<string, JobQueueDepth>([...definitions.keys()].map((name) => [name, { name, due: 0, locked: 0 }]));
      for (const row of rows) depth.set(row.name, { name: row.name, due: row.due, locked: row.locked });
      return [...depth.values()].sort((a, b) => a.name.localeCompare(b.name));
    },
    async start() {
      await agenda.start();
      watchdogs ??= installClearableWatchdog(agenda);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      const result = await agenda.drain({ timeout: stopTimeout, closeConnection: false });
      if (result.timedOut) {
        // The handlers go on without a queue: their locks are no longer renewed and expire, so
        // another process runs those jobs again; whatever they do next may fail as the app closes.
        logger.warn({ running: result.running, stopTimeoutMs: stopTimeout }, 'job queue stopped with jobs still running; abandoned');
        for (const heartbeat of heartbeats) clearInterval(heartbeat);
        heartbeats.clear();
      }
      watchdogs?.cancelAll();
    },
  };
}
