/**
 * Spec section 4: logout resets all state. Every client store that outlives a screen (module-level
 * stores, caches of this page load) registers here how it goes back to its initial value, and the
 * logout (and a 401/403 that logs out) calls {@link resetSessionState} once. react-admin clears its
 * own store and the query cache itself on logout.
 *
 * Modules register when they load, so a screen that is loaded later (a lazy chunk) registers then;
 * until it loads it holds no state to reset.
 */
const resets: Array<() => void> = [];

/** Registers how a store returns to its initial value on logout; resets run in registration order. */
export function onSessionReset(reset: () => void): void {
  resets.push(reset);
}

/** Puts every registered client store back to its initial value. One failing reset does not stop the others. */
export function resetSessionState(): void {
  for (const reset of resets) {
    try {
      reset();
    } catch {
      // A store that cannot reset (storage disabled…) must not keep the others from it.
    }
  }
}
