/** At most `max` tasks at once; the others wait in arrival order, urgent ones before the rest. */
export class Limiter {
  private running = 0;
  private readonly queue: Array<() => void> = [];
  /** How many at the queue's head are urgent. */
  private urgentQueued = 0;

  constructor(private readonly max: number) {}

  async run<T>(task: () => Promise<T>, urgent = false): Promise<T> {
    if (this.running >= this.max)
      await new Promise<void>((resolve) => {
        if (urgent) this.queue.splice(this.urgentQueued++, 0, resolve);
        else this.queue.push(resolve);
      });
    else this.running += 1;
    try {
      return await task();
    } finally {
      if (this.urgentQueued > 0) this.urgentQueued -= 1;
      const next = this.queue.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
