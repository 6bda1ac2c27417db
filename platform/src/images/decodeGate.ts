import { AppError } from '../errors';

export interface DecodeGateLimits {
  /** Images decoded at once; below libuv's 4 threads, so hashing, DNS and file I/O keep a thread. */
  running: number;
  /** Decodes waiting for a turn; one more is refused with 503. */
  waiting: number;
}

export interface DecodeGate {
  run<T>(work: () => Promise<T>): Promise<T>;
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

  return {
    async run(work) {
      if (running < limits.running) running += 1;
      else if (queue.length < limits.waiting) await new Promise<void>((resolve) => queue.push(resolve));
      else
        throw new AppError(503, 'ServiceUnavailable', 'Too many images are being prepared right now, please retry later', {
          headers: { 'Retry-After': '1' },
        });
      try {
        return await work();
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: queue.length }),
  };
}
