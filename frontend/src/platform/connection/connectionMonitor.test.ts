import { describe, expect, it } from '@jest/globals';
import { createConnectionMonitor, retryDelayMs } from './connectionMonitor';

/** A monitor on a fake clock: the server's answers to the probe are queued by the test. */
function monitorWith(serverUp: boolean[]) {
  let now = 1_000_000;
  const timers: Array<{ at: number; run: () => void }> = [];
  let probes = 0;
  const monitor = createConnectionMonitor({
    probe: async () => {
      probes += 1;
      return serverUp.shift() ?? false;
    },
    now: () => now,
    setTimer: (run, ms) => {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      timers.splice(timers.indexOf(timer as (typeof timers)[number]), 1);
    },
    random: () => 0,
  });
  /** Moves the clock to the next timer and runs it, letting the probe's answer arrive. */
  const nextTry = async () => {
    const timer = timers.shift();
    if (!timer) throw new Error('no try scheduled');
    now = timer.at;
    timer.run();
    await settle();
  };
  return { monitor, nextTry, probes: () => probes, pending: () => timers.length };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('retryDelayMs', () => {
  it('doubles from 1 s up to 30 s, shortened by at most a fifth', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => retryDelayMs(attempt, 0))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(retryDelayMs(0, 0.999_999)).toBe(800);
    expect(retryDelayMs(5, 0.5)).toBe(27_000);
  });
});

describe('the connection monitor', () => {
  it('stays connected when the server answers the check after a failed request', async () => {
    const { monitor, probes, pending } = monitorWith([true]);
    monitor.suspect();
    await settle();
    expect(monitor.get()).toEqual({ status: 'connected', nextTryAt: null, trying: false, returns: 0 });
    expect(probes()).toBe(1);
    expect(pending()).toBe(0);
  });

  it('is away while the server does not answer, asks again with backoff, and counts its return', async () => {
    const { monitor, nextTry, probes } = monitorWith([false, false, false, true]);
    monitor.suspect();
    await settle();
    expect(monitor.get()).toMatchObject({ status: 'away', nextTryAt: 1_001_000, returns: 0 });
    await nextTry();
    expect(monitor.get()).toMatchObject({ status: 'away', nextTryAt: 1_003_000 });
    await nextTry();
    expect(monitor.get()).toMatchObject({ status: 'away', nextTryAt: 1_007_000 });
    // Failures meanwhile ask nothing more: the next try is already planned.
    monitor.suspect();
    await settle();
    expect(probes()).toBe(3);
    await nextTry();
    expect(monitor.get()).toEqual({ status: 'connected', nextTryAt: null, trying: false, returns: 1 });
  });

  it('is back at once when a request gets an answer, and starts its backoff over next time', async () => {
    const { monitor, nextTry, pending } = monitorWith([false, false, false]);
    monitor.suspect();
    await settle();
    await nextTry();
    monitor.answered();
    expect(monitor.get()).toMatchObject({ status: 'connected', returns: 1, nextTryAt: null });
    expect(pending()).toBe(0);
    monitor.suspect();
    await settle();
    expect(monitor.get()).toMatchObject({ status: 'away', nextTryAt: expect.any(Number) });
    const { nextTryAt } = monitor.get();
    await nextTry();
    expect(monitor.get().nextTryAt! - nextTryAt!).toBe(2_000);
  });

  it('asks at once on Retry instead of waiting', async () => {
    const { monitor, probes, pending } = monitorWith([false, true]);
    monitor.retryNow();
    expect(probes()).toBe(0);
    monitor.suspect();
    await settle();
    monitor.retryNow();
    await settle();
    expect(probes()).toBe(2);
    expect(pending()).toBe(0);
    expect(monitor.get()).toMatchObject({ status: 'connected', returns: 1 });
  });

  it('waits while the device is offline and asks as soon as it is online again', async () => {
    const { monitor, probes, pending } = monitorWith([true]);
    monitor.deviceOffline();
    expect(monitor.get()).toMatchObject({ status: 'offline', nextTryAt: null });
    monitor.suspect();
    await settle();
    expect(probes()).toBe(0);
    monitor.deviceOnline();
    await settle();
    expect(monitor.get()).toMatchObject({ status: 'connected', returns: 1 });
    expect(pending()).toBe(0);
  });

  it('tells its subscribers of every change', async () => {
    const { monitor } = monitorWith([false]);
    const seen: string[] = [];
    monitor.subscribe(() => seen.push(`${monitor.get().status}${monitor.get().trying ? '…' : ''}`));
    monitor.suspect();
    await settle();
    expect(seen).toEqual(['connected…', 'connected', 'away', 'away']);
  });
});
