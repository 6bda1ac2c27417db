import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Asks `probe` until it answers something other than undefined, at most `attempts` times
 * `intervalMs` apart; throws with `what` when it never does. For work that ends in the background.
 */
export async function eventually<T>(what: string, probe: () => Promise<T | undefined>, attempts = 200, intervalMs = 50): Promise<T> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const answer = await probe();
    if (answer !== undefined) return answer;
    await sleep(intervalMs);
  }
  throw new Error(`gave up waiting for ${what}`);
}
