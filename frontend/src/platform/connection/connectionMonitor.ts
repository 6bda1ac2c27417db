import { createValueStore } from '../../session/planGate';

/**
 * `connected`: the server answers. `away`: it did not answer, Scout asks again with backoff.
 * `offline`: the device has no network; Scout asks again when it is back.
 */
export type ConnectionStatus = 'connected' | 'away' | 'offline';

export interface ConnectionState {
  status: ConnectionStatus;
  /** When Scout asks the server again by itself (epoch ms); null while connected, offline or asking. */
  nextTryAt: number | null;
  /** A question to the server is on its way. */
  trying: boolean;
  /** How many times the server came back after being away: screens read their data again on each. */
  returns: number;
}

export interface MonitorDependencies {
  /** Answers whether the server can serve; never rejects. */
  probe(): Promise<boolean>;
  now(): number;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
  /** 0 ≤ random < 1, for the jitter of the backoff. */
  random(): number;
}

const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;
/** Each delay is shortened by up to this share, so that many open pages do not ask in step. */
const JITTER = 0.2;

/** The wait before the n-th automatic try (0-based): 1 s, 2 s, 4 s … at most 30 s, less up to 20 % jitter. */
export function retryDelayMs(attempt: number, random: number): number {
  const base = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, attempt));
  return Math.round(base * (1 - JITTER * random));
}

const CONNECTED: ConnectionState = { status: 'connected', nextTryAt: null, trying: false, returns: 0 };

/**
 * Whether Scout's server can be reached, fed by every request's outcome and the device's network
 * events. A failure that looks like the server being away is checked by asking the server once; while
 * it is away (or the device offline) the state says so and the server is asked again with backoff,
 * until it answers: then `returns` grows and the state is `connected` again.
 */
export function createConnectionMonitor(dependencies: MonitorDependencies) {
  const store = createValueStore<ConnectionState>(CONNECTED);
  let attempt = 0;
  let timer: unknown;

  const update = (change: Partial<ConnectionState>) => store.set({ ...store.get(), ...change });

  const stopTimer = () => {
    if (timer !== undefined) dependencies.clearTimer(timer);
    timer = undefined;
  };

  const scheduleTry = () => {
    stopTimer();
    const delay = retryDelayMs(attempt, dependencies.random());
    attempt += 1;
    timer = dependencies.setTimer(() => {
      timer = undefined;
      void ask();
    }, delay);
    update({ nextTryAt: dependencies.now() + delay });
  };

  const answered = () => {
    stopTimer();
    attempt = 0;
    const { status, returns, trying } = store.get();
    if (status !== 'connected') store.set({ status: 'connected', nextTryAt: null, trying, returns: returns + 1 });
  };

  async function ask(): Promise<void> {
    if (store.get().trying) return;
    update({ trying: true, nextTryAt: null });
    const up = await dependencies.probe();
    update({ trying: false });
    if (up) return answered();
    if (store.get().status === 'offline') return;
    if (store.get().status === 'connected') update({ status: 'away' });
    scheduleTry();
  }

  return {
    get: store.get,
    subscribe: store.subscribe,
    use: store.use,
    /** A request got an answer from the server (an error answer too): it is there. */
    answered,
    /** A request got no answer (or a gateway's): the server is asked once, and is away if it does not answer either. */
    suspect() {
      if (store.get().status === 'connected') void ask();
    },
    /** The user's Retry: ask now instead of waiting for the next try. */
    retryNow() {
      if (store.get().status === 'connected') return;
      stopTimer();
      void ask();
    },
    deviceOffline() {
      stopTimer();
      update({ status: 'offline', nextTryAt: null });
    },
    deviceOnline() {
      if (store.get().status !== 'offline') return;
      attempt = 0;
      update({ status: 'away' });
      void ask();
    },
  };
}

export type ConnectionMonitor = ReturnType<typeof createConnectionMonitor>;
