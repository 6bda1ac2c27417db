import { lazy, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react';
import { isChunkLoadFailure } from './chunkLoadFailure';
import { connection } from './connection';

export interface LazyTry<Props> {
  Screen: LazyExoticComponent<ComponentType<Props>>;
  /** The chunk did not arrive: show the failure, not `Screen`. */
  failed: boolean;
}

const Nothing = () => null;

/**
 * React's `lazy` for code that may not arrive: a chunk that fails to load marks the try failed (the
 * screen shows the failure with Retry instead of react-admin's error page), the server is checked (the
 * connection banner shows while it is away), and the chunk is asked for again on `retry` or as soon as
 * the server is back. `lazy` keeps a failure for good, so every try is a new `lazy`.
 */
export function retryingLazy<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const listeners = new Set<() => void>();
  let stopWatching: (() => void) | undefined;
  const set = (next: LazyTry<Props>) => {
    current = next;
    for (const listener of listeners) listener();
  };

  const retry = () => {
    stopWatching?.();
    stopWatching = undefined;
    set(attempt());
  };

  const attempt = (): LazyTry<Props> => {
    const Screen = lazy(async () => {
      try {
        return { default: await load() };
      } catch (error) {
        if (!isChunkLoadFailure(error)) throw error;
        const returnsBefore = connection.get().returns;
        stopWatching ??= connection.subscribe(() => {
          if (connection.get().returns > returnsBefore) retry();
        });
        connection.suspect();
        if (current.Screen === Screen) set({ Screen, failed: true });
        return { default: Nothing };
      }
    });
    return { Screen, failed: false };
  };

  let current = attempt();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const get = () => current;
  return {
    /** The current try, to render. */
    use: () => useSyncExternalStore(subscribe, get, get),
    retry,
  };
}
