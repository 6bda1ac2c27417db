import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { restartDelayMs, supervise } from './supervisor';

/** A postmaster the test ends: exit code or signal, then the 'exit' event, as Node reports it. */
class FakePostmaster extends EventEmitter {
  exitCode: number | null = null;
  signalCode: NodeJS.Signals | null = null;
  end(how: { code: number } | { signal: NodeJS.Signals }) {
    if ('code' in how) this.exitCode = how.code;
    else this.signalCode = how.signal;
    this.emit('exit', this.exitCode, this.signalCode);
  }
}

/**
 * A cluster whose starts fail as often as `failures` says, then spawn a new postmaster; it notes the
 * fake time of every start and stop. `hold` keeps the next start pending until `release` is called.
 */
function fakeCluster(failures = 0) {
  let left = failures;
  let child = new FakePostmaster();
  const startedAt: number[] = [];
  const stoppedAt: number[] = [];
  let held: (() => void) | undefined;
  let holdNext = false;
  const begin = Date.now();
  return {
    startedAt,
    stoppedAt,
    child: () => child,
    childOf: () => child as unknown as ChildProcess,
    hold: () => {
      holdNext = true;
    },
    release: () => held?.(),
    cluster: {
      async start() {
        startedAt.push(Date.now() - begin);
        if (holdNext) {
          holdNext = false;
          await new Promise<void>((resolve) => (held = resolve));
        }
        if (left > 0) {
          left -= 1;
          throw new Error('could not start');
        }
        child = new FakePostmaster();
      },
      async stop() {
        stoppedAt.push(Date.now() - begin);
        child.end({ code: 0 });
      },
    },
  };
}

const EXITED_KILLED = 'embedded PostgreSQL exited (signal SIGKILL); restarting it';
const NOT_YET = 'embedded PostgreSQL did not start yet (its old processes may still run, or its disk is full); retrying';

beforeEach(() => {
  jest.useFakeTimers({ now: 1_000_000 });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('restart backoff', () => {
  it('doubles from 200 ms and stays at 2 s', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(restartDelayMs)).toEqual([200, 400, 800, 1600, 2000, 2000, 2000]);
  });
});

describe('postmaster supervisor', () => {
  it('restarts a killed postmaster with backoff until a start succeeds, then watches the new one', async () => {
    const fake = fakeCluster(2);
    const lines: string[] = [];
    supervise(fake.cluster, fake.childOf, (line) => lines.push(line));

    fake.child().end({ signal: 'SIGKILL' });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(fake.startedAt).toEqual([200, 600, 1400]);
    // The second failed start falls in the same 30 s as the first and is only counted.
    expect(lines).toEqual([EXITED_KILLED, NOT_YET, 'embedded PostgreSQL runs again after 3 attempts']);

    fake.child().end({ code: 1 });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(fake.startedAt).toEqual([200, 600, 1400, 10_200]);
    expect(lines.slice(3)).toEqual(['embedded PostgreSQL runs again after 1 attempt']);

    await jest.advanceTimersByTimeAsync(30_000);
    fake.child().end({ code: 1 });
    await jest.advanceTimersByTimeAsync(1_000);
    expect(lines.slice(4)).toEqual([
      'embedded PostgreSQL exited (code 1); restarting it (1 more like it left out)',
      'embedded PostgreSQL runs again after 1 attempt',
    ]);
  });

  it('waits at most 2 s between starts however long the postmaster cannot start', async () => {
    const fake = fakeCluster(12);
    supervise(fake.cluster, fake.childOf, () => undefined);
    fake.child().end({ signal: 'SIGKILL' });
    await jest.advanceTimersByTimeAsync(60_000);
    const gaps = fake.startedAt.map((at, i) => at - (fake.startedAt[i - 1] ?? 0));
    expect(gaps).toEqual([200, 400, 800, 1600, ...Array(9).fill(2000)]);
  });

  it('restarts a postmaster that had already exited when supervision began', async () => {
    const fake = fakeCluster();
    fake.child().exitCode = 2;
    const lines: string[] = [];
    supervise(fake.cluster, fake.childOf, (line) => lines.push(line));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(fake.startedAt).toEqual([200]);
    expect(lines).toEqual(['embedded PostgreSQL exited (code 2); restarting it', 'embedded PostgreSQL runs again after 1 attempt']);
  });

  it('stops a running postmaster once and does not restart it', async () => {
    const fake = fakeCluster();
    const supervisor = supervise(fake.cluster, fake.childOf, () => undefined);
    await supervisor.stop();
    await jest.advanceTimersByTimeAsync(10_000);
    expect({ stopped: fake.stoppedAt.length, started: fake.startedAt }).toEqual({ stopped: 1, started: [] });
  });

  it('does not stop a dead postmaster again and gives up its restarts when stopped during the backoff', async () => {
    const fake = fakeCluster();
    const supervisor = supervise(fake.cluster, fake.childOf, () => undefined);
    fake.child().end({ signal: 'SIGKILL' });
    await jest.advanceTimersByTimeAsync(100);
    await supervisor.stop();
    await jest.advanceTimersByTimeAsync(10_000);
    expect({ stopped: fake.stoppedAt, started: fake.startedAt }).toEqual({ stopped: [], started: [] });
  });

  it('stops a postmaster whose start was under way when the supervisor was stopped', async () => {
    const fake = fakeCluster();
    const lines: string[] = [];
    const supervisor = supervise(fake.cluster, fake.childOf, (line) => lines.push(line));
    fake.child().end({ signal: 'SIGKILL' });
    fake.hold();
    await jest.advanceTimersByTimeAsync(200);
    expect(fake.startedAt).toEqual([200]);
    await supervisor.stop();
    fake.release();
    await jest.advanceTimersByTimeAsync(10_000);
    expect({ stopped: fake.stoppedAt.length, started: fake.startedAt.length, lines }).toEqual({
      stopped: 1,
      started: 1,
      lines: [EXITED_KILLED],
    });
  });
});
