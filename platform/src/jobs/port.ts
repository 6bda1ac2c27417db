import type { ZodType } from 'zod';

/**
 * Jobs port: work that runs outside a request (live-tracking refresh, CSV imports, audit reports).
 * A job issues commands like any other client; its progress, where users see it, is kept in events.
 * The adapter is agenda on PostgreSQL (`agendaJobQueue`).
 */
export interface JobContext {
  jobId: string;
  /** Rough progress in percent (0–100) for logs and the job record; user-visible progress goes in events. */
  progress(percent: number): Promise<void>;
}

export interface JobDefinition<T> {
  name: string;
  /** The job's data is parsed by this schema before the handler sees it. */
  schema: ZodType<T>;
  handler: (data: T, job: JobContext) => Promise<void>;
  /** How many of this job may run at once in one process (default 1). */
  concurrency?: number;
}

/** Runs of one job waiting in the queue, not yet done. */
export interface JobQueueDepth {
  name: string;
  /** Due (their time has come) and not taken by any process yet. */
  due: number;
  /** Taken by a process: running, or locked to run next (a dead process's lock expires after the lock lifetime). */
  locked: number;
}

export interface JobQueue {
  define<T>(definition: JobDefinition<T>): void;
  /** Queues one run now; answers the job's id. */
  enqueue<T>(name: string, data: T): Promise<string>;
  /** Runs `name` with empty data every `interval` (e.g. '1 hour'); one schedule per name. */
  every(name: string, interval: string): Promise<void>;
  /** Every defined job (0 when none waits) and any other job name with runs waiting, by name. */
  queueDepth(): Promise<JobQueueDepth[]>;
  start(): Promise<void>;
  /** Stops taking jobs and waits for running ones to end. */
  stop(): Promise<void>;
}
