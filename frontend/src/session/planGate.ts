import { useSyncExternalStore } from 'react';
import { onSessionReset } from './sessionReset';

/**
 * A value the shell sets outside React (authProvider, error handling) and screens read. It goes back
 * to `initial` on logout (spec section 4), like every client store.
 */
export function createValueStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  const get = () => value;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const set = (next: T) => {
    if (Object.is(next, value)) return;
    value = next;
    for (const listener of listeners) listener();
  };
  const reset = () => set(initial);
  onSessionReset(reset);
  return { get, set, reset, subscribe, use: () => useSyncExternalStore(subscribe, get, get) };
}

/** Spec section 8: status 423 opens the upgrade popup for `data.field`; null when closed. */
export const upgradePopup = createValueStore<string | null>(null);

/** Spec section 8: the API error AccessBlocked stores the blocked status (the trial-end screen shows). */
export const accessBlocked = createValueStore<boolean>(false);

let unblockedAt = Number.NEGATIVE_INFINITY;

/** After a payment or a plan change the server says the organisation is not blocked. */
export function unblockAccess(): void {
  unblockedAt = performance.now();
  accessBlocked.set(false);
}

/**
 * An AccessBlocked answer: the organisation is blocked, unless the request was sent before the
 * last unblock (an answer from before the payment, arriving after it).
 */
export function blockAccess(sentAt: number | undefined): void {
  if (sentAt !== undefined && sentAt < unblockedAt) return;
  accessBlocked.set(true);
}
