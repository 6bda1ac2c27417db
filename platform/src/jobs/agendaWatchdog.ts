import type { Agenda, Job } from 'agenda';

/**
 * Agenda (6.2.x, up to its current main) watches every running job with
 * `await delay(max(processEvery, lockLifetime) / 2)` in a loop raced against the job, and never
 * clears that timer: when the job ends (or agenda is drained) the timer is left armed, keeping
 * the event loop alive for up to half the lock lifetime (15 s by default) after every job. A
 * process that stopped its queue then cannot exit by itself (Jest workers are force-exited).
 *
 * `installClearableWatchdog` replaces the `runOrRetry` of one started agenda's job processor
 * by the same logic with a watchdog whose timer is cleared as soon as the job ends, and that
 * `cancelAll` (called on stop) clears for jobs abandoned by a bounded drain. Everything else is
 * agenda's own code path. It checks the internals it relies on and refuses to install otherwise,
 * so an agenda upgrade that changes them fails loudly at start instead of misbehaving.
 */

interface JobStatus {
  running: number;
  locked: number;
}

/** The private parts of agenda's JobProcessor that `runOrRetry` uses. */
interface JobProcessorInternals {
  agenda: Agenda;
  processEvery: number;
  maxConcurrency: number;
  isRunning: boolean;
  jobStatus: Record<string, JobStatus | undefined>;
  runningJobs: Job[];
  lockedJobs: Job[];
  updateStatus(name: string, key: 'locked' | 'running', number: 1 | -1): void;
  enqueueJob(job: Job): void;
  jobProcessing(): Promise<void>;
  runOrRetry(job: Job): Promise<void>;
}

export interface Watchdogs {
  /** Clears the watchdog timers of every job still running (used once the queue is stopped). */
  cancelAll(): void;
}

function processorOf(agenda: Agenda): JobProcessorInternals {
  const processor = (agenda as unknown as { jobProcessor?: Partial<JobProcessorInternals> }).jobProcessor;
  const fits =
    processor !== undefined &&
    typeof processor.runOrRetry === 'function' &&
    typeof processor.updateStatus === 'function' &&
    typeof processor.enqueueJob === 'function' &&
    typeof processor.jobProcessing === 'function' &&
    typeof processor.processEvery === 'number' &&
    typeof processor.maxConcurrency === 'number' &&
    Array.isArray(processor.runningJobs) &&
    Array.isArray(processor.lockedJobs) &&
    typeof processor.jobStatus === 'object';
  if (!fits) throw new Error('job queue: agenda job processor internals changed; review agendaWatchdog.ts');
  return processor as JobProcessorInternals;
}

function removeJob(list: Job[], job: Job, what: string): void {
  let index = list.indexOf(job);
  if (index === -1) index = list.findIndex((j) => j.attrs._id?.toString() === job.attrs._id?.toString());
  if (index === -1) throw new Error(`cannot find job ${String(job.attrs._id)} in ${what} jobs queue?`);
  list.splice(index, 1);
}

/** Installs the clearable watchdog on an agenda whose `start()` has resolved. */
export function installClearableWatchdog(agenda: Agenda): Watchdogs {
  const processor = processorOf(agenda);
  const armed = new Set<ReturnType<typeof setTimeout>>();

  /**
   * Rejects when the job's lock expired (agenda's check, same period and messages); never
   * settles otherwise. `stop()` clears its timer.
   */
  function watch(job: Job): { expired: Promise<never>; stop(): void } {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      if (timer) {
        clearTimeout(timer);
        armed.delete(timer);
        timer = undefined;
      }
    };
    const definition = () => agenda.definitions[job.attrs.name]!;
    const period = Math.max(processor.processEvery / 2, definition().lockLifetime / 2);
    const expired = new Promise<never>((_resolve, reject) => {
      const tick = async () => {
        armed.delete(timer!);
        timer = undefined;
        if (stopped) return;
        try {
          const isExpired = await job.isExpired();
          if (stopped) return;
          if (isExpired) {
            agenda.logJobEvent({
              level: 'warn',
              event: 'expired',
              jobId: job.attrs._id?.toString(),
              jobName: job.attrs.name,
              message: 'job expired (lock lifetime exceeded)',
            });
            throw new Error(
              `execution of '${job.attrs.name}' canceled, execution took more than ${definition().lockLifetime}ms. Call touch() for long running jobs to keep them alive.`,
            );
          }
          if (!job.attrs.lockedAt) {
            throw new Error(
              `execution of '${job.attrs.name}' canceled, no lockedAt date found. Ensure to call touch() for long running jobs to keep them alive.`,
            );
          }
        } catch (error) {
          reject(error);
          return;
        }
        if (stopped) return;
        timer = setTimeout(() => void tick(), period);
        armed.add(timer);
      };
      timer = setTimeout(() => void tick(), period);
      armed.add(timer);
    });
    return { expired, stop };
  }

  // agenda 6.2.6 JobProcessor.runOrRetry, with `watch` in place of its checkIfJobIsStillAlive.
  processor.runOrRetry = async function runOrRetry(this: JobProcessorInternals, job: Job): Promise<void> {
    if (!this.isRunning) return;
    const jobDefinition = this.agenda.definitions[job.attrs.name]!;
    const status = this.jobStatus[job.attrs.name];
    if (
      (!jobDefinition.concurrency || !status || status.running < jobDefinition.concurrency) &&
      this.runningJobs.length < this.maxConcurrency
    ) {
      this.runningJobs.push(job);
      this.updateStatus(job.attrs.name, 'running', 1);
      const watchdog = watch(job);
      try {
        await Promise.race([job.run(), watchdog.expired]);
        if (!this.runningJobs.includes(job)) {
          throw new Error(`callback already called - job ${job.attrs.name} already marked complete`);
        }
      } catch (error) {
        job.cancel(error instanceof Error ? error : undefined);
        this.agenda.logJobEvent({
          level: 'error',
          event: 'fail',
          jobId: job.attrs._id?.toString(),
          jobName: job.attrs.name,
          message: `job processing error: ${error instanceof Error ? error.message : String(error)}`,
          error: error instanceof Error ? error.message : String(error),
        });
        this.agenda.emit('error', error instanceof Error ? error : new Error(String(error)));
      } finally {
        watchdog.stop();
        removeJob(this.runningJobs, job, 'running');
        this.updateStatus(job.attrs.name, 'running', -1);
        removeJob(this.lockedJobs, job, 'locked');
        this.updateStatus(job.attrs.name, 'locked', -1);
      }
      setImmediate(() => void this.jobProcessing());
      return;
    }
    this.enqueueJob(job);
  };

  return {
    cancelAll() {
      for (const timer of armed) clearTimeout(timer);
      armed.clear();
    },
  };
}
