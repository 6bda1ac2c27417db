import { AppError } from '../errors';

export interface DecodeGateLimits {
  /** Images decoded at once; below libuv's 4 threads, so hashing, DNS and file I/O keep a thread. */
  running: number;
  /** Decodes waiting for a turn; one more is refused with 503. */
  waiting: number;
  /** Decodes of one client (running and waiting), so one address cannot take every place in line. */
  perClient: number;
}

export interface DecodeGate {
  /** Runs `work` in turn for `client` (its address), or refuses it with 503. */
  run<T>(work: () => Promise<T>, client?: string): Promise<T>;
  /** Decodes running and waiting now (tests, metrics). */
  load(): { running: number; waiting: number };
}

/** At most `running` decodes at once, `waiting` more in line (first come, first served), the rest refused. */
export function decodeGate(limits: DecodeGateLimits): DecodeGate {
  let running = 0;
  const queue: Array<() => void> = [];

  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };

  const perClient = new Map<string, number>();
  const busy = () =>
    new AppError(503, 'ServiceUnavailable', 'Too many images are being prepared right now, please retry later', {
      headers: { 'Retry-After': '1' },
    });

  return {
    async run(work, client = '') {
      const mine = perClient.get(client) ?? 0;
      if (mine >= limits.perClient) throw busy();
      if (running >= limits.running && queue.length >= limits.waiting) throw busy();
      perClient.set(client, mine + 1);
      try {
        if (running < limits.running) running += 1;
        else await new Promise<void>((resolve) => queue.push(resolve));
        try {
          return await work();
        } finally {
          release();
        }
      } finally {
        const left = (perClient.get(client) ?? 1) - 1;
        if (left > 0) perClient.set(client, left);
        else perClient.delete(client);
      }
    },
    load: () => ({ running, waiting: queue.length }),
  };
}
