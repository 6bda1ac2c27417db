import type { RecordedEvent, SubscribeOptions } from './port';

/** Back-off between retries: 100 ms, doubling up to 5 s. */
export const firstRetryDelayMs = 100;
export const nextRetryDelayMs = (delayMs: number): number => Math.min(delayMs * 2, 5000);

/**
 * The shared state of one subscription's loop: closing it, waking it up when new events may be
 * there, and waits that end early when it closes.
 */
export class SubscriptionControl {
  #closed = false;
  #woken = false;
  #interrupt: (() => void) | undefined;

  get closed(): boolean {
    return this.#closed;
  }

  close(): void {
    this.#closed = true;
    this.#interrupt?.();
  }

  /** New events may be there. A wake-up that comes while the loop is reading is kept for its next wait. */
  wake(): void {
    this.#woken = true;
    this.#interrupt?.();
  }

  /** Forgets earlier wake-ups: call right before reading. */
  clearWakeUps(): void {
    this.#woken = false;
  }

  /** Waits for a wake-up, at most `ms`; returns at once after an unconsumed wake-up or when closed. */
  async waitForWakeUp(ms: number): Promise<void> {
    if (this.#woken || this.#closed) return;
    await this.#wait(ms, true);
  }

  /** Waits `ms`, or less when closed. */
  async sleep(ms: number): Promise<void> {
    if (this.#closed) return;
    await this.#wait(ms, false);
  }

  // One loop drives a subscription, so at most one wait is in flight.
  async #wait(ms: number, endOnWakeUp: boolean): Promise<void> {
    await new Promise<void>((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.#interrupt = undefined;
        resolve();
      };
      const timer = setTimeout(finish, ms);
      this.#interrupt = () => {
        if (this.#closed || endOnWakeUp) finish();
      };
    });
  }
}

/**
 * Hands `batch` to `onEvents` until it resolves. After each rejection it reports the error and
 * waits 100 ms, doubling up to 5 s, before delivering the same batch again. Returns false when the
 * subscription closed before the batch was accepted.
 */
export async function deliverUntilAccepted(
  batch: RecordedEvent[],
  options: Pick<SubscribeOptions, 'onEvents' | 'onError'>,
  control: SubscriptionControl,
): Promise<boolean> {
  let delayMs = firstRetryDelayMs;
  while (!control.closed) {
    try {
      await options.onEvents(batch);
      return true;
    } catch (error) {
      reportError(options, error);
      await control.sleep(delayMs);
      delayMs = nextRetryDelayMs(delayMs);
    }
  }
  return false;
}

/** Passes `error` to the subscriber's onError; an onError that throws must not stop the subscription. */
export function reportError(options: Pick<SubscribeOptions, 'onError'>, error: unknown): void {
  try {
    options.onError?.(error);
  } catch {
    // The subscriber's own error handler failed; there is nobody left to tell.
  }
}
